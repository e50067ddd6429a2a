package io.dynaforge.benchmarks;

import static io.dynaforge.benchmarks.Quantiles.median;
import static io.dynaforge.benchmarks.Quantiles.quantile;

import io.dynaforge.benchmarks.bean.OrderBean;
import io.dynaforge.benchmarks.handwritten.HandwrittenCreateMapper;
import io.dynaforge.benchmarks.handwritten.HandwrittenFromMapper;
import io.dynaforge.benchmarks.handwritten.HandwrittenReader;
import io.dynaforge.benchmarks.model.Order;
import io.dynaforge.mapping.EntityMapper;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.function.Supplier;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A supplement to {@link MappingBenchmark} for shared, noisy machines: all variants in one JVM,
 * measured in short slices, round after round in shuffled order, and compared round by round. Other
 * load on the machine then slows every variant of a round alike, and the median of the per-round
 * ratios stays put where JMH's sequential scores (minutes apart) swing by 30%.
 *
 * <p>The price: one JVM runs every variant, so code they share (the SDK, HashMap) is compiled with
 * mixed profiles, and each operation is a megamorphic call from the measuring loop. Both cost every
 * variant alike, a few ns per operation. JMH's figures stay the reference for absolute numbers.
 *
 * <p>{@code java -cp target/benchmarks.jar io.dynaforge.benchmarks.InterleavedRatios [rounds]
 * [sliceMillis]}
 */
public final class InterleavedRatios {

  private static volatile Object sink;

  private InterleavedRatios() {}

  public static void main(String[] args) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 40;
    long sliceNanos = (args.length > 1 ? Long.parseLong(args[1]) : 100) * 1_000_000L;

    EntityMapper<Order> generated = Variants.generated();
    TableSchema<OrderBean> fromBean = Variants.fromBean();
    TableSchema<OrderBean> staticSchema = Variants.staticSchema();
    Variants.verify(generated, fromBean, staticSchema);
    Order order = Fixtures.order();
    OrderBean bean = Fixtures.orderBean();
    Map<String, AttributeValue> item = HandwrittenCreateMapper.toItem(order);

    Map<String, Supplier<Object>> ops = new LinkedHashMap<>();
    ops.put("write_handwrittenCreate", () -> HandwrittenCreateMapper.toItem(order));
    ops.put("write_handwrittenFrom", () -> HandwrittenFromMapper.toItem(order));
    ops.put("write_generated", () -> generated.toItem(order));
    ops.put("write_staticSchema", () -> staticSchema.itemToMap(bean, true));
    ops.put("write_fromBean", () -> fromBean.itemToMap(bean, true));
    ops.put("read_handwritten", () -> HandwrittenReader.fromItem(item));
    ops.put("read_generated", () -> generated.fromItem(item));
    ops.put("read_staticSchema", () -> staticSchema.mapToItem(item));
    ops.put("read_fromBean", () -> fromBean.mapToItem(item));

    List<String> names = new ArrayList<>(ops.keySet());
    Random random = new Random(42);
    // warm-up: 20 rounds, not recorded
    for (int r = 0; r < 20; r++) {
      for (String name : names) {
        slice(ops.get(name), sliceNanos);
      }
    }
    Map<String, double[]> perRound = new LinkedHashMap<>();
    names.forEach(n -> perRound.put(n, new double[rounds]));
    for (int r = 0; r < rounds; r++) {
      List<String> order2 = new ArrayList<>(names);
      Collections.shuffle(order2, random);
      for (String name : order2) {
        perRound.get(name)[r] = slice(ops.get(name), sliceNanos);
      }
    }

    System.out.printf(Locale.ROOT, "%d rounds of %d ms slices; ops/ms median [q1, q3]; ratio ="
        + " median of per-round ratios to the fastest hand-written variant%n", rounds,
        sliceNanos / 1_000_000);
    report(perRound, "write_", "write_handwrittenCreate", "write_handwrittenFrom");
    report(perRound, "read_", "read_handwritten", null);
  }

  private static void report(
      Map<String, double[]> perRound, String prefix, String refA, String refB) {
    String ref =
        refB == null || median(perRound.get(refA)) >= median(perRound.get(refB)) ? refA : refB;
    double[] refOps = perRound.get(ref);
    System.out.println("reference: " + ref);
    perRound.forEach((name, values) -> {
      if (!name.startsWith(prefix)) {
        return;
      }
      double[] ratio = new double[values.length];
      for (int i = 0; i < values.length; i++) {
        ratio[i] = values[i] / refOps[i];
      }
      System.out.printf(Locale.ROOT,
          "  %-26s %8.1f ops/ms [%7.1f, %7.1f]   ratio %.3f [%.3f, %.3f]%n", name, median(values), quantile(values, 0.25), quantile(values, 0.75), median(ratio),
          quantile(ratio, 0.25), quantile(ratio, 0.75));
    });
  }

  /** Runs the operation for about {@code nanos}; returns operations per millisecond. */
  private static double slice(Supplier<Object> op, long nanos) {
    long start = System.nanoTime();
    long deadline = start + nanos;
    long count = 0;
    long now;
    do {
      for (int i = 0; i < 64; i++) {
        sink = op.get();
      }
      count += 64;
    } while ((now = System.nanoTime()) < deadline);
    return count * 1_000_000.0 / (now - start);
  }
}
