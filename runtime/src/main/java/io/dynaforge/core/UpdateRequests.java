package io.dynaforge.core;

import io.dynaforge.mapping.EntityMapper;
import io.dynaforge.mapping.EntityMetadata;
import io.dynaforge.mapping.KeyAttribute;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * The UpdateItem request of an entity update: SET of every non-key attribute it has (keeping a stored
 * {@code @CreatedDate}), REMOVE of every mapped attribute it lacks, plus the user and version conditions.
 * Shared by {@code update} and the Update action of {@code transactWrite}.
 */
final class UpdateRequests {

  private UpdateRequests() {
  }

  static <T> UpdateItemRequest build(TemplateContext ctx, EntityMapper<T> mapper, T entity, Map<String, AttributeValue> key,
      String table, Long previous, DynamoDbExpression userCondition) {
    EntityMetadata metadata = mapper.metadata();
    Map<String, AttributeValue> item = ctx.toItem(mapper, entity, "UpdateItem", table);
    Conditions conditions = new Conditions(userCondition);
    StringBuilder set = new StringBuilder();
    StringBuilder remove = new StringBuilder();
    List<String> attributes = new ArrayList<>(item.keySet());
    Collections.sort(attributes);
    for (String attribute : attributes) {
      if (key.containsKey(attribute)) {
        continue;
      }
      String n = conditions.name("u", attribute);
      String v = conditions.value("u", item.get(attribute));
      set.append(set.length() == 0 ? "SET " : ", ").append(n).append(" = ");
      if (mapper.createdDateAttributes().contains(attribute)) {
        set.append("if_not_exists(").append(n).append(", ").append(v).append(')'); // keep the stored creation date
      } else {
        set.append(v);
      }
    }
    List<String> absent = new ArrayList<>();
    for (String attribute : metadata.attributeNames()) {
      if (!item.containsKey(attribute) && !key.containsKey(attribute) && !isKeyAttribute(metadata, attribute)) {
        absent.add(attribute);
      }
    }
    Collections.sort(absent);
    for (String attribute : absent) {
      String n = conditions.name("r", attribute);
      remove.append(remove.length() == 0 ? "REMOVE " : ", ").append(n);
    }
    if (previous != null) {
      conditions.version(metadata.versionAttribute(), previous);
    }
    UpdateItemRequest.Builder request = UpdateItemRequest.builder().tableName(table).key(key);
    String update = set.length() == 0 ? remove.toString() : remove.length() == 0 ? set.toString() : set + " " + remove;
    if (!update.isEmpty()) {
      request.updateExpression(update);
    }
    if (!conditions.isEmpty()) {
      request.conditionExpression(conditions.expression());
    }
    if (!conditions.names.isEmpty()) {
      request.expressionAttributeNames(conditions.names);
    }
    if (!conditions.values.isEmpty()) {
      request.expressionAttributeValues(conditions.values);
    }
    return request.build();
  }

  private static boolean isKeyAttribute(EntityMetadata metadata, String attribute) {
    if (metadata.partitionKeyAttribute().attributeName().equals(attribute)) {
      return true;
    }
    KeyAttribute sk = metadata.sortKeyAttribute();
    return sk != null && sk.attributeName().equals(attribute);
  }
}
