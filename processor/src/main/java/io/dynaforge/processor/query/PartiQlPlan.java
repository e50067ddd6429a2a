package io.dynaforge.processor.query;

import io.dynaforge.processor.model.QueryMethod;

/**
 * A PartiQL {@code @Query} (or named query): the statement sent as written, the method's bindable
 * parameters bound positionally to its {@code ?} markers.
 *
 * @param statement the statement
 * @param limit the limit of a {@code List} result, or -1
 */
public record PartiQlPlan(QueryMethod method, String tableName, String statement, int limit)
    implements DeclaredPlan {

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

  /** Its values are the bindable parameters, by position. */
  @Override
  public java.util.List<Binding> values() {
    return java.util.List.of();
  }
}
