package io.dynaforge.stream;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.testing.ScriptedStreams;
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
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * A consumer that crashes at random points of a stream whose lineage grows while it reads (rollovers and
 * splits, keys moving to the child that owns their part of the hash range, as DynamoDB moves them): every
 * change is delivered at least once, the first deliveries of each key are in order, and a crash costs at
 * most one batch per shard of changes delivered twice. The totals are printed (the figure of issue 41).
 *
 * <p>A crash: from a random moment the process delivers nothing more and saves nothing more (its
 * checkpoint store and its handler fail), then it is stopped and a new poller starts over the durable
 * checkpoints.
 */
class StreamCrashTest {

  private static final int RUNS = Integer.getInteger("streams.crash.runs", 8);
  private static final int CHANGES = 400;
  private static final int BATCH = 10;
  private static final int HASHES = 1024;

  private static ScriptedStreams endpoint;
  private static DynamoDbStreamsClient client;

  @BeforeAll
  static void startEndpoint() {
    endpoint = ScriptedStreams.start();
    client = endpoint.client();
    // the SDK's first request costs a second of class loading: not a time a crash should fall in
    client.describeStream(r -> r.streamArn(endpoint.stream("warm-up")));
  }

  @AfterAll
  static void stopEndpoint() {
    client.close();
    endpoint.close();
  }

  /** An open shard and the part of the hash range whose keys it takes. */
  private record Leaf(String id, int from, int to) {
    boolean owns(int hash) {
      return hash >= from && hash < to;
    }
  }

  /** A checkpoint store of a process that can die: after {@link #kill()} nothing reaches the durable store. */
  private static final class Mortal implements CheckpointStore {
    final CheckpointStore durable;
    volatile boolean dead;

    Mortal(CheckpointStore durable) {
      this.durable = durable;
    }

    void kill() {
      dead = true;
    }

    public String load(String namespace, String key) {
      return durable.load(namespace, key);
    }

    public void save(String namespace, String key, String position) {
      if (dead) {
        throw new IllegalStateException("the process died");
      }
      durable.save(namespace, key, position);
    }

    public Map<String, String> loadAll(String namespace) {
      return durable.loadAll(namespace);
    }
  }

  @Test
  void crashesAtRandomPointsLoseNothingAndRepeatAtMostOneBatchPerShard() throws Exception {
    long seed = Long.getLong("streams.crash.seed", 20261207L);
    int crashes = 0;
    int twice = 0;
    int lost = 0;
    int worstPerCrash = 0;
    for (int run = 0; run < RUNS; run++) {
      int[] result = run(new Random(seed + run), "crash" + run);
      crashes += result[0];
      twice += result[1];
      lost += result[2];
      worstPerCrash = Math.max(worstPerCrash, result[3]);
    }
    System.out.printf("[streams] %d runs of %d changes, batch %d: %d crashes at random points, %d changes delivered"
        + " twice (worst crash %d), %d lost%n", RUNS, CHANGES, BATCH, crashes, twice, worstPerCrash, lost);
    assertThat(lost).isZero();
    assertThat(crashes).isGreaterThan(RUNS);
  }

