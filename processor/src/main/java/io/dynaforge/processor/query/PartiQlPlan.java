package io.dynaforge.processor.query;

import io.dynaforge.processor.model.QueryMethod;

/**
 * A PartiQL {@code @Query} (or named query): the statement sent as written, the method's bindable
 * parameters bound positionally to its {@code ?} markers.
 *
 * @param statement the statement
 * @param limit the limit of a {@code List} result, or -1
 * @param values one per bindable parameter, in order, with the property its {@code ?} is compared
 *     with (or none: the parameter is then converted by its own Java type)
 */
public record PartiQlPlan(QueryMethod method, String tableName, String statement, int limit,
    java.util.List<Binding> values) implements DeclaredPlan {

  @Override
  public String operation() {
    return "ExecuteStatement";
  }

  @Override
  public String display() {
    return statement;
  }

  /** A statement names its attributes itself. */
  @Override
  public java.util.Map<String, String> names() {
    return java.util.Map.of();
  }
}
