package io.dynaforge.core;

import io.dynaforge.mapping.AttributeValueConversions;
import io.dynaforge.mapping.EntityMapper;
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

  /**
   * One page read through {@code target}: the entity's own mapper or a projection's. Rows the read
   * pipeline leaves out (another kind, expired, dropped by an extension) are not in the result.
   */
  <T> EntityQueryResult<List<T>> page(EntityMapper<?> entity, ItemMapper<T> target, String table, DynamoDbQuery query,
      DynamoDbPageRequest page) {
    EntityQueryResult<List<Map<String, AttributeValue>>> raw =
        read(table, nameOf(entity, target), query, page, false);
    List<Map<String, AttributeValue>> items = raw.getResult();
    List<T> entities = new ArrayList<>(items.size());
    for (Map<String, AttributeValue> item : items) {
      T value = ctx.read(entity, target, item, table);
      if (value != null) {
        entities.add(value);
      }
    }
    return new EntityQueryResult<>(entities, raw.getLastEvaluatedKey(), raw.getCount(), raw.getScannedCount());
  }

  /** Every page, every item the read pipeline keeps. */
  <T> List<T> all(EntityMapper<?> entity, ItemMapper<T> target, String table, DynamoDbQuery query) {
    List<T> all = new ArrayList<>();
    String entityName = nameOf(entity, target);
    DynamoDbPageRequest page = DynamoDbPageRequest.unpaged();
    while (true) {
      EntityQueryResult<List<Map<String, AttributeValue>>> raw = read(table, entityName, query, page, false);
      for (Map<String, AttributeValue> item : raw.getResult()) {
        T value = ctx.read(entity, target, item, table);
        if (value != null) {
          all.add(value);
        }
      }
      if (!raw.hasNextPage()) {
        return all;
      }
      page = raw.nextPage(page);
    }
  }

  /**
   * The entity's items that match, on every page: counted by the server ({@code Select.COUNT}) when
   * its count is exact for the kind ({@link Kinds#serverCountIsExact}); otherwise the key attributes
   * the kind check needs are read and the rows the read pipeline keeps are counted.
   */
  long count(EntityMapper<?> entity, String table, DynamoDbQuery query) {
    boolean server = ctx.kinds.serverCountIsExact(entity, query);
    DynamoDbQuery effective = server ? query : keysOnly(entity, query);
    String entityName = entity.metadata().entityName();
    long count = 0;
    DynamoDbPageRequest page = DynamoDbPageRequest.unpaged();
    while (true) {
      EntityQueryResult<List<Map<String, AttributeValue>>> raw = read(table, entityName, effective, page, server);
      count += server ? raw.getCount() : kept(entity, raw.getResult());
      if (!raw.hasNextPage()) {
        return count;
      }
      page = raw.nextPage(page);
    }
  }

  /** Whether any of the entity's items matches: pages until one does or none are left. */
  boolean exists(EntityMapper<?> entity, String table, DynamoDbQuery query) {
    boolean server = ctx.kinds.serverCountIsExact(entity, query);
    DynamoDbQuery effective = server ? query : keysOnly(entity, query);
    String entityName = entity.metadata().entityName();
    // counted by the server without a filter, every evaluated item counts: one item per page is enough
    DynamoDbPageRequest page = server && query.filterExpression() == null ? DynamoDbPageRequest.of(1)
        : DynamoDbPageRequest.unpaged();
    while (true) {
      EntityQueryResult<List<Map<String, AttributeValue>>> raw = read(table, entityName, effective, page, server);
      if (server ? raw.getCount() > 0 : kept(entity, raw.getResult()) > 0) {
        return true;
      }
      if (!raw.hasNextPage()) {
        return false;
      }
      page = raw.nextPage(page);
    }
  }

  private int kept(EntityMapper<?> entity, List<Map<String, AttributeValue>> rows) {
    int kept = 0;
    for (Map<String, AttributeValue> row : rows) {
      if (ctx.keeps(entity, row)) {
        kept++;
      }
    }
    return kept;
  }

  /** The query reading only what the kind check and the expiry check look at. */
  private DynamoDbQuery keysOnly(EntityMapper<?> entity, DynamoDbQuery query) {
    java.util.Set<String> attributes = ctx.attributesKept(entity);
    for (io.dynaforge.mapping.KeyAttribute key : entity.metadata().keyAttributes()) {
      attributes.add(key.attributeName());
    }
    return ProjectionAttributes.only(query, attributes);
  }

  private static String nameOf(EntityMapper<?> entity, ItemMapper<?> target) {
    return entity != null ? entity.metadata().entityName() : TemplateContext.entityName(target);
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
