package io.dynaforge.processor.query;

import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.KeyTemplate;
import io.dynaforge.processor.model.PropertyModel;
import java.util.List;

/**
 * The key attributes a method can use: a base table's, or (later) an index view's.
 *
 * @param indexName the index, or null for the base table
 * @param partition the partition key properties (1 to 4)
 * @param sort the sort key properties (0 to 4)
 * @param template the template composing the sort key, when it owns it
 */
public record KeySchema(String indexName, List<PropertyModel> partition, List<PropertyModel> sort,
    KeyTemplate template) {

  public KeySchema {
    partition = List.copyOf(partition);
    sort = List.copyOf(sort);
  }

  /** The key schema of an entity's base table. */
  public static KeySchema baseTable(EntityModel entity) {
    return new KeySchema(null, entity.partitionKeys(), entity.sortKeys(),
        entity.sortKeys().isEmpty() ? entity.baseSortKeyTemplate().orElse(null) : null);
  }

  /** Whether {@code property} is one of the key's attributes (not a template placeholder). */
  public boolean isKeyAttribute(PropertyModel property) {
    return partition.contains(property) || sort.contains(property);
  }

  /** The template's first placeholder, or null. */
  public String leadingPlaceholder() {
    return template == null || template.placeholders().isEmpty() ? null : template.placeholders().get(0);
  }

  /** The literal a template starts with, or "". */
  public static String leadingLiteral(KeyTemplate template) {
    return template.leadingLiteral();
  }
}
