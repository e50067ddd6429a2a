package io.dynaforge.benchmarks.stream;

import io.dynaforge.mapping.MapperRegistry;
import io.dynaforge.stream.ChangeEvent;
import io.dynaforge.stream.StreamDecoder;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.StreamRecord;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * Stream decoding throughput (issue 33): {@link StreamDecoder} (the kind rule of the whole key
 * templates, the generated mappers) against {@link HandwrittenStreamDecoder} (a prefix test and
 * attribute reads by name; as usually written, with the SDK's {@code hasOldImage()}, and tuned without
 * it), on the same 1,000 MODIFY records of a single table, half orders and half
 * order lines, with old and new images. Interleaved: slices of both, round after round in shuffled
 * order, ratio = median of the per-round ratios of records per millisecond (generated / hand-written).
 *
 * <p>{@code java -cp target/benchmarks.jar io.dynaforge.benchmarks.stream.StreamDecodeRatios [rounds] [sliceMillis]}
 */
public final class StreamDecodeRatios {

  private static volatile Object sink;

  private StreamDecodeRatios() {}

  public static void main(String[] args) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 40;
    long sliceNanos = (args.length > 1 ? Long.parseLong(args[1]) : 100) * 1_000_000L;
    MapperRegistry mappers = new MapperRegistry().register(ShopOrder_Mapper.INSTANCE).register(ShopLine_Mapper.INSTANCE);
    StreamDecoder decoder = StreamDecoder.of(mappers, ShopOrder.class, ShopLine.class);
    List<Record> records = records(1000);
    verify(decoder, records);

