package io.dynaforge.reactive;

import io.dynaforge.core.EntityQueryResult;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.function.Function;
import org.reactivestreams.Subscription;
import reactor.core.CoreSubscriber;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import reactor.core.publisher.Operators;
import reactor.util.context.Context;

/**
 * The items of a paged read (Query, Scan, a Scan segment) as a {@link Flux} that reads pages on
 * demand: a page is requested only when the items already read are all delivered and the subscriber
 * still wants more, so a {@code take(5)} of a long query sends one request; cancelling stops paging
 * (the request in flight is cancelled); a page that the read pipeline empties (other kinds, expired
 * items) is followed by the next one without the subscriber asking again. Each page's request is
 * subscribed to with the subscriber's context, so every page, not only the first, is sent under the
 * repository method it names.
 *
 * <p>A publisher of its own rather than {@code Flux.create}: the items of a page are handed to the
 * subscriber straight from the page's list in one drain loop, with one demand counter and no
 * serializing sink around each item.
 */
final class DemandPaging<T> extends Flux<T> {

  private final Function<Map<String, Object>, Mono<EntityQueryResult<List<T>>>> fetch;

  private DemandPaging(Function<Map<String, Object>, Mono<EntityQueryResult<List<T>>>> fetch) {
    this.fetch = fetch;
  }

  /**
   * @param fetch the page after the given cursor ({@code null}: the first page), subscribed to when
   *     that page is wanted
   */
  static <T> Flux<T> items(Function<Map<String, Object>, Mono<EntityQueryResult<List<T>>>> fetch) {
    return onAssembly(new DemandPaging<>(fetch));
  }

  @Override
  public void subscribe(CoreSubscriber<? super T> actual) {
    actual.onSubscribe(new Pager<>(actual, fetch));
  }

  private static final class Pager<T> implements Subscription {
    @SuppressWarnings("rawtypes")
    private static final AtomicLongFieldUpdater<Pager> REQUESTED =
        AtomicLongFieldUpdater.newUpdater(Pager.class, "requested");
    @SuppressWarnings("rawtypes")
    private static final AtomicIntegerFieldUpdater<Pager> WIP = AtomicIntegerFieldUpdater.newUpdater(Pager.class, "wip");

    private final CoreSubscriber<? super T> actual;
    private final Function<Map<String, Object>, Mono<EntityQueryResult<List<T>>>> fetch;
    private volatile long requested;
    private volatile int wip;
    private volatile boolean cancelled;
    /** The page being delivered and the next item of it; touched only inside {@link #drain}. */
    private List<T> current = List.of();
    private int next;
    private boolean done;
    /** What the page in flight brought, handed to {@link #drain}: its items, cursor, or failure. */
    private volatile List<T> arrived;
    private volatile Map<String, Object> cursor;
    private volatile boolean last;
    private volatile Throwable error;
    private volatile boolean fetching;
    private volatile Subscription inFlight;

    Pager(CoreSubscriber<? super T> actual, Function<Map<String, Object>, Mono<EntityQueryResult<List<T>>>> fetch) {
      this.actual = actual;
      this.fetch = fetch;
    }

    @Override
    public void request(long n) {
      if (Operators.validate(n)) {
        Operators.addCap(REQUESTED, this, n);
        drain();
      }
    }

    @Override
    public void cancel() {
      if (cancelled) {
        return;
      }
      cancelled = true;
      Subscription request = inFlight;
      if (request != null) {
        request.cancel();
      }
      drain(); // lets go of the buffered page
    }

    void onPage(EntityQueryResult<List<T>> page) {
      arrived = page.getResult();
      cursor = page.getLastEvaluatedKey();
      last = !page.hasNextPage();
      fetching = false;
      drain();
    }

    void onPageError(Throwable failure) {
      error = failure;
      fetching = false;
      drain();
    }

    void onNoPage() { // a page request that completed without a page: nothing more to read
      last = true;
      fetching = false;
      drain();
    }

    /** Delivers what is buffered as far as demand goes; asks for the next page when it runs dry. */
    private void drain() {
      if (WIP.getAndIncrement(this) != 0) {
        return;
      }
      int missed = 1;
      do {
        if (cancelled) {
          current = List.of();
          arrived = null;
        } else {
          if (next >= current.size() && arrived != null) {
            current = arrived;
            next = 0;
            arrived = null;
          }
          long wanted = requested;
          long emitted = 0;
          List<T> items = current;
          int size = items.size();
          while (next < size && emitted != wanted && !cancelled) {
            actual.onNext(items.get(next++));
            emitted++;
          }
          if (emitted != 0 && wanted != Long.MAX_VALUE) {
            REQUESTED.addAndGet(this, -emitted);
          }
          // fetching is read before arrived: onPage writes arrived before it clears fetching, so a pager that
          // sees no fetch in flight also sees the page that fetch brought
          boolean idle = !fetching;
          if (!cancelled && !done && idle && next >= size && arrived == null) {
            Throwable failure = error;
            if (failure != null) {
              done = true;
              actual.onError(failure);
            } else if (last) {
              done = true;
              actual.onComplete();
            } else if (requested > 0) {
              fetching = true;
              Mono<EntityQueryResult<List<T>>> page;
              try {
                page = fetch.apply(cursor);
              } catch (RuntimeException e) { // building the request failed: the flux fails, in the next pass
                error = e;
                fetching = false;
                WIP.getAndIncrement(this);
                page = null;
              }
              if (page != null) {
                page.subscribe(new PageSubscriber<>(this));
              }
            }
          }
        }
        missed = WIP.addAndGet(this, -missed);
      } while (missed != 0);
    }
  }

  /** Receives one page and hands it to the pager; reads with the pager's subscriber's context. */
  private static final class PageSubscriber<T> implements CoreSubscriber<EntityQueryResult<List<T>>> {
    private final Pager<T> pager;
    private boolean paged;

    PageSubscriber(Pager<T> pager) {
      this.pager = pager;
    }

    @Override
    public Context currentContext() {
      return pager.actual.currentContext();
    }

    @Override
    public void onSubscribe(Subscription s) {
      pager.inFlight = s;
      if (pager.cancelled) {
        s.cancel();
      } else {
        s.request(Long.MAX_VALUE);
      }
    }

    @Override
    public void onNext(EntityQueryResult<List<T>> page) {
      paged = true;
      pager.onPage(page);
    }

    @Override
    public void onError(Throwable failure) {
      pager.onPageError(failure);
    }

    @Override
    public void onComplete() {
      if (!paged) {
        pager.onNoPage();
      }
    }
  }
}
