package io.dynaforge.schema;

import io.dynaforge.core.engine.ItemRewrites;
import io.dynaforge.mapping.AttributeValueConversions;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;
import org.springframework.dao.DataAccessException;
import org.springframework.dao.TransientDataAccessException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One segment of a {@link Backfill}: its Scan pages in order, each item of the kind compared with what
 * the mapper writes and rewritten under its condition (re-read and retried when it changed), the
 * checkpoint saved after each page and when the segment ends. Stops between two items when
 * {@code stop} is set, saving the key of the last item done. Transient failures (throttling after the
 * client's own retries, timeouts) are retried with backoff; a page that still fails ends the backfill
 * with its exception, an item that still fails is counted as failed.
 */
final class BackfillSegment<T> {

  /** Attempts of a request that fails transiently. */
  static final int TRANSIENT_ATTEMPTS = 8;
  /** Rewrites of one item that find it changed, before it counts as failed. */
  static final int CONFLICT_ATTEMPTS = 10;

  /** What the segments share: the run's switches and its sinks. */
  record Run<T>(ItemRewrites<T> items, Rewriter<?> rewriter, SegmentCheckpoints checkpoints, int totalSegments,
      Integer pageSize, ItemRate rate, boolean dryRun, AtomicBoolean stop, Sink sink) {}

  /** Where progress and failed items go (thread-safe). */
  interface Sink {
    void progress(BackfillProgress progress);

    void failed(BackfillReport.FailedItem item);
  }

  private final Run<T> run;
  private final int segment;
  long read;
  long rewritten;
  long unchanged;
  long failed;
  long retries;
  boolean finished;

  BackfillSegment(Run<T> run, int segment) {
    this.run = run;
    this.segment = segment;
  }

  /** Runs the segment from its checkpoint to its end, or until stopped. */
  void run() {
    ItemRewrites<T> items = run.items();
    Map<String, AttributeValue> start = run.checkpoints().resumeAfter(segment);
    while (!run.stop().get()) {
      Map<String, AttributeValue> from = start;
      ItemRewrites.Page page = retrying(() -> page(from));
      Map<String, AttributeValue> lastDone = null;
      for (Map<String, AttributeValue> item : page.items()) {
        if (run.stop().get()) {
          if (lastDone != null) {
            run.checkpoints().save(segment, lastDone);
          }
          report();
          return;
        }
        if (!items.owns(item)) {
          continue; // another kind's item: never written (its read was paid for with the page)
        }
        read++;
        backfill(run.rewriter(), item);
        lastDone = items.keyOf(item);
      }
      start = page.lastEvaluatedKey();
      if (start == null) {
        run.checkpoints().finish(segment);
        finished = true;
        report();
        return;
      }
      run.checkpoints().save(segment, start);
      report();
    }
    report();
  }

  /**
   * One Scan page. With a rate, the page first waits for the slots of the items it may read (its
   * {@code Limit}), then settles them with what DynamoDB says it read ({@code ScannedCount}): items of
   * other kinds and items the server-side filter dropped count as read, since they were.
   */
  private ItemRewrites.Page page(Map<String, AttributeValue> from) {
    ItemRewrites<T> items = run.items();
    ItemRate rate = run.rate();
    if (rate == null) {
      return items.page(from, run.pageSize(), segment, run.totalSegments());
    }
    int reserved = run.pageSize();
    rate.acquire(reserved);
    ItemRewrites.Page page;
    try {
      page = items.page(from, reserved, segment, run.totalSegments());
    } catch (RuntimeException e) {
      rate.release(reserved); // nothing came back to read
      throw e;
    }
    rate.settle(reserved, page.scanned());
    return page;
  }

  /** The stored item under the key, read again (consistently); with a rate, its read is one slot. */
  private Map<String, AttributeValue> reread(Map<String, AttributeValue> key) {
    if (run.rate() != null) {
      run.rate().acquire(1);
    }
    return run.items().read(key);
  }

  private void report() {
    run.sink().progress(new BackfillProgress(segment, read, rewritten, unchanged, failed));
  }

  /** One item: up to date, rewritten, or failed; re-read and tried again while other writers change it. */
  private <R> void backfill(Rewriter<R> rewriter, Map<String, AttributeValue> stored) {
    ItemRewrites<T> items = run.items();
    Map<String, AttributeValue> key = items.keyOf(stored);
    Map<String, AttributeValue> current = stored;
    for (int attempt = 1; ; attempt++) {
      R rewrite;
      try {
        rewrite = rewriter.rewriteOf(current);
      } catch (RuntimeException e) {
        fail(key, "cannot be read into " + items.mapper().metadata().entityName() + " and written back: "
            + e.getMessage());
        return;
      }
      if (rewrite == null) {
        unchanged++;
        return;
      }
      if (run.dryRun()) {
        rewritten++;
        return;
      }
      boolean written;
      try {
        written = retrying(() -> rewriter.send(items, key, rewrite));
      } catch (Rewriter.Refused e) {
        throw e; // no item could pass: the run ends
      } catch (DataAccessException e) {
        fail(key, e.getMessage());
        return;
      }
      if (written) {
        rewritten++;
        return;
      }
      if (attempt == CONFLICT_ATTEMPTS) {
        fail(key, "changed by another writer at each of " + CONFLICT_ATTEMPTS + " attempts");
        return;
      }
      retries++;
      try {
        current = retrying(() -> reread(key));
      } catch (DataAccessException e) {
        fail(key, e.getMessage());
        return;
      }
      if (current == null || !items.owns(current)) {
        unchanged++; // deleted (or now another kind's): nothing of this kind to rewrite
        return;
      }
    }
  }

  private void fail(Map<String, AttributeValue> key, String reason) {
    failed++;
    run.sink().failed(new BackfillReport.FailedItem(key, "item " + AttributeValueConversions.describeKey(key) + " of "
        + run.items().mapper().metadata().entityName() + " in table '" + run.items().tableName() + "': " + reason));
  }

  /** The call, tried again with exponential backoff (50 ms doubling to 3.2 s, jittered) while it fails transiently. */
  private static <R> R retrying(Supplier<R> call) {
    for (int attempt = 1; ; attempt++) {
      try {
        return call.get();
      } catch (TransientDataAccessException e) {
        if (attempt == TRANSIENT_ATTEMPTS) {
          throw e;
        }
        long backoff = Duration.ofMillis(50L << Math.min(attempt - 1, 6)).toNanos();
        LockSupport.parkNanos(backoff / 2 + ThreadLocalRandom.current().nextLong(backoff / 2 + 1));
      }
    }
  }
}
