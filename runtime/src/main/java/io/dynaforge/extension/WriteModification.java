package io.dynaforge.extension;

import io.dynaforge.expression.DynamoDbExpression;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What a {@link DynamoDbExtension#beforeWrite} adds to a write. Immutable.
 *
 * <ul>
 *   <li>{@link Builder#condition condition}: ANDed with the operation's own condition (the user's, the
 *       version check, an insert's {@code attribute_not_exists}); its placeholders are renamed when they
 *       collide with the operation's. On every operation but the batch ones: BatchWriteItem carries no
 *       condition, so a condition for {@link WriteOperation#BATCH_PUT} or {@link WriteOperation#BATCH_DELETE}
 *       is an {@code InvalidDataAccessApiUsageException} before anything is sent. A failed condition is a
 *       {@code DataIntegrityViolationException} (a transaction's: {@code TransactionCanceledDataAccessException})
 *       and the item is left as it was.
 *   <li>{@link Builder#updateActions updateActions}: {@code SET}/{@code REMOVE}/{@code ADD}/{@code DELETE}
 *       clauses merged, clause by clause, into an update's expression ({@link WriteOperation#UPDATE},
 *       {@link WriteOperation#TRANSACT_UPDATE}); refused on any other operation. An action must not touch
 *       an attribute the update already sets (DynamoDB refuses two actions on one path).
 *   <li>{@link Builder#item item}: the item to put instead ({@link WriteOperation#PUT},
 *       {@link WriteOperation#BATCH_PUT}, {@link WriteOperation#TRANSACT_PUT}); refused on any other
 *       operation, and when it does not carry the same key. The entity the call returns is the one given
 *       (the replacement is not read back into it).
 * </ul>
 */
public final class WriteModification {

  private static final WriteModification NONE = new WriteModification(null, null, null);

  private final DynamoDbExpression condition;
  private final DynamoDbExpression updateActions;
  private final Map<String, AttributeValue> item;

  private WriteModification(DynamoDbExpression condition, DynamoDbExpression updateActions,
      Map<String, AttributeValue> item) {
    this.condition = condition;
    this.updateActions = updateActions;
    this.item = item;
  }

  /** Nothing to add: the write is sent as it is. */
  public static WriteModification none() {
    return NONE;
  }

  public static Builder builder() {
    return new Builder();
  }

  /** The condition to AND with the operation's, or null. */
  public DynamoDbExpression condition() {
    return condition;
  }

  /** The update clauses to merge into an UpdateItem's expression, or null. */
  public DynamoDbExpression updateActions() {
    return updateActions;
  }

  /** The replacement item of a put, or null. */
  public Map<String, AttributeValue> item() {
    return item;
  }

  /** Whether it changes nothing. */
  public boolean isNone() {
    return condition == null && updateActions == null && item == null;
  }

  @Override
  public String toString() {
    return "WriteModification[condition=" + condition + ", updateActions=" + updateActions + ", item=" + item + "]";
  }

  /** Collects the parts of a {@link WriteModification}; each is optional. */
  public static final class Builder {
    private DynamoDbExpression condition;
    private DynamoDbExpression updateActions;
    private Map<String, AttributeValue> item;

    private Builder() {
    }

    /** A condition ANDed with the operation's own, e.g. {@code #tenant = :tenant}. */
    public Builder condition(DynamoDbExpression condition) {
      this.condition = condition;
      return this;
    }

    /** Update clauses, e.g. {@code SET #r = if_not_exists(#r, :now)}. */
    public Builder updateActions(DynamoDbExpression updateActions) {
      this.updateActions = updateActions;
      return this;
    }

    /** The item a put writes instead of the converted one; it must carry the same key. */
    public Builder item(Map<String, AttributeValue> item) {
      this.item = item == null ? null : Collections.unmodifiableMap(new LinkedHashMap<>(item));
      return this;
    }

    public WriteModification build() {
      return condition == null && updateActions == null && item == null ? NONE
          : new WriteModification(condition, updateActions, item);
    }
  }
}
