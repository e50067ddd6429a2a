package io.dynaforge.benchmarks;

import io.dynaforge.benchmarks.bean.OrderBean;
import io.dynaforge.benchmarks.enhanced.OrderSchemas;
import io.dynaforge.benchmarks.model.Order_Mapper;
import io.dynaforge.mapping.MapperRegistry;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;

/**
 * Warm construction cost of a mapper or schema (classes already loaded and initialised). The cold
 * figure, first construction in a fresh JVM, comes from {@link ColdStart}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch"})
public class ConstructionBenchmark {

  @Benchmark
  public Order_Mapper construct_generated() {
    return new Order_Mapper();
  }

  /** What the runtime does once per application: ServiceLoader finds every generated mapper. */
  @Benchmark
  public MapperRegistry construct_generatedRegistry() {
    return MapperRegistry.load(ConstructionBenchmark.class.getClassLoader());
  }

  @Benchmark
  public TableSchema<OrderBean> construct_staticSchema() {
    return OrderSchemas.staticSchema();
  }

  @Benchmark
  public TableSchema<OrderBean> construct_fromBean() {
    return TableSchema.fromBean(OrderBean.class);
  }
}
