package io.dynaforge.benchmarks.backfill;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.mapping.MapperRegistry;
import io.dynaforge.schema.Backfill;
import io.dynaforge.schema.BackfillReport;
import io.dynaforge.stream.CheckpointStore;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.RequestRecorder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * The backfill's measurements (issue 34), against a moto server of its own: throughput against moto's
 * ceiling (the same Scan pages and conditional UpdateItems sent by a hand-written loop on as many threads),
 * the rate limit, the extra requests a concurrent writer causes, and a resumed run's requests against the
 * remaining work. Prints a Markdown report.
 *
 * <pre>
 * java -cp target/classes:$(cat target/cp.txt) io.dynaforge.benchmarks.backfill.BackfillRun 2000 3
 * </pre>
 */
public final class BackfillRun {

  static final int SEGMENTS = 4;
  static final int PAGE = 100;

  private final DynamoDbClient client;
  private final RequestRecorder recorder;
  private final DynamoDbTemplate template;
  private final String table;
  private final int items;

  private BackfillRun(DynamoDbClient client, RequestRecorder recorder, DynamoDbTemplate template, int items) {
    this.client = client;
    this.recorder = recorder;
    this.template = template;
    this.table = template.getTableName(Shelf.class);
    this.items = items;
  }

  public static void main(String[] args) throws Exception {
    int items = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 3;
    RequestRecorder recorder = new RequestRecorder();
    try (LocalDynamoDb db = LocalDynamoDb.start();
        DynamoDbClient client = db.clientBuilder()
            .httpClientBuilder(software.amazon.awssdk.http.apache5.Apache5HttpClient.builder().maxConnections(32))
            .overrideConfiguration(c -> c.addExecutionInterceptor(recorder)).build()) {
      DynamoDbTemplate template = DynamoDbTemplate.builder(client)
          .mapperRegistry(new MapperRegistry().register(Shelf_Mapper.INSTANCE).register(Bin_Mapper.INSTANCE)).build();
      template.createTables(Shelf.class, Bin.class);
      new BackfillRun(client, recorder, template, items).run(rounds);
    }
  }

