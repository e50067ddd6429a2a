package io.dynaforge.benchmarks.template;

import static io.dynaforge.benchmarks.Quantiles.median;
import static io.dynaforge.benchmarks.Quantiles.medianInterval;
import static io.dynaforge.benchmarks.Quantiles.quantile;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.function.Supplier;

/**
 * The interleaved harness of {@link TemplateRatios} and {@link ReactiveRatios}: each round runs every
 * call for a slice of time, in {@code chunks} shuffled passes, and each pair's ratio is taken per
 * round, so the host's drift cancels; it prints the median of the per-round ratios, their quartiles
 * and a bootstrap 95 % CI of the median, in time and in bytes allocated per call.
 */
public final class SlicedRatios {

  private static volatile Object sink;
  private static final com.sun.management.ThreadMXBean THREADS =
      (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

  private SlicedRatios() {}

  /**
   * @param allThreads whether bytes are counted over every live thread too (a call that completes on
   *     another thread allocates there), and the pairs compared by that count; otherwise by the
   *     measuring thread's own
   */
  public static void run(Map<String, Supplier<Object>> ops, int rounds, int warmup, long sliceNanos, int chunks,
      List<String[]> pairs, boolean allThreads) {
    List<String> names = new ArrayList<>(ops.keySet());
    Random random = new Random(42);
    for (int r = 0; r < warmup; r++) { // not recorded
      for (String name : names) {
        slice(ops.get(name), sliceNanos, allThreads);
      }
    }
    Map<String, double[]> nanos = new LinkedHashMap<>();
    Map<String, double[]> bytes = new LinkedHashMap<>();
    Map<String, double[]> ownBytes = new LinkedHashMap<>();
    names.forEach(n -> {
      nanos.put(n, new double[rounds]);
      bytes.put(n, new double[rounds]);
      ownBytes.put(n, new double[rounds]);
    });
    for (int r = 0; r < rounds; r++) {
      Map<String, double[]> totals = new LinkedHashMap<>();
      names.forEach(n -> totals.put(n, new double[4]));
      for (int c = 0; c < chunks; c++) {
        List<String> order = new ArrayList<>(names);
        Collections.shuffle(order, random);
        for (String name : order) {
          double[] measured = slice(ops.get(name), sliceNanos / chunks, allThreads);
          double[] total = totals.get(name);
          for (int i = 0; i < total.length; i++) {
            total[i] += measured[i];
          }
        }
      }
      for (String name : names) {
        double[] total = totals.get(name);
        nanos.get(name)[r] = total[0] / total[3];
        bytes.get(name)[r] = total[1] / total[3];
        ownBytes.get(name)[r] = total[2] / total[3];
      }
    }
    System.out.printf(Locale.ROOT, "%d rounds of %d ms per operation in %d shuffled slices, after %d warm-up rounds;"
        + " median [q1, q3] of the rounds%n", rounds, sliceNanos / 1_000_000, chunks, warmup);
    System.out.printf(Locale.ROOT, "  %-20s %9s %19s   %14s %14s%n", "", "ns/call", "[q1, q3]",
        allThreads ? "B/call (all)" : "", "B/call (own)");
    for (String name : names) {
      System.out.printf(Locale.ROOT, "  %-20s %9.0f [%8.0f, %8.0f]   %14s %14.0f%n", name,
          median(nanos.get(name)), quantile(nanos.get(name), 0.25), quantile(nanos.get(name), 0.75),
          allThreads ? String.format(Locale.ROOT, "%.0f", median(bytes.get(name))) : "", median(ownBytes.get(name)));
    }
    Map<String, double[]> compared = allThreads ? bytes : ownBytes;
    for (String[] pair : pairs) {
      double[] time = ratios(nanos.get(pair[0]), nanos.get(pair[1]));
      double[] alloc = ratios(compared.get(pair[0]), compared.get(pair[1]));
      double[] timeCi = medianInterval(time, 2000);
      double[] allocCi = medianInterval(alloc, 2000);
      System.out.printf(Locale.ROOT, "  %s / %s: time %.3f [%.3f, %.3f] (95%% CI of the median %.3f-%.3f)"
          + "   bytes %.3f [%.3f, %.3f] (95%% CI %.3f-%.3f)%n", pair[0], pair[1],
          median(time), quantile(time, 0.25), quantile(time, 0.75), timeCi[0], timeCi[1], median(alloc),
          quantile(alloc, 0.25), quantile(alloc, 0.75), allocCi[0], allocCi[1]);
    }
  }

  private static double[] ratios(double[] a, double[] b) {
    double[] ratio = new double[a.length];
    for (int i = 0; i < a.length; i++) {
      ratio[i] = a[i] / b[i];
    }
    return ratio;
  }

  /**
   * Runs the operation for about {@code nanos}; returns nanoseconds, bytes allocated by all live
   * threads (0 unless asked), bytes allocated by this thread, and calls made.
   */
  private static double[] slice(Supplier<Object> op, long nanos, boolean allThreads) {
    long thread = Thread.currentThread().getId();
    long allBefore = allThreads ? allocatedByAllThreads() : 0;
    long ownBefore = THREADS.getThreadAllocatedBytes(thread);
    long start = System.nanoTime();
    long deadline = start + nanos;
    long count = 0;
    long now;
    do {
      for (int i = 0; i < 16; i++) {
        sink = op.get();
      }
      count += 16;
    } while ((now = System.nanoTime()) < deadline);
    long own = THREADS.getThreadAllocatedBytes(thread) - ownBefore;
    long all = allThreads ? allocatedByAllThreads() - allBefore : 0;
    return new double[] {now - start, all, own, count};
  }

  /**
   * The allocation counters of every live thread, summed (JDK 17 has no total counter). A thread that
   * ends within a slice takes its count with it; the threads a benchmark uses (the caller, the SDK's
   * completion pool) live for the whole run.
   */
  static long allocatedByAllThreads() {
    long sum = 0;
    for (long allocated : THREADS.getThreadAllocatedBytes(THREADS.getAllThreadIds())) {
      if (allocated > 0) {
        sum += allocated;
      }
    }
    return sum;
  }
}
