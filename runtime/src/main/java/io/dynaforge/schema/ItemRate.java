package io.dynaforge.schema;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * A rate shared by threads: each {@link #acquire} takes the next slot, {@code 1/rate} seconds after the
 * one before, and waits for it. Idle time is not saved up, so there is no burst after a pause: over any
 * stretch of time no more than {@code rate × seconds + 1} slots are handed out.
 */
final class ItemRate {

  private final long intervalNanos;
  private long next;

  ItemRate(int perSecond) {
    if (perSecond < 1) {
      throw new IllegalArgumentException("rate must be positive, was " + perSecond);
    }
    this.intervalNanos = TimeUnit.SECONDS.toNanos(1) / perSecond;
    this.next = System.nanoTime();
  }

  /** Waits for the next slot (not interruptibly: a backfill stops between items, never inside one). */
  void acquire() {
    long slot;
    synchronized (this) {
      long now = System.nanoTime();
      slot = next - now > 0 ? next : now;
      next = slot + intervalNanos;
    }
    for (long wait = slot - System.nanoTime(); wait > 0; wait = slot - System.nanoTime()) {
      LockSupport.parkNanos(wait);
    }
  }
}