    double[] generated = new double[rounds];
    double[] handwritten = new double[rounds];
    double[] tuned = new double[rounds];
    Random random = new Random(42);
    for (int r = 0; r < 20; r++) { // warm-up
      for (int v = 0; v < 3; v++) {
        slice(records, decoder, v, sliceNanos);
      }
    }
    for (int r = 0; r < rounds; r++) {
      int[] order = {0, 1, 2};
      for (int k = 2; k > 0; k--) { // shuffled
        int m = random.nextInt(k + 1);
        int t = order[k];
        order[k] = order[m];
        order[m] = t;
      }
      for (int v : order) {
        double perMs = slice(records, decoder, v, sliceNanos);
        (v == 0 ? generated : v == 1 ? handwritten : tuned)[r] = perMs;
      }
    }
    double[] ratio = new double[rounds];
    double[] tunedRatio = new double[rounds];
    for (int i = 0; i < rounds; i++) {
      ratio[i] = generated[i] / handwritten[i];
      tunedRatio[i] = generated[i] / tuned[i];
    }
    System.out.printf(Locale.ROOT, "%d rounds of %d ms slices, records/ms median [q1, q3]%n", rounds,
        sliceNanos / 1_000_000);
    System.out.printf(Locale.ROOT, "  handwritten          %8.1f [%7.1f, %7.1f]%n", quantile(handwritten, 0.5),
        quantile(handwritten, 0.25), quantile(handwritten, 0.75));
    System.out.printf(Locale.ROOT, "  handwritten (tuned)  %8.1f [%7.1f, %7.1f]%n", quantile(tuned, 0.5),
        quantile(tuned, 0.25), quantile(tuned, 0.75));
    System.out.printf(Locale.ROOT, "  generated            %8.1f [%7.1f, %7.1f]%n", quantile(generated, 0.5),
        quantile(generated, 0.25), quantile(generated, 0.75));
    System.out.printf(Locale.ROOT, "  generated / handwritten %.3f [%.3f, %.3f]; generated / tuned %.3f [%.3f, %.3f]%n",
        quantile(ratio, 0.5), quantile(ratio, 0.25), quantile(ratio, 0.75), quantile(tunedRatio, 0.5),
        quantile(tunedRatio, 0.25), quantile(tunedRatio, 0.75));
  }

  /** Both decoders give the same kinds and images for every record, or the run stops. */
  private static void verify(StreamDecoder decoder, List<Record> records) {
    for (Record record : records) {
      ChangeEvent<?> a = decoder.decode(record, "shop");
      for (ChangeEvent<?> b : List.of(HandwrittenStreamDecoder.decode(record, "shop"),
          HandwrittenStreamDecoder.decodeTuned(record, "shop"))) {
        if (a.entityType() != b.entityType() || !same(a.newImage(), b.newImage())
            || !same(a.oldImage(), b.oldImage())) {
          throw new IllegalStateException("the decoders disagree on " + record);
        }
      }
    }
  }

  private static boolean same(Object a, Object b) {
    if (a instanceof ShopOrder x && b instanceof ShopOrder y) {
      return x.customer.equals(y.customer) && x.orderId.equals(y.orderId) && x.status.equals(y.status)
          && x.total.compareTo(y.total) == 0 && x.lines == y.lines;
    }
    if (a instanceof ShopLine x && b instanceof ShopLine y) {
      return x.customer.equals(y.customer) && x.orderId.equals(y.orderId) && x.line == y.line
          && x.sku.equals(y.sku) && x.quantity == y.quantity;
    }
    return false;
  }

  /** Records per millisecond of one decoder: 0 generated, 1 hand-written, 2 hand-written tuned. */
  private static double slice(List<Record> records, StreamDecoder decoder, int variant, long nanos) {
    long start = System.nanoTime();
    long deadline = start + nanos;
    long count = 0;
    long now;
    do {
      for (Record record : records) {
        sink = variant == 0 ? decoder.decode(record, "shop") : variant == 1
            ? HandwrittenStreamDecoder.decode(record, "shop") : HandwrittenStreamDecoder.decodeTuned(record, "shop");
      }
      count += records.size();
    } while ((now = System.nanoTime()) < deadline);
    return count * 1_000_000.0 / (now - start);
  }

  static List<Record> records(int n) {
    List<Record> records = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      String customer = "c" + (i % 50);
      String orderId = "o" + (i / 2);
      Map<String, AttributeValue> oldImage;
      Map<String, AttributeValue> newImage;
      Map<String, AttributeValue> keys;
      if (i % 2 == 0) {
        String sk = "ORDER#" + orderId;
        keys = Map.of("customer", AttributeValue.fromS(customer), "sk", AttributeValue.fromS(sk));
        oldImage = order(customer, sk, orderId, "OPEN", "10.50", 2);
        newImage = order(customer, sk, orderId, "PAID", "10.50", 2);
      } else {
        String sk = String.format(Locale.ROOT, "ORDER#%s#LINE#%03d", orderId, i % 7);
        keys = Map.of("customer", AttributeValue.fromS(customer), "sk", AttributeValue.fromS(sk));
        oldImage = line(customer, sk, orderId, i % 7, "sku-" + i, 1);
        newImage = line(customer, sk, orderId, i % 7, "sku-" + i, 2);
      }
      records.add(Record.builder().eventName(OperationType.MODIFY).dynamodb(StreamRecord.builder().keys(keys)
          .oldImage(oldImage).newImage(newImage).sequenceNumber(Long.toString(1_000_000L + i))
          .approximateCreationDateTime(Instant.parse("2026-12-02T10:00:00Z"))
          .streamViewType(StreamViewType.NEW_AND_OLD_IMAGES).build()).build());
    }
    return records;
  }

  /** The items as the generated mappers write them: the placeholders are attributes of their own too. */
  private static Map<String, AttributeValue> order(String customer, String sk, String orderId, String status,
      String total, int lines) {
    return Map.of("customer", AttributeValue.fromS(customer), "sk", AttributeValue.fromS(sk),
        "orderId", AttributeValue.fromS(orderId),
        "status", AttributeValue.fromS(status), "total", AttributeValue.fromN(total),
        "lines", AttributeValue.fromN(Integer.toString(lines)));
  }

  private static Map<String, AttributeValue> line(String customer, String sk, String orderId, int line, String sku,
      int quantity) {
    return Map.of("customer", AttributeValue.fromS(customer), "sk", AttributeValue.fromS(sk),
        "orderId", AttributeValue.fromS(orderId), "line", AttributeValue.fromN(Integer.toString(line)),
        "sku", AttributeValue.fromS(sku), "quantity", AttributeValue.fromN(Integer.toString(quantity)));
  }

  static double quantile(double[] values, double q) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    double index = q * (sorted.length - 1);
    int low = (int) Math.floor(index);
    int high = (int) Math.ceil(index);
    return sorted[low] + (sorted[high] - sorted[low]) * (index - low);
  }
}
