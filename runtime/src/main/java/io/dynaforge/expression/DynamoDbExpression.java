package io.dynaforge.expression;

import io.dynaforge.mapping.AttributeValueConversions;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A condition, filter or update expression with its {@code ExpressionAttributeNames} ({@code #name}
 * to attribute) and {@code ExpressionAttributeValues} ({@code :value} to value). Values may be given
 * as plain Java values (see {@link AttributeValueConversions#toAttributeValue}) or attribute values;
 * they are converted once, here.
 *
 * <pre>{@code
 * DynamoDbExpression.builder("#s = :active").name("#s", "status").value(":active", "ACTIVE").build()
 * }</pre>
 *
 * @param expression the expression text
 * @param names placeholder names to attribute names
 * @param values placeholder values to attribute values
 */
public record DynamoDbExpression(
    String expression,
    Map<String, String> names,
    Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> values) {

  public DynamoDbExpression {
    required(expression, "expression");
    if (expression.isBlank()) {
      throw new org.springframework.dao.InvalidDataAccessApiUsageException("The expression is blank");
    }
    names = names == null || names.isEmpty() ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(names));
    values = values == null || values.isEmpty() ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(values));
  }

  /** An expression without placeholders. */
  public static DynamoDbExpression of(String expression) {
    return new DynamoDbExpression(expression, Map.of(), Map.of());
  }

  /** An expression with names and plain (or attribute) values. */
  public static DynamoDbExpression of(
      String expression, Map<String, String> names, Map<String, ?> values) {
    return new DynamoDbExpression(
        expression, names, AttributeValueConversions.toAttributeValues(values));
  }

  public static Builder builder(String expression) {
    return new Builder(expression);
  }

  /** Builds an expression placeholder by placeholder. */
  public static final class Builder {
    private final String expression;
    private final Map<String, String> names = new LinkedHashMap<>();
    private final Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> values =
        new LinkedHashMap<>();

    private Builder(String expression) {
      this.expression = expression;
    }

    /** Maps {@code #placeholder} to an attribute name. */
    public Builder name(String placeholder, String attributeName) {
      names.put(placeholder, attributeName);
      return this;
    }

    /** Binds {@code :placeholder} to a plain Java value or an attribute value. */
    public Builder value(String placeholder, Object value) {
      values.put(placeholder, AttributeValueConversions.toAttributeValue(value));
      return this;
    }

    public DynamoDbExpression build() {
      return new DynamoDbExpression(expression, names, values);
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
