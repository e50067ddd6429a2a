package io.dynaforge.processor.query;

import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.model.QueryMethod.Parameter;
import java.util.List;
import java.util.Map;

/**
 * An {@code @Update}: exactly one UpdateItem.
 *
 * @param updateExpression the update expression as written
 * @param conditionExpression the condition as written, or null
 * @param names every {@code #alias} used and its attribute
 * @param values every {@code :value} used and where it comes from
 * @param partitionKey the parameter holding the partition key
 * @param sortKey the parameter holding the (composed) sort key, or null when the table has none
 */
public record UpdatePlan(QueryMethod method, String tableName, String updateExpression, String conditionExpression,
    Map<String, String> names, List<Binding> values, Parameter partitionKey, Parameter sortKey)
    implements DeclaredPlan {

  public UpdatePlan {
    names = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(names));
    values = List.copyOf(values);
  }

  @Override
  public String operation() {
    return "UpdateItem";
  }

  @Override
  public String display() {
    return updateExpression;
  }
}
