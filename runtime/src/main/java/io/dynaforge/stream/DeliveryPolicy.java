package io.dynaforge.stream;

import java.time.Duration;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * How a stream consumer delivers a change whose handler throws: the one policy of {@link StreamPoller},
 * the KCL processor ({@code dynaforge-streams-kcl}) and the Lambda handler ({@code dynaforge-lambda}).
 *
 * <ul>
 *   <li><b>Without a dead letter nothing is ever skipped.</b> A change whose handler keeps failing is tried
 *       again, with backoff, for as long as it fails, and its shard waits: no later change of that shard is
 *       delivered before it. Each failure is logged ({@code [Dynaforge/StreamDeliveryFailed]}).
 *       {@link #maxAttempts()} does not apply.</li>
 *   <li><b>With a dead letter</b>, a change that failed {@link #maxAttempts()} times (the first attempt
 *       included) goes to it ({@code [Dynaforge/StreamDeadLetter]}) and delivery goes on with the next
 *       change. A dead letter that throws counts as one more failed attempt: the change stays.</li>
 *   <li>Between two attempts of one change the consumer waits {@link #backoff(int)}: {@code initial}
 *       after the first failure, doubled after each further one, never more than {@code max}.</li>
 * </ul>
 *
 * <p>Defaults ({@link #defaults()}): 3 attempts, backoff from 100 ms doubling to 5 s, no dead letter.
 * Immutable and thread-safe; {@link PendingChange} applies it to one change.
 */
public final class DeliveryPolicy {

  /** The default {@link #maxAttempts()}. */
  public static final int DEFAULT_MAX_ATTEMPTS = 3;
  /** The default first backoff. */
  public static final Duration DEFAULT_BACKOFF_INITIAL = Duration.ofMillis(100);
  /** The default longest backoff. */
  public static final Duration DEFAULT_BACKOFF_MAX = Duration.ofSeconds(5);

  private static final DeliveryPolicy DEFAULTS = builder().build();

  private final int maxAttempts;
  private final Duration backoffInitial;
  private final Duration backoffMax;
  private final Consumer<FailedChange> deadLetter;

  private DeliveryPolicy(Builder b) {
    this.maxAttempts = b.maxAttempts;
    this.backoffInitial = b.backoffInitial;
    this.backoffMax = b.backoffMax;
    this.deadLetter = b.deadLetter;
  }

  /** A builder with the defaults. */
  public static Builder builder() {
    return new Builder();
  }

  /** 3 attempts, backoff from 100 ms doubling to 5 s, no dead letter: nothing is ever skipped. */
  public static DeliveryPolicy defaults() {
    return DEFAULTS;
  }

  /** A builder holding this policy's settings. */
  public Builder toBuilder() {
    return new Builder().maxAttempts(maxAttempts).backoff(backoffInitial, backoffMax).deadLetter(deadLetter);
  }

  /** The attempts of one change, the first included, before it goes to the dead letter (with one). */
  public int maxAttempts() {
    return maxAttempts;
  }

  /** The wait after the first failure. */
  public Duration backoffInitial() {
    return backoffInitial;
  }

  /** The longest wait between two attempts. */
  public Duration backoffMax() {
    return backoffMax;
  }

  /** Whether a change can ever be given up on (there is a dead letter). */
  public boolean hasDeadLetter() {
    return deadLetter != null;
  }

  /**
   * The wait before the next attempt after {@code failures} failed attempts (at least 1): the initial
   * backoff doubled {@code failures - 1} times, at most the maximum.
   */
  public Duration backoff(int failures) {
    Duration wait = backoffInitial;
    for (int i = 1; i < failures && wait.compareTo(backoffMax) < 0; i++) {
      wait = wait.multipliedBy(2);
    }
    return wait.compareTo(backoffMax) < 0 ? wait : backoffMax;
  }

  /** Whether a change that failed {@code attempts} times goes to the dead letter now. */
  boolean givesUpAfter(int attempts) {
    return deadLetter != null && attempts >= maxAttempts;
  }

  void deadLetter(FailedChange change) {
    deadLetter.accept(change);
  }

  @Override
  public String toString() {
    return "DeliveryPolicy[maxAttempts=" + maxAttempts + ", backoff=" + backoffInitial + ".." + backoffMax
        + ", deadLetter=" + (deadLetter != null) + "]";
  }

  /** {@link DeliveryPolicy#builder()}. */
  public static final class Builder {
    private int maxAttempts = DEFAULT_MAX_ATTEMPTS;
    private Duration backoffInitial = DEFAULT_BACKOFF_INITIAL;
    private Duration backoffMax = DEFAULT_BACKOFF_MAX;
    private Consumer<FailedChange> deadLetter;

    private Builder() {}

    /**
     * The attempts of one change, the first included (default 3), before it goes to the
     * {@link #deadLetter}; without a dead letter a change is tried for as long as it fails.
     */
    public Builder maxAttempts(int maxAttempts) {
      if (maxAttempts < 1) {
        throw new IllegalArgumentException("maxAttempts must be at least 1, got " + maxAttempts);
      }
      this.maxAttempts = maxAttempts;
      return this;
    }

    /** The wait after the first failure of a change and the longest wait (default 100 ms and 5 s). */
    public Builder backoff(Duration initial, Duration max) {
      Objects.requireNonNull(initial, "initial");
      Objects.requireNonNull(max, "max");
      if (initial.isNegative() || max.isNegative() || max.compareTo(initial) < 0) {
        throw new IllegalArgumentException("backoff needs 0 <= initial <= max, got " + initial + " and " + max);
      }
      this.backoffInitial = initial;
      this.backoffMax = max;
      return this;
    }

    /**
     * Receives a change that failed {@link #maxAttempts} times; delivery then goes on with the next change.
     * {@code null} (the default): no change is ever given up on.
     */
    public Builder deadLetter(Consumer<FailedChange> deadLetter) {
      this.deadLetter = deadLetter;
      return this;
    }

    public DeliveryPolicy build() {
      return new DeliveryPolicy(this);
    }
  }
}
