package io.dynaforge.internal.paging;

import io.dynaforge.core.Cursor;
import io.dynaforge.core.CursorBinding;
import io.dynaforge.core.DynamoDbPageRequest;
import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.core.EntityQueryResult;
import io.dynaforge.internal.CursorBindings;
import io.dynaforge.internal.QueryPlan;
import io.dynaforge.mapping.MapperRegistry;
import io.dynaforge.repository.DynamoDbWindow;
import java.util.List;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import org.springframework.data.domain.KeysetScrollPosition;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.data.domain.Window;

/**
 * One window of at most {@code limit} evaluated rows (one DynamoDB page) starting at a keyset
 * position. Pages a filter left empty are skipped while a cursor remains. Only the last element has a
 * position: the page's cursor, bound to this call ({@link CursorBindings}). A position issued by
 * another method or for other arguments is refused when this is made, before any request; a backward
 * position reads the query in the other direction ({@link #query()}).
 */
public final class WindowPages<T> implements PagedRead<List<T>, Window<T>> {

  private final DynamoDbQuery query;
  private final CursorBinding binding;
  private final boolean forward;
  private final DynamoDbPageRequest first;
  private EntityQueryResult<List<T>> last;

  private WindowPages(DynamoDbQuery query, CursorBinding binding, boolean forward, DynamoDbPageRequest first) {
    this.query = query;
    this.binding = binding;
    this.forward = forward;
    this.first = first;
  }

  /**
   * The window of {@code bound} at {@code position} ({@code null}: the first), of rows of
   * {@code rowType} (the entity or view read, a projection's entity).
   *
   * @throws InvalidDataAccessApiUsageException for a position that is not a keyset position
   * @throws io.dynaforge.core.InvalidCursorException for a position issued by another call
   */
  public static <T> WindowPages<T> of(QueryPlan.Bound bound, int limit, ScrollPosition position,
      MapperRegistry mappers, Class<?> rowType) {
    if (position != null && !(position instanceof KeysetScrollPosition)) {
      throw new InvalidDataAccessApiUsageException(
          bound.plan().method() + ": DynamoDB pages with a LastEvaluatedKey, not an offset; pass a keyset position"
              + " (ScrollPosition.keyset(), or the positionAt(size() - 1) of the previous window), not "
              + position);
    }
    KeysetScrollPosition keyset = (KeysetScrollPosition) position;
    CursorBinding binding = CursorBindings.of(bound, mappers, rowType);
    Cursor start = CursorBindings.startKey(keyset, binding);
    DynamoDbQuery query = bound.query();
    if (keyset != null && keyset.scrollsBackward()) {
      query = query.toBuilder().scanIndexForward(!query.scanIndexForward()).build();
    }
    return new WindowPages<>(query, binding, keyset == null || keyset.scrollsForward(),
        DynamoDbPageRequest.from(start, limit > 0 ? limit : null));
  }

  /** The query the pages read: the bound one, reversed for a backward position. */
  public DynamoDbQuery query() {
    return query;
  }

  @Override
  public DynamoDbPageRequest first() {
    return first;
  }

  @Override
  public DynamoDbPageRequest next(EntityQueryResult<List<T>> page) {
    last = page;
    return page.getResult().isEmpty() && page.hasNextPage() ? first.withCursor(page.getCursor()) : null;
  }

  @Override
  public Window<T> result() {
    return DynamoDbWindow.of(last.getResult(), last.getCursor(), binding, forward);
  }
}
