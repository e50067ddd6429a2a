package io.dynaforge.benchmarks.cursor;

import io.dynaforge.core.Cursor;
import io.dynaforge.core.CursorBinding;
import io.dynaforge.core.CursorCodec;
import io.dynaforge.repository.DynamoDbWindow;
import java.util.LinkedHashMap;
import java.util.List;
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
import org.springframework.data.domain.ScrollPosition;
import org.springframework.data.domain.Window;

/**
 * {@link CursorCodec} encode and decode of the position a repository {@code Window} method issues
 * for a two-attribute key ({@code pk}, {@code sk}, both S) with its binding (method, argument digest,
 * schema fingerprint): what a REST endpoint pays per page on top of the Query. Sample mode, so the
 * report has the median (p0.50) per call.
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch"})
@State(Scope.Benchmark)
public class CursorBenchmark {

  CursorCodec codec;
  Window<String> window;
  String token;

  @Setup
  public void setUp() {
    byte[] key = new byte[32];
    for (int i = 0; i < key.length; i++) {
      key[i] = (byte) (i * 7 + 3);
    }
    codec = CursorCodec.builder().key("2026-12", key).build();
    Map<String, Object> lastKey = new LinkedHashMap<>();
    lastKey.put("pk", "CUSTOMER#c-000123");
    lastKey.put("sk", "ORDER#2026-12-07#o-000042");
    CursorBinding binding = new CursorBinding("OrderRepository.findByCustomer", "q8XbVw3mZt1o2JcK9yFh0A",
        "Lw0pQ5sRk2nTz7vB4cYeHg");
    window = DynamoDbWindow.of(List.of("o-000041", "o-000042"), Cursor.ofKeyset(lastKey), binding, true);
    token = codec.encode(window);
  }

  @Benchmark
  public String encode() {
    return codec.encode(window);
  }

  @Benchmark
  public ScrollPosition decode() {
    return codec.decode(token);
  }
}