  /** One run: {crashes, changes delivered twice, changes lost, the most a crash repeated}. */
  private int[] run(Random random, String table) throws Exception {
    String arn = endpoint.stream(table);
    List<Leaf> leaves = new ArrayList<>(List.of(new Leaf("s0", 0, HASHES)));
    endpoint.shard(arn, "s0", null);
    int shards = 1;
    Map<String, String> keyOfSequence = new LinkedHashMap<>();
    Map<String, Integer> versions = new HashMap<>();
    List<String> delivered = Collections.synchronizedList(new ArrayList<>());
    CheckpointStore durable = CheckpointStore.inMemory();
    StreamDecoder decoder = StreamDecoder.forTable(TestKinds.registry(), TestKinds.TABLE);

    int crashes = 0;
    List<List<String>> repeats = new ArrayList<>();
    List<Integer> bounds = new ArrayList<>();
    Mortal store = new Mortal(durable);
    StreamPoller poller = start(arn, decoder, store, delivered);
    for (int written = 0; written < CHANGES; ) {
      for (int burst = 1 + random.nextInt(25); burst > 0 && written < CHANGES; burst--, written++) {
        int key = random.nextInt(40);
        int hash = Math.floorMod(Integer.hashCode(key * 7919), HASHES);
        Leaf leaf = leaves.stream().filter(l -> l.owns(hash)).findFirst().orElseThrow();
        int version = versions.merge("k" + key, 1, Integer::sum);
        String id = "k" + key + "v" + version;
        String sequence = endpoint.append(arn, leaf.id(), "MODIFY", TestKinds.item("pk", "CUSTOMER#c", "sk",
            "ORDER#" + id), null, TestKinds.item("pk", "CUSTOMER#c", "sk", "ORDER#" + id));
        keyOfSequence.put(sequence, id);
      }
      int dice = random.nextInt(100);
      if (dice < 3) { // the every-four-hours rollover of one leaf
        Leaf old = leaves.remove(random.nextInt(leaves.size()));
        Leaf child = new Leaf("s" + shards++, old.from(), old.to());
        endpoint.rollover(arn, old.id(), child.id());
        leaves.add(child);
      } else if (dice < 6 && leaves.size() < 6) { // a split: each child takes half of the range
        Leaf old = leaves.remove(random.nextInt(leaves.size()));
        int middle = (old.from() + old.to()) / 2;
        Leaf a = new Leaf("s" + shards++, old.from(), middle);
        Leaf b = new Leaf("s" + shards++, middle, old.to());
        endpoint.split(arn, old.id(), a.id(), b.id());
        leaves.add(a);
        leaves.add(b);
      } else if (dice < 15) { // a crash at a random point of the consumer's work
        Thread.sleep(random.nextInt(10));
        store.kill();
        poller.stop();
        Set<String> done = new HashSet<>(delivered);
        crashes++;
        store = new Mortal(durable);
        List<String> again = Collections.synchronizedList(new ArrayList<>());
        repeats.add(again);
        bounds.add(BATCH * leaves.size()); // one batch for each shard that can hold undelivered changes
        poller = start(arn, decoder, store, delivered, again, done);
      }
      Thread.sleep(random.nextInt(40));
    }
    assertThat(poller.awaitIdle(Duration.ofSeconds(30))).isTrue();
    poller.stop();

    Set<String> seen = new HashSet<>(delivered);
    int lost = 0;
    for (String id : keyOfSequence.values()) {
      if (!seen.contains(id)) {
        lost++;
      }
    }
    int twice = delivered.size() - seen.size();
    // the first delivery of each change of one key comes in the order the key was written
    Map<String, Integer> lastFirst = new HashMap<>();
    Set<String> first = new HashSet<>();
    for (String id : new ArrayList<>(delivered)) {
      if (first.add(id)) {
        String key = id.substring(0, id.indexOf('v'));
        int version = Integer.parseInt(id.substring(id.indexOf('v') + 1));
        Integer previous = lastFirst.put(key, version);
        assertThat(previous == null ? 0 : previous).as("order of " + key + " in " + table).isEqualTo(version - 1);
      }
    }
    int worst = 0;
    for (int c = 0; c < repeats.size(); c++) {
      int repeated = new HashSet<>(repeats.get(c)).size();
      assertThat(repeated).as("changes a crash delivered twice in " + table).isLessThanOrEqualTo(bounds.get(c));
      worst = Math.max(worst, repeated);
    }
    return new int[] {crashes, twice, lost, worst};
  }

  private static void work() {
    long until = System.nanoTime() + java.util.concurrent.ThreadLocalRandom.current().nextLong(1_000_000);
    while (System.nanoTime() < until) {
      Thread.onSpinWait();
    }
  }

  private StreamPoller start(String arn, StreamDecoder decoder, Mortal store, List<String> delivered) {
    return start(arn, decoder, store, delivered, null, null);
  }

  private StreamPoller start(String arn, StreamDecoder decoder, Mortal store, List<String> delivered,
      List<String> again, Set<String> done) {
    StreamPoller poller = StreamPoller.builder(client, null).streamArn(arn).decoder(decoder).checkpoints(store)
        .batchSize(BATCH).pollInterval(Duration.ofMillis(2)).shardSyncInterval(Duration.ofMillis(50))
        .retryDelay(Duration.ofMillis(1)).dispatcher(e -> {
          if (store.dead) {
            throw new IllegalStateException("the process died");
          }
          String id = ((TestKinds.Order) e.newImage()).id();
          delivered.add(id);
          work(); // a handler that takes a while, so that crashes fall in the middle of batches
          if (again != null && done.contains(id)) {
            again.add(id);
          }
        }).build();
    poller.start();
    return poller;
  }
}
