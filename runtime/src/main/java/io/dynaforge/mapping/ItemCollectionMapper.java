package io.dynaforge.mapping;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The generated fold of an {@code @ItemCollectionView}: routes each row of one partition (of the
 * table, or of an index) to the view's members by its sort key and builds the view, without
 * reflection. Registered for {@link java.util.ServiceLoader} like entity mappers.
 *
 * @param <V> the view type
 */
public interface ItemCollectionMapper<V> {

  Class<V> type();

  /** The logical table the collection lives in. */
  String tableName();

  /** The index it is read from, or {@code null} for the base table. */
  String indexName();

  /** The partition-key attribute of the table or index queried. */
  String partitionKeyAttribute();

  /** The sort-key attribute of the table or index queried (the fixed finders' sort-key conditions). */
  String sortKeyAttribute();

  /**
   * Folds rows, in sort-key order, into the view. Rows matching no member are ignored; a
   * single-valued member matched by two rows is an {@code IncorrectResultSizeDataAccessException}.
   * No per-row after-convert callbacks or events fire.
   */
  V fold(List<Map<String, AttributeValue>> rows);
}
