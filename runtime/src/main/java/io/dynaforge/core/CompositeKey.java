package io.dynaforge.core;

/**
 * An id made of a partition key and a sort key, as the template's id-taking operations
 * ({@code findById}, {@code findAllById}, {@code deleteById}, {@code deleteAllById}) read it: the two
 * key values. Applications build {@code io.dynaforge.repository.DynamoDbCompositeId}, which implements
 * it; the template depends on this interface rather than on the repository package.
 */
public interface CompositeKey {

  /** The partition key value. */
  Object partitionKey();

  /** The sort key value (the fully composed physical value when a template owns the sort key). */
  Object sortKey();
}
