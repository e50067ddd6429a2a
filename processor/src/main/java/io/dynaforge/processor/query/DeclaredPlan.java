package io.dynaforge.processor.query;

import io.dynaforge.processor.model.PropertyModel;
import io.dynaforge.processor.model.QueryMethod.Parameter;
import java.util.List;
import java.util.Map;

/**
 * How a {@code @Query} or {@code @Update} method runs, decided at build time from its parsed
 * expressions.
 *
 * @param kind a Query, a filter-only Scan, one UpdateItem, or an item-collection Query
 * @param indexName the index read, or null
 * @param keyCondition the key condition as written, or null
 * @param filter the filter as written, or null
 * @param names every {@code #alias} used and its attribute
 * @param values every {@code :value} used and where it comes from
 * @param limit the limit, or -1
 * @param partitionKey for an update: the parameter holding the partition key
 * @param sortKey for an update: the parameter holding the (composed) sort key, or null
 * @param statement a PartiQL statement, sent as written with the bindable parameters in order
 * @param scanIndexForward a Query's order by the sort key: false for descending
 */
public record DeclaredPlan(
    Kind kind,
    String tableName,
    String indexName,
    String keyCondition,
    String filter,
    String updateExpression,
    String conditionExpression,
    boolean consistentRead,
    int limit,
    Map<String, String> names,
    List<Binding> values,
    Parameter partitionKey,
    Parameter sortKey,
    String statement,
    boolean scanIndexForward) {

  public enum Kind {
    QUERY("Query"),
    SCAN("Scan"),
    UPDATE("UpdateItem"),
    PARTIQL("ExecuteStatement"),
    COLLECTION_QUERY("Query");

    private final String display;

    Kind(String display) {
      this.display = display;
    }

    public String display() {
      return display;
    }
  }

  /**
   * One {@code :value}: a parameter (converted like the property it is compared with, when known), a
   * literal ({@code 'ACTIVE'}, {@code 1500}, {@code true}) or a SpEL expression evaluated per call.
   */
  public record Binding(String placeholder, Parameter parameter, String literal, PropertyModel comparedWith,
      String spel) {
    public Binding(String placeholder, Parameter parameter, String literal, PropertyModel comparedWith) {
      this(placeholder, parameter, literal, comparedWith, null);
    }
  }
}
