package io.dynaforge.internal.paging;

import io.dynaforge.core.DynamoDbPageRequest;
import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.core.EntityQueryResult;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The items of every page in order, or the first {@code limit}: pages are read only as far as the
 * result needs. Without a filter each request asks for the rows still needed; under a filter at least
 * {@link #FILTERED_PAGE_FLOOR} ({@code Limit} applies before the filter: a {@code Limit} of 1 would
 * cost one round trip per item examined). A page a filter or the read pipeline left empty is followed
 * by the next while a cursor remains.
 *
 * <p>Without a limit, every page, of a fixed size or of DynamoDB's default size. Collects into a list ({@link #result()}), or hands each page's items to a sink (a stream or a
 * flux delivering them as they come; {@link #result()} is then empty).
 */
public final class ConcatenatePages<T> implements PagedRead<List<T>, List<T>> {

  /** The smallest page read for a limited result under a filter. */
  public static final int FILTERED_PAGE_FLOOR = 100;

  private final boolean filtered;
  private final int limit;
  private final int pageSize;
  private final List<T> collected;
  private final Consumer<? super List<T>> sink;
  private int taken;

  private ConcatenatePages(boolean filtered, int limit, int pageSize, List<T> collected,
      Consumer<? super List<T>> sink) {
    this.filtered = filtered;
    this.limit = limit;
    this.pageSize = pageSize;
    this.collected = collected;
    this.sink = sink;
  }

  /** Every item of {@code query}'s pages, or the first {@code limit} (0: all), collected. */
  public static <T> ConcatenatePages<T> list(DynamoDbQuery query, int limit) {
    List<T> collected = new ArrayList<>();
    return new ConcatenatePages<>(query.filterExpression() != null, limit, 0, collected, collected::addAll);
  }

  /** The same items, each page's handed to {@code sink} as it is folded in. */
  public static <T> ConcatenatePages<T> to(DynamoDbQuery query, int limit, Consumer<? super List<T>> sink) {
    return new ConcatenatePages<>(query.filterExpression() != null, limit, 0, List.of(), sink);
  }

  /** Every item of every page, each page of {@code pageSize} evaluated items (0: DynamoDB's default), to {@code sink}. */
  public static <T> ConcatenatePages<T> everyPage(int pageSize, Consumer<? super List<T>> sink) {
    return new ConcatenatePages<>(false, 0, pageSize, List.of(), sink);
  }

  @Override
  public DynamoDbPageRequest first() {
    return DynamoDbPageRequest.from(null, pageLimit());
  }

  @Override
  public DynamoDbPageRequest next(EntityQueryResult<List<T>> page) {
    List<T> items = page.getResult();
    if (limit > 0 && items.size() > limit - taken) {
      items = items.subList(0, limit - taken);
    }
    taken += items.size();
    if (!items.isEmpty()) {
      sink.accept(items);
    }
    return page.hasNextPage() && (limit <= 0 || taken < limit)
        ? DynamoDbPageRequest.from(page.getCursor(), pageLimit()) : null;
  }

  @Override
  public List<T> result() {
    return collected;
  }

  /** The {@code Limit} of the next request (0: none). */
  private int pageLimit() {
    if (limit <= 0) {
      return pageSize;
    }
    int needed = limit - taken;
    return filtered ? Math.max(needed, FILTERED_PAGE_FLOOR) : needed;
  }
}
