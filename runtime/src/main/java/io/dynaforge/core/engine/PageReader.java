package io.dynaforge.core.engine;

import io.dynaforge.core.DynamoDbPageRequest;
import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.core.EntityQueryResult;
import io.dynaforge.core.Internal;
import io.dynaforge.internal.paging.ConcatenatePages;
import io.dynaforge.internal.paging.CountPages;
import io.dynaforge.internal.paging.ExistsPages;
import io.dynaforge.internal.paging.PagedRead;
import io.dynaforge.mapping.EntityMapper;
import io.dynaforge.mapping.ItemMapper;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Select;

/**
 * Reads Query and Scan pages: one {@link DynamoDbQuery} with a key condition is a Query, one without
 * is a Scan; both take the same options (index, filter, placeholders, consistent read, page size,
 * start cursor, count only) from one place. Also the page loops of {@code findAll}, {@code count} and
 * {@code exists}.
 */
@Internal
public final class PageReader {

  private final TemplateServices ctx;
  private final ItemOperations operations;
  private final OperationExecutor executor;

  public PageReader(TemplateServices ctx, ItemOperations operations, OperationExecutor executor) {
    this.ctx = ctx;
    this.operations = operations;
    this.executor = executor;
  }

  /**
   * One page read through {@code target}: the entity's own mapper or a projection's. Rows the read
   * pipeline leaves out (another kind, expired, dropped by an extension) are not in the result.
   */
  public <T> EntityQueryResult<List<T>> page(OperationContext context, EntityMapper<?> entity, ItemMapper<T> target, String table, DynamoDbQuery query,
      DynamoDbPageRequest page) {
    return executor.execute(context, operations.page(entity, target, table, query, page));
  }

  /** Every page, every item the read pipeline keeps. */
  public <T> List<T> all(OperationContext context, EntityMapper<?> entity, ItemMapper<T> target, String table, DynamoDbQuery query) {
    return PagedRead.read(ConcatenatePages.list(query, 0), request -> page(context, entity, target, table, query,
        request));
  }

  /**
   * The entity's items that match, on every page: counted by the server ({@code Select.COUNT}) when
   * its count is exact for the kind ({@link Kinds#serverCountIsExact}); otherwise the key attributes
   * the kind check needs are read and the rows the read pipeline keeps are counted.
   */
  public long count(OperationContext context, EntityMapper<?> entity, String table, DynamoDbQuery query) {
    return PagedRead.read(new CountPages(), request -> executor.execute(context, operations.countPage(entity, table, query,
        request)));
  }

  /** Whether any of the entity's items matches: pages until one does or none are left ({@link ExistsPages}). */
  public boolean exists(OperationContext context, EntityMapper<?> entity, String table, DynamoDbQuery query) {
    return PagedRead.read(operations.existsPages(entity, query), request -> executor.execute(context,
        operations.countPage(entity, table, query, request)));
  }

  /** One Query (key condition present) or Scan page of raw items, or only the count. */
  public EntityQueryResult<List<Map<String, AttributeValue>>> read(OperationContext context, String table,
      String entityName, DynamoDbQuery query, DynamoDbPageRequest page, boolean countOnly) {
    return read(context, table, entityName, query, page, countOnly, null, null);
  }

  /** {@link #read} of one segment of a parallel Scan ({@code segment} null for a whole Scan or a Query). */
  public EntityQueryResult<List<Map<String, AttributeValue>>> read(OperationContext context, String table,
      String entityName, DynamoDbQuery query, DynamoDbPageRequest page, boolean countOnly, Integer segment,
      Integer totalSegments) {
    return executor.execute(context, operations.raw(table, entityName, query, page, countOnly, segment, totalSegments));
  }

}
