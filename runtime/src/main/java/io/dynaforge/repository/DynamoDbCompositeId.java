package io.dynaforge.repository;

import io.dynaforge.core.CompositeKey;
import java.util.Objects;

/**
 * The id of an entity whose table has a partition key and a sort key. When a
 * {@code @SortKeyTemplate} owns the sort key, {@code sortKey} is the fully composed physical value.
 *
 * @param partitionKey the partition key value (never null)
 * @param sortKey the sort key value (never null)
 */
public record DynamoDbCompositeId(Object partitionKey, Object sortKey) implements CompositeKey {

  public DynamoDbCompositeId {
    Objects.requireNonNull(partitionKey, "partitionKey");
    Objects.requireNonNull(sortKey, "sortKey");
  }

  public static DynamoDbCompositeId of(Object partitionKey, Object sortKey) {
    return new DynamoDbCompositeId(partitionKey, sortKey);
  }
}
