package io.dynaforge.core;

import io.dynaforge.mapping.AttributeValueConversions;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What a Query (or, without a key condition, a Scan) reads: the index (or the base table), the key
 * condition, an optional filter, the placeholders of both, the direction and the read consistency.
 * Page size and cursor are given separately with {@link DynamoDbPageRequest}. Built by
 * {@link IndexQueryBuilder}, by generated repositories, or by hand with {@link #builder()}.
 *
 * @param indexName the secondary index, or {@code null} for the base table
 * @param keyConditionExpression the key condition; {@code null} for a scan
 * @param filterExpression a filter applied after reading, or {@code null}
 * @param names every {@code #name} placeholder of both expressions
 * @param values every {@code :value} placeholder of both expressions
 * @param scanIndexForward ascending ({@code true}, the default) or descending sort-key order
 * @param consistentRead strongly consistent reads (not on a GSI)
 * @param projectionExpression the attributes to read ({@code #name} placeholders in {@code names}),
 *     or {@code null} for whole items; never sent with a count
 */
public record DynamoDbQuery(
    String indexName,
    String keyConditionExpression,
    String filterExpression,
    Map<String, String> names,
    Map<String, AttributeValue> values,
    boolean scanIndexForward,
    boolean consistentRead,
    String projectionExpression) {

  /** A query reading whole items. */
  public DynamoDbQuery(String indexName, String keyConditionExpression, String filterExpression,
      Map<String, String> names, Map<String, AttributeValue> values, boolean scanIndexForward, boolean consistentRead) {
    this(indexName, keyConditionExpression, filterExpression, names, values, scanIndexForward, consistentRead, null);
  }

  public DynamoDbQuery {
    names = names == null || names.isEmpty() ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(names));
    values = values == null || values.isEmpty() ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(values));
  }

  /** A query of the base table with a key condition and plain or attribute values. */
  public static DynamoDbQuery of(String keyConditionExpression, Map<String, String> names, Map<String, ?> values) {
    return new DynamoDbQuery(null, keyConditionExpression, null, names,
        AttributeValueConversions.toAttributeValues(values), true, false);
  }

  /** A full scan of the base table. */
  public static DynamoDbQuery scanAll() {
    return new DynamoDbQuery(null, null, null, Map.of(), Map.of(), true, false);
  }

  public static Builder builder() {
    return new Builder();
  }

  public boolean isScan() {
    return keyConditionExpression == null;
  }

  public Builder toBuilder() {
    Builder b = new Builder();
    b.indexName = indexName;
    b.keyCondition = keyConditionExpression;
    b.filter = filterExpression;
    b.names.putAll(names);
    b.values.putAll(values);
    b.scanIndexForward = scanIndexForward;
    b.consistentRead = consistentRead;
    b.projection = projectionExpression;
    return b;
  }

  /** Builds a {@link DynamoDbQuery}. */
  public static final class Builder {
    private String indexName;
    private String keyCondition;
    private String filter;
    private final Map<String, String> names = new LinkedHashMap<>();
    private final Map<String, AttributeValue> values = new LinkedHashMap<>();
    private boolean scanIndexForward = true;
    private boolean consistentRead;
    private String projection;

    private Builder() {}

    public Builder indexName(String indexName) {
      this.indexName = indexName;
      return this;
    }

    public Builder keyCondition(String expression) {
      this.keyCondition = expression;
      return this;
    }

    public Builder filter(String expression) {
      this.filter = expression;
      return this;
    }

    public Builder name(String placeholder, String attributeName) {
      names.put(placeholder, attributeName);
      return this;
    }

    public Builder names(Map<String, String> names) {
      if (names != null) {
        this.names.putAll(names);
      }
      return this;
    }

    /** A plain Java value or an attribute value. */
    public Builder value(String placeholder, Object value) {
      values.put(placeholder, AttributeValueConversions.toAttributeValue(value));
      return this;
    }

    public Builder values(Map<String, ?> values) {
      if (values != null) {
        this.values.putAll(AttributeValueConversions.toAttributeValues(values));
      }
      return this;
    }

    public Builder scanIndexForward(boolean forward) {
      this.scanIndexForward = forward;
      return this;
    }

    public Builder consistentRead(boolean consistentRead) {
      this.consistentRead = consistentRead;
      return this;
    }

    /** Reads only these attributes: {@code #name} placeholders, comma-separated, named with {@link #name}. */
    public Builder projection(String projectionExpression) {
      this.projection = projectionExpression;
      return this;
    }

    public DynamoDbQuery build() {
      return new DynamoDbQuery(indexName, keyCondition, filter, names, values, scanIndexForward, consistentRead,
          projection);
    }
  }
}
