package io.dynaforge.core.engine;

import io.dynaforge.expression.DynamoDbExpression;
import io.dynaforge.mapping.AtomicCounterAttribute;
import io.dynaforge.mapping.EntityMapper;
import io.dynaforge.mapping.EntityMetadata;
import io.dynaforge.mapping.KeyAttribute;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * The UpdateItem request of an entity update: SET of every non-key attribute it has (keeping a stored
 * {@code @CreatedDate}), REMOVE of every mapped attribute it lacks, plus the user and version conditions.
 * Shared by {@code update} and the Update action of {@code transactWrite}.
 */
final class UpdateRequests {

  private UpdateRequests() {
  }

  static <T> UpdateItemRequest build(TemplateServices ctx, EntityMapper<T> mapper, T entity, Map<String, AttributeValue> key,
      String table, Long previous, DynamoDbExpression userCondition) {
    Map<String, AttributeValue> item = ctx.toItem(mapper, entity, "UpdateItem", table);
    return ofItem(mapper, item, key, table, new Conditions(userCondition), previous, true);
  }

  /**
   * The UpdateItem that writes {@code item} as a whole: SET of its non-key attributes, REMOVE of the
   * mapped ones it lacks, {@code @AtomicCounter} attributes incremented server-side (and returned,
   * UPDATED_NEW), under {@code conditions} (whose placeholders ours are allocated past). With
   * {@code keepCreatedDate} a stored {@code @CreatedDate} and {@code @CreatedBy} are kept ({@code update(entity)}); without, it
   * is overwritten as a PutItem would ({@code save} of an entity with counters).
   */
  static <T> UpdateItemRequest ofItem(EntityMapper<T> mapper, Map<String, AttributeValue> item,
      Map<String, AttributeValue> key, String table, Conditions conditions, Long previous, boolean keepCreatedDate) {
    EntityMetadata metadata = mapper.metadata();
    List<AtomicCounterAttribute> counters = mapper.atomicCounters();
    StringBuilder set = new StringBuilder();
    StringBuilder remove = new StringBuilder();
    List<String> attributes = new ArrayList<>(item.keySet());
    Collections.sort(attributes);
    for (String attribute : attributes) {
      if (key.containsKey(attribute) || isCounter(counters, attribute)) {
        continue;
      }
      String n = conditions.name("u", attribute);
      String v = conditions.value("u", item.get(attribute));
      set.append(set.length() == 0 ? "SET " : ", ").append(n).append(" = ");
      if (keepCreatedDate && (mapper.createdDateAttributes().contains(attribute)
          || mapper.createdByAttributes().contains(attribute))) {
        set.append("if_not_exists(").append(n).append(", ").append(v).append(')'); // keep the stored creation date and creator
      } else {
        set.append(v);
      }
    }
    for (AtomicCounterAttribute counter : counters) {
      // if_not_exists(#c, start - increment) + increment: the first write stores start
      String n = conditions.name("dfc", counter.attributeName());
      String base = conditions.value("dfc", AttributeValue.fromN(Long.toString(counter.start() - counter.increment())));
      String increment = conditions.value("dfc", AttributeValue.fromN(Long.toString(counter.increment())));
      set.append(set.length() == 0 ? "SET " : ", ").append(n).append(" = if_not_exists(").append(n).append(", ")
          .append(base).append(") + ").append(increment);
    }
    List<String> absent = new ArrayList<>();
    for (String attribute : metadata.attributeNames()) {
      if (!item.containsKey(attribute) && !key.containsKey(attribute) && !isKeyAttribute(metadata, attribute)
          && !isCounter(counters, attribute)
          && !(keepCreatedDate && mapper.createdByAttributes().contains(attribute))) { // an unset creator keeps the stored one
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
    if (!counters.isEmpty()) {
      request.returnValues(ReturnValue.UPDATED_NEW);
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

  /**
   * The item a PutItem of a new entity writes: each {@code @AtomicCounter} at its start value (an
   * insert, or a transaction's insert, creates the item). The item itself when there is no counter.
   */
  static Map<String, AttributeValue> withCounterStarts(EntityMapper<?> mapper, Map<String, AttributeValue> item) {
    List<AtomicCounterAttribute> counters = mapper.atomicCounters();
    if (counters.isEmpty()) {
      return item;
    }
    Map<String, AttributeValue> started = new java.util.HashMap<>(item);
    for (AtomicCounterAttribute counter : counters) {
      started.put(counter.attributeName(), AttributeValue.fromN(Long.toString(counter.start())));
    }
    return started;
  }

  private static boolean isCounter(List<AtomicCounterAttribute> counters, String attribute) {
    for (AtomicCounterAttribute counter : counters) {
      if (counter.attributeName().equals(attribute)) {
        return true;
      }
    }
    return false;
  }

  private static boolean isKeyAttribute(EntityMetadata metadata, String attribute) {
    if (metadata.partitionKeyAttribute().attributeName().equals(attribute)) {
      return true;
    }
    KeyAttribute sk = metadata.sortKeyAttribute();
    return sk != null && sk.attributeName().equals(attribute);
  }
}
