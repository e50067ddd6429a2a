package io.dynaforge.it.generative;

import io.dynaforge.mapping.MapperRegistry;
import io.dynaforge.stream.CheckpointStore;
import io.dynaforge.stream.StreamDecoder;
import io.dynaforge.stream.StreamPoller;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * The streams step of a try: a {@link StreamPoller} consumes the table's stream while the try's random
 * writes of random kinds run, and crashes at random points (from a random moment it delivers and saves
 * nothing more, then it is stopped and a new poller resumes from the saved checkpoints). At the end every
 * record of the stream, read raw, must have been delivered at least once, and the first deliveries of
 * each key in the order the stream holds them.
 */
final class StreamWatch implements AutoCloseable {

  /** Totals over the run's tries: changes in the streams, crashes, changes delivered more than once. */
  static final java.util.concurrent.atomic.AtomicLongArray TOTALS = new java.util.concurrent.atomic.AtomicLongArray(3);

  private final DynamoDbStreamsClient streams;
  private final DynamoDbClient client;
  private final String table;
  private final StreamDecoder decoder;
  private final Random random;
  private final CheckpointStore durable = CheckpointStore.inMemory();
  /** Sequence number and key of every delivery, in delivery order. */
  private final List<String[]> delivered = Collections.synchronizedList(new ArrayList<>());
  private final int batchSize;
  private final Thread crasher;
  private volatile boolean watching = true;
  private Life life;
  private int crashes;

  /** One consumer process: dead once killed (its handler and its checkpoint saves fail). */
  private final class Life implements CheckpointStore {
    volatile boolean dead;
    final StreamPoller poller;

    Life() {
      poller = StreamPoller.builder(streams, client).table(table).decoder(decoder).checkpoints(this)
          .batchSize(batchSize).pollInterval(Duration.ofMillis(50)).retryDelay(Duration.ofMillis(2))
          .dispatcher(event -> {
            if (dead) {
              throw new IllegalStateException("the consumer crashed");
            }
            delivered.add(new String[] {event.sequenceNumber(), key(event.keys())});
            pause(1 + ThreadLocalRandom.current().nextInt(4)); // a handler at work: crashes fall within batches
          }).build();
      poller.start();
    }

    void crash() {
      dead = true;
      poller.stop();
    }

    @Override
    public String load(String namespace, String key) {
      return durable.load(namespace, key);
    }

    @Override
    public void save(String namespace, String key, String position) {
      if (dead) {
        throw new IllegalStateException("the consumer crashed");
      }
      durable.save(namespace, key, position);
    }

    @Override
    public Map<String, String> loadAll(String namespace) {
      return durable.loadAll(namespace);
    }
  }

  StreamWatch(DynamoDbStreamsClient streams, DynamoDbClient client, MapperRegistry mappers, String table,
      io.dynaforge.core.ItemCipher cipher, long seed) {
    this.streams = streams;
    this.client = client;
    this.table = table;
    StreamDecoder decoder = StreamDecoder.forTable(mappers, "gen").withTableName(table);
    // an encrypted model's images hold ciphertext: decrypted (and verified) before they are decoded
    this.decoder = cipher == null ? decoder : decoder.decryptingWith(cipher);
    this.random = new Random(seed);
    this.batchSize = 1 + random.nextInt(6);
    this.life = new Life();
    this.crasher = new Thread(this::crashAtRandomPoints, "generative-stream-crasher");
    crasher.setDaemon(true);
    crasher.start();
  }

  private void crashAtRandomPoints() {
    try {
      while (watching) {
        Thread.sleep(10 + random.nextInt(150));
        synchronized (this) {
          if (!watching) {
            return;
          }
          life.crash();
          crashes++;
          life = new Life();
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /**
   * Stops crashing, lets the last consumer catch up and checks the deliveries against the stream.
   *
   * @throws AssertionError labelled {@code [streams]} naming the first change lost or out of order
   */
  void verify() throws InterruptedException {
    stopCrashing();
    StreamPoller last;
    synchronized (this) {
      last = life.poller;
    }
    if (!last.awaitIdle(Duration.ofSeconds(30))) {
      throw new AssertionError("[streams] the consumer did not catch up with the stream of " + table);
    }
    List<Record> stream = readRaw();
    Set<String> seen = new HashSet<>();
    Map<String, List<String>> firstByKey = new LinkedHashMap<>();
    synchronized (delivered) {
      for (String[] delivery : delivered) {
        if (seen.add(delivery[0] + " " + delivery[1])) {
          firstByKey.computeIfAbsent(delivery[1], k -> new ArrayList<>()).add(delivery[0]);
        }
      }
    }
    Map<String, List<String>> expectedByKey = new HashMap<>();
    for (Record record : stream) {
      String sequence = record.dynamodb().sequenceNumber();
      String key = key(record.dynamodb().keys());
      // a change is its sequence number and its key: moto numbers two writes of one moment alike
      if (!seen.contains(sequence + " " + key)) {
        throw new AssertionError("[streams] change " + sequence + " (" + record.eventNameAsString() + " of " + key
            + ") was never delivered; " + crashes + " crashes, batch size " + batchSize);
      }
      expectedByKey.computeIfAbsent(key, k -> new ArrayList<>()).add(sequence);
    }
    TOTALS.addAndGet(0, stream.size());
    TOTALS.addAndGet(1, crashes);
    TOTALS.addAndGet(2, delivered.size() - seen.size());
    expectedByKey.forEach((key, expected) -> {
      if (!expected.equals(firstByKey.get(key))) {
        throw new AssertionError("[streams] the changes of " + key + " were first delivered as " + firstByKey.get(key)
            + ", the stream holds " + expected + "; " + crashes + " crashes, batch size " + batchSize);
      }
    });
  }

  /** The totals as a line of the run's summary. */
  static String summary() {
    return TOTALS.get(0) + " changes consumed through " + TOTALS.get(1) + " crashes at random points, "
        + TOTALS.get(2) + " delivered twice, none lost";
  }

  /** Every record of the table's stream, shard by shard from its oldest record. */
  private List<Record> readRaw() {
    String arn = client.describeTable(r -> r.tableName(table)).table().latestStreamArn();
    List<Record> records = new ArrayList<>();
    for (Shard shard : streams.describeStream(r -> r.streamArn(arn)).streamDescription().shards()) {
      String iterator = streams.getShardIterator(r -> r.streamArn(arn).shardId(shard.shardId())
          .shardIteratorType(ShardIteratorType.TRIM_HORIZON)).shardIterator();
      while (iterator != null) {
        String from = iterator;
        GetRecordsResponse page = streams.getRecords(r -> r.shardIterator(from));
        records.addAll(page.records());
        iterator = page.records().isEmpty() ? null : page.nextShardIterator();
      }
    }
    return records;
  }

  private static void pause(int millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static String key(Map<String, AttributeValue> keys) {
    AttributeValue pk = keys.get("pk");
    AttributeValue sk = keys.get("sk");
    return (pk == null ? keys.toString() : pk.s()) + "|" + (sk == null ? "" : sk.s());
  }

  private void stopCrashing() throws InterruptedException {
    watching = false;
    crasher.join();
  }

  @Override
  public void close() throws InterruptedException {
    stopCrashing();
    synchronized (this) {
      life.poller.stop();
    }
  }
}
