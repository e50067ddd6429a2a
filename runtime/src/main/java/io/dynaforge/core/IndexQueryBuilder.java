package io.dynaforge.core;

import io.dynaforge.expression.DynamoDbExpression;
import io.dynaforge.mapping.AttributeValueConversions;
import io.dynaforge.mapping.DynamoDbMappingException;
import io.dynaforge.mapping.KeyAttribute;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.BiFunction;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * A typed, validated Query against a table or index key schema ({@link IndexKeySchema}).
 *
 * <pre>{@code
 * EntityQueryResult<List<Match>> page = operations.query(Match.class)
 *     .partitionKey("pk", "TOURNAMENT#winter2026")
 *     .sortBeginsWith("sk", "MATCH#")
 *     .limit(50)
 *     .execute();
 * }</pre>
 *
 * <p>{@link #build()} (and so {@link #execute()}) checks DynamoDB's rules before anything is sent:
 * every partition attribute is given, once, with equality; sort attributes are constrained left to
 * right without gaps; only the last constrained sort attribute may have a range condition
 * ({@code <, <=, >, >=, BETWEEN, begins_with}); no key value is null; the filter's placeholders do not
 * collide with the generated key placeholders ({@code #kp0.., :kp0.., #ks0.., :ks0.., :ks0b..}).
 * Every attribute name is sent through {@code ExpressionAttributeNames}, so reserved words need no
 * care. Violations throw {@link InvalidDataAccessApiUsageException}.
 *
 * @param <T> the result type
 */
public final class IndexQueryBuilder<T> {

  private enum Op {
    EQ("="), LT("<"), LE("<="), GT(">"), GE(">="), BETWEEN("BETWEEN"), BEGINS_WITH("begins_with");

    final String symbol;

    Op(String symbol) {
      this.symbol = symbol;
    }
  }

  private record SortCondition(KeyAttribute attribute, int position, Op op, Object value, Object upper) {}

  private final IndexKeySchema schema;
  private final String target;
  private final BiFunction<String, Object, AttributeValue> keyValues;
  private final BiFunction<DynamoDbQuery, DynamoDbPageRequest, EntityQueryResult<List<T>>> executor;
  private final Map<String, Object> partitionValues = new LinkedHashMap<>();
  private final List<SortCondition> sortConditions = new ArrayList<>();
  private String filterExpression;
  private final Map<String, String> filterNames = new LinkedHashMap<>();
  private final Map<String, AttributeValue> filterValues = new LinkedHashMap<>();
  private boolean scanIndexForward = true;
  private boolean consistentRead;
  private Integer limit;
  private DynamoDbPageRequest startAt = DynamoDbPageRequest.unpaged();

  /**
   * @param schema the key schema queried
   * @param target what is queried, for messages (e.g. {@code Match (table 'arena')})
   * @param keyValues converts a key value as the queried entity stores that attribute (its
   *     generated {@link io.dynaforge.mapping.EntityMapper#keyValue}), so that a converted key
   *     compares what was written
   * @param executor runs the built query for one page
   */
  public IndexQueryBuilder(
      IndexKeySchema schema,
      String target,
      BiFunction<String, Object, AttributeValue> keyValues,
      BiFunction<DynamoDbQuery, DynamoDbPageRequest, EntityQueryResult<List<T>>> executor) {
    this.schema = Objects.requireNonNull(schema, "schema");
    this.target = target;
    this.keyValues = Objects.requireNonNull(keyValues, "keyValues");
    this.executor = Objects.requireNonNull(executor, "executor");
  }

  /** Equality on a partition attribute; call once for each partition attribute. */
  public IndexQueryBuilder<T> partitionKey(String attributeName, Object value) {
    KeyAttribute attribute = find(schema.partitionKey(), attributeName, "partition");
    requireValue(attributeName, value);
    if (partitionValues.containsKey(attribute.attributeName())) {
      throw fail("the partition attribute '" + attributeName + "' was already given a value");
    }
    partitionValues.put(attribute.attributeName(), value);
    return this;
  }

  /** Same as {@link #partitionKey(String, Object)}. */
  public IndexQueryBuilder<T> partition(String attributeName, Object value) {
    return partitionKey(attributeName, value);
  }

  /** Equality on the single partition attribute. */
  public IndexQueryBuilder<T> partitionKey(Object value) {
    if (schema.partitionKey().size() != 1) {
      throw fail("the key has " + schema.partitionKey().size()
          + " partition attributes; name each one with partitionKey(attribute, value)");
    }
    return partitionKey(schema.partitionKey().get(0).attributeName(), value);
  }

  public IndexQueryBuilder<T> sortEq(String attributeName, Object value) {
    return sort(attributeName, Op.EQ, value, null);
  }

  public IndexQueryBuilder<T> sortLt(String attributeName, Object value) {
    return sort(attributeName, Op.LT, value, null);
  }

  public IndexQueryBuilder<T> sortLe(String attributeName, Object value) {
    return sort(attributeName, Op.LE, value, null);
  }

  public IndexQueryBuilder<T> sortGt(String attributeName, Object value) {
    return sort(attributeName, Op.GT, value, null);
  }

  public IndexQueryBuilder<T> sortGe(String attributeName, Object value) {
    return sort(attributeName, Op.GE, value, null);
  }

  /** {@code attribute BETWEEN from AND to} (both inclusive). */
  public IndexQueryBuilder<T> sortBetween(String attributeName, Object from, Object to) {
    requireValue(attributeName, to);
    return sort(attributeName, Op.BETWEEN, from, to);
  }

  public IndexQueryBuilder<T> sortBeginsWith(String attributeName, String prefix) {
    return sort(attributeName, Op.BEGINS_WITH, prefix, null);
  }

  /** Equality on the single sort attribute. */
  public IndexQueryBuilder<T> sortEq(Object value) {
    return sortEq(singleSort(), value);
  }

  public IndexQueryBuilder<T> sortLt(Object value) {
    return sortLt(singleSort(), value);
  }

  public IndexQueryBuilder<T> sortLe(Object value) {
    return sortLe(singleSort(), value);
  }

  public IndexQueryBuilder<T> sortGt(Object value) {
    return sortGt(singleSort(), value);
  }

  public IndexQueryBuilder<T> sortGe(Object value) {
    return sortGe(singleSort(), value);
  }

  public IndexQueryBuilder<T> sortBetween(Object from, Object to) {
    return sortBetween(singleSort(), from, to);
  }

  public IndexQueryBuilder<T> sortBeginsWith(String prefix) {
    return sortBeginsWith(singleSort(), prefix);
  }

  /** A filter applied after reading, with its own placeholders (plain or attribute values). */
  public IndexQueryBuilder<T> filterExpression(String expression, Map<String, String> names, Map<String, ?> values) {
    this.filterExpression = Objects.requireNonNull(expression, "expression");
    this.filterNames.clear();
    this.filterValues.clear();
    if (names != null) {
      filterNames.putAll(names);
    }
    if (values != null) {
      for (Map.Entry<String, ?> entry : values.entrySet()) {
        if (entry.getValue() == null) {
          throw fail("the filter value '" + entry.getKey() + "' is null");
        }
        filterValues.put(entry.getKey(), AttributeValueConversions.toAttributeValue(entry.getValue()));
      }
    }
    return this;
  }

  /** A filter applied after reading. */
  public IndexQueryBuilder<T> filterExpression(DynamoDbExpression filter) {
    return filterExpression(filter.expression(), filter.names(), filter.values());
  }

  public IndexQueryBuilder<T> scanIndexForward(boolean forward) {
    this.scanIndexForward = forward;
    return this;
  }

  /**
   * A strongly consistent read: the base table or a local index only. DynamoDB rejects it on a global
   * secondary index, so that is refused here with {@code InvalidDataAccessApiUsageException}.
   */
  public IndexQueryBuilder<T> consistentRead(boolean consistentRead) {
    if (consistentRead && !schema.allowsConsistentRead()) {
      throw new org.springframework.dao.InvalidDataAccessApiUsageException(target + ": the global secondary index '"
          + schema.indexName() + "' cannot be read with strong consistency (DynamoDB's rule); only the base table and"
          + " local secondary indexes can. Read the base table, or accept an eventually consistent read.");
    }
    this.consistentRead = consistentRead;
    return this;
  }

  /** Start after the cursor of a previous page ({@link EntityQueryResult#getCursor()}; {@code null}: the first page). */
  public IndexQueryBuilder<T> exclusiveStartKey(Cursor cursor) {
    this.startAt = DynamoDbPageRequest.after(cursor);
    return this;
  }

  /** The number of items DynamoDB evaluates for this page. */
  public IndexQueryBuilder<T> limit(int limit) {
    if (limit < 1) {
      throw fail("limit must be positive, was " + limit);
    }
    this.limit = limit;
    return this;
  }

  /** The page request of this query (limit and start key). */
  public DynamoDbPageRequest pageRequest() {
    return DynamoDbPageRequest.from(startAt.cursor(), limit);
  }

  /** Validates and builds the query. */
  public DynamoDbQuery build() {
    for (KeyAttribute attribute : schema.partitionKey()) {
      if (!partitionValues.containsKey(attribute.attributeName())) {
        throw fail("every partition attribute needs an equality condition, but '" + attribute.attributeName()
            + "' has none (partition attributes: " + names(schema.partitionKey()) + ")");
      }
    }
    List<SortCondition> sorted = new ArrayList<>(sortConditions);
    sorted.sort((a, b) -> Integer.compare(a.position, b.position));
    for (int i = 0; i < sorted.size(); i++) {
      SortCondition condition = sorted.get(i);
      if (condition.position != i) {
        throw fail("sort attributes must be constrained left to right without gaps: '"
            + condition.attribute.attributeName() + "' is constrained but '"
            + schema.sortKey().get(i).attributeName() + "' before it is not (sort attributes: "
            + names(schema.sortKey()) + ")");
      }
      if (condition.op != Op.EQ && i != sorted.size() - 1) {
        throw fail("only the last constrained sort attribute may have a range condition, but '"
            + condition.attribute.attributeName() + "' has " + condition.op.symbol + " and '"
            + sorted.get(i + 1).attribute.attributeName() + "' follows it");
      }
    }
    Map<String, String> names = new LinkedHashMap<>();
    Map<String, AttributeValue> values = new LinkedHashMap<>();
    StringBuilder key = new StringBuilder();
    int p = 0;
    for (KeyAttribute attribute : schema.partitionKey()) {
      String n = "#kp" + p;
      String v = ":kp" + p;
      names.put(n, attribute.attributeName());
      values.put(v, keyValue(attribute, Op.EQ, partitionValues.get(attribute.attributeName())));
      if (key.length() > 0) {
        key.append(" AND ");
      }
      key.append(n).append(" = ").append(v);
      p++;
    }
    for (SortCondition condition : sorted) {
      String n = "#ks" + condition.position;
      String v = ":ks" + condition.position;
      names.put(n, condition.attribute.attributeName());
      values.put(v, keyValue(condition.attribute, condition.op, condition.value));
      key.append(" AND ");
      switch (condition.op) {
        case BETWEEN -> {
          String upper = v + "b";
          values.put(upper, keyValue(condition.attribute, condition.op, condition.upper));
          key.append(n).append(" BETWEEN ").append(v).append(" AND ").append(upper);
        }
        case BEGINS_WITH -> key.append("begins_with(").append(n).append(", ").append(v).append(')');
        default -> key.append(n).append(' ').append(condition.op.symbol).append(' ').append(v);
      }
    }
    for (String name : filterNames.keySet()) {
      if (names.containsKey(name)) {
        throw fail("the filter placeholder '" + name + "' collides with a generated key placeholder;"
            + " rename it (the builder uses #kp0..#kp3 and #ks0..#ks3)");
      }
    }
    for (String value : filterValues.keySet()) {
      if (values.containsKey(value) || value.matches(":k[ps][0-3]b?")) {
        throw fail("the filter placeholder '" + value + "' collides with a generated key placeholder;"
            + " rename it (the builder uses :kp0..:kp3, :ks0..:ks3 and :ks0b..:ks3b)");
      }
    }
    names.putAll(filterNames);
    values.putAll(filterValues);
    return new DynamoDbQuery(schema.indexName(), key.toString(), filterExpression, names, values,
        scanIndexForward, consistentRead);
  }

  /** Validates, builds and runs the query for one page. */
  public EntityQueryResult<List<T>> execute() {
    return executor.apply(build(), pageRequest());
  }

  private IndexQueryBuilder<T> sort(String attributeName, Op op, Object value, Object upper) {
    if (schema.sortKey().isEmpty()) {
      throw fail("the key has no sort attribute, so '" + attributeName + "' cannot have a sort condition");
    }
    KeyAttribute attribute = find(schema.sortKey(), attributeName, "sort");
    requireValue(attributeName, value);
    for (SortCondition existing : sortConditions) {
      if (existing.attribute.equals(attribute)) {
        throw fail("the sort attribute '" + attributeName + "' already has a condition");
      }
    }
    if (op == Op.BEGINS_WITH && attribute.type() != ScalarAttributeType.S
        && attribute.type() != ScalarAttributeType.B) {
      throw fail("begins_with needs a string or binary sort attribute, but '" + attributeName + "' is numeric");
    }
    sortConditions.add(new SortCondition(attribute, schema.sortKey().indexOf(attribute), op, value, upper));
    return this;
  }

  private String singleSort() {
    if (schema.sortKey().size() != 1) {
      throw fail("the key has " + schema.sortKey().size()
          + " sort attributes; name the attribute, e.g. sortEq(attribute, value)");
    }
    return schema.sortKey().get(0).attributeName();
  }

  private KeyAttribute find(List<KeyAttribute> attributes, String name, String role) {
    Objects.requireNonNull(name, "attributeName");
    for (KeyAttribute attribute : attributes) {
      if (attribute.attributeName().equals(name)) {
        return attribute;
      }
    }
    for (KeyAttribute attribute : attributes) {
      if (name.equals(attribute.propertyName())) {
        return attribute;
      }
    }
    throw fail("'" + name + "' is not a " + role + " attribute of " + where() + "; its " + role
        + " attributes are " + names(attributes));
  }

  private void requireValue(String attributeName, Object value) {
    if (value == null) {
      throw fail("the key attribute '" + attributeName + "' was given a null value");
    }
  }

  /**
   * A key value converted as the entity stores the attribute ({@code keyValues}); an {@link
   * AttributeValue} of the attribute's type is taken as the stored value itself, and a
   * {@code begins_with} prefix is text.
   */
  private AttributeValue keyValue(KeyAttribute attribute, Op op, Object value) {
    if (value instanceof AttributeValue av) {
      boolean matches = switch (attribute.type()) {
        case N -> av.n() != null;
        case B -> av.b() != null;
        default -> av.s() != null;
      };
      if (matches) {
        return av;
      }
    } else if (op == Op.BEGINS_WITH && attribute.type() == ScalarAttributeType.S) {
      return AttributeValue.fromS((String) value);
    } else if (op != Op.BEGINS_WITH) {
      try {
        return keyValues.apply(attribute.attributeName(), value);
      } catch (DynamoDbMappingException e) {
        throw fail(e.getMessage());
      }
    }
    throw fail("the key attribute '" + attribute.attributeName() + "' has type " + attribute.type()
        + " but was given a " + value.getClass().getSimpleName());
  }

  private String where() {
    return (target == null ? "the table" : target)
        + (schema.indexName() == null ? "" : " index '" + schema.indexName() + "'");
  }

  private static List<String> names(List<KeyAttribute> attributes) {
    return attributes.stream().map(KeyAttribute::attributeName).toList();
  }

  private InvalidDataAccessApiUsageException fail(String why) {
    return new InvalidDataAccessApiUsageException("Invalid query of " + where() + ": " + why);
  }
}
