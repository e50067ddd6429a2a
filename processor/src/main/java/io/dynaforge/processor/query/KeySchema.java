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
