package io.dynaforge.benchmarks.template;

import java.nio.ByteBuffer;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.reactivestreams.Publisher;
import org.reactivestreams.Subscriber;
import org.reactivestreams.Subscription;
import software.amazon.awssdk.http.async.AsyncExecuteRequest;
import software.amazon.awssdk.http.async.SdkAsyncHttpClient;
import software.amazon.awssdk.http.async.SdkAsyncHttpResponseHandler;

/**
 * The non-blocking twin of {@link CannedHttpClient}: an in-process {@link SdkAsyncHttpClient} that
 * answers every DynamoDB call with the same canned JSON body (chosen by {@code X-Amz-Target}), through
 * the {@link SdkAsyncHttpResponseHandler} as a network client does: {@code onHeaders}, then
 * {@code onStream} with a {@code Publisher<ByteBuffer>} of the body that honours demand and
 * cancellation; the future {@link #execute} returns completes once the body has been delivered.
 *
 * <p>Built without arguments, it delivers the response on the calling thread before {@code execute} returns,
 * so the whole call (with a direct future-completion executor on the SDK client) runs on one thread,
 * the counterpart of {@link CannedHttpClient}. With a latency, a scheduled executor of
 * {@code eventLoopThreads} threads (named {@code canned-event-loop-N}, in the role of Netty's event
 * loop) delivers each response that long after the request, and no thread waits meanwhile. Like the
 * blocking twin, the request body is not read.
 */
final class CannedAsyncHttpClient implements SdkAsyncHttpClient {

  private final long latencyNanos;
  private final ScheduledExecutorService eventLoop;

  /** Answers at once, on the calling thread. */
  CannedAsyncHttpClient() {
    this.latencyNanos = 0;
    this.eventLoop = null;
  }

  /**
   * Answers after {@code latencyNanos} (0: as soon as it can), on one of {@code eventLoopThreads}
   * scheduler threads: the response is then read on another thread than the caller's, as a network
   * client's event loop reads it.
   */
  CannedAsyncHttpClient(long latencyNanos, int eventLoopThreads) {
    if (latencyNanos < 0) {
      throw new IllegalArgumentException("latency must not be negative");
    }
    this.latencyNanos = latencyNanos;
    AtomicInteger n = new AtomicInteger();
    ScheduledThreadPoolExecutor executor = new ScheduledThreadPoolExecutor(eventLoopThreads, r -> {
      Thread t = new Thread(r, "canned-event-loop-" + n.incrementAndGet());
      t.setDaemon(true);
      return t;
    });
    executor.setRemoveOnCancelPolicy(true);
    this.eventLoop = executor;
  }

  @Override
  public CompletableFuture<Void> execute(AsyncExecuteRequest request) {
    CompletableFuture<Void> done = new CompletableFuture<>();
    byte[] body;
    try {
      body = CannedHttpClient.body(request.request().firstMatchingHeader("X-Amz-Target").orElse(""));
    } catch (RuntimeException e) {
      request.responseHandler().onError(e);
      done.completeExceptionally(e);
      return done;
    }
    if (eventLoop == null) {
      respond(request.responseHandler(), body, done);
    } else if (latencyNanos == 0) {
      eventLoop.execute(() -> respond(request.responseHandler(), body, done));
    } else {
      eventLoop.schedule(() -> respond(request.responseHandler(), body, done), latencyNanos, TimeUnit.NANOSECONDS);
    }
    return done;
  }

  private static void respond(SdkAsyncHttpResponseHandler handler, byte[] body, CompletableFuture<Void> done) {
    try {
      handler.onHeaders(CannedHttpClient.OK);
      handler.onStream(new BodyPublisher(body, done));
    } catch (RuntimeException e) {
      handler.onError(e);
      done.completeExceptionally(e);
    }
  }

  @Override
  public String clientName() {
    return "canned-async";
  }

  @Override
  public void close() {
    if (eventLoop != null) {
      eventLoop.shutdownNow();
    }
  }

  /** The body as one {@link ByteBuffer}, on demand; completes {@code done} when delivered or cancelled. */
  private static final class BodyPublisher implements Publisher<ByteBuffer> {
    private final byte[] body;
    private final CompletableFuture<Void> done;

    BodyPublisher(byte[] body, CompletableFuture<Void> done) {
      this.body = body;
      this.done = done;
    }

    @Override
    public void subscribe(Subscriber<? super ByteBuffer> subscriber) {
      subscriber.onSubscribe(new Subscription() {
        private boolean finished; // a Subscription's methods are called serially (rule 2.7)

        @Override
        public void request(long n) {
          if (finished) {
            return;
          }
          finished = true;
          if (n <= 0) {
            IllegalArgumentException e = new IllegalArgumentException("rule 3.9: request(" + n + ")");
            subscriber.onError(e);
            done.completeExceptionally(e);
            return;
          }
          subscriber.onNext(ByteBuffer.wrap(body).asReadOnlyBuffer());
          subscriber.onComplete();
          done.complete(null);
        }

        @Override
        public void cancel() {
          if (!finished) {
            finished = true;
            done.complete(null);
          }
        }
      });
    }
  }
}
