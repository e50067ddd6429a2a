package io.dynaforge.stream;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;
import java.util.function.Function;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamResponse;
import software.amazon.awssdk.services.dynamodb.model.ExpiredIteratorException;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.TrimmedDataAccessException;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Consumes one table's DynamoDB stream in this process: decodes each record ({@link StreamDecoder})
 * and hands it to a {@link ChangeDispatcher}, for local development, tests and single-instance
 * services (a fleet uses the KCL module). Every change, in order within its shard, at least once.
 *
 * <ul>
 *   <li><b>Lineage.</b> Every shard is read, a child only after its parent has been read to its end
 *       (splits included); within a shard, records are dispatched one at a time, in order, on the
 *       poller's one thread.</li>
 *   <li><b>Positions, as KCL defines them.</b> {@link StartingPosition#LATEST} starts every shard open at
 *       the poller's first listing of the stream at its latest record, and treats the closed shards of
 *       that listing as finished; shards that appear later start at their oldest record.
 *       {@link StartingPosition#TRIM_HORIZON} starts every shard at its oldest record. From the first
 *       record read, a shard's position is pinned (and checkpointed before that record is dispatched):
 *       a failed or throttled GetRecords, an expired iterator, a handler failure, or a restart before the
 *       next checkpoint resumes at the first undelivered record, never at a new {@code LATEST}.</li>
 *   <li><b>Checkpoints.</b> After each batch (one GetRecords) the shard's position is saved in the
 *       {@link CheckpointStore} (namespace: the stream ARN, key: the shard id; {@value
 *       CheckpointStore#SHARD_END} for a shard read to its end). A poller started again with the same
 *       store resumes from those positions; a change dispatched but not yet checkpointed when the process
 *       died is delivered again (at most one batch per shard), so handlers must be idempotent.</li>
 *   <li><b>Handler failures</b> follow the {@link DeliveryPolicy}: without a dead letter a failing change
 *       is retried with backoff for as long as it fails and its shard waits (other shards go on); with
 *       one, it goes there after {@code maxAttempts} attempts.</li>
 *   <li><b>Stream failures</b> (throttling, a server error) are retried with the policy's backoff with the
 *       same iterator; an expired iterator is replaced by one at the pinned position.</li>
 *   <li><b>Gaps.</b> Records the shard dropped before they were delivered ({@code TrimmedDataAccessException}:
 *       older than the stream keeps) are reported once to {@link Builder#onGap} and logged as
 *       {@code [Dynaforge/StreamGap]}; delivery goes on from the oldest record left.</li>
 * </ul>
 *
 * <p>One limit, shared with KCL: a shard started at {@code LATEST} whose iterator expires (15 minutes
 * without a GetRecords) before any record was read starts at a new {@code LATEST}.
 */
public final class StreamPoller implements AutoCloseable {

  private static final System.Logger LOG = System.getLogger(StreamPoller.class.getName());

  private final DynamoDbStreamsClient streams;
  private final DynamoDbClient client;
  private final String table;
  private final String configuredStreamArn;
  private final StreamDecoder decoder;
  private final Function<Record, ChangeEvent<?>> decode;
  private final ChangeDispatcher dispatcher;
  private final StartingPosition startingPosition;
  private final CheckpointStore checkpoints;
  private final DeliveryPolicy delivery;
  private final Consumer<StreamGap> onGap;
  private final Duration pollInterval;
  private final Duration shardSyncInterval;
  private final int batchSize;

  private final ReentrantLock lock = new ReentrantLock();
  private final Condition changed = lock.newCondition();
  private volatile boolean running;
  private Thread thread;
  /** Cycles begun, and the last one that found nothing to do (no record, no failure); under the lock. */
  private long cyclesBegun;
  private long lastIdleCycle = -1;
  private volatile RuntimeException fatal;

  // poller thread only
  private String streamArn;
  private final Map<String, ShardState> shards = new LinkedHashMap<>();
  /** Where the shards first seen by the last listing start (no checkpoint of theirs was found). */
  private final Map<String, ShardPosition> starts = new HashMap<>();
  private List<Shard> listing = List.of();
  private final Set<String> finished = new HashSet<>();
  private boolean firstSync = true;
  private long lastSync;
  private boolean syncNeeded = true;

  /** What the poller knows of one shard. */
  private static final class ShardState {
    final String id;
    /** Where a new iterator starts: pinned at the first record read, then after each record delivered. */
    ShardPosition position;
    /** The checkpoint text last saved ({@code null}: none). */
    String checkpointed;
    /** The iterator of the next GetRecords; kept after a failed call, {@code null} when a new one is needed. */
    String iterator;
    /** Records read and not yet delivered, in order; the first is being delivered. */
    final ArrayDeque<Record> pending = new ArrayDeque<>();
    PendingChange head;
    /** The shard is closed and read to its end: finished once nothing is pending. */
    boolean endReached;
    /** {@link System#nanoTime()} before which the shard is not tried again (a backoff). */
    long notBefore;
    int readFailures;

    ShardState(String id, ShardPosition position, String checkpointed) {
      this.id = id;
      this.position = position;
      this.checkpointed = checkpointed;
    }
  }

  private StreamPoller(Builder b) {
    this.streams = Objects.requireNonNull(b.streams, "streams client");
    this.client = b.client;
    this.table = b.table;
    this.configuredStreamArn = b.streamArn;
    if (b.table == null && b.streamArn == null) {
      throw new IllegalStateException("StreamPoller needs table(name) or streamArn(arn)");
    }
    if (b.streamArn == null && client == null) {
      throw new IllegalStateException("StreamPoller needs a DynamoDbClient to find the stream of table '" + table
          + "', or streamArn(arn)");
    }
    this.dispatcher = Objects.requireNonNull(b.dispatcher, "dispatcher(ChangeDispatcher) is required");
    this.decoder = b.decoder != null ? b.decoder
        : StreamDecoder.forTable(Objects.requireNonNull(table, "table(name) or decoder(StreamDecoder)"));
    this.decode = decoder::decode;
    this.startingPosition = b.startingPosition;
    this.checkpoints = b.checkpoints;
    this.delivery = b.delivery.build();
    this.onGap = b.onGap;
    this.pollInterval = b.pollInterval;
    this.shardSyncInterval = b.shardSyncInterval;
    this.batchSize = b.batchSize;
  }

  /**
   * A builder over the streams client (GetRecords and friends) and the table's client (DescribeTable,
   * to find the table's stream; may be {@code null} when {@link Builder#streamArn} is given).
   */
  public static Builder builder(DynamoDbStreamsClient streams, DynamoDbClient client) {
    return new Builder(streams, client);
  }

  /**
   * Finds the table's stream and starts polling it on a thread of its own.
   *
   * @throws IllegalStateException when already started, or the table has no stream
   */
  public synchronized void start() {
    if (thread != null) {
      throw new IllegalStateException("StreamPoller already started");
    }
    streamArn = configuredStreamArn != null ? configuredStreamArn : findStream();
    running = true;
    thread = new Thread(this::run, "dynaforge-stream-" + (table != null ? table : streamArn));
    thread.setDaemon(true);
    thread.start();
  }

  /**
   * Stops polling: the record being dispatched finishes, the positions dispatched so far are
   * checkpointed, and the thread ends (waited for up to 30 seconds). A poller is not restarted; build a
   * new one over the same checkpoints.
   */
  public synchronized void stop() {
    Thread t = thread;
    if (t == null || !running) {
      return;
    }
    running = false;
    signal();
    try {
      t.join(TimeUnit.SECONDS.toMillis(30));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Override
  public void close() {
    stop();
  }

  /**
   * Waits until the poller has been through every readable shard, from after this call, without finding a
   * record to dispatch, a change waiting to be tried again or a failure: everything written before the
   * call has been dispatched and checkpointed.
   *
   * @return {@code true} when idle, {@code false} at the timeout (or when the poller has stopped)
   * @throws IllegalStateException wrapping the failure that stopped the poller (no stream, say)
   */
  public boolean awaitIdle(Duration timeout) throws InterruptedException {
    long deadline = System.nanoTime() + timeout.toNanos();
    lock.lock();
    try {
      long after = cyclesBegun;
      while (lastIdleCycle <= after) {
        if (fatal != null) {
          throw new IllegalStateException("The stream poller stopped: " + fatal.getMessage(), fatal);
        }
        long left = deadline - System.nanoTime();
        if (left <= 0 || !running) {
          return false;
        }
        changed.awaitNanos(left);
      }
      return true;
    } finally {
      lock.unlock();
    }
  }

  /** The ARN of the stream being read ({@code null} before {@link #start()}). */
  public String streamArn() {
    return streamArn;
  }

  /** The delivery policy in force. */
  public DeliveryPolicy delivery() {
    return delivery;
  }

  private String findStream() {
    String arn = client.describeTable(r -> r.tableName(table)).table().latestStreamArn();
    if (arn == null) {
      throw new IllegalStateException("Table '" + table + "' has no stream: declare @Table(stream = ...) and create"
          + " or update the table (SchemaManager.update enables it)");
    }
    return arn;
  }

  // ------------------------------------------------------------------ the loop

  private void run() {
    try {
      while (running) {
        long cycle;
        lock.lock();
        try {
          cycle = ++cyclesBegun;
        } finally {
          lock.unlock();
        }
        long wait = cycle();
        if (wait < 0) {
          lock.lock();
          try {
            lastIdleCycle = cycle;
            changed.signalAll();
          } finally {
            lock.unlock();
          }
          pause(pollInterval.toNanos());
        } else if (wait > 0) {
          pause(wait);
        }
      }
    } catch (RuntimeException | Error e) {
      fatal = e instanceof RuntimeException r ? r : new IllegalStateException(e);
      LOG.log(System.Logger.Level.ERROR, "stream poller of " + streamArn + " stopped", e);
    } finally {
      checkpointPending();
      running = false;
      signal();
    }
  }

  /**
   * One pass over the readable shards: {@code 0} when it delivered, read or failed (go again), the
   * nanoseconds until the next shard may be tried when only waiting shards are left, {@code -1} when idle.
   */
  private long cycle() {
    try {
      if (syncNeeded || System.nanoTime() - lastSync > shardSyncInterval.toNanos()) {
        sync();
      }
    } catch (SdkException e) {
      LOG.log(System.Logger.Level.WARNING, "DescribeStream of " + streamArn + " failed; retrying", e);
      return pollInterval.toNanos();
    }
    boolean busy = false;
    long wake = Long.MAX_VALUE;
    for (Shard shard : ShardLineage.ready(listing, finished)) {
      if (!running) {
        break;
      }
      ShardState state = state(shard);
      long left = state.notBefore - System.nanoTime();
      if (left > 0) {
        wake = Math.min(wake, left);
      } else {
        busy |= step(state);
      }
    }
    if (busy) {
      return 0;
    }
    if (checkpointPending()) {
      wake = Math.min(wake, pollInterval.toNanos());
    }
    return wake == Long.MAX_VALUE ? -1 : Math.max(1, wake);
  }

  /** Lists every shard of the stream (all pages); decides where the shards it sees first start. */
  private void sync() {
    List<Shard> all = new ArrayList<>();
    String start = null;
    do {
      String from = start;
      DescribeStreamResponse page = streams.describeStream(r -> r.streamArn(streamArn).exclusiveStartShardId(from));
      all.addAll(page.streamDescription().shards());
      start = page.streamDescription().lastEvaluatedShardId();
    } while (start != null);
    Map<String, String> saved = firstSync ? checkpoints.loadAll(streamArn) : null;
    // LATEST applies to the first listing of a stream this store has never seen; any later shard is new
    boolean latest = firstSync && saved.isEmpty() && startingPosition == StartingPosition.LATEST;
    for (Shard shard : all) {
      String id = shard.shardId();
      if (shards.containsKey(id) || finished.contains(id) || starts.containsKey(id)) {
        continue;
      }
      String checkpoint = saved != null ? saved.get(id) : checkpoints.load(streamArn, id);
      ShardPosition position = ShardPosition.parse(checkpoint);
      if (position == null && latest) {
        position = isClosed(shard) ? ShardPosition.END : ShardPosition.LATEST;
        saveQuietly(id, position); // a restart before any record is read starts where this one did
      }
      if (position == null) {
        position = ShardPosition.TRIM_HORIZON;
      }
      if (position.isEnd()) {
        finished.add(id);
      } else {
        starts.put(id, position);
      }
    }
    listing = List.copyOf(all);
    firstSync = false;
    syncNeeded = false;
    lastSync = System.nanoTime();
  }

  private static boolean isClosed(Shard shard) {
    return shard.sequenceNumberRange() != null && shard.sequenceNumberRange().endingSequenceNumber() != null;
  }

  private void saveQuietly(String shardId, ShardPosition position) {
    try {
      checkpoints.save(streamArn, shardId, position.encode());
    } catch (RuntimeException e) {
      LOG.log(System.Logger.Level.WARNING, "checkpoint of shard " + shardId + " failed", e);
    }
  }

  private ShardState state(Shard shard) {
    // a listed shard neither being read nor finished was seen first by sync(), which decided its start
    return shards.computeIfAbsent(shard.shardId(), id -> {
      ShardPosition start = starts.remove(id);
      return new ShardState(id, start, start.encode());
    });
  }

  /** One step of a shard: deliver what is pending, else read a batch; whether anything happened. */
  private boolean step(ShardState shard) {
    if (!shard.pending.isEmpty()) {
      deliverPending(shard);
      return true;
    }
    if (shard.endReached) {
      finish(shard);
      return true;
    }
    return read(shard);
  }

  /** One GetRecords and the delivery of its records; whether it found records or failed. */
  private boolean read(ShardState shard) {
    GetRecordsResponse response;
    try {
      if (shard.iterator == null) {
        shard.iterator = iterator(shard);
      }
      String iterator = shard.iterator;
      response = streams.getRecords(r -> r.shardIterator(iterator).limit(batchSize));
    } catch (TrimmedDataAccessException trimmed) {
      gap(shard);
      return true;
    } catch (ExpiredIteratorException expired) { // a new one at the pinned position
      LOG.log(System.Logger.Level.DEBUG, "iterator of shard " + shard.id + " expired; resuming at " + shard.position);
      shard.iterator = null;
      return true;
    } catch (SdkException e) { // throttled, a server error: the same iterator again after a backoff
      shard.readFailures++;
      Duration wait = delivery.backoff(shard.readFailures);
      shard.notBefore = System.nanoTime() + wait.toNanos();
      LOG.log(shard.readFailures > 3 ? System.Logger.Level.WARNING : System.Logger.Level.DEBUG,
          "reading shard " + shard.id + " of " + streamArn + " failed " + shard.readFailures + " time(s); again in "
              + wait, e);
      return true;
    }
    shard.readFailures = 0;
    List<Record> records = response.records();
    shard.iterator = response.nextShardIterator();
    shard.endReached = shard.iterator == null;
    if (!records.isEmpty()) {
      if (!shard.position.isPinned()) { // from now on, never a new LATEST: resume at this record
        shard.position = ShardPosition.at(records.get(0).dynamodb().sequenceNumber());
        checkpoint(shard);
      }
      shard.pending.addAll(records);
      deliverPending(shard);
      return true;
    }
    if (shard.endReached) {
      finish(shard);
      return true;
    }
    return false;
  }

  private String iterator(ShardState shard) {
    ShardPosition at = shard.position;
    return streams.getShardIterator(r -> r.streamArn(streamArn).shardId(shard.id).shardIteratorType(at.type())
        .sequenceNumber(at.sequenceNumber())).shardIterator();
  }

  /** Delivers the pending records in order until one must wait; then checkpoints what was delivered. */
  private void deliverPending(ShardState shard) {
    while (!shard.pending.isEmpty() && running) {
      Record record = shard.pending.peek();
      if (shard.head == null) {
        shard.head = new PendingChange(delivery, record, source(shard));
      }
      if (shard.head.attempt(decode, dispatcher) == PendingChange.Outcome.RETRY) {
        shard.notBefore = System.nanoTime() + shard.head.retryDelay().toNanos();
        break;
      }
      shard.head = null;
      shard.pending.poll();
      shard.position = ShardPosition.after(record.dynamodb().sequenceNumber());
    }
    checkpoint(shard);
  }

  private String source(ShardState shard) {
    return "table '" + tableName() + "' (shard " + shard.id + ")";
  }

  /** The physical table: as configured, else the decoder's. */
  private String tableName() {
    return table != null ? table : decoder.tableName();
  }

  /** A shard read to its end: its children may start. */
  private void finish(ShardState shard) {
    shard.position = ShardPosition.END;
    if (checkpoint(shard)) {
      finished.add(shard.id);
      shards.remove(shard.id);
      syncNeeded = true;
    }
  }

  /** The shard no longer holds records after its position: reported, then read from its oldest record. */
  private void gap(ShardState shard) {
    StreamGap gap = new StreamGap(tableName(), shard.id, shard.position.lastDelivered());
    LOG.log(System.Logger.Level.WARNING, "[Dynaforge/StreamGap] Shard " + shard.id + " of " + streamArn
        + " no longer holds the changes after " + (gap.lastDelivered() == null ? "its start" : gap.lastDelivered())
        + " (the stream keeps records for 24 hours): they cannot be delivered. Going on from the oldest record"
        + " left; rebuild what depends on the missing changes (a Backfill, a reload)");
    if (onGap != null) {
      try {
        onGap.accept(gap);
      } catch (RuntimeException e) {
        LOG.log(System.Logger.Level.WARNING, "the onGap consumer of " + streamArn + " failed", e);
      }
    }
    shard.iterator = null;
    shard.position = ShardPosition.TRIM_HORIZON;
    checkpoint(shard);
  }

  /** Saves the shard's position when it moved; whether it is saved (a failure is retried later). */
  private boolean checkpoint(ShardState shard) {
    String text = shard.position.encode();
    if (text.equals(shard.checkpointed)) {
      return true;
    }
    try {
      checkpoints.save(streamArn, shard.id, text);
      shard.checkpointed = text;
      return true;
    } catch (RuntimeException e) {
      LOG.log(System.Logger.Level.WARNING, "checkpoint of shard " + shard.id + " failed; saving it again later", e);
      return false;
    }
  }

  /** Saves the positions a failed save left behind; whether any is still pending. */
  private boolean checkpointPending() {
    boolean pending = false;
    for (ShardState shard : new ArrayList<>(shards.values())) {
      pending |= !checkpoint(shard);
    }
    return pending;
  }

  private void pause(long nanos) {
    lock.lock();
    try {
      long left = nanos;
      long deadline = System.nanoTime() + left;
      while (running && left > 0) {
        changed.awaitNanos(left);
        left = deadline - System.nanoTime();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      running = false;
    } finally {
      lock.unlock();
    }
  }

  private void signal() {
    lock.lock();
    try {
      changed.signalAll();
    } finally {
      lock.unlock();
    }
  }

  /** {@link StreamPoller#builder}. */
  public static final class Builder {
    private final DynamoDbStreamsClient streams;
    private final DynamoDbClient client;
    private String table;
    private String streamArn;
    private StreamDecoder decoder;
    private ChangeDispatcher dispatcher;
    private StartingPosition startingPosition = StartingPosition.TRIM_HORIZON;
    private CheckpointStore checkpoints = CheckpointStore.inMemory();
    private DeliveryPolicy.Builder delivery = DeliveryPolicy.builder();
    private Consumer<StreamGap> onGap;
    private Duration pollInterval = Duration.ofSeconds(1);
    private Duration shardSyncInterval = Duration.ofSeconds(30);
    private int batchSize = 1000;

    private Builder(DynamoDbStreamsClient streams, DynamoDbClient client) {
      this.streams = streams;
      this.client = client;
    }

    /**
     * The physical table whose stream is read (DescribeTable gives its latest stream). Without
     * {@link #decoder}, events are decoded by {@code StreamDecoder.forTable(table)}, so the name is then
     * also the logical one.
     */
    public Builder table(String table) {
      this.table = table;
      return this;
    }

    /** The stream to read, instead of the latest stream of {@link #table}. */
    public Builder streamArn(String streamArn) {
      this.streamArn = streamArn;
      return this;
    }

    /** The decoder (default: {@code StreamDecoder.forTable(table)}). */
    public Builder decoder(StreamDecoder decoder) {
      this.decoder = decoder;
      return this;
    }

    /** Where events go: a generated {@code <Handler>_Dispatcher}, or a lambda. Required. */
    public Builder dispatcher(ChangeDispatcher dispatcher) {
      this.dispatcher = dispatcher;
      return this;
    }

    /** Where a shard without a checkpoint starts (default {@code TRIM_HORIZON}). */
    public Builder startingPosition(StartingPosition startingPosition) {
      this.startingPosition = Objects.requireNonNull(startingPosition);
      return this;
    }

    /** The positions to resume from and save to (default: {@link CheckpointStore#inMemory()}). */
    public Builder checkpoints(CheckpointStore checkpoints) {
      this.checkpoints = Objects.requireNonNull(checkpoints);
      return this;
    }

    /**
     * How a change whose handler throws is delivered (default {@link DeliveryPolicy#defaults()}: retried
     * with backoff for as long as it fails, its shard waiting; nothing is ever skipped without a dead
     * letter). Replaces what {@link #maxAttempts}, {@link #deadLetter} and {@link #retryDelay} set before.
     */
    public Builder delivery(DeliveryPolicy delivery) {
      this.delivery = delivery.toBuilder();
      return this;
    }

    /** Shortcut for the delivery policy's {@link DeliveryPolicy.Builder#maxAttempts}. */
    public Builder maxAttempts(int maxAttempts) {
      delivery.maxAttempts(maxAttempts);
      return this;
    }

    /**
     * Shortcut for the delivery policy's {@link DeliveryPolicy.Builder#deadLetter}: receives a change whose
     * dispatch failed {@code maxAttempts} times; the poller then moves on. Without one nothing is skipped.
     */
    public Builder deadLetter(Consumer<FailedChange> deadLetter) {
      delivery.deadLetter(deadLetter);
      return this;
    }

    /**
     * Shortcut for the delivery policy's first backoff (default 100 ms; doubled after each further failure,
     * up to 5 s or this value when larger).
     */
    public Builder retryDelay(Duration retryDelay) {
      Objects.requireNonNull(retryDelay, "retryDelay");
      DeliveryPolicy current = delivery.build();
      Duration max = current.backoffMax().compareTo(retryDelay) < 0 ? retryDelay : current.backoffMax();
      delivery.backoff(retryDelay, max);
      return this;
    }

    /** Receives each gap: changes a shard dropped before they were delivered (see {@link StreamGap}). */
    public Builder onGap(Consumer<StreamGap> onGap) {
      this.onGap = onGap;
      return this;
    }

    /** How long to wait after a pass that found nothing (default 1 s). */
    public Builder pollInterval(Duration pollInterval) {
      this.pollInterval = requirePositive(pollInterval, "pollInterval");
      return this;
    }

    /** How often the shard listing is read again to find new shards (default 30 s; also after a shard ends). */
    public Builder shardSyncInterval(Duration shardSyncInterval) {
      this.shardSyncInterval = requirePositive(shardSyncInterval, "shardSyncInterval");
      return this;
    }

    /** The most records one GetRecords returns (1 to 1000, default 1000). */
    public Builder batchSize(int batchSize) {
      if (batchSize < 1 || batchSize > 1000) {
        throw new IllegalArgumentException("batchSize must be 1 to 1000, got " + batchSize);
      }
      this.batchSize = batchSize;
      return this;
    }

    public StreamPoller build() {
      return new StreamPoller(this);
    }

    private static Duration requirePositive(Duration d, String name) {
      if (d == null || d.isNegative() || d.isZero()) {
        throw new IllegalArgumentException(name + " must be positive, got " + d);
      }
      return d;
    }
  }
}
