package io.dynaforge.core.engine;

import io.dynaforge.expression.DynamoDbExpression;
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
  /** Extensions' conditions, each wrapped in parentheses when joined. */
  private List<String> extensionParts;
  final Map<String, String> names;
  final Map<String, AttributeValue> values;
  private final Set<String> taken = new HashSet<>();
  private int counter;
  /** Whether an extension added a condition (a failure may then be the extension's). */
  boolean extended;

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

  /** An extension's condition, ANDed; its placeholders renamed when they collide with ours or the user's. */
  void and(DynamoDbExpression condition) {
    String text = Extensions.rename(condition, names, values);
    taken.addAll(names.keySet());
    taken.addAll(values.keySet());
    if (extensionParts == null) {
      extensionParts = new ArrayList<>(2);
    }
    extensionParts.add(text);
    extended = true;
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
    return user == null && parts.isEmpty() && extensionParts == null;
  }

  String expression() {
    if (extensionParts != null) {
      // one term as it is; several ANDed, the compound ones (the user's, the extensions') in parentheses,
      // never doubled (DynamoDB refuses redundant parentheses)
      int terms = (user == null ? 0 : 1) + parts.size() + extensionParts.size();
      if (terms == 1) {
        return extensionParts.get(0);
      }
      StringBuilder joined = new StringBuilder();
      if (user != null) {
        joined.append('(').append(user).append(')');
      }
      for (String part : parts) {
        joined.append(joined.length() == 0 ? "" : " AND ").append(part);
      }
      for (String part : extensionParts) {
        joined.append(joined.length() == 0 ? "" : " AND ").append('(').append(part).append(')');
      }
      return joined.toString();
    }
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
