package io.dynaforge.benchmarks;

import io.dynaforge.benchmarks.bean.OrderBean;
import io.dynaforge.benchmarks.enhanced.OrderSchemas;
import io.dynaforge.benchmarks.handwritten.FloorMapper;
import io.dynaforge.benchmarks.handwritten.HandwrittenCreateMapper;
import io.dynaforge.benchmarks.handwritten.HandwrittenFromMapper;
import io.dynaforge.benchmarks.handwritten.HandwrittenReader;
import io.dynaforge.benchmarks.model.Order;
import io.dynaforge.benchmarks.model.Order_Mapper;
import io.dynaforge.mapping.EntityMapper;
import io.dynaforge.mapping.MapperRegistry;
import java.lang.management.ManagementFactory;
import java.util.Map;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Cold cost: one variant per fresh JVM, from {@code main} to the first item written and read back.
 * Run it through {@code cold-start.sh}, which starts a new JVM per measurement.
 *
 * <p>Prints one line: construction (class loading and static initialisation of the mapper or schema
 * included), first write, first read, main-to-item total, and JVM-start-to-item (from the JVM's own
 * start timestamp, millisecond resolution). The entity object is created before the clock starts;
 * its {@code Instant} is built without the ISO formatter, so formatting costs land on the mapping.
 *
 * <p>With {@code -Dcoldstart.preloadSdk=true} the SDK's {@code AttributeValue} (and with it the JDK's
 * lambda machinery, which its static initialiser uses) is initialised before the clock starts, so
 * that {@code construct_ms} is the mapper's or schema's own first-construction cost.
 */
public final class ColdStart {

  private ColdStart() {}

  public static void main(String[] args) {
    if (args.length != 1) {
      System.err.println("usage: ColdStart generated|generatedRegistry|mapperFloor|fromBean"
          + "|staticSchema|handwrittenFrom|handwrittenCreate");
      System.exit(2);
    }
    String variant = args[0];
    Order order = Fixtures.order();
    OrderBean bean = Fixtures.orderBean();
    if (Boolean.getBoolean("coldstart.preloadSdk")) {
      if (AttributeValue.fromS("warm").s() == null) {
        throw new IllegalStateException();
      }
    }

    long t0 = System.nanoTime();
    long t1;
    long t2;
    long t3;
    Object read;
    Map<String, AttributeValue> item;
    switch (variant) {
      case "generated" -> {
        EntityMapper<Order> mapper = Order_Mapper.INSTANCE;
        t1 = System.nanoTime();
        item = mapper.toItem(order);
        t2 = System.nanoTime();
        read = mapper.fromItem(item);
        t3 = System.nanoTime();
      }
      case "mapperFloor" -> {
        // the floor of the construct figure: a class implementing EntityMapper with empty bodies;
        // the generated mapper then writes and reads, its own class loading in first_write
        EntityMapper<Order> floor = FloorMapper.INSTANCE;
        t1 = System.nanoTime();
        if (floor.type() != Order.class) {
          throw new IllegalStateException();
        }
        EntityMapper<Order> mapper = Order_Mapper.INSTANCE;
        item = mapper.toItem(order);
        t2 = System.nanoTime();
        read = mapper.fromItem(item);
        t3 = System.nanoTime();
      }
      case "generatedRegistry" -> {
        EntityMapper<Order> mapper = MapperRegistry.load().mapperFor(Order.class);
        t1 = System.nanoTime();
        item = mapper.toItem(order);
        t2 = System.nanoTime();
        read = mapper.fromItem(item);
        t3 = System.nanoTime();
      }
      case "fromBean" -> {
        TableSchema<OrderBean> schema = OrderSchemas.fromBean();
        t1 = System.nanoTime();
        item = schema.itemToMap(bean, true);
        t2 = System.nanoTime();
        read = schema.mapToItem(item);
        t3 = System.nanoTime();
      }
      case "staticSchema" -> {
        TableSchema<OrderBean> schema = OrderSchemas.staticSchema();
        t1 = System.nanoTime();
        item = schema.itemToMap(bean, true);
        t2 = System.nanoTime();
        read = schema.mapToItem(item);
        t3 = System.nanoTime();
      }
      case "handwrittenFrom" -> {
        t1 = System.nanoTime();
        item = HandwrittenFromMapper.toItem(order);
        t2 = System.nanoTime();
        read = HandwrittenReader.fromItem(item);
        t3 = System.nanoTime();
      }
      case "handwrittenCreate" -> {
        t1 = System.nanoTime();
        item = HandwrittenCreateMapper.toItem(order);
        t2 = System.nanoTime();
        read = HandwrittenReader.fromItem(item);
        t3 = System.nanoTime();
      }
      default -> {
        System.err.println("unknown variant " + variant);
        System.exit(2);
        return;
      }
    }
    long wallEnd = System.currentTimeMillis();
    if (item.size() != 12 || read == null) {
      throw new IllegalStateException("unexpected result " + item);
    }
    long jvmStart = ManagementFactory.getRuntimeMXBean().getStartTime();
    System.out.printf(java.util.Locale.ROOT,
        "variant=%s construct_ms=%.3f first_write_ms=%.3f first_read_ms=%.3f main_to_item_ms=%.3f"
            + " jvm_to_item_ms=%d%n",
        variant, ms(t1 - t0), ms(t2 - t1), ms(t3 - t2), ms(t3 - t0), wallEnd - jvmStart);
  }

  private static double ms(long nanos) {
    return nanos / 1_000_000.0;
  }
}
