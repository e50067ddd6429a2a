package io.dynaforge.extension;

/** The kind of write a {@link WriteContext} describes: which request the template is about to send. */
public enum WriteOperation {
  /** PutItem: {@code save}, {@code insert}. */
  PUT,
  /** UpdateItem: {@code update(entity)}, an update by key (expression or typed), a declared {@code @Update}. */
  UPDATE,
  /** DeleteItem: {@code delete}, {@code deleteById}, and each {@code @Version} entity of {@code deleteAll}. */
  DELETE,
  /** A PutRequest of BatchWriteItem: {@code saveAll}. */
  BATCH_PUT,
  /** A DeleteRequest of BatchWriteItem: {@code deleteAll}, {@code deleteAllById}. */
  BATCH_DELETE,
  /** A Put action of {@code transactWrite}. */
  TRANSACT_PUT,
  /** An Update action of {@code transactWrite}. */
  TRANSACT_UPDATE,
  /** A Delete action of {@code transactWrite}. */
  TRANSACT_DELETE,
  /** A ConditionCheck action of {@code transactWrite}. */
  TRANSACT_CONDITION_CHECK;

  /** Whether the request sends a whole item (the {@code item} of a {@link WriteModification} applies). */
  public boolean isPut() {
    return this == PUT || this == BATCH_PUT || this == TRANSACT_PUT;
  }

  /** Whether the request is an update (the {@code updateActions} of a {@link WriteModification} apply). */
  public boolean isUpdate() {
    return this == UPDATE || this == TRANSACT_UPDATE;
  }

  /** Whether the request is part of a BatchWriteItem, which carries no condition. */
  public boolean isBatch() {
    return this == BATCH_PUT || this == BATCH_DELETE;
  }
}
