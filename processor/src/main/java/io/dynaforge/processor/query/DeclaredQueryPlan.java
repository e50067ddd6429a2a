package io.dynaforge.processor.query;

import io.dynaforge.processor.model.QueryMethod;
import java.util.List;
import java.util.Map;

/**
 * A {@code @Query} with expressions: a Query of a view's index, a filter-only Scan, or an item
 * collection's Query.
 *
 * @param kind which of the three
 * @param indexName the index read, or null for the base table
 * @param keyCondition the key condition as written, or null (a Scan)
 * @param filter the filter as written, or null
 * @param consistentRead a strongly consistent read
 * @param scanIndexForward the order by the sort key: false for descending
 * @param limit the limit, or -1
 * @param names every {@code #alias} used and its attribute
 * @param values every {@code :value} used and where it comes from
 * @param projection what it reads when it returns a projection, or null
 */
public record DeclaredQueryPlan(QueryMethod method, Kind kind, String tableName, String indexName,
    String keyCondition, String filter, boolean consistentRead, boolean scanIndexForward, int limit,
    Map<String, String> names, List<Binding> values, ProjectionPlan projection) implements DeclaredPlan {

  public DeclaredQueryPlan(QueryMethod method, Kind kind, String tableName, String indexName,
      String keyCondition, String filter, boolean consistentRead, boolean scanIndexForward, int limit,
      Map<String, String> names, List<Binding> values) {
    this(method, kind, tableName, indexName, keyCondition, filter, consistentRead, scanIndexForward, limit, names,
        values, null);
  }

  /** The same plan reading a projection. */
  public DeclaredQueryPlan withProjection(ProjectionPlan projection) {
    return new DeclaredQueryPlan(method, kind, tableName, indexName, keyCondition, filter, consistentRead,
        scanIndexForward, limit, names, values, projection);
  }

  public DeclaredQueryPlan {
    names = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(names));
    values = List.copyOf(values);
  }

  public enum Kind {
    QUERY,
    SCAN,
    COLLECTION_QUERY
  }

  @Override
  public String operation() {
    return kind == Kind.SCAN ? "Scan" : "Query";
  }

  @Override
  public String display() {
    return keyCondition != null ? keyCondition : filter;
  }
}
