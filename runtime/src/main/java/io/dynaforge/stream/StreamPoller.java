package io.dynaforge.stream;

import java.time.Duration;
import java.util.ArrayList;
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
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamResponse;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.TrimmedDataAccessException;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Consumes one table's DynamoDB stream in this process: decodes each record ({@link StreamDecoder})
 * and hands it to a {@link ChangeDispatcher}, for local development, tests and single-instance
 * services (a fleet uses the KCL module).
 *
 * <ul>
 *   <li>Every shard is read, a child only after its parent has been read to its end; within a shard,
 *       records are dispatched one at a time, in order, on the poller's one thread.</li>
 *   <li>After each batch (one GetRecords) the shard's position, the sequence number of the last record
 *       dispatched, is saved in the {@link CheckpointStore} (namespace: the stream ARN, key: the shard
 *       id; {@value CheckpointStore#SHARD_END} for a shard read to its end). A poller started again
 *       with the same store resumes after those positions.</li>
 *   <li>At least once: a record is checkpointed only after its dispatch returned (or it went to the
 *       dead letter). A poller that dies between dispatch and checkpoint delivers the change again when
 *       restarted, so handlers must be idempotent ({@code docs/streams.md}).</li>
 *   <li>A dispatch that throws is retried, up to {@code maxAttempts} attempts in all; then the change
 *       goes to the {@code deadLetter} and the poller moves on. Without a dead letter the shard stops at
 *       that record and tries it again each poll (nothing is ever skipped).</li>
 *   <li>Failures of the stream calls (throttling, a server error, an expired iterator) are retried at the
 *       next poll from the last record dispatched; nothing is skipped or dispatched twice by them.</li>
 * </ul>
 */
public final class StreamPoller implements AutoCloseable {

  private static final System.Logger LOG = System.getLogger(StreamPoller.class.getName());

  private final DynamoDbStreamsClient streams;
  private final DynamoDbClient client;
  private final String table;
  private final String configuredStreamArn;
  private final StreamDecoder decoder;
  private final ChangeDispatcher dispatcher;
  private final StartingPosition startingPosition;
  private final CheckpointStore checkpoints;
  private final int maxAttempts;
  private final Consumer<FailedChange> deadLetter;
  private final Duration pollInterval;
  private final Duration retryDelay;
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
  private List<Shard> listing = List.of();
  private final Set<String> finished = new HashSet<>();
  private final Set<String> initialRoots = new HashSet<>();
  private boolean firstSync = true;
  private long lastSync;
  private boolean syncNeeded = true;

  /** What the poller knows of one shard. */
  private static final class ShardState {
    final String id;
    final boolean startAtLatest;
    String iterator;
    /** The last sequence number dispatched (or dead-lettered), or the checkpoint it started from. */
    String position;
    String checkpointed;

    ShardState(String id, String checkpoint, boolean startAtLatest) {
      this.id = id;
      this.position = checkpoint;
      this.checkpointed = checkpoint;
      this.startAtLatest = startAtLatest;
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
    this.startingPosition = b.startingPosition;
    this.checkpoints = b.checkpoints;
    this.maxAttempts = b.maxAttempts;
    this.deadLetter = b.deadLetter;
    this.pollInterval = b.pollInterval;
    this.retryDelay = b.retryDelay;
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
   * record to dispatch or failing: everything written before the call has been dispatched and
   * checkpointed.
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
        boolean busy = cycle();
        if (!busy) {
          lock.lock();
          try {
            lastIdleCycle = cycle;
            changed.signalAll();
          } finally {
            lock.unlock();
          }
          pause(pollInterval);
        }
      }
    } catch (RuntimeException | Error e) {
      fatal = e instanceof RuntimeException r ? r : new IllegalStateException(e);
      LOG.log(System.Logger.Level.ERROR, "stream poller of " + streamArn + " stopped", e);
    } finally {
      running = false;
      signal();
    }
  }

  /** One pass over the readable shards; whether it dispatched anything or met a failure. */
  private boolean cycle() {
    boolean busy = false;
    try {
      if (syncNeeded || System.nanoTime() - lastSync > shardSyncInterval.toNanos()) {
        sync();
      }
    } catch (SdkException e) {
      LOG.log(System.Logger.Level.WARNING, "DescribeStream of " + streamArn + " failed; retrying", e);
      return true;
    }
    for (Shard shard : ShardLineage.ready(listing, finished)) {
      if (!running) {
        break;
      }
      busy |= poll(state(shard));
    }
    busy |= checkpointPending();
    return busy;
  }

  /** Lists every shard of the stream (all pages) and the finished ones among them. */
  private void sync() {
    List<Shard> all = new ArrayList<>();
    String start = null;
    do {
      String from = start;
      DescribeStreamResponse page = streams.describeStream(r -> r.streamArn(streamArn).exclusiveStartShardId(from));
      all.addAll(page.streamDescription().shards());
      start = page.streamDescription().lastEvaluatedShardId();
    } while (start != null);
    for (Shard shard : all) {
      if (!shards.containsKey(shard.shardId()) && !finished.contains(shard.shardId())) {
        String checkpoint = checkpoints.load(streamArn, shard.shardId());
        if (CheckpointStore.SHARD_END.equals(checkpoint)) {
          finished.add(shard.shardId());
        } else if (firstSync && ShardLineage.isRoot(shard, all)) {
          initialRoots.add(shard.shardId());
        }
      }
    }
    listing = List.copyOf(all);
    firstSync = false;
    syncNeeded = false;
    lastSync = System.nanoTime();
  }

  private ShardState state(Shard shard) {
    return shards.computeIfAbsent(shard.shardId(), id -> new ShardState(id, checkpoints.load(streamArn, id),
        startingPosition == StartingPosition.LATEST && initialRoots.contains(id)));
  }

  /** One GetRecords of a shard and the dispatch of its records; whether it found records or failed. */
  private boolean poll(ShardState shard) {
    GetRecordsResponse response;
    try {
      if (shard.iterator == null) {
        shard.iterator = iterator(shard);
      }
      String iterator = shard.iterator;
      response = streams.getRecords(r -> r.shardIterator(iterator).limit(batchSize));
    } catch (TrimmedDataAccessException trimmed) {
      LOG.log(System.Logger.Level.WARNING, "shard " + shard.id + " of " + streamArn + " no longer holds the records"
          + " after " + shard.position + " (older than the stream keeps); reading from the oldest record it holds");
      shard.iterator = null;
      shard.position = null;
      return true;
    } catch (SdkException e) { // throttled, a server error, an expired iterator: again from the last dispatched
      LOG.log(System.Logger.Level.DEBUG, "GetRecords of shard " + shard.id + " failed; retrying", e);
      shard.iterator = null;
      return true;
    }
    List<Record> records = response.records();
    for (Record record : records) {
      if (!running || !deliver(record)) {
        shard.iterator = null; // the next poll starts after the last record dispatched
        checkpoint(shard);
        return true;
      }
      shard.position = record.dynamodb().sequenceNumber();
    }
    if (response.nextShardIterator() == null) { // closed and read to its end: its children may start
      shard.position = CheckpointStore.SHARD_END;
      if (checkpoint(shard)) {
        finished.add(shard.id);
        shards.remove(shard.id);
        syncNeeded = true;
      }
      return true;
    }
    shard.iterator = response.nextShardIterator();
    boolean saved = checkpoint(shard);
    return !records.isEmpty() || !saved;
  }

  private String iterator(ShardState shard) {
    if (shard.position != null) {
      return streams.getShardIterator(r -> r.streamArn(streamArn).shardId(shard.id)
          .shardIteratorType(ShardIteratorType.AFTER_SEQUENCE_NUMBER).sequenceNumber(shard.position)).shardIterator();
    }
    ShardIteratorType type = shard.startAtLatest ? ShardIteratorType.LATEST : ShardIteratorType.TRIM_HORIZON;
    return streams.getShardIterator(r -> r.streamArn(streamArn).shardId(shard.id).shardIteratorType(type))
        .shardIterator();
  }

  /**
   * Decodes and dispatches one record, up to {@code maxAttempts} times; then the dead letter. Whether the
   * record is done with (dispatched or dead-lettered): {@code false} leaves it to be tried again.
   */
  private boolean deliver(Record record) {
    ChangeEvent<?> event = null;
    RuntimeException last = null;
    for (int attempt = 1; attempt <= maxAttempts; attempt++) {
      try {
        if (event == null) {
          event = decoder.decode(record);
        }
        dispatcher.dispatch(event);
        return true;
      } catch (RuntimeException e) {
        last = e;
        if (attempt < maxAttempts && running) {
          pause(retryDelay.multipliedBy(attempt));
        }
        if (!running) {
          return false;
        }
      }
    }
    if (deadLetter == null) {
      LOG.log(System.Logger.Level.WARNING, "change " + record.dynamodb().sequenceNumber() + " failed " + maxAttempts
          + " times and there is no dead letter; trying it again at the next poll", last);
      pause(pollInterval);
      return false;
    }
    try {
      deadLetter.accept(new FailedChange(event, record, last, maxAttempts));
      return true;
    } catch (RuntimeException e) {
      LOG.log(System.Logger.Level.WARNING, "the dead letter refused change " + record.dynamodb().sequenceNumber()
          + "; trying it again at the next poll", e);
      return false;
    }
  }

  /** Saves the shard's position when it moved; whether it is saved (a failure is retried later). */
  private boolean checkpoint(ShardState shard) {
    if (shard.position == null || shard.position.equals(shard.checkpointed)) {
      return true;
    }
    try {
      checkpoints.save(streamArn, shard.id, shard.position);
      shard.checkpointed = shard.position;
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

  private void pause(Duration duration) {
    lock.lock();
    try {
      long left = duration.toNanos();
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
    private int maxAttempts = 3;
    private Consumer<FailedChange> deadLetter;
    private Duration pollInterval = Duration.ofSeconds(1);
    private Duration retryDelay = Duration.ofMillis(100);
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

    /** The dispatch attempts of one change, the first included (default 3), before the dead letter. */
    public Builder maxAttempts(int maxAttempts) {
      if (maxAttempts < 1) {
        throw new IllegalArgumentException("maxAttempts must be at least 1, got " + maxAttempts);
      }
      this.maxAttempts = maxAttempts;
      return this;
    }

    /** Receives a change whose dispatch failed {@code maxAttempts} times; the poller then moves on. */
    public Builder deadLetter(Consumer<FailedChange> deadLetter) {
      this.deadLetter = deadLetter;
      return this;
    }

    /** How long to wait after a pass that found nothing (default 1 s). */
    public Builder pollInterval(Duration pollInterval) {
      this.pollInterval = requirePositive(pollInterval, "pollInterval");
      return this;
    }

    /** The wait before the second attempt of a failed dispatch, doubled, tripled… for the next (default 100 ms). */
    public Builder retryDelay(Duration retryDelay) {
      this.retryDelay = Objects.requireNonNull(retryDelay);
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
