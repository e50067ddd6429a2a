package io.dynaforge.core;

import java.time.Duration;
import java.util.concurrent.ThreadLocalRandom;

/**
 * How BatchWriteItem and BatchGetItem retry the items DynamoDB returns as unprocessed: at most
 * {@code maxAttempts} requests per chunk (the first one included), sleeping between them with
 * exponential backoff and "equal jitter": before retry {@code n} (1-based) the delay is
 * {@code d = min(maxDelay, baseDelay * 2^(n-1))}, and the template sleeps a random time in
 * {@code [d/2, d]}.
 *
 * <p>Defaults ({@link #defaults()}): 8 attempts, base 50 ms, cap 5 s: at most
 * 50+100+200+400+800+1600+3200 ms = 6.35 s of sleeping per chunk. Throttling exceptions are retried
 * by the SDK client's own retry strategy, not here.
 *
 * @param maxAttempts requests per chunk, at least 1
 * @param baseDelay the delay before the first retry
 * @param maxDelay the cap of one delay
 */
public record BatchRetryPolicy(int maxAttempts, Duration baseDelay, Duration maxDelay) {

  private static final BatchRetryPolicy DEFAULTS =
      new BatchRetryPolicy(8, Duration.ofMillis(50), Duration.ofSeconds(5));

  public BatchRetryPolicy {
    if (maxAttempts < 1) {
      throw new IllegalArgumentException("maxAttempts must be at least 1, was " + maxAttempts);
    }
    if (baseDelay.isNegative() || maxDelay.isNegative()) {
      throw new IllegalArgumentException("delays must not be negative");
    }
  }

  /** 8 attempts, base delay 50 ms, at most 5 s per delay. */
  public static BatchRetryPolicy defaults() {
    return DEFAULTS;
  }

  /** {@code maxAttempts} attempts with the default delays. */
  public static BatchRetryPolicy maxAttempts(int maxAttempts) {
    return new BatchRetryPolicy(maxAttempts, DEFAULTS.baseDelay, DEFAULTS.maxDelay);
  }

  /** The sleep before retry {@code retry} (1 = the first retry), jitter included. */
  public Duration delayBeforeRetry(int retry) {
    long base = baseDelay.toNanos();
    if (base == 0) {
      return Duration.ZERO;
    }
    int shift = Math.min(retry - 1, 30);
    long cap = maxDelay.toNanos();
    long d = base > (cap >> shift) ? cap : Math.min(cap, base << shift);
    long half = d / 2;
    return Duration.ofNanos(half + ThreadLocalRandom.current().nextLong(d - half + 1));
  }
}
