package io.dynaforge.core.engine;

import io.dynaforge.core.Internal;
import io.dynaforge.core.RepositoryMethod;

/**
 * What one template operation is, made once when the operation is started at the public API boundary
 * and passed explicitly from there on: to the {@link OperationExecutor}, to each request of a
 * {@link RequestSequence} (later pages, retries of unprocessed items, probes) and to the
 * {@link RequestObserver}, whatever thread sends or completes them. Nothing downstream reads a
 * thread-local: {@link #capture} is the one place that reads {@link RepositoryMethod#current()}.
 *
 * @param method the repository method ({@code OrderRepository.findByCustomerId}) or {@code template}
 * @param entity the entity's name (its class's simple name), or {@code null} for raw table requests
 * @param table the physical table when the operation knows it before building a request, or {@code null}:
 *     then each request's table is reported (a batch or transaction may span several)
 * @param index the index read, or {@code null} (then each request's, if any, is reported)
 * @param operation the template operation ({@code save}, {@code findById}, {@code query}, ...)
 */
@Internal
public record OperationContext(String method, String entity, String table, String index, String operation) {

  private static final ClassValue<String> NAMES = new ClassValue<>() {
    @Override
    protected String computeValue(Class<?> type) {
      return type.getSimpleName();
    }
  };

  /**
   * The context of an operation of {@code type}'s entities ({@code null}: a raw table request) started now,
   * named after the repository method the calling thread runs. The public API boundary calls it once per
   * operation (for a reactive call, when the publisher is assembled).
   */
  public static OperationContext capture(String operation, Class<?> type) {
    return named(operation, type == null ? null : NAMES.get(type));
  }

  /** {@link #capture(String, Class)} of an entity known by its name ({@code null}: a raw table request). */
  public static OperationContext named(String operation, String entity) {
    return new OperationContext(RepositoryMethod.current(), entity, null, null, operation);
  }

  /** {@link #capture(String, Class)} of the entity's class ({@code null}: none). */
  public static OperationContext captureOf(String operation, Object entity) {
    return capture(operation, entity == null ? null : entity.getClass());
  }

  /** {@link #capture(String, Class)} of the first entity's class: a batch or transaction of one kind. */
  public static OperationContext captureFirst(String operation, Iterable<?> entities) {
    if (entities != null) {
      for (Object entity : entities) {
        return captureOf(operation, entity);
      }
    }
    return capture(operation, null);
  }

  /** The context of a transaction write, named after its first action's entity (none when it has none). */
  public static OperationContext ofTransaction(io.dynaforge.core.TransactWrite transaction) {
    Class<?> type = null;
    if (transaction != null && !transaction.actions().isEmpty()) {
      Object first = transaction.actions().get(0);
      if (first instanceof io.dynaforge.core.TransactWrite.Put put) {
        type = typeOf(put.entity());
      } else if (first instanceof io.dynaforge.core.TransactWrite.Update update) {
        type = typeOf(update.entity());
      } else if (first instanceof io.dynaforge.core.TransactWrite.Delete delete) {
        type = typeOf(delete.entity());
      } else if (first instanceof io.dynaforge.core.TransactWrite.ConditionCheck check) {
        type = typeOf(check.entity());
      } else if (first instanceof io.dynaforge.core.TransactWrite.UpdateById update) {
        type = update.type();
      } else if (first instanceof io.dynaforge.core.TransactWrite.DeleteById delete) {
        type = delete.type();
      } else if (first instanceof io.dynaforge.core.TransactWrite.ConditionCheckById check) {
        type = check.type();
      }
    }
    return capture("transactWrite", type);
  }

  private static Class<?> typeOf(Object entity) {
    return entity == null ? null : entity.getClass();
  }

  /** This context for a raw request of the physical {@code table}. */
  public OperationContext onTable(String table) {
    return new OperationContext(method, entity, table, index, operation);
  }

  /** This context named after {@code method}, when not {@code null} (a reactive repository's, from the subscriber context). */
  public OperationContext named(String method) {
    return method == null || method.equals(this.method) ? this
        : new OperationContext(method, entity, table, index, operation);
  }
}
