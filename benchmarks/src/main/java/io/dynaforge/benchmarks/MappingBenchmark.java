package io.dynaforge.benchmarks;

import io.dynaforge.benchmarks.bean.OrderBean;
import io.dynaforge.benchmarks.handwritten.HandwrittenCreateMapper;
import io.dynaforge.benchmarks.handwritten.HandwrittenFromMapper;
import io.dynaforge.benchmarks.handwritten.HandwrittenReader;
import io.dynaforge.benchmarks.model.Order;
import io.dynaforge.mapping.EntityMapper;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Steady-state throughput of object-to-item ({@code write_*}) and item-to-object ({@code read_*})
 * for the five variants. Run with {@code -prof gc} for bytes per operation.
 *
 * <p>Mappers and schemas sit in non-final fields typed by their interfaces, as a repository holds
 * them. Every read maps the same item (written by the hand-written code; the setup checks that all
 * variants write and read it identically).
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch"})
@State(Scope.Benchmark)
public class MappingBenchmark {

  private EntityMapper<Order> generated;
  private TableSchema<OrderBean> fromBean;
  private TableSchema<OrderBean> staticSchema;
  private Order order;
  private OrderBean bean;
  private Map<String, AttributeValue> item;

  @Setup
  public void setUp() {
    generated = Variants.generated();
    fromBean = Variants.fromBean();
    staticSchema = Variants.staticSchema();
    Variants.verify(generated, fromBean, staticSchema);
    order = Fixtures.order();
    bean = Fixtures.orderBean();
    item = HandwrittenCreateMapper.toItem(order);
  }

  // ------------------------------------------------------------ object -> item

  @Benchmark
  public Map<String, AttributeValue> write_generated() {
    return generated.toItem(order);
  }

  @Benchmark
  public Map<String, AttributeValue> write_fromBean() {
    return fromBean.itemToMap(bean, true);
  }

  @Benchmark
  public Map<String, AttributeValue> write_staticSchema() {
    return staticSchema.itemToMap(bean, true);
  }

  @Benchmark
  public Map<String, AttributeValue> write_handwrittenFrom() {
    return HandwrittenFromMapper.toItem(order);
  }

  @Benchmark
  public Map<String, AttributeValue> write_handwrittenCreate() {
    return HandwrittenCreateMapper.toItem(order);
  }

  // ------------------------------------------------------------ item -> object

  @Benchmark
  public Order read_generated() {
    return generated.fromItem(item);
  }

  @Benchmark
  public OrderBean read_fromBean() {
    return fromBean.mapToItem(item);
  }

  @Benchmark
  public OrderBean read_staticSchema() {
    return staticSchema.mapToItem(item);
  }

  /** Reading creates no AttributeValue: one hand-written reader serves both hand-written variants. */
  @Benchmark
  public Order read_handwritten() {
    return HandwrittenReader.fromItem(item);
  }
}
