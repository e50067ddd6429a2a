package io.dynaforge.core;

/**
 * What the template was doing when an exception happened, for the translator's message: the
 * DynamoDB operation, the entity, the physical table and the key (already rendered as text).
 *
 * @param operation e.g. {@code PutItem}, {@code Query}
 * @param entityName the entity's simple name, or {@code null}
 * @param tableName the physical table, or {@code null}
 * @param key the key as text, or {@code null}
 */
public record DynamoDbOperationContext(
    String operation, String entityName, String tableName, String key) {

  public static DynamoDbOperationContext of(String operation, String entityName, String tableName) {
    return new DynamoDbOperationContext(operation, entityName, tableName, null);
  }

  /** e.g. {@code PutItem of Order in table 'dev-orders' (key {pk="a"})}. */
  public String describe() {
    StringBuilder text = new StringBuilder(operation);
    if (entityName != null) {
      text.append(" of ").append(entityName);
    }
    if (tableName != null) {
      text.append(" in table '").append(tableName).append('\'');
    }
    if (key != null) {
      text.append(" (key ").append(key).append(')');
    }
    return text.toString();
  }
}
