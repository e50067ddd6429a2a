package io.dynaforge.processor.query;

import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.KeyTemplate;
import io.dynaforge.processor.model.PropertyModel;
import java.util.List;

/**
 * The key attributes a method can use: a base table's, or (later) an index view's.
 *
 * @param indexName the index, or null for the base table
 * @param partition the partition key properties (1 to 4), or empty when a template composes it
 * @param sort the declared sort key properties (0 to 4)
 * @param template the template composing the sort key, when it owns it
 * @param partitionTemplate the template composing the partition key, when it owns it
 * @param partitionColumn the composed partition key as a String property (raw {@code findByPk}), or null
 * @param sortColumn the composed sort key as a String property (raw {@code findByPkAndSkBetween}), or null
 */
public record KeySchema(String indexName, List<PropertyModel> partition, List<PropertyModel> sort,
    KeyTemplate template, KeyTemplate partitionTemplate, PropertyModel partitionColumn, PropertyModel sortColumn) {

  public KeySchema {
    partition = List.copyOf(partition);
    sort = List.copyOf(sort);
  }

  /** The key schema of an entity's base table. */
  public static KeySchema baseTable(EntityModel entity) {
    KeyTemplate partitionTemplate = entity.partitionKeys().isEmpty()
        ? entity.basePartitionKeyTemplate().orElse(null) : null;
    KeyTemplate sortTemplate = entity.sortKeys().isEmpty() ? entity.baseSortKeyTemplate().orElse(null) : null;
    return new KeySchema(null, entity.partitionKeys(), entity.sortKeys(), sortTemplate, partitionTemplate,
        partitionTemplate == null ? null : entity.keyColumn(partitionTemplate.methodName()).orElse(null),
        sortTemplate == null ? null : entity.keyColumn(sortTemplate.methodName()).orElse(null));
  }

  /** The key schema of a {@code @SecondaryIndex} view's index: its keys in {@code order}. */
  public static KeySchema index(EntityModel view) {
    return new KeySchema(view.index().name(), view.orderedPartitionKeys(), view.orderedSortKeys(), null, null, null,
        null);
  }

  /**
   * The key schema of an index of {@code entity}'s table ({@code @TableIndex}), as the entity writes it:
   * each key attribute of the index is a template column of the entity (one template per key) or a
   * stored property. A {@link IndexKeys} with the reason when the entity does not write a key attribute
   * or mixes a template with other attributes in one key.
   */
  public static IndexKeys ofIndex(EntityModel entity, io.dynaforge.processor.model.TableIndexModel index) {
    KeyPart partition = part(entity, index.partitionKey());
    if (partition.problem() != null) {
      return new IndexKeys(index, null, "its partition key " + partition.problem());
    }
    KeyPart sort = part(entity, index.sortKey());
    if (sort.problem() != null) {
      return new IndexKeys(index, null, "its sort key " + sort.problem());
    }
    return new IndexKeys(index, new KeySchema(index.name(), partition.properties(), sort.properties(),
        sort.template(), partition.template(),
        partition.template() == null ? null : entity.keyColumn(partition.template().methodName()).orElse(null),
        sort.template() == null ? null : entity.keyColumn(sort.template().methodName()).orElse(null)), null);
  }

  /**
   * An index of the entity's table and its key schema as the entity writes it, or why the entity's
   * methods cannot query it.
   */
  public record IndexKeys(io.dynaforge.processor.model.TableIndexModel index, KeySchema schema, String problem) {}

  private record KeyPart(List<PropertyModel> properties, KeyTemplate template, String problem) {}

  private static KeyPart part(EntityModel entity, List<String> attributes) {
    List<PropertyModel> properties = new java.util.ArrayList<>();
    KeyTemplate template = null;
    for (String attribute : attributes) {
      KeyTemplate t = entity.templates().stream().filter(k -> k.column().equals(attribute)).findFirst().orElse(null);
      if (t != null) {
        if (attributes.size() > 1) {
          return new KeyPart(List.of(), null, "has several attributes and '" + attribute + "' is composed by "
              + t.display() + " (a template composes a key of one attribute)");
        }
        template = t;
        continue;
      }
      PropertyModel p = entity.properties().stream().filter(q -> q.derived() == null && q.flattened() == null
          && attribute.equals(q.attributeName())).findFirst().orElse(null);
      if (p == null) {
        return new KeyPart(List.of(), null, "'" + attribute + "' is no attribute " + entity.simpleName() + " writes");
      }
      properties.add(p);
    }
    return new KeyPart(properties, template, null);
  }

  /** The stored partition-key attribute names, in key order. */
  public List<String> partitionAttributes() {
    List<String> names = new java.util.ArrayList<>();
    partition.forEach(p -> names.add(p.attributeName()));
    if (partitionTemplate != null) {
      names.add(partitionTemplate.column());
    }
    return names;
  }

  /** The stored sort-key attribute names, in key order (empty: no sort key). */
  public List<String> sortAttributes() {
    List<String> names = new java.util.ArrayList<>();
    sort.forEach(p -> names.add(p.attributeName()));
    if (template != null) {
      names.add(template.column());
    }
    return names;
  }

  /** How many key conditions bind the partition key: one per attribute, one for a template. */
  public int partitionConditions() {
    return partitionTemplate != null ? 1 : partition.size();
  }

  public boolean hasSortKey() {
    return !sort.isEmpty() || template != null;
  }

  /** Whether {@code property} is one of the key's attributes (not a template placeholder). */
  public boolean isKeyAttribute(PropertyModel property) {
    return partition.contains(property) || sort.contains(property) || property == partitionColumn
        || property == sortColumn;
  }

  /** The template's first placeholder, or null. */
  public String leadingPlaceholder() {
    return template == null || template.placeholders().isEmpty() ? null : template.placeholders().get(0);
  }
}
