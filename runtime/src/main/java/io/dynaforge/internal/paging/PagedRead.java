package io.dynaforge.internal.paging;

import io.dynaforge.core.DynamoDbPageRequest;
import io.dynaforge.core.EntityQueryResult;
import java.util.function.Function;

/**
 * One multi-request read: a <em>page source</em> (a {@link DynamoDbPageRequest}, a {@code Limit} and a
 * start {@link io.dynaforge.core.Cursor}, to one page: its result and {@code LastEvaluatedKey}) folded by
 * a <em>combiner</em>, this type. The combiner alone decides which requests are sent and what they
 * make: {@link #first()} is the first request, {@link #next} folds a page in and names the next request
 * (or {@code null}: done), {@link #result()} is what the pages made. The page source never decides.
 *
 * <p>A driver only sends: the blocking one is {@link #read} (the executor behind the source); the
 * reactive one (in the reactive module) sends the same requests as demand asks for them. So blocking
 * and reactive reads of one combiner send the same sequence of requests, by construction.
 *
 * <p>Combiners: {@link ConcatenatePages} (items in order, with a limit: lists, streams, fluxes),
 * {@link CountPages}, {@link ExistsPages} (one item a page where the server count is exact),
 * {@link WindowPages} (one window from a keyset position, bound to the method that issued it).
 * Parallel segments are one source per segment ({@code Segment}/{@code TotalSegments}), each folded
 * by a {@link ConcatenatePages} and interleaved as their pages arrive.
 *
 * <p><strong>Merge by sort key</strong> (a sharded fan-out, not built): one source per partition, each
 * with its own cursor, and a combiner that holds the head page of every source and yields the smallest
 * head (by the sort key, in the query's direction), asking a source for its next page only when its
 * head page is used up. Its position is the vector of the sources' cursors (one {@code Cursor} per
 * partition, a drained partition marked done), which a window stamps and {@code CursorCodec} seals like
 * any other. It is one more combiner over several sources; the drivers and the {@code Cursor} stay as
 * they are.
 *
 * <p>A combiner holds the state of one read: make one per read (per subscription, reactively).
 *
 * @param <P> what a page holds (items, a count)
 * @param <R> what the pages make
 */
public interface PagedRead<P, R> {

  /** The first request. */
  DynamoDbPageRequest first();

  /**
   * Folds in the page read for the last request given out.
   *
   * @return the next request, or {@code null} when the result is complete
   */
  DynamoDbPageRequest next(EntityQueryResult<P> page);

  /** What the pages folded in make; valid once {@link #next} returned {@code null}. */
  R result();

  /** Drives {@code read} to its end, sending each request through {@code source} in turn (blocking). */
  static <P, R> R read(PagedRead<P, R> read, Function<DynamoDbPageRequest, EntityQueryResult<P>> source) {
    DynamoDbPageRequest request = read.first();
    while (request != null) {
      request = read.next(source.apply(request));
    }
    return read.result();
  }
}
