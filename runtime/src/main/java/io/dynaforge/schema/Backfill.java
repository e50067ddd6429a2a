package io.dynaforge.schema;

import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.core.engine.ItemRewrites;
import io.dynaforge.mapping.EntityMapper;
import io.dynaforge.stream.CheckpointStore;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.springframework.dao.DataAccessException;
import org.springframework.dao.InvalidDataAccessApiUsageException;

/**
 * Rewrites the stored items of one entity kind whose derived attributes differ from what the current
 * mapper writes: after a model change adds a template column, a sparse column, an index over the kind or
 * a {@code @TimeToLive}, the items stored before carry no value (or an old one) for it, and the new
 * finder would miss them.
 *
 * <pre>{@code
 * BackfillReport report = Backfill.builder(template, Order.class)
 *     .segments(8)                                   // a parallel Scan of 8 segments, one thread each
 *     .rate(500)                                     // at most 500 items read a second (any kind), all segments
 *     .checkpoints(CheckpointStore.dynamoDb(client, "checkpoints"))   // resumable
 *     .progress(p -> log.info("segment {}: {} read, {} rewritten", p.segment(), p.read(), p.rewritten()))
 *     .run();
 * }</pre>
 *
 * <p>What it compares and writes: the entity's template columns other than the base key (sparse ones
 * included), the attributes it writes that the table's secondary indexes are keyed on, and its
 * {@code @TimeToLive} attribute. Each item of the kind (by the one kind rule: items of other kinds are
 * never written) is read into an entity through the template's read path, as {@code findById} reads it
 * (expiry filter, extensions' {@code afterRead}, AfterConvert callbacks; an item it leaves out is left
 * alone), and written back into an item through the stages of a {@code save} that make the stored item
 * (BeforeConvert and BeforeSave callbacks, conversion, extensions' {@code beforeWrite}); where those
 * attributes differ, one UpdateItem SETs (or REMOVEs, for a sparse column whose placeholder is null)
 * exactly them, nothing else: no auditing, no events, and the {@code @Version} is left as it is. It is
 * conditioned on the item being the one that was read: the read image of every attribute the rewrite
 * is computed from and writes (with extensions or callbacks, every attribute the entity maps), each
 * equal to what was read or absent as it was, and its stored version. So a concurrent write is never overwritten, and an item
 * deleted and written again at the same version between the read and the rewrite (a delete and a
 * re-create, a TTL expiry and a new write) is never given columns computed from the deleted one. When
 * the condition fails, the item is read again (consistently), compared again, and rewritten under the
 * new condition, up to 10 times.
 *
 * <p>An entity on an encrypted table (its table's actions in {@code META-INF/dynaforge/encryption/}) is
 * rewritten otherwise: the encryption SDK signs whole items, so each item still in plaintext (written before
 * a property became {@code @Encrypted}), and each encrypted item whose derived attributes differ, is
 * rewritten by a PutItem of the whole item, encrypted by the template's {@link io.dynaforge.core.ItemCipher}
 * ({@code encryption(DynaforgeEncryption.items(...))}); encrypted items that are up to date are left alone.
 * The PutItem is conditioned on the item's encryption header as read (absent for a plaintext item), its
 * version and every attribute the entity maps, as read; a failed condition is read again and retried as
 * above. Without a cipher that covers the table (a template without {@code encryption(...)}, or whose
 * client's interceptor hands on every item decrypted) the backfill is refused before anything is sent.
 *
 * <p>Only an entity whose items the kind rule tells apart from every other kind of its table can be
 * backfilled: one without key templates on a table shared with other kinds (the rule gives it every
 * item of the table), or with exactly another kind's key shape, is refused before anything is sent.
 *
 * <p>Resumable: with {@link Builder#checkpoints}, each segment records the last key it finished after
 * every page and when it is done (see {@link Builder#name} for the namespace); a backfill started again
 * with the same checkpoints, name and segments skips the finished segments and resumes the others
 * after their last checkpoint. {@link #run()} blocks; interrupting its thread stops every segment after
 * the item in hand (saving its key), and {@code run()} returns a report with {@code completed() ==
 * false} and the thread's interrupt flag set. A killed process loses at most the items since each
 * segment's last checkpoint: they are read again, and are then found unchanged.
 *
 * <p>Failures: an item that cannot be read into the entity or is refused by DynamoDB is counted in
 * {@link BackfillReport#failed()} and named in {@link BackfillReport#failedItems()}; the backfill goes
 * on. Transient failures (throttling beyond the client's own retries, timeouts) are retried with
 * backoff, 8 attempts in all; a Scan page that still fails ends the run with its
 * {@link DataAccessException}, after the other segments stopped at their next item (the checkpoints
 * hold what was done).
 *
 * @param <T> the entity type
 */