  private void run(int rounds) throws Exception {
    System.out.println("load before: " + uptime());
    System.out.printf(Locale.ROOT, "%d Shelf items (all lacking gsi1pk/gsi1sk) and %d Bin items, %d segments%n%n",
        items, items / 4, SEGMENTS);

    // 1. throughput, interleaved with the ceiling
    System.out.println("| round | hand-written loop (items/s) | Backfill (items/s) | ratio |");
    System.out.println("|---|---|---|---|");
    List<Double> ratios = new ArrayList<>();
    double bestBackfill = 0;
    for (int round = 1; round <= rounds; round++) {
      double ceiling = 0;
      if (round % 2 == 1) { // alternate which one runs first
        seed();
        ceiling = handWrittenLoop();
      }
      seed();
      BackfillReport report = Backfill.builder(template, Shelf.class).segments(SEGMENTS).run();
      if (round % 2 == 0) {
        seed();
        ceiling = handWrittenLoop();
      }
      check(report.rewritten() == items, "rewritten " + report.rewritten());
      double backfill = perSecond(report);
      bestBackfill = Math.max(bestBackfill, backfill);
      ratios.add(backfill / ceiling);
      System.out.printf(Locale.ROOT, "| %d | %.0f | %.0f | %.3f |%n", round, ceiling, backfill, backfill / ceiling);
    }
    double[] sorted = ratios.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    System.out.printf(Locale.ROOT, "%nmedian ratio %.3f; load: %s%n%n", sorted[sorted.length / 2], uptime());

    // 2. the rate, at about half of what the backfill reached
    int rate = Math.max(20, (int) (bestBackfill / 2));
    seed();
    BackfillReport dry = Backfill.builder(template, Shelf.class).segments(SEGMENTS).rate(rate).dryRun(true).run();
    BackfillReport limited = Backfill.builder(template, Shelf.class).segments(SEGMENTS).rate(rate).run();
    System.out.printf(Locale.ROOT, "rate(%d): dry run %.1f items/s (%.1f %%), with writes %.1f items/s (%.1f %%); load: %s%n%n",
        rate, perSecond(dry), 100 * perSecond(dry) / rate, perSecond(limited), 100 * perSecond(limited) / rate, uptime());

    // 3. a concurrent writer of the current model: it changes status and writes gsi1pk/gsi1sk with it, as a save
    // of the current model does, and bumps the version; a backfill that overwrote it would leave a gsi1pk
    // composed from an older status
    seed();
    recorder.clear();
    AtomicBoolean done = new AtomicBoolean();
    AtomicLong writes = new AtomicLong();
    Thread writer = new Thread(() -> {
      ThreadLocalRandom random = ThreadLocalRandom.current();
      while (!done.get()) {
        int i = random.nextInt(items);
        String status = "S" + random.nextInt(1000);
        try {
          client.updateItem(b -> b.tableName(table).key(key(i))
              .updateExpression("SET #s = :s, #p = :p, #q = :q, #v = #v + :one")
              .expressionAttributeNames(Map.of("#s", "status", "#p", "gsi1pk", "#q", "gsi1sk", "#v", "version"))
              .expressionAttributeValues(Map.of(":s", AttributeValue.fromS(status), ":p",
                  AttributeValue.fromS("STATUS#" + status), ":q", AttributeValue.fromS("A" + i % 20 + "#" + status),
                  ":one", AttributeValue.fromN("1"))));
          writes.incrementAndGet();
        } catch (RuntimeException e) {
          // keep writing
        }
      }
    });
    writer.start();
    BackfillReport contended = Backfill.builder(template, Shelf.class).segments(SEGMENTS).run();
    done.set(true);
    writer.join();
    long writerUpdates = writes.get();
    long updates = recorder.count("UpdateItem") - writerUpdates;
    long gets = recorder.count("GetItem");
    long lost = 0;
    for (Map<String, AttributeValue> item : client.scanPaginator(b -> b.tableName(table).consistentRead(true)).items()) {
      if (item.get("sk").s().startsWith("SHELF#")) {
        String status = item.get("status").s();
        if (!AttributeValue.fromS("STATUS#" + status).equals(item.get("gsi1pk"))
            || !AttributeValue.fromS(item.get("aisle").s() + "#" + status).equals(item.get("gsi1sk"))) {
          lost++; // columns composed from another status than the one stored: a write the backfill overwrote
        }
      }
    }
    System.out.printf(Locale.ROOT, "concurrent writer: %d writes during the backfill; backfill: %d rewritten, %d unchanged,"
            + " %d retries; requests: %d UpdateItem (%d beyond one per rewritten item), %d GetItem; items whose columns"
            + " do not follow their status (lost writes): %d%n%n", writerUpdates, contended.rewritten(),
        contended.unchanged(), contended.retries(), updates, updates - contended.rewritten(), gets, lost);

    // 4. stop after about 40 % and resume
    seed();
    recorder.clear();
    CheckpointStore checkpoints = CheckpointStore.inMemory();
    Thread runner = Thread.currentThread();
    AtomicLong readSoFar = new AtomicLong();
    Map<Integer, Long> perSegment = new java.util.concurrent.ConcurrentHashMap<>();
    AtomicBoolean interrupted = new AtomicBoolean();
    BackfillReport first = Backfill.builder(template, Shelf.class).segments(SEGMENTS).checkpoints(checkpoints)
        .progress(p -> {
          perSegment.put(p.segment(), p.read());
          long total = perSegment.values().stream().mapToLong(Long::longValue).sum();
          readSoFar.set(total);
          if (total >= items * 4 / 10 && interrupted.compareAndSet(false, true)) {
            runner.interrupt();
          }
        }).run();
    Thread.interrupted();
    int firstScans = recorder.count("Scan");
    int firstUpdates = recorder.count("UpdateItem");
    recorder.clear();
    BackfillReport second = Backfill.builder(template, Shelf.class).segments(SEGMENTS).checkpoints(checkpoints).run();
    long remaining = items - first.rewritten();
    System.out.printf(Locale.ROOT, "stopped run: %d rewritten (%d UpdateItem, %d Scan), completed=%s; resumed run: %d"
            + " segments skipped, %d rewritten, %d unchanged, requests: %d UpdateItem for %d remaining items, %d Scan, %d"
            + " other; load: %s%n", first.rewritten(), firstUpdates, firstScans, first.completed(), second.segmentsSkipped(),
        second.rewritten(), second.unchanged(), recorder.count("UpdateItem"), remaining, recorder.count("Scan"),
        recorder.count() - recorder.count("UpdateItem") - recorder.count("Scan"), uptime());
  }

