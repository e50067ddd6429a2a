package io.dynaforge.core;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Our condition parts and placeholders, allocated so that they never collide with the user's: a
 * taken placeholder gets a numeric suffix.
 */
final class Conditions {
  private final String user;
  private final List<String> parts = new ArrayList<>(2);
  final Map<String, String> names;
  final Map<String, AttributeValue> values;
  private final Set<String> taken = new HashSet<>();
  private int counter;

  Conditions(DynamoDbExpression userCondition) {
    this(userCondition == null ? null : userCondition.expression(),
        userCondition == null ? null : userCondition.names(), userCondition == null ? null : userCondition.values());
  }

  /**
   * The caller's condition (or null) and the placeholders of the whole request (the condition's and
   * an update expression's, which share them), so that ours never collide with any.
   */
  Conditions(String userCondition, Map<String, String> names, Map<String, AttributeValue> values) {
    this.user = userCondition;
    this.names = names == null ? new HashMap<>() : new HashMap<>(names);
    this.values = values == null ? new HashMap<>() : new HashMap<>(values);
    taken.addAll(this.names.keySet());
    taken.addAll(this.values.keySet());
  }

  String name(String base, String attribute) {
    String placeholder = fresh("#" + base);
    names.put(placeholder, attribute);
    return placeholder;
  }

  String value(String base, AttributeValue value) {
    String placeholder = fresh(":" + base);
    values.put(placeholder, value);
    return placeholder;
  }

  private String fresh(String base) {
    String candidate = base + counter++;
    while (taken.contains(candidate)) {
      candidate = base + counter++;
    }
    taken.add(candidate);
    return candidate;
  }

  void add(String part) {
    parts.add(part);
  }

  void version(String attribute, Long expected) {
    String n = name("dfv", attribute);
    if (expected == null) {
      add("attribute_not_exists(" + n + ")");
    } else {
      add(n + " = " + value("dfv", AttributeValue.fromN(Long.toString(expected))));
    }
  }

  boolean isEmpty() {
    return user == null && parts.isEmpty();
  }

  String expression() {
    String ours = String.join(" AND ", parts);
    if (user == null) {
      return ours;
    }
    return ours.isEmpty() ? user : "(" + user + ") AND (" + ours + ")";
  }

  /**
   * Puts the condition, and the placeholders it needs, on any request builder; nothing when there
   * is no condition. Pass the builder's setters: {@code applyTo(b::conditionExpression,
   * b::expressionAttributeNames, b::expressionAttributeValues)}.
   */
  void applyTo(Consumer<String> condition, Consumer<Map<String, String>> nameSetter,
      Consumer<Map<String, AttributeValue>> valueSetter) {
    if (isEmpty()) {
      return;
    }
    condition.accept(expression());
    if (!names.isEmpty()) {
      nameSetter.accept(names);
    }
    if (!values.isEmpty()) {
      valueSetter.accept(values);
    }
  }
}
