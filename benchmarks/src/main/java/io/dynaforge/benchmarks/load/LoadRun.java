package io.dynaforge.benchmarks.load;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.expression.Update;
import io.dynaforge.mapping.MapperRegistry;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.testing.LocalDynamoDb;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A bounded load run (issue 23, point 7): mixed repository traffic through one template against the
 * local server, as fast as it answers, for a fixed time; prints throughput, p50/p99 latency per
 * operation and the heap after a full GC at the start and at the end (no growth expected).
 *
 * <pre>
 * java -cp target/classes:$(cat target/cp.txt) io.dynaforge.benchmarks.load.LoadRun 120 8
 * </pre>
 */
public final class LoadRun {

  private static final String[] OPERATIONS = {"save", "findById", "findByUser", "typed update", "count", "delete"};

  private LoadRun() {}

  public static void main(String[] args) throws Exception {
    int seconds = args.length > 0 ? Integer.parseInt(args[0]) : 120;
    int threads = args.length > 1 ? Integer.parseInt(args[1]) : 8;
    try (LocalDynamoDb db = LocalDynamoDb.start();
        DynamoDbClient client = db.clientBuilder().httpClientBuilder(
            software.amazon.awssdk.http.apache5.Apache5HttpClient.builder().maxConnections(threads * 2)).build()) {
      DynamoDbTemplate template = DynamoDbTemplate.builder(client)
          .mapperRegistry(new MapperRegistry().register(LoadItem_Mapper.INSTANCE)).build();
      template.createTables(LoadItem.class);
      LoadItemRepository items = new LoadItemRepository_Impl(template);
      for (int u = 0; u < 50; u++) { // a few items per user so that reads find something
        for (int e = 0; e < 4; e++) {
          items.save(new LoadItem("u" + u, "e" + e, e % 2 == 0 ? "buy" : "view", e, Instant.now()));
        }
      }
      long heapStart = heapAfterGc();
      long[][] latencies = new long[OPERATIONS.length][];
      List<List<long[]>> perThread = new ArrayList<>();
      for (int i = 0; i < OPERATIONS.length; i++) {
        perThread.add(java.util.Collections.synchronizedList(new ArrayList<>()));
      }
      AtomicLong errors = new AtomicLong();
      long deadline = System.nanoTime() + seconds * 1_000_000_000L;
      ExecutorService pool = Executors.newFixedThreadPool(threads);
      List<Future<?>> running = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        running.add(pool.submit(() -> {
          long[][] own = new long[OPERATIONS.length][1024];
          int[] counts = new int[OPERATIONS.length];
          ThreadLocalRandom random = ThreadLocalRandom.current();
          while (System.nanoTime() < deadline) {
            int op = pick(random.nextInt(100));
            String user = "u" + random.nextInt(50);
            String event = "e" + random.nextInt(8);
            long start = System.nanoTime();
            try {
              switch (op) {
                case 0 -> items.save(new LoadItem(user, event, "buy", random.nextInt(1000), Instant.now()));
                case 1 -> items.findById(DynamoDbCompositeId.of(user, event));
                case 2 -> items.findByUser(user);
                case 3 -> items.update(DynamoDbCompositeId.of(user, event),
                    Update.of(LoadItem.class).add(LoadItem_Attributes.amount, 1));
                case 4 -> items.countByUserAndKind(user, "buy");
                default -> items.deleteById(DynamoDbCompositeId.of(user, event));
              }
            } catch (RuntimeException e) {
              errors.incrementAndGet();
            }
            long took = System.nanoTime() - start;
            if (counts[op] == own[op].length) {
              own[op] = Arrays.copyOf(own[op], own[op].length * 2);
            }
            own[op][counts[op]++] = took;
          }
          for (int i = 0; i < OPERATIONS.length; i++) {
            perThread.get(i).add(Arrays.copyOf(own[i], counts[i]));
          }
          return null;
        }));
      }
      for (Future<?> f : running) {
        f.get();
      }
      pool.shutdown();
      long heapEnd = heapAfterGc();
      long total = 0;
      System.out.printf(Locale.ROOT, "%d s, %d threads, one template, moto%n", seconds, threads);
      for (int i = 0; i < OPERATIONS.length; i++) {
        latencies[i] = perThread.get(i).stream().flatMapToLong(Arrays::stream).sorted().toArray();
        total += latencies[i].length;
        System.out.printf(Locale.ROOT, "  %-14s %7d calls  p50 %6.1f ms  p99 %6.1f ms%n", OPERATIONS[i],
            latencies[i].length, percentile(latencies[i], 0.50), percentile(latencies[i], 0.99));
      }
      System.out.printf(Locale.ROOT, "  throughput %.1f calls/s, %d errors%n", total / (double) seconds, errors.get());
      System.out.printf(Locale.ROOT, "  heap after GC: start %.1f MB, end %.1f MB%n", heapStart / 1e6, heapEnd / 1e6);
    }
  }

  /** 30 % saves, 30 % gets, 15 % queries, 15 % typed updates, 5 % counts, 5 % deletes. */
  private static int pick(int roll) {
    return roll < 30 ? 0 : roll < 60 ? 1 : roll < 75 ? 2 : roll < 90 ? 3 : roll < 95 ? 4 : 5;
  }

  private static double percentile(long[] sorted, double q) {
    return sorted.length == 0 ? 0 : sorted[Math.min(sorted.length - 1, (int) (q * sorted.length))] / 1e6;
  }

  private static long heapAfterGc() throws InterruptedException {
    MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
    for (int i = 0; i < 3; i++) {
      System.gc();
      Thread.sleep(200);
    }
    return memory.getHeapMemoryUsage().getUsed();
  }
}
