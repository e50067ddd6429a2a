package io.dynaforge.reactive.internal;

import io.dynaforge.core.DynamoDbPageRequest;
import io.dynaforge.core.EntityQueryResult;
import io.dynaforge.core.engine.Refusals;
import io.dynaforge.internal.paging.ConcatenatePages;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;
import org.reactivestreams.Subscription;
import reactor.core.CoreSubscriber;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Operators;
import reactor.util.context.ContextView;

/**
 * The items of a paged read (Query, Scan, a Scan segment) as a {@link Flux} that reads pages on
 * demand: a page is requested only when the items already read are all delivered and the subscriber
 * still wants more, so a {@code take(5)} of a long query sends one request; cancelling stops paging
 * (the request in flight is cancelled); a page that the read pipeline empties (other kinds, expired
 * items) is followed by the next one without the subscriber asking again. Each page is requested with
 * the subscriber's context, so every page, not only the first, is sent under the repository method it
 * names.
 *
 * <p>Which requests are sent is the {@link ConcatenatePages} combiner's to say, as for the blocking
 * list and stream: each page is folded in as it arrives and the combiner names the next request (a limit
 * reached ends the flux with no further request).
 *
 * <p>A publisher of its own rather than {@code Flux.create}: the items of a page are handed to the
 * subscriber straight from the page's list in one drain loop, with one demand counter and no
 * serializing sink around each item; and the {@link PageSource} hands each page to the pager itself
 * (the executor's callback), with no {@code Mono} and subscriber between them.
 */
public final class DemandPaging<T> extends Flux<T> {

  /** Where the pages come from: the template sends each page's operation through the executor. */
  @FunctionalInterface
  public interface PageSource<T> {
    /**
     * Sends {@code request} (the combiner's: a {@code Limit} and the cursor of the page before) and hands its outcome to
     * {@code done}, exactly once: the page, {@code null} (no page: nothing more to read), or a failure.
     * {@code done} may run before this returns. A {@code RuntimeException} thrown here (the request
     * could not be built) is the error of the flux.
     *
     * @param context the subscriber's context
     * @return the request in flight, cancelled when the subscriber cancels; {@code null} when there is
     *     nothing to cancel
     */
    Future<?> fetch(DynamoDbPageRequest request, ContextView context,
        BiConsumer<? super EntityQueryResult<List<T>>, ? super Throwable> done);
  }

  private final Function<Consumer<? super List<T>>, ConcatenatePages<T>> pages;
  private final PageSource<T> source;

  private DemandPaging(Function<Consumer<? super List<T>>, ConcatenatePages<T>> pages, PageSource<T> source) {
    this.pages = pages;
    this.source = source;
  }

  /** Every item of every page, each of DynamoDB's default size. */
  public static <T> Flux<T> items(PageSource<T> source) {
    return items(sink -> ConcatenatePages.everyPage(0, sink), source);
  }

  /**
   * The items {@code pages} (made for each subscriber, handing each page's items to the sink it is
   * given) names, read from {@code source}.
   */
  public static <T> Flux<T> items(Function<Consumer<? super List<T>>, ConcatenatePages<T>> pages,
      PageSource<T> source) {
    return onAssembly(new DemandPaging<>(pages, source));
  }

  @Override
  public void subscribe(CoreSubscriber<? super T> actual) {
    actual.onSubscribe(new Pager<>(actual, pages, source));
  }

  /** The subscription: the demand, the page being delivered, and the outcome of the page in flight. */
  private static final class Pager<T> implements Subscription,
      BiConsumer<EntityQueryResult<List<T>>, Throwable> {
    @SuppressWarnings("rawtypes")
    private static final AtomicLongFieldUpdater<Pager> REQUESTED =
        AtomicLongFieldUpdater.newUpdater(Pager.class, "requested");
    @SuppressWarnings("rawtypes")
    private static final AtomicIntegerFieldUpdater<Pager> WIP = AtomicIntegerFieldUpdater.newUpdater(Pager.class, "wip");

    private final CoreSubscriber<? super T> actual;
    private final PageSource<T> source;
    private final ConcatenatePages<T> pages;
    private volatile long requested;
    private volatile int wip;
    private volatile boolean cancelled;
    /** The page being delivered and the next item of it; touched only inside {@link #drain}. */
    private List<T> current = List.of();
    private int next;
    private boolean done;
    /** What the page in flight brought, handed to {@link #drain}: its items, the next request, or failure. */
    private volatile List<T> arrived;
    private volatile DynamoDbPageRequest request;
    private volatile boolean last;
    private volatile Throwable error;
    private volatile boolean fetching;
    private volatile Future<?> inFlight;

    Pager(CoreSubscriber<? super T> actual, Function<Consumer<? super List<T>>, ConcatenatePages<T>> pages,
        PageSource<T> source) {
      this.actual = actual;
      this.source = source;
      this.pages = pages.apply(items -> arrived = items);
      this.request = this.pages.first();
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
      Future<?> sending = inFlight;
      if (sending != null) {
        sending.cancel(true);
      }
      drain(); // lets go of the buffered page
    }

    /** The outcome of the page in flight. */
    @Override
    public void accept(EntityQueryResult<List<T>> page, Throwable failure) {
      if (failure != null) {
        if (!cancelled) {
          error = failure;
        } else if (!(failure instanceof CancellationException)) { // the cancelled request's own end is not news
          Operators.onErrorDropped(failure, actual.currentContext());
        }
      } else if (page == null) {
        last = true;
      } else {
        DynamoDbPageRequest next = pages.next(page); // hands the page's items to arrived
        request = next;
        last = next == null;
      }
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
          // fetching is read before arrived: accept writes arrived before it clears fetching, so a pager that
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
              fetch();
            }
          }
        }
        missed = WIP.addAndGet(this, -missed);
      } while (missed != 0);
    }

    /** Requests the next page; inside {@link #drain}, so a page that arrives at once is drained by its loop. */
    private void fetch() {
      fetching = true;
      Future<?> sent;
      try {
        sent = source.fetch(request, actual.currentContext(), this);
      } catch (RuntimeException e) { // building the request was refused: the flux fails, in the next pass
        error = Refusals.refused(e);
        fetching = false;
        WIP.getAndIncrement(this);
        return;
      }
      if (sent != null) {
        inFlight = sent;
        if (cancelled) { // cancelled while it was being sent
          sent.cancel(true);
        }
      }
    }
  }
}