public final class Backfill<T> {

  /** The failed items a report names; it counts all of them. */
  public static final int FAILED_ITEMS_KEPT = 1000;
  /** Segments read at the same time, at most. */
  static final int MAX_THREADS = 16;
  /** Items a Scan page evaluates without a rate: a checkpoint every this many items. */
  static final int PAGE_SIZE = 100;
  /** With a rate, a Scan page evaluates at most this fraction of a second's items (of all segments together). */
  static final int PAGES_A_SECOND = 4;

  private final DynamoDbOperations operations;
  private final Class<T> type;
  private final int segments;
  private final int rate;
  private final CheckpointStore checkpoints;
  private final String name;
  private final Consumer<BackfillProgress> progress;
  private final boolean dryRun;

  private Backfill(Builder<T> builder) {
    this.operations = builder.operations;
    this.type = builder.type;
    this.segments = builder.segments;
    this.rate = builder.rate;
    this.checkpoints = builder.checkpoints;
    this.name = builder.name != null ? builder.name : type.getName();
    this.progress = builder.progress;
    this.dryRun = builder.dryRun;
  }

  /**
   * A backfill of the entity's items through the operations' table names, kind rule and request path.
   *
   * @param type a {@code @Table} entity (a {@code @SecondaryIndex} view is refused when it runs)
   */
  public static <T> Builder<T> builder(DynamoDbOperations operations, Class<T> type) {
    return new Builder<>(operations, type);
  }

