package io.dynaforge.internal;

import io.dynaforge.core.DynamoDbQuery;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Everything about one repository method's Query (or opted-in Scan) that is known at build time:
 * the method's name for errors, the index, the key condition and filter, their {@code #name}
 * placeholders, the {@code :value} placeholders in binding order, the parameters that must not be
 * null, the direction and the read consistency. A generated {@code _Impl} keeps one per method in a
 * {@code static final} field; a call only checks its arguments ({@link #require}) and binds their
 * converted values ({@link #bind}).
 *
 * <p>A value slot bound to a {@code List<AttributeValue>} is an {@code In}/{@code NotIn} list: its
 * placeholder {@code :p} appears in the filter as {@code (:p)}, which binding expands to
 * {@code (:p_0, :p_1, ...)}.
 */
public final class QueryPlan {

  private final String method;
  private final String indexName;
  private final String keyCondition;
  private final String filter;
  private final Map<String, String> names;
  private final String[] values;
  private final String[] parameters;
  private final boolean forward;
  private final boolean consistentRead;
  private final String projection;

  private QueryPlan(String method, String indexName, String keyCondition, String filter,
      Map<String, String> names, String[] values, String[] parameters, boolean forward, boolean consistentRead) {
    this(method, indexName, keyCondition, filter, names, values, parameters, forward, consistentRead, null);
  }

  private QueryPlan(String method, String indexName, String keyCondition, String filter,
      Map<String, String> names, String[] values, String[] parameters, boolean forward, boolean consistentRead,
      String projection) {
    this.method = method;
    this.indexName = indexName;
    this.keyCondition = keyCondition;
    this.filter = filter;
    this.names = names;
    this.values = values;
    this.parameters = parameters;
    this.forward = forward;
    this.consistentRead = consistentRead;
    this.projection = projection;
  }

  /**
   * @param method {@code Repository.method}, named in errors
   * @param indexName the secondary index, or {@code null} for the base table
   * @param keyCondition the key condition, or {@code null} for a Scan
   * @param filter the filter, or {@code null}
   * @param names {@code #name} placeholders and their attribute names, alternating
   * @param values the {@code :value} placeholders, in the order {@link #bind} takes their values
   * @param parameters the parameters {@link #require} checks for null, in its argument order
   */
  public static QueryPlan of(String method, String indexName, String keyCondition, String filter, String[] names,
      String[] values, String... parameters) {
    if (names.length % 2 != 0) {
      throw new IllegalArgumentException(method + ": names must alternate placeholder and attribute name");
    }
    Map<String, String> map = new LinkedHashMap<>();
    for (int i = 0; i < names.length; i += 2) {
      map.put(names[i], names[i + 1]);
    }
    return new QueryPlan(method, indexName, keyCondition, filter, Collections.unmodifiableMap(map),
        values.clone(), parameters.clone(), true, false);
  }

  /** The same plan reading in descending sort-key order ({@code ScanIndexForward=false}). */
  public QueryPlan descending() {
    return new QueryPlan(method, indexName, keyCondition, filter, names, values, parameters, false, consistentRead,
        projection);
  }

  /** The same plan with strongly consistent reads (not on a GSI). */
  public QueryPlan consistentRead() {
    return new QueryPlan(method, indexName, keyCondition, filter, names, values, parameters, forward, true,
        projection);
  }

  /**
   * The same plan reading only some attributes (a projection return type): {@code expression} is the
   * {@code ProjectionExpression} of {@code #name} placeholders, {@code names} the placeholders it adds
   * and their attribute names, alternating (those the plan already has are reused as they are).
   */
  public QueryPlan projecting(String expression, String... names) {
    if (names.length % 2 != 0) {
      throw new IllegalArgumentException(method + ": names must alternate placeholder and attribute name");
    }
    Map<String, String> all = new LinkedHashMap<>(this.names);
    for (int i = 0; i < names.length; i += 2) {
      all.put(names[i], names[i + 1]);
    }
    return new QueryPlan(method, indexName, keyCondition, filter, Collections.unmodifiableMap(all), values,
        parameters, forward, consistentRead, expression);
  }

  /** {@code Repository.method}. */
  public String method() {
    return method;
  }

  /**
   * DynamoDB has no null comparisons: a null argument is a usage error naming the method and the
   * parameter ({@link QueryArguments#require}). {@code arguments} are those of {@link #of}'s
   * {@code parameters}, in the same order.
   */
  public void require(Object... arguments) {
    for (int i = 0; i < arguments.length; i++) {
      if (arguments[i] == null) {
        QueryArguments.require(null, method, parameters[i]);
      }
    }
  }

  /**
   * The request for one call: each value slot bound to an {@link AttributeValue}, or to the list of
   * an {@code In} argument ({@link QueryArguments#list}).
   */
  public Bound bind(Object... arguments) {
    if (arguments.length != values.length) {
      throw new IllegalArgumentException(method + ": " + values.length + " values expected, got " + arguments.length);
    }
    Map<String, AttributeValue> bound = new LinkedHashMap<>();
    String effectiveFilter = filter;
    for (int i = 0; i < arguments.length; i++) {
      Object argument = arguments[i];
      if (argument instanceof AttributeValue value) {
        bound.put(values[i], value);
        continue;
      }
      List<?> list = (List<?>) argument;
      StringBuilder expanded = new StringBuilder("(");
      for (int j = 0; j < list.size(); j++) {
        String placeholder = values[i] + "_" + j;
        bound.put(placeholder, (AttributeValue) list.get(j));
        expanded.append(j == 0 ? "" : ", ").append(placeholder);
      }
      effectiveFilter = effectiveFilter.replace("(" + values[i] + ")", expanded.append(')').toString());
    }
    return new Bound(this, new DynamoDbQuery(indexName, keyCondition, effectiveFilter, names, bound, forward,
        consistentRead, projection));
  }

  /**
   * One call's request and the plan it came from (whose method name errors quote).
   *
   * @param plan the plan
   * @param query the request with this call's values
   */
  public record Bound(QueryPlan plan, DynamoDbQuery query) {}

  @Override
  public String toString() {
    return method + (keyCondition == null ? ": Scan" : ": Query " + keyCondition)
        + (filter == null ? "" : " filter " + filter) + (indexName == null ? "" : " on " + indexName)
        + (projection == null ? "" : " projecting " + projection);
  }
}