  /** The items as stored before the model had gsi1pk/gsi1sk (the whole table rewritten). */
  private void seed() {
    List<WriteRequest> puts = new ArrayList<>();
    for (int i = 0; i < items; i++) {
      Map<String, AttributeValue> item = new HashMap<>(Shelf_Mapper.INSTANCE.toItem(
          new Shelf("st" + i % 50, "sh" + i, "NEW", "A" + i % 20, 1L)));
      item.remove("gsi1pk");
      item.remove("gsi1sk");
      puts.add(WriteRequest.builder().putRequest(PutRequest.builder().item(item).build()).build());
    }
    for (int i = 0; i < items / 4; i++) {
      puts.add(WriteRequest.builder().putRequest(PutRequest.builder()
          .item(Bin_Mapper.INSTANCE.toItem(new Bin("st" + i % 50, "b" + i, "bolts"))).build()).build());
    }
    for (int from = 0; from < puts.size(); from += 25) {
      List<WriteRequest> chunk = puts.subList(from, Math.min(puts.size(), from + 25));
      Map<String, List<WriteRequest>> pending = Map.of(table, chunk);
      while (!pending.isEmpty()) {
        Map<String, List<WriteRequest>> request = pending;
        pending = client.batchWriteItem(b -> b.requestItems(request)).unprocessedItems();
      }
    }
  }

  private static Map<String, AttributeValue> key(int i) {
    return Map.of("store", AttributeValue.fromS("st" + i % 50), "sk", AttributeValue.fromS("SHELF#sh" + i));
  }

  /**
   * Moto's ceiling for the backfill's requests: the same Scan pages (segment, 100 items, the kind's
   * filter) and one conditional UpdateItem per item, built by hand, on as many threads.
   */
  private double handWrittenLoop() throws Exception {
    long start = System.nanoTime();
    ExecutorService pool = Executors.newFixedThreadPool(SEGMENTS);
    List<Future<Long>> counts = new ArrayList<>();
    for (int s = 0; s < SEGMENTS; s++) {
      int segment = s;
      counts.add(pool.submit(() -> {
        long done = 0;
        Map<String, AttributeValue> startKey = null;
        do {
          Map<String, AttributeValue> from = startKey;
          ScanResponse page = client.scan(b -> b.tableName(table).segment(segment).totalSegments(SEGMENTS).limit(PAGE)
              .exclusiveStartKey(from).filterExpression("begins_with(#k, :k)")
              .expressionAttributeNames(Map.of("#k", "sk")).expressionAttributeValues(Map.of(":k", AttributeValue.fromS("SHELF#"))));
          for (Map<String, AttributeValue> item : page.items()) {
            String status = item.get("status").s();
            Map<String, AttributeValue> key = Map.of("store", item.get("store"), "sk", item.get("sk"));
            try {
              client.updateItem(b -> b.tableName(table).key(key).updateExpression("SET #a0 = :s0, #a1 = :s1")
                  .conditionExpression("attribute_exists(#a2) AND #a3 = :c2")
                  .expressionAttributeNames(Map.of("#a0", "gsi1pk", "#a1", "gsi1sk", "#a2", "store", "#a3", "version"))
                  .expressionAttributeValues(Map.of(":s0", AttributeValue.fromS("STATUS#" + status),
                      ":s1", AttributeValue.fromS(item.get("aisle").s() + "#" + status), ":c2", item.get("version"))));
              done++;
            } catch (ConditionalCheckFailedException e) {
              // not in this run: nobody else writes
            }
          }
          startKey = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey() : null;
        } while (startKey != null);
        return done;
      }));
    }
    long done = 0;
    for (Future<Long> count : counts) {
      done += count.get();
    }
    pool.shutdown();
    check(done == items, "the hand-written loop rewrote " + done);
    return done / ((System.nanoTime() - start) / 1e9);
  }

  private static double perSecond(BackfillReport report) {
    return report.read() / (report.duration().toNanos() / 1e9);
  }

  private static void check(boolean condition, String message) {
    if (!condition) {
      throw new IllegalStateException(message);
    }
  }

  /** The load averages, as {@code uptime} prints them. */
  private static String uptime() {
    try {
      return "load average " + String.join(", ", Arrays.copyOf(Files.readString(Path.of("/proc/loadavg")).trim().split(" "), 3));
    } catch (java.io.IOException e) {
      return "unknown load";
    }
  }

}
