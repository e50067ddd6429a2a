package io.dynaforge.core;

import io.dynaforge.expression.DynamoDbExpression;
import java.util.ArrayList;
import java.util.List;

/**
 * The items of one {@code TransactWriteItems} call, in order: puts, entity updates, deletes and
 * condition checks (at most 100, DynamoDB's limit). {@code @Version} entities carry their version
 * conditions as in {@code save}, {@code update} and {@code delete}.
 *
 * <pre>{@code
 * operations.transactWrite(TransactWrite.builder()
 *     .put(order)
 *     .update(stock)
 *     .conditionCheck(account, DynamoDbExpression.builder("#b >= :min").name("#b", "balance").value(":min", 10).build())
 *     .build());
 * }</pre>
 */
public final class TransactWrite {

  /** One item of the transaction. */
  public sealed interface Action permits Put, Update, UpdateById, Delete, DeleteById, ConditionCheck, ConditionCheckById {}

  /** PutItem of an entity (with save's version handling), optionally with a user condition. */
  public record Put(Object entity, DynamoDbExpression condition, boolean insert) implements Action {}

  /** UpdateItem of an entity (as {@code update(entity)}). */
  public record Update(Object entity, DynamoDbExpression condition) implements Action {}

  /**
   * UpdateItem by key with a typed update and an optional condition (as
   * {@code update(Class, pk, sk, Update, Condition)}: the {@code @Version} attribute is incremented and
   * the {@code @LastModifiedDate} attributes set in the same action).
   */
  public record UpdateById(Class<?> type, Object partitionKey, Object sortKey,
      io.dynaforge.expression.Update<?> update, io.dynaforge.expression.Condition<?> condition) implements Action {}

  /** DeleteItem of an entity (with the version condition when versioned). */
  public record Delete(Object entity, DynamoDbExpression condition) implements Action {}

  /** DeleteItem by key. */
  public record DeleteById(Class<?> type, Object partitionKey, Object sortKey, DynamoDbExpression condition)
      implements Action {}

  /** A condition on an entity's item that must hold for the transaction to commit. */
  public record ConditionCheck(Object entity, DynamoDbExpression condition) implements Action {}

  /** A condition on an item given by key. */
  public record ConditionCheckById(Class<?> type, Object partitionKey, Object sortKey, DynamoDbExpression condition)
      implements Action {}

  private final List<Action> actions;

  private TransactWrite(List<Action> actions) {
    this.actions = List.copyOf(actions);
  }

  public static Builder builder() {
    return new Builder();
  }

  public List<Action> actions() {
    return actions;
  }

  /** Collects the actions. */
  public static final class Builder {
    private final List<Action> actions = new ArrayList<>();

    private Builder() {}

    /** Save an entity (PutItem; version initialised or incremented under its condition). */
    public Builder put(Object entity) {
      actions.add(new Put(required(entity, "entity"), null, false));
      return this;
    }

    /** Save an entity under an extra condition, combined with the version condition by AND. */
    public Builder put(Object entity, DynamoDbExpression condition) {
      actions.add(new Put(required(entity, "entity"), condition, false));
      return this;
    }

    /** Insert an entity: fails the transaction when an item with its key exists. */
    public Builder insert(Object entity) {
      actions.add(new Put(required(entity, "entity"), null, true));
      return this;
    }

    /** Update an entity (SET its non-null attributes, REMOVE the null ones). */
    public Builder update(Object entity) {
      actions.add(new Update(required(entity, "entity"), null));
      return this;
    }

    public Builder update(Object entity, DynamoDbExpression condition) {
      actions.add(new Update(required(entity, "entity"), condition));
      return this;
    }

    /**
     * Update the item of a key with a typed update ({@code <Entity>_Attributes}), e.g. an atomic
     * {@code add} of a counter; {@code sortKey} is {@code null} for a partition-only table.
     */
    public <T> Builder update(Class<T> type, Object partitionKey, Object sortKey, io.dynaforge.expression.Update<T> update) {
      actions.add(new UpdateById(required(type, "type"), partitionKey, sortKey,
          required(update, "update"), null));
      return this;
    }

    /** {@link #update(Class, Object, Object, io.dynaforge.expression.Update)} that commits only when the condition holds. */
    public <T> Builder update(Class<T> type, Object partitionKey, Object sortKey, io.dynaforge.expression.Update<T> update,
        io.dynaforge.expression.Condition<T> condition) {
      actions.add(new UpdateById(required(type, "type"), partitionKey, sortKey,
          required(update, "update"), required(condition, "condition")));
      return this;
    }

    /** Save an entity under a typed condition, combined with the version condition by AND. */
    public <T> Builder put(T entity, io.dynaforge.expression.Condition<T> condition) {
      return put(entity, required(condition, "condition").toExpression());
    }

    /** Delete an entity under a typed condition (and its version condition when versioned). */
    public <T> Builder delete(T entity, io.dynaforge.expression.Condition<T> condition) {
      return delete(entity, required(condition, "condition").toExpression());
    }

    /** A typed condition on the item of a key that must hold for the transaction to commit. */
    public <T> Builder conditionCheck(Class<T> type, Object partitionKey, Object sortKey,
        io.dynaforge.expression.Condition<T> condition) {
      return conditionCheck(type, partitionKey, sortKey, required(condition, "condition").toExpression());
    }

    public Builder delete(Object entity) {
      actions.add(new Delete(required(entity, "entity"), null));
      return this;
    }

    public Builder delete(Object entity, DynamoDbExpression condition) {
      actions.add(new Delete(required(entity, "entity"), condition));
      return this;
    }

    public Builder deleteById(Class<?> type, Object partitionKey, Object sortKey) {
      actions.add(new DeleteById(type, partitionKey, sortKey, null));
      return this;
    }

    public Builder deleteById(Class<?> type, Object partitionKey, Object sortKey, DynamoDbExpression condition) {
      actions.add(new DeleteById(type, partitionKey, sortKey, condition));
      return this;
    }

    /** A condition on the entity's stored item; a versioned entity also checks its version. */
    public Builder conditionCheck(Object entity, DynamoDbExpression condition) {
      actions.add(new ConditionCheck(required(entity, "entity"), required(condition, "condition")));
      return this;
    }

    public Builder conditionCheck(Class<?> type, Object partitionKey, Object sortKey, DynamoDbExpression condition) {
      actions.add(new ConditionCheckById(type, partitionKey, sortKey, required(condition, "condition")));
      return this;
    }

    public TransactWrite build() {
      if (actions.isEmpty()) {
        throw new org.springframework.dao.InvalidDataAccessApiUsageException("A transaction needs at least one action");
      }
      return new TransactWrite(actions);
    }
  }
  /** A refused argument is an {@code InvalidDataAccessApiUsageException}, like every run-time refusal. */
  private static <V> V required(V value, String name) {
    if (value == null) {
      throw new org.springframework.dao.InvalidDataAccessApiUsageException("The argument '" + name + "' is null");
    }
    return value;
  }
}
