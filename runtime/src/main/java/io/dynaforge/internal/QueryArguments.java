package io.dynaforge.internal;

import io.dynaforge.mapping.AttributeValueConversions;
import io.dynaforge.mapping.ValueWriter;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Argument checks generated repository methods run before building a request. */
public final class QueryArguments {

  private QueryArguments() {}

  /** DynamoDB has no null comparisons: a null argument is a usage error naming method and parameter. */
  public static <V> V require(V value, String method, String parameter) {
    if (value == null) {
      throw new InvalidDataAccessApiUsageException(
          method + ": the argument '" + parameter + "' is null. DynamoDB cannot compare with null; declare an"
              + " IsNull/IsNotNull method for missing attributes.");
    }
    return value;
  }

  /**
   * Null checks of a method's arguments in one statement: {@code parameters} names them, separated by
   * {@code ", "}, in the order of {@code arguments} (split only to report a null one).
   */
  public static void requireAll(String method, String parameters, Object... arguments) {
    for (int i = 0; i < arguments.length; i++) {
      if (arguments[i] == null) {
        require(null, method, parameters.split(", ")[i]);
      }
    }
  }

  /**
   * A key value a method's arguments cannot compose (a placeholder value containing the literal after
   * it, a number outside a padded width): a usage error naming the method, caused by the template's
   * refusal, as every run-time refusal of a repository call is a {@code DataAccessException}.
   */
  public static InvalidDataAccessApiUsageException refused(String method, io.dynaforge.mapping.DynamoDbMappingException e) {
    return new InvalidDataAccessApiUsageException(method + ": " + e.getMessage(), e);
  }

  /** The values of an {@code In}/{@code NotIn} argument (1 to 100 of them, none null). */
  public static <V> List<AttributeValue> list(
      Collection<? extends V> values, ValueWriter<? super V> writer, String method, String parameter) {
    require(values, method, parameter);
    if (values.isEmpty() || values.size() > 100) {
      throw new InvalidDataAccessApiUsageException(
          method + ": the argument '" + parameter + "' holds " + values.size()
              + " values; DynamoDB's IN takes 1 to 100.");
    }
    List<AttributeValue> result = new ArrayList<>(values.size());
    for (V value : values) {
      result.add(writer.write(require(value, method, parameter + " element")));
    }
    return result;
  }

  private static final org.springframework.expression.ExpressionParser SPEL =
      new org.springframework.expression.spel.standard.SpelExpressionParser();
  private static final java.util.Map<String, org.springframework.expression.Expression> PARSED =
      new java.util.concurrent.ConcurrentHashMap<>();

  /**
   * An {@code @ExpressionValue} SpEL expression, evaluated once per call (parsed once, checked at
   * build time) and converted by its Java type.
   */
  public static software.amazon.awssdk.services.dynamodb.model.AttributeValue spel(String expression, String method,
      String placeholder) {
    return AttributeValueConversions.toAttributeValue(evaluate(expression, method, placeholder));
  }

  /**
   * An {@code @ExpressionValue} SpEL expression compared with a property: a result of the
   * property's type is converted like the property ({@code writer}, chosen at build time), any other
   * result by its Java type (a text bound such as {@code "2026-01-01"}).
   */
  public static <V> AttributeValue spel(String expression, String method, String placeholder, Class<V> type,
      ValueWriter<? super V> writer) {
    Object value = evaluate(expression, method, placeholder);
    return type.isInstance(value) ? writer.write(type.cast(value))
        : AttributeValueConversions.toAttributeValue(value);
  }

  private static Object evaluate(String expression, String method, String placeholder) {
    Object value;
    try {
      value = PARSED.computeIfAbsent(expression, SPEL::parseExpression).getValue();
    } catch (org.springframework.expression.EvaluationException e) {
      throw new org.springframework.dao.InvalidDataAccessApiUsageException(method + ": the SpEL value of " + placeholder
          + " (\"" + expression + "\") failed: " + e.getMessage(), e);
    }
    if (value == null) {
      throw new org.springframework.dao.InvalidDataAccessApiUsageException(method + ": the SpEL value of " + placeholder
          + " (\"" + expression + "\") is null");
    }
    return value;
  }
}
