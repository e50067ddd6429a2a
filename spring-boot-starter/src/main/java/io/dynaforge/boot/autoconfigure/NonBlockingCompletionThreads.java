package io.dynaforge.boot.autoconfigure;

import java.util.concurrent.Executor;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The threads on which the starter's {@code DynamoDbAsyncClient} completes its futures (the SDK's
 * {@code SdkAdvancedAsyncClientOption.FUTURE_COMPLETION_EXECUTOR}), and so on which the reactive template's
 * publishers signal: {@link NonBlockingThread}s, so that a {@code block()} downstream of a reactive repository
 * fails as it would on Netty's event loop, in tests as in production. Sized as the SDK's own completion executor
 * (8 to 64 threads, idle ones ended after 10 s); shut down with the context. Not an {@code Executor} bean, so that
 * it does not stand in for the application's task executor.
 */
public final class NonBlockingCompletionThreads implements AutoCloseable {

  private static final AtomicInteger pools = new AtomicInteger();

  private final ThreadPoolExecutor executor;

  NonBlockingCompletionThreads() {
    int processors = Runtime.getRuntime().availableProcessors();
    String prefix = "dynaforge-async-response-" + pools.incrementAndGet() + "-";
    AtomicInteger threads = new AtomicInteger();
    executor = new ThreadPoolExecutor(Math.max(8, processors), Math.max(64, processors * 2), 10, TimeUnit.SECONDS,
        new LinkedBlockingQueue<>(1_000), task -> new NonBlockingThread(task, prefix + threads.incrementAndGet()));
    executor.allowCoreThreadTimeOut(true);
  }

  /** The executor to give the client. */
  Executor executor() {
    return executor;
  }

  @Override
  public void close() {
    executor.shutdown();
  }
}
