package io.dynaforge.reactive;

import io.dynaforge.core.EntityQueryResult;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import reactor.core.Disposable;
import reactor.core.publisher.Flux;
import reactor.core.publisher.FluxSink;
import reactor.core.publisher.Mono;

/**
 * The items of a paged read (Query, Scan, a Scan segment) as a {@link Flux} that reads pages on
 * demand: a page is requested only when the items already read are all delivered and the subscriber
 * still wants more, so a {@code take(5)} of a long query sends one request; cancelling stops paging
 * (the request in flight is cancelled); a page that the read pipeline empties (other kinds, expired
 * items) is followed by the next one without the subscriber asking again.
 */
final class DemandPaging {

  private DemandPaging() {}

  /**
   * @param fetch the page after the given cursor ({@code null}: the first page), sent on subscription
   */
  static <T> Flux<T> items(Function<Map<String, Object>, Mono<EntityQueryResult<List<T>>>> fetch) {
    // ERROR: the sink keeps no queue of its own; the pager emits only what was requested
    return Flux.create(sink -> new Pager<>(sink, fetch).start(), FluxSink.OverflowStrategy.ERROR);
  }

  private static final class Pager<T> {
    private final FluxSink<T> sink;
    private final Function<Map<String, Object>, Mono<EntityQueryResult<List<T>>>> fetch;
    private final AtomicInteger wip = new AtomicInteger();
    /** The page being delivered and the next item of it; touched only inside {@link #drain}. */
    private List<T> current = List.of();
    private int next;
    /** A page that arrived, handed to {@link #drain}. */
    private volatile List<T> arrived;
    private volatile Map<String, Object> cursor;
    private volatile boolean last;
    private volatile boolean fetching;
    private volatile Disposable inFlight;
    private boolean completed;

    Pager(FluxSink<T> sink, Function<Map<String, Object>, Mono<EntityQueryResult<List<T>>>> fetch) {
      this.sink = sink;
      this.fetch = fetch;
    }

    void start() {
      sink.onRequest(n -> drain());
      sink.onDispose(() -> {
        Disposable request = inFlight;
        if (request != null) {
          request.dispose();
        }
      });
    }

    private void onPage(EntityQueryResult<List<T>> page) {
      arrived = page.getResult();
      cursor = page.getLastEvaluatedKey();
      last = !page.hasNextPage();
      fetching = false;
      drain();
    }

    private void onError(Throwable error) {
      fetching = false;
      sink.error(error);
    }

    /** Delivers what is buffered as far as demand goes; asks for the next page when it runs dry. */
    private void drain() {
      if (wip.getAndIncrement() != 0) {
        return;
      }
      int missed = 1;
      do {
        if (next >= current.size() && arrived != null) {
          current = arrived;
          next = 0;
          arrived = null;
        }
        while (next < current.size() && !sink.isCancelled() && sink.requestedFromDownstream() > 0) {
          sink.next(current.get(next++));
        }
        // fetching is read before arrived: onPage writes arrived before it clears fetching, so a pager that
        // sees no fetch in flight also sees the page that fetch brought
        boolean idle = !fetching;
        boolean delivered = next >= current.size() && arrived == null;
        if (sink.isCancelled()) {
          current = List.of();
          arrived = null;
        } else if (delivered && idle && !completed) {
          if (last) {
            completed = true;
            sink.complete();
          } else if (sink.requestedFromDownstream() > 0) {
            fetching = true;
            boolean[] paged = new boolean[1];
            inFlight = fetch.apply(cursor).subscribe(page -> {
              paged[0] = true;
              onPage(page);
            }, this::onError, () -> {
              if (!paged[0]) { // a page request that completed without a page: nothing more to read
                fetching = false;
                last = true;
                drain();
              }
            });
          }
        }
        missed = wip.addAndGet(-missed);
      } while (missed != 0);
    }
  }
}