  /**
   * Runs the backfill to its end (or until its thread is interrupted) and reports what it did.
   *
   * @throws InvalidDataAccessApiUsageException for a type that is not a {@code @Table} entity, an entity
   *     whose items the kind rule cannot tell apart from another kind's of its table (naming those kinds;
   *     nothing is sent), an entity on an encrypted table without a template cipher covering it (nothing is
   *     sent), a cipher that returns an item unencrypted (nothing is written), or checkpoints saved with
   *     another number of segments
   * @throws DataAccessException when a Scan page fails for good (the others stop at their next item)
   */
  public BackfillReport run() {
    long started = System.nanoTime();
    ItemRewrites<T> items = ItemRewrites.of(operations, type);
    refuseIndistinguishable(items);
    DerivedAttributes<T> derived = DerivedAttributes.of(items);
    Rewriter<?> rewriter = items.encrypted() ? EncryptingRewriter.of(items, derived) : derived;
    String entity = items.mapper().metadata().entityName();
    SegmentCheckpoints saved = dryRun || checkpoints == null ? SegmentCheckpoints.none()
        : SegmentCheckpoints.load(checkpoints, SegmentCheckpoints.namespace(items.tableName(), name), segments, entity);
    List<BackfillReport.FailedItem> failedItems = new ArrayList<>();
    AtomicBoolean stop = new AtomicBoolean();
    Object progressLock = new Object();
    BackfillSegment.Sink sink = new BackfillSegment.Sink() {
      @Override
      public void progress(BackfillProgress p) {
        if (progress != null) {
          synchronized (progressLock) {
            progress.accept(p);
          }
        }
      }

      @Override
      public void failed(BackfillReport.FailedItem item) {
        synchronized (failedItems) {
          if (failedItems.size() < FAILED_ITEMS_KEPT) {
            failedItems.add(item);
          }
        }
      }
    };
    // a page is read at once: small pages keep the burst of one page within a quarter second of the rate
    Integer pageSize = rate > 0 ? Math.max(1, Math.min(PAGE_SIZE, rate / (PAGES_A_SECOND * segments))) : PAGE_SIZE;
    BackfillSegment.Run<T> run = new BackfillSegment.Run<>(items, rewriter, saved, segments, pageSize,
        rate > 0 ? new ItemRate(rate) : null, dryRun, stop, sink);

    List<BackfillSegment<T>> ran = new ArrayList<>();
    int skipped = 0;
    for (int s = 0; s < segments; s++) {
      if (saved.finished(s)) {
        skipped++;
      } else {
        ran.add(new BackfillSegment<>(run, s));
      }
    }
    boolean interrupted = Thread.currentThread().isInterrupted();
    RuntimeException failure = null;
    if (rewriter.rewritesAnything() && !ran.isEmpty() && !interrupted) {
      AtomicInteger threads = new AtomicInteger();
      ExecutorService pool = Executors.newFixedThreadPool(Math.min(ran.size(), MAX_THREADS), task -> {
        Thread thread = new Thread(task, "dynaforge-backfill-" + entity + "-" + threads.incrementAndGet());
        thread.setDaemon(true);
        return thread;
      });
      try {
        List<Future<?>> futures = new ArrayList<>(ran.size());
        for (BackfillSegment<T> segment : ran) {
          futures.add(pool.submit(() -> {
            if (!stop.get()) {
              segment.run();
            }
          }));
        }
        for (Future<?> future : futures) {
          while (true) {
            try {
              future.get();
              break;
            } catch (InterruptedException e) {
              interrupted = true; // stop every segment after the item in hand, then wait for them
              stop.set(true);
            } catch (ExecutionException e) {
              stop.set(true);
              if (failure == null) {
                failure = e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
              } else {
                failure.addSuppressed(e.getCause());
              }
              break;
            }
          }
        }
      } finally {
        pool.shutdown();
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
    if (failure != null) {
      throw failure;
    }
    long read = 0;
    long rewritten = 0;
    long unchanged = 0;
    long failed = 0;
    long retries = 0;
    boolean completed = true;
    for (BackfillSegment<T> segment : ran) {
      read += segment.read;
      rewritten += segment.rewritten;
      unchanged += segment.unchanged;
      failed += segment.failed;
      retries += segment.retries;
      completed &= segment.finished || !rewriter.rewritesAnything();
    }
    return new BackfillReport(read, rewritten, unchanged, failed, Duration.ofNanos(System.nanoTime() - started), retries,
        skipped, completed, dryRun, failedItems);
  }

  /**
   * Refuses, before anything is sent, an entity whose items the kind rule gives to it and to another kind
   * of its table alike: its backfill would read their items into it and rewrite them.
   */
  private static void refuseIndistinguishable(ItemRewrites<?> items) {
    List<EntityMapper<?>> others = items.indistinguishableKinds();
    if (others.isEmpty()) {
      return;
    }
    EntityMapper<?> mapper = items.mapper();
    String entity = mapper.metadata().entityName();
    List<String> names = new ArrayList<>(others.size());
    for (EntityMapper<?> other : others) {
      names.add(other.metadata().entityName() + " (" + other.kindPattern() + ")");
    }
    boolean any = mapper.kindPattern().isAny();
    throw new InvalidDataAccessApiUsageException("Backfill of " + entity + " in table '" + items.tableName()
        + "' (logical '" + mapper.metadata().tableName() + "'): its items cannot be told apart from those of "
        + String.join(", ", names) + ", other kinds of the same table: "
        + (any ? entity + " has no key templates, so the kind rule gives it every item of the table"
            : entity + " has exactly their key shape (" + mapper.kindPattern() + ")")
        + ", and the backfill would rewrite their items as " + entity + "s. Nothing was sent. Give " + entity
        + " key templates (@PartitionKeyTemplate/@SortKeyTemplate) that only its items match.");
  }

  @Override
  public String toString() {
    return "Backfill of " + type.getName() + " (" + segments + " segments" + (rate > 0 ? ", " + rate + " items/s" : "")
        + (dryRun ? ", dry run" : "") + ")";
  }

  /**
   * The options of a {@link Backfill}; every one is optional.
   *
   * @param <T> the entity type
   */
  public static final class Builder<T> {
    private final DynamoDbOperations operations;
    private final Class<T> type;
    private int segments = 1;
    private int rate;
    private CheckpointStore checkpoints;
    private String name;
    private Consumer<BackfillProgress> progress;
    private boolean dryRun;

    private Builder(DynamoDbOperations operations, Class<T> type) {
      this.operations = Objects.requireNonNull(operations, "operations");
      this.type = Objects.requireNonNull(type, "type");
    }

    /**
     * The segments of the parallel Scan (1 to 1,000,000; default 1), read at the same time, each on its
     * own thread (16 at most at once).
     */
    public Builder<T> segments(int segments) {
      if (segments < 1 || segments > 1_000_000) {
        throw new IllegalArgumentException("segments must be between 1 and 1000000, was " + segments);
      }
      this.segments = segments;
      return this;
    }

    /**
     * At most this many items read a second, all segments together; default: no limit. Every item the
     * Scan reads counts: items of other kinds of the table and items the server-side kind filter drops
     * (DynamoDB's {@code ScannedCount}), as well as the consistent re-reads of items that changed. Each
     * item of the kind read is at most one rewrite, so this bounds the writes too. Scan pages then
     * evaluate at most {@code itemsPerSecond / (4 × segments)} items (a quarter second of the rate; at least
     * 1, at most 100), and each waits for its share of the rate before it is sent: over any stretch of
     * time the items read stay within the rate plus one page.
     */
    public Builder<T> rate(int itemsPerSecond) {
      if (itemsPerSecond < 1) {
        throw new IllegalArgumentException("rate must be positive, was " + itemsPerSecond);
      }
      this.rate = itemsPerSecond;
      return this;
    }

    /**
     * Where segments record how far they got (the stream consumers' {@link CheckpointStore}), so that a
     * stopped backfill resumes; default: none (a run starts at the beginning). A dry run neither reads
     * nor writes them.
     */
    public Builder<T> checkpoints(CheckpointStore checkpoints) {
      this.checkpoints = Objects.requireNonNull(checkpoints, "checkpoints");
      return this;
    }

    /**
     * The backfill's name in its checkpoint namespace, {@code dynaforge-backfill:<physical table>:<name>}
     * (default: the entity's class name). A backfill run again with the same store, name and segments
     * resumes the earlier one, and does nothing once that one finished: give a new name (e.g. after the
     * schema change it follows) for a new backfill of the same entity.
     */
    public Builder<T> name(String name) {
      if (Objects.requireNonNull(name, "name").isBlank()) {
        throw new IllegalArgumentException("name must not be blank");
      }
      this.name = name;
      return this;
    }

    /**
     * Called after each Scan page of a segment and when the segment ends, with that segment's running
     * totals; calls come from the segments' threads, one at a time.
     */
    public Builder<T> progress(Consumer<BackfillProgress> progress) {
      this.progress = Objects.requireNonNull(progress, "progress");
      return this;
    }

    /** Reads and compares, writes nothing: the report's {@code rewritten()} counts the items that would be rewritten. */
    public Builder<T> dryRun(boolean dryRun) {
      this.dryRun = dryRun;
      return this;
    }

    public Backfill<T> build() {
      return new Backfill<>(this);
    }

    /** {@code build().run()}. */
    public BackfillReport run() {
      return build().run();
    }
  }
}
