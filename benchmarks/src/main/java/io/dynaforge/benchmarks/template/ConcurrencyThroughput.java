package io.dynaforge.benchmarks.template;

import static io.dynaforge.benchmarks.Quantiles.median;
import static io.dynaforge.benchmarks.Quantiles.quantile;

import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.mapping.MapperRegistry;
import io.dynaforge.reactive.ReactiveDynamoDbOperations;
import io.dynaforge.reactive.ReactiveDynamoDbTemplate;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Throughput at {@code callers} concurrent callers on a canned endpoint that answers each request
 * after a fixed latency (issue 32): the reactive template on its event loop ({@code callers}
 * {@code Mono}s in flight, {@code Flux.range(...).flatMap(call, callers)}) against the blocking
 * template on a pool of {@code callers} threads, each calling in a loop. The reactive side runs over
 * {@link CannedAsyncHttpClient}, whose scheduled executor delivers each response {@code latency}
 * after the request without holding a thread; the blocking side over {@link CannedHttpClient}, whose
 * calling thread sleeps for the latency (a blocking HTTP client's thread waits on the socket just
 * the same).
 *
 * <p>Each round runs both sides, in alternating order, for the same time; each run builds its own
 * SDK client, template and threads and closes them afterwards, so the threads a run reports are its
 * own: the JVM's live thread count sampled every 10 ms (and {@code ThreadMXBean}'s peak), minus the
 * count before the run, with the run's threads grouped by name at the sampled peak. Ops/second count
 * calls completed from the start until the last call in flight has ended after the stop signal. CPU is
 * the process's CPU time per call (all threads, JIT and GC included).
 *
 * <pre>
 * java -Xms1g -Xmx1g -cp target/benchmarks.jar io.dynaforge.benchmarks.template.ConcurrencyThroughput
 * java -Xms1g -Xmx1g -cp target/benchmarks.jar io.dynaforge.benchmarks.template.ConcurrencyThroughput 10 5 64 2 findById
 * </pre>
 * Arguments: rounds (5), seconds per run (5), callers (64), latency in milliseconds (2), operation
 * ({@code findById} or {@code save}), canned event-loop threads (twice the CPUs, as Netty's default),
 * warm-up rounds (2). {@code -Dreactive.completion=sdk} (the default) keeps the SDK's own
 * future-completion pool ({@code sdk-async-response-*}), where the template's result mapping and the
 * next request's preparation run; {@code direct} runs them on the event loop that delivered the response.
 */
public final class ConcurrencyThroughput {

  private static final com.sun.management.ThreadMXBean THREADS =
      (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
  private static final com.sun.management.OperatingSystemMXBean OS =
      (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
  private static final Customer CUSTOMER = ReactiveRatios.customer();

  private ConcurrencyThroughput() {}

  /** One run's figures. */
  record Run(String side, long ops, long nanos, long cpuNanos, int baseline, int sampledPeak, int mxPeak,
      Map<String, Integer> threads) {
    double opsPerSecond() {
      return ops * 1e9 / nanos;
    }

    double cpuMicrosPerOp() {
      return cpuNanos / 1e3 / ops;
    }
  }

  public static void main(String[] args) throws Exception {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
    long runNanos = (long) ((args.length > 1 ? Double.parseDouble(args[1]) : 5) * 1e9);
    int callers = args.length > 2 ? Integer.parseInt(args[2]) : 64;
    long latencyNanos = (long) ((args.length > 3 ? Double.parseDouble(args[3]) : 2) * 1e6);
    String operation = args.length > 4 ? args[4] : "findById";
    int eventLoopThreads = args.length > 5 ? Integer.parseInt(args[5]) : 2 * Runtime.getRuntime().availableProcessors();
    int warmup = args.length > 6 ? Integer.parseInt(args[6]) : 2;
    String completionMode = System.getProperty("reactive.completion", "sdk");
    if (!completionMode.equals("sdk") && !completionMode.equals("direct")) {
      throw new IllegalArgumentException("-Dreactive.completion=sdk|direct, not " + completionMode);
    }
    Function<ReactiveDynamoDbOperations, Mono<?>> reactiveCall = switch (operation) {
      case "findById" -> t -> t.findById(Customer.class, "c-1");
      case "save" -> t -> t.save(CUSTOMER);
      default -> throw new IllegalArgumentException("operation findById or save, not " + operation);
    };
    Function<DynamoDbOperations, Object> blockingCall = operation.equals("findById")
        ? t -> t.findById(Customer.class, "c-1").orElseThrow() : t -> t.save(CUSTOMER);

    System.out.printf(Locale.ROOT, "%s, %d callers, %.1f ms latency per response, %d canned event-loop threads,"
        + " completion: %s; %d rounds of %.1f s per side after %d warm-up rounds; %s %s, %d CPUs%n", operation,
        callers, latencyNanos / 1e6, eventLoopThreads, completionMode, rounds, runNanos / 1e9, warmup,
        System.getProperty("java.vm.name"), Runtime.version(), Runtime.getRuntime().availableProcessors());
    System.out.printf(Locale.ROOT, "ideal (callers / latency): %.0f ops/s%n", callers / (latencyNanos / 1e9));

    ScheduledExecutorService sampler = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "thread-sampler");
      t.setDaemon(true);
      return t;
    });
    sampler.submit(() -> { }).get(); // its thread started now, so it is in every run's baseline
    List<Run> reactiveRuns = new ArrayList<>();
    List<Run> blockingRuns = new ArrayList<>();
    for (int round = -warmup; round < rounds; round++) {
      boolean reactiveFirst = (round & 1) == 0;
      for (int side = 0; side < 2; side++) {
        boolean reactive = (side == 0) == reactiveFirst;
        Run run = reactive
            ? reactiveRun(reactiveCall, callers, latencyNanos, eventLoopThreads, completionMode, runNanos, sampler)
            : blockingRun(blockingCall, callers, latencyNanos, runNanos, sampler);
        System.out.printf(Locale.ROOT, "  %s %-8s %9.0f ops/s  %6.1f µs CPU/op  threads: %d before, peak +%d"
            + " (sampled; ThreadMXBean peak +%d)  %s%n", round < 0 ? "warm-up" : "round " + round, run.side(),
            run.opsPerSecond(), run.cpuMicrosPerOp(), run.baseline(), run.sampledPeak() - run.baseline(),
            run.mxPeak() - run.baseline(), run.threads());
        if (round >= 0) {
          (reactive ? reactiveRuns : blockingRuns).add(run);
        }
      }
    }
    sampler.shutdownNow();
    if (rounds == 0) {
      return;
    }
    double[] ratio = new double[rounds];
    double[] reactiveOps = new double[rounds];
    double[] blockingOps = new double[rounds];
    double[] reactiveCpu = new double[rounds];
    double[] blockingCpu = new double[rounds];
    double[] reactiveThreads = new double[rounds];
    double[] blockingThreads = new double[rounds];
    for (int i = 0; i < rounds; i++) {
      Run r = reactiveRuns.get(i);
      Run b = blockingRuns.get(i);
      reactiveOps[i] = r.opsPerSecond();
      blockingOps[i] = b.opsPerSecond();
      ratio[i] = reactiveOps[i] / blockingOps[i];
      reactiveCpu[i] = r.cpuMicrosPerOp();
      blockingCpu[i] = b.cpuMicrosPerOp();
      reactiveThreads[i] = r.sampledPeak() - r.baseline();
      blockingThreads[i] = b.sampledPeak() - b.baseline();
    }
    System.out.printf(Locale.ROOT, "medians of %d rounds [q1, q3]:%n", rounds);
    System.out.printf(Locale.ROOT, "  reactive: %9.0f ops/s [%.0f, %.0f]  %6.1f µs CPU/op  +%.0f threads%n",
        median(reactiveOps), quantile(reactiveOps, 0.25), quantile(reactiveOps, 0.75), median(reactiveCpu),
        median(reactiveThreads));
    System.out.printf(Locale.ROOT, "  blocking: %9.0f ops/s [%.0f, %.0f]  %6.1f µs CPU/op  +%.0f threads%n",
        median(blockingOps), quantile(blockingOps, 0.25), quantile(blockingOps, 0.75), median(blockingCpu),
        median(blockingThreads));
    System.out.printf(Locale.ROOT, "  reactive / blocking throughput: %.3f [%.3f, %.3f]%n", median(ratio),
        quantile(ratio, 0.25), quantile(ratio, 0.75));
  }

  private static Run reactiveRun(Function<ReactiveDynamoDbOperations, Mono<?>> call, int callers, long latencyNanos,
      int eventLoopThreads, String completion, long runNanos, ScheduledExecutorService sampler) {
    int baseline = settledThreadCount();
    Watch watch = Watch.start(sampler, baseline);
    CannedAsyncHttpClient http = new CannedAsyncHttpClient(latencyNanos, eventLoopThreads);
    DynamoDbAsyncClient client = CannedClients.async(http, completion.equals("direct") ? Runnable::run : null, null);
    ReactiveDynamoDbOperations template = ReactiveDynamoDbTemplate.builder(client)
        .mapperRegistry(new MapperRegistry().register(Customer_Mapper.INSTANCE)).build();
    long cpu = OS.getProcessCpuTime();
    long start = System.nanoTime();
    long deadline = start + runNanos;
    Long ops = Flux.range(0, Integer.MAX_VALUE)
        .takeWhile(i -> System.nanoTime() < deadline)
        .flatMap(i -> call.apply(template), callers)
        .count()
        .block();
    long nanos = System.nanoTime() - start;
    cpu = OS.getProcessCpuTime() - cpu;
    Run run = watch.stop("reactive", ops, nanos, cpu);
    client.close();
    http.close();
    return run;
  }

  private static Run blockingRun(Function<DynamoDbOperations, Object> call, int callers, long latencyNanos,
      long runNanos, ScheduledExecutorService sampler) throws Exception {
    int baseline = settledThreadCount();
    Watch watch = Watch.start(sampler, baseline);
    DynamoDbClient client = CannedClients.blocking(new CannedHttpClient(latencyNanos), null);
    DynamoDbOperations template = DynamoDbTemplate.builder(client)
        .mapperRegistry(new MapperRegistry().register(Customer_Mapper.INSTANCE)).build();
    AtomicInteger n = new AtomicInteger();
    ExecutorService pool = Executors.newFixedThreadPool(callers, r -> {
      Thread t = new Thread(r, "blocking-caller-" + n.incrementAndGet());
      t.setDaemon(true);
      return t;
    });
    CountDownLatch go = new CountDownLatch(1);
    AtomicLong deadline = new AtomicLong();
    List<Future<Long>> counts = new ArrayList<>();
    for (int i = 0; i < callers; i++) {
      counts.add(pool.submit(() -> {
        go.await();
        long end = deadline.get();
        long done = 0;
        while (System.nanoTime() < end) {
          call.apply(template);
          done++;
        }
        return done;
      }));
    }
    while (n.get() < callers) { // every caller's thread started before the clock
      Thread.onSpinWait();
    }
    long cpu = OS.getProcessCpuTime();
    long start = System.nanoTime();
    deadline.set(start + runNanos);
    go.countDown();
    long ops = 0;
    for (Future<Long> count : counts) {
      ops += count.get();
    }
    long nanos = System.nanoTime() - start;
    cpu = OS.getProcessCpuTime() - cpu;
    Run run = watch.stop("blocking", ops, nanos, cpu);
    pool.shutdown();
    pool.awaitTermination(10, TimeUnit.SECONDS);
    client.close();
    return run;
  }

  /** The live thread count once the previous run's threads have ended (waits up to 10 s for it to stop falling). */
  private static int settledThreadCount() {
    int count = THREADS.getThreadCount();
    long until = System.nanoTime() + 10_000_000_000L;
    int stable = 0;
    while (System.nanoTime() < until && stable < 10) {
      System.gc(); // lets ended threads' objects go; harmless between runs
      try {
        Thread.sleep(50);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        break;
      }
      int now = THREADS.getThreadCount();
      stable = now >= count ? stable + 1 : 0;
      count = Math.min(count, now);
    }
    return THREADS.getThreadCount();
  }

  /** Samples the live thread count every 10 ms during a run, and names the threads at its peak. */
  private static final class Watch {
    private final int baseline;
    private final java.util.concurrent.ScheduledFuture<?> task;
    private volatile int peak;
    private volatile Map<String, Integer> atPeak = Map.of();
    private final java.util.Set<Long> before;

    private Watch(ScheduledExecutorService sampler, int baseline) {
      this.baseline = baseline;
      this.peak = baseline;
      this.before = new java.util.HashSet<>();
      for (long id : THREADS.getAllThreadIds()) {
        before.add(id);
      }
      THREADS.resetPeakThreadCount();
      this.task = sampler.scheduleAtFixedRate(this::sample, 0, 10, TimeUnit.MILLISECONDS);
    }

    static Watch start(ScheduledExecutorService sampler, int baseline) {
      return new Watch(sampler, baseline);
    }

    private void sample() {
      int now = THREADS.getThreadCount();
      if (now > peak) {
        peak = now;
        Map<String, Integer> groups = new TreeMap<>();
        long[] ids = THREADS.getAllThreadIds();
        for (ThreadInfo info : THREADS.getThreadInfo(ids)) {
          if (info != null && !before.contains(info.getThreadId())) {
            groups.merge(info.getThreadName().replaceAll("[0-9]+$", "N"), 1, Integer::sum);
          }
        }
        atPeak = groups;
      }
    }

    Run stop(String side, long ops, long nanos, long cpu) {
      task.cancel(false);
      return new Run(side, ops, nanos, cpu, baseline, peak, THREADS.getPeakThreadCount(), atPeak);
    }
  }
}
