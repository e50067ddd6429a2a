package io.dynaforge.schema;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * A rate of items read, shared by threads. {@link #acquire(int)} reserves the next {@code n} slots (each
 * {@code 1/rate} seconds after the one before) and waits for the first; {@link #release(int)} gives back
 * the slots of a reservation that read fewer items than it reserved (a Scan page reserves its
 * {@code Limit}, then returns what it did not evaluate). Idle time is not saved up, so there is no burst
 * after a pause: over any stretch of {@code T} seconds at most {@code rate × T + n} items are read, where
 * {@code n} is the largest reservation (plus, for a server that reads beyond a reservation, what it read
 * beyond it: that is paid for afterwards, by {@link #settle}).
 *
 * <p>Why that holds: a reservation is granted at a slot no earlier than the end of every earlier
 * reservation (net of what was given back), and it reads at most what it reserved.
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

  /**
   * Reserves the slots of {@code items} items and waits for the first (not interruptibly: a backfill
   * stops between items, never inside a request).
   */
  void acquire(int items) {
    if (items < 1) {
      throw new IllegalArgumentException("at least one item, was " + items);
    }
    long slot;
    synchronized (this) {
      long now = System.nanoTime();
      slot = next - now > 0 ? next : now;
      next = slot + intervalNanos * items;
    }
    for (long wait = slot - System.nanoTime(); wait > 0; wait = slot - System.nanoTime()) {
      LockSupport.parkNanos(wait);
    }
  }

  /**
   * Gives back the slots of {@code items} reserved items that were not read; the next slot moves earlier
   * by as much, never before now.
   */
  void release(int items) {
    if (items <= 0) {
      return;
    }
    synchronized (this) {
      long now = System.nanoTime();
      long earlier = next - intervalNanos * items;
      next = earlier - now > 0 ? earlier : now;
    }
  }

  /**
   * Settles a reservation of {@code reserved} items that read {@code read}: the unused slots are given
   * back, the items read beyond the reservation (a server that evaluates more than a page's
   * {@code Limit}) are paid for now, waiting for their slots.
   */
  void settle(int reserved, int read) {
    if (read < reserved) {
      release(reserved - read);
    } else if (read > reserved) {
      acquire(read - reserved);
    }
  }
}
