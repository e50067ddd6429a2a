package io.dynaforge.core;

import io.dynaforge.mapping.ItemMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.Select;

/**
 * Reads Query and Scan pages: one {@link DynamoDbQuery} with a key condition is a Query, one without
 * is a Scan; both take the same options (index, filter, placeholders, consistent read, page size,
 * start cursor, count only) from one place. Also the page loops of {@code findAll}, {@code count} and
 * {@code exists}.
 */
final class PageReader {

  private final TemplateContext ctx;

  PageReader(TemplateContext ctx) {
    this.ctx = ctx;
  }

  /** One page of entities read through {@code mapper}. */
  <T> EntityQueryResult<List<T>> page(ItemMapper<T> mapper, String table, DynamoDbQuery query,
      DynamoDbPageRequest page) {
    EntityQueryResult<List<Map<String, AttributeValue>>> raw =
        read(table, TemplateContext.entityName(mapper), query, page, false);
    List<Map<String, AttributeValue>> items = raw.getResult();
    List<T> entities = new ArrayList<>(items.size());
    for (Map<String, AttributeValue> item : items) {
      T entity = ctx.read(mapper, item, table);
      if (entity != null) { // null: an extension skipped it
        entities.add(entity);
      }
    }
    return new EntityQueryResult<>(entities, raw.getLastEvaluatedKey(), raw.getCount(), raw.getScannedCount());
  }

  /** Every page, every entity. */
  <T> List<T> all(ItemMapper<T> mapper, String table, String entityName, DynamoDbQuery query) {
    List<T> all = new ArrayList<>();
    DynamoDbPageRequest page = DynamoDbPageRequest.unpaged();
    while (true) {
      EntityQueryResult<List<Map<String, AttributeValue>>> raw = read(table, entityName, query, page, false);
      for (Map<String, AttributeValue> item : raw.getResult()) {
        T entity = ctx.read(mapper, item, table);
        if (entity != null) { // null: an extension skipped it
          all.add(entity);
        }
      }
      if (!raw.hasNextPage()) {
        return all;
      }
      page = raw.nextPage(page);
    }
  }

  /** The matching items of every page, counted by the server ({@code Select.COUNT}). */
  long count(String table, String entityName, DynamoDbQuery query) {
    long count = 0;
    DynamoDbPageRequest page = DynamoDbPageRequest.unpaged();
    while (true) {
      EntityQueryResult<List<Map<String, AttributeValue>>> raw = read(table, entityName, query, page, true);
      count += raw.getCount();
      if (!raw.hasNextPage()) {
        return count;
      }
      page = raw.nextPage(page);
    }
  }

  /** Whether any item matches: pages (counted only) until one does or none are left. */
  boolean exists(String table, String entityName, DynamoDbQuery query) {
    // without a filter every evaluated item counts, so one item per page is enough
    DynamoDbPageRequest page = query.filterExpression() == null ? DynamoDbPageRequest.of(1) : DynamoDbPageRequest.unpaged();
    while (true) {
      EntityQueryResult<List<Map<String, AttributeValue>>> raw = read(table, entityName, query, page, true);
      if (raw.getCount() > 0) {
        return true;
      }
      if (!raw.hasNextPage()) {
        return false;
      }
      page = raw.nextPage(page);
    }
  }

  /** One Query (key condition present) or Scan page of raw items, or only the count. */
  EntityQueryResult<List<Map<String, AttributeValue>>> read(String table, String entityName,
      DynamoDbQuery query, DynamoDbPageRequest page, boolean countOnly) {
    return read(table, entityName, query, page, countOnly, null, null);
  }

  /** {@link #read} of one segment of a parallel Scan ({@code segment} null for a whole Scan or a Query). */
  EntityQueryResult<List<Map<String, AttributeValue>>> read(String table, String entityName,
      DynamoDbQuery query, DynamoDbPageRequest page, boolean countOnly, Integer segment, Integer totalSegments) {
    Objects.requireNonNull(query, "query");
    if (page == null) {
      page = DynamoDbPageRequest.unpaged();
    }
    Map<String, AttributeValue> startKey;
    try {
      startKey = AttributeValueConversions.fromCursor(page.startKey());
    } catch (IllegalArgumentException e) {
      throw new InvalidDataAccessApiUsageException("Invalid start cursor for table '" + table + "': " + e.getMessage(), e);
    }
    // the options both requests share; null leaves an option unset
    Map<String, String> names = query.names().isEmpty() ? null : query.names();
    Map<String, AttributeValue> values = query.values().isEmpty() ? null : query.values();
    Boolean consistentRead = query.consistentRead() ? Boolean.TRUE : null;
    Select select = countOnly ? Select.COUNT : null;
    String projection = countOnly ? null : query.projectionExpression();
    try {
      if (query.isScan()) {
        ScanResponse response = ctx.client.scan(ScanRequest.builder().tableName(table)
            .indexName(query.indexName())
            .filterExpression(query.filterExpression())
            .expressionAttributeNames(names)
            .expressionAttributeValues(values)
            .consistentRead(consistentRead)
            .limit(page.limit())
            .exclusiveStartKey(startKey)
            .select(select)
            .segment(segment)
            .totalSegments(totalSegments)
            .projectionExpression(projection)
            .build());
        return result(response.hasItems() ? response.items() : null,
            response.hasLastEvaluatedKey() ? response.lastEvaluatedKey() : null, response.count(),
            response.scannedCount());
      }
      QueryResponse response = ctx.client.query(QueryRequest.builder().tableName(table)
          .keyConditionExpression(query.keyConditionExpression())
          .indexName(query.indexName())
          .filterExpression(query.filterExpression())
          .expressionAttributeNames(names)
          .expressionAttributeValues(values)
          .scanIndexForward(query.scanIndexForward() ? null : Boolean.FALSE)
          .consistentRead(consistentRead)
          .limit(page.limit())
          .exclusiveStartKey(startKey)
          .select(select)
          .projectionExpression(projection)
          .build());
      return result(response.hasItems() ? response.items() : null,
          response.hasLastEvaluatedKey() ? response.lastEvaluatedKey() : null, response.count(),
          response.scannedCount());
    } catch (SdkException e) {
      String operation = query.isScan() ? (segment == null ? "Scan" : "Scan of segment " + segment + "/" + totalSegments)
          : "Query";
      throw ctx.translator.translate(e, new DynamoDbOperationContext(
          operation + (query.indexName() == null ? "" : " of index '" + query.indexName() + "'"), entityName, table, null));
    }
  }

  private static EntityQueryResult<List<Map<String, AttributeValue>>> result(List<Map<String, AttributeValue>> items,
      Map<String, AttributeValue> lastEvaluatedKey, Integer count, Integer scannedCount) {
    return new EntityQueryResult<>(items != null ? items : List.of(), AttributeValueConversions.toCursor(lastEvaluatedKey),
        count == null ? 0 : count, scannedCount == null ? 0 : scannedCount);
  }
}
