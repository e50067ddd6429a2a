package io.dynaforge.stream;

import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.Objects;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.Record;

/**
 * One change on its way to its handler under a {@link DeliveryPolicy}: each {@link #attempt} decodes
 * (once) and dispatches it, and says whether it is done with or must be tried again after
 * {@link #retryDelay()}. The consumer decides how to wait (the poller holds the shard, the KCL processor
 * sleeps on its shard's thread, the Lambda handler hands the rest of the batch back to Lambda), so the
 * policy itself is written once.
 *
 * <p>Not thread-safe: one per change in flight, used by the thread delivering that shard.
 */
public final class PendingChange {

  private static final System.Logger LOG = System.getLogger(PendingChange.class.getName());

  /** What an attempt came to. */
  public enum Outcome {
    /** The handler returned: the change is delivered. */
    DELIVERED,
    /** The change failed {@code maxAttempts} times and the dead letter took it. */
    DEAD_LETTERED,
    /** The change failed and stays: try it again after {@link PendingChange#retryDelay()}. */
    RETRY
  }

  private final DeliveryPolicy policy;
  private final Record record;
  private final String source;
  private ChangeEvent<?> event;
  private boolean decoded;
  private int attempts;
  private RuntimeException lastError;

  /**
   * @param source where the change comes from, for the log lines (a table and shard)
   */
  public PendingChange(DeliveryPolicy policy, Record record, String source) {
    this.policy = Objects.requireNonNull(policy, "policy");
    this.record = Objects.requireNonNull(record, "record");
    this.source = source;
  }

  /** Decodes the change (the first time) and hands it to the dispatcher; a failure is not thrown. */
  public Outcome attempt(Function<Record, ChangeEvent<?>> decoder, ChangeDispatcher dispatcher) {
    attempts++;
    try {
      if (!decoded) {
        event = decoder.apply(record);
        decoded = true;
      }
      dispatcher.dispatch(event);
      return Outcome.DELIVERED;
    } catch (RuntimeException e) {
      lastError = e;
    }
    if (policy.givesUpAfter(attempts)) {
      try {
        policy.deadLetter(new FailedChange(event, record, lastError, attempts));
        LOG.log(Level.ERROR, "[Dynaforge/StreamDeadLetter] Change " + sequenceNumber() + " of " + source
            + " failed " + attempts + " time(s) and went to the dead letter", lastError);
        return Outcome.DEAD_LETTERED;
      } catch (RuntimeException refused) {
        lastError.addSuppressed(refused);
        LOG.log(Level.WARNING, "[Dynaforge/StreamDeliveryFailed] The dead letter refused change " + sequenceNumber()
            + " of " + source + "; the change is not skipped and is tried again", refused);
        return Outcome.RETRY;
      }
    }
    LOG.log(Level.WARNING, "[Dynaforge/StreamDeliveryFailed] Change " + sequenceNumber() + " of " + source
        + " failed (attempt " + attempts + (policy.hasDeadLetter() ? " of " + policy.maxAttempts() : "")
        + "); it is not skipped: its shard waits until it is delivered"
        + (policy.hasDeadLetter() ? " or goes to the dead letter" : ""), lastError);
    return Outcome.RETRY;
  }

  /**
   * Attempts the change until it is delivered or dead-lettered, sleeping {@link #retryDelay()} between
   * attempts on this thread (a KCL shard processor's way).
   *
   * @return the outcome, never {@link Outcome#RETRY}
   * @throws InterruptedException when interrupted while waiting: the change is then neither delivered nor
   *     given up, and must be delivered again
   */
  public Outcome deliver(Function<Record, ChangeEvent<?>> decoder, ChangeDispatcher dispatcher)
      throws InterruptedException {
    while (true) {
      Outcome outcome = attempt(decoder, dispatcher);
      if (outcome != Outcome.RETRY) {
        return outcome;
      }
      Thread.sleep(retryDelay().toMillis());
    }
  }

  /** The wait before the next attempt (the policy's backoff after the failures so far). */
  public Duration retryDelay() {
    return policy.backoff(Math.max(1, attempts));
  }

  /** The attempts made so far. */
  public int attempts() {
    return attempts;
  }

  /** The last failure, or {@code null}. */
  public RuntimeException lastError() {
    return lastError;
  }

  /** The record being delivered. */
  public Record record() {
    return record;
  }

  /** The record's sequence number. */
  public String sequenceNumber() {
    return record.dynamodb() == null ? null : record.dynamodb().sequenceNumber();
  }
}
