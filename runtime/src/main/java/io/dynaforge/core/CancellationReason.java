package io.dynaforge.core;

/**
 * Why one item of a cancelled transaction failed (or {@code NONE} when it did not).
 *
 * @param index the item's position in the transaction
 * @param action {@code Put}, {@code Update}, {@code Delete}, {@code ConditionCheck} or {@code Get}
 * @param entityName the entity's simple name
 * @param tableName the physical table
 * @param key the item's key as text
 * @param code DynamoDB's cancellation code: {@code None}, {@code ConditionalCheckFailed},
 *     {@code TransactionConflict}, {@code ThrottlingError}, {@code ValidationError}, ...
 * @param message DynamoDB's message, or {@code null}
 * @param versionConflict whether the failed condition was (only) the {@code @Version} condition
 */
public record CancellationReason(
    int index,
    String action,
    String entityName,
    String tableName,
    String key,
    String code,
    String message,
    boolean versionConflict) {

  /** Whether this item caused (part of) the cancellation. */
  public boolean failed() {
    return code != null && !"None".equalsIgnoreCase(code);
  }

  @Override
  public String toString() {
    return "#" + index + " " + action + " " + entityName + " in '" + tableName + "' " + key + ": " + code
        + (message == null ? "" : " (" + message + ")")
        + (versionConflict ? " [version conflict]" : "");
  }
}
