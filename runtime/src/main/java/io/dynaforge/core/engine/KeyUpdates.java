package io.dynaforge.core.engine;

import io.dynaforge.mapping.EntityMapper;
import io.dynaforge.mapping.EntityMetadata;
import java.time.Instant;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * The UpdateItem of an update by key: a typed {@code Update}, a declared {@code @Update} or an update
 * expression given to the template. Besides the caller's actions it sets the {@code @LastModifiedDate}
 * attributes, the {@code @LastModifiedBy} attributes (when there is a current auditor) and increments
 * the {@code @Version} attribute ({@code ADD}, so a missing version becomes 1): a copy of the entity
 * read before this update then fails its version check on {@code save} instead of silently erasing
 * the update. Shared by the template and the Update action of
 * {@code transactWrite}.
 */
final class KeyUpdates {

  private static final AttributeValue ONE = AttributeValue.fromN("1");

  private KeyUpdates() {}

  /** The request's parts: its update expression, condition and placeholders (condition may be null). */
  record Parts(String updateExpression, String conditionExpression, Map<String, String> names,
      Map<String, AttributeValue> values) {}

  static Parts build(EntityMapper<?> mapper, String table, String updateExpression, String conditionExpression,
      Map<String, String> names, Map<String, AttributeValue> values, Instant now, Object auditor) {
    EntityMetadata metadata = mapper.metadata();
    UpdateClauses clauses;
    try {
      clauses = UpdateClauses.parse(updateExpression);
    } catch (IllegalArgumentException e) {
      throw new org.springframework.dao.InvalidDataAccessApiUsageException("UpdateItem of " + metadata.entityName()
          + " in table '" + table + "': the update expression '" + updateExpression + "' is invalid: " + e.getMessage(), e);
    }
    Conditions ours = new Conditions(conditionExpression, names, values);
    java.util.Set<String> touched = attributesOf(updateExpression, names);
    for (Map.Entry<String, AttributeValue> date : mapper.lastModifiedValues(now).entrySet()) {
      if (!touched.contains(date.getKey())) {
        clauses.add(UpdateClauses.Clause.SET, ours.name("dfm", date.getKey()) + " = " + ours.value("dfm", date.getValue()));
      }
    }
    if (auditor != null) {
      for (Map.Entry<String, AttributeValue> by : mapper.lastModifiedByValues(auditor).entrySet()) {
        if (!touched.contains(by.getKey())) {
          clauses.add(UpdateClauses.Clause.SET, ours.name("dfa", by.getKey()) + " = " + ours.value("dfa", by.getValue()));
        }
      }
    }
    if (metadata.isVersioned() && !touched.contains(metadata.versionAttribute())) {
      clauses.add(UpdateClauses.Clause.ADD, ours.name("dfv", metadata.versionAttribute()) + " " + ours.value("dfv", ONE));
    }
    return new Parts(clauses.expression(), conditionExpression, ours.names, ours.values);
  }

  /**
   * The attributes an update expression names through its {@code #placeholders} (those the caller
   * updates itself: ours are then left out, e.g. a declared update that sets the version).
   */
  private static java.util.Set<String> attributesOf(String expression, Map<String, String> names) {
    java.util.Set<String> attributes = new java.util.HashSet<>();
    if (names == null || names.isEmpty()) {
      return attributes;
    }
    java.util.regex.Matcher m = PLACEHOLDER.matcher(expression);
    while (m.find()) {
      String attribute = names.get(m.group());
      if (attribute != null) {
        attributes.add(attribute);
      }
    }
    return attributes;
  }

  private static final java.util.regex.Pattern PLACEHOLDER = java.util.regex.Pattern.compile("#[A-Za-z0-9_]+");

  /** The UpdateItem request of the parts, returning the item after the update. */
  static UpdateItemRequest request(String table, Map<String, AttributeValue> key, Parts parts) {
    UpdateItemRequest.Builder request = UpdateItemRequest.builder().tableName(table).key(key)
        .updateExpression(parts.updateExpression())
        .returnValues(software.amazon.awssdk.services.dynamodb.model.ReturnValue.ALL_NEW);
    if (parts.conditionExpression() != null) {
      request.conditionExpression(parts.conditionExpression());
    }
    if (!parts.names().isEmpty()) {
      request.expressionAttributeNames(parts.names());
    }
    if (!parts.values().isEmpty()) {
      request.expressionAttributeValues(parts.values());
    }
    return request.build();
  }
}
