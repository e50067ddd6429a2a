package io.dynaforge.processor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.tools.DiagnosticCollector;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.ForwardingJavaFileObject;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A guard for the processor's build cost (issue 42), deterministic rather than timed: every source
 * the processor generates reaches javac's Filer in one {@code write}. javac's Filer writer is an
 * unbuffered {@code OutputStreamWriter}; JavaPoet's own {@code JavaFile.writeTo(Filer)} appends to it
 * piece by piece (thousands of calls per mapper, each through the charset encoder), which cost about
 * 2 % of the processor's own work in the compile benchmark. {@link SourceFiles} renders first and
 * writes once; a call site that goes back to {@code writeTo(filer)} fails here.
 */
class GeneratedSourceWritesTest {

  private static final String ENTITY = """
      package com.acme;
      import io.dynaforge.annotation.*;
      import java.util.*;
      @Table("shop")
      @PartitionKeyTemplate("CUSTOMER#{customerId}")
      @SortKeyTemplate("ORDER#{orderDate}#{orderId}")
      public record Order(@Derived String customerId, @Derived String orderDate, @Derived String orderId,
          String status, List<Line> lines, Map<String, Integer> counts) {
        public record Line(String sku, int quantity) {}
      }
      """;

  private static final String REPOSITORY = """
      package com.acme;
      import io.dynaforge.repository.DynamoDbCompositeId;
      import io.dynaforge.repository.DynamoDbRepository;
      import java.util.*;
      public interface OrderRepository extends DynamoDbRepository<Order, DynamoDbCompositeId> {
        List<Order> findByCustomerId(String customerId);
        List<Order> findByCustomerIdAndOrderDate(String customerId, String orderDate);
        long countByCustomerIdAndStatus(String customerId, String status);
        interface Totals { String getOrderId(); String getStatus(); }
        List<Totals> findTotalsByCustomerId(String customerId);
      }
      """;

  @TempDir
  Path dir;

  @Test
  void everyGeneratedSourceIsWrittenInOneWrite() throws IOException {
    Path src = Files.createDirectories(dir.resolve("src/com/acme"));
    Files.writeString(src.resolve("Order.java"), ENTITY);
    Files.writeString(src.resolve("OrderRepository.java"), REPOSITORY);
    Path gen = Files.createDirectories(dir.resolve("gen"));
    Path out = Files.createDirectories(dir.resolve("out"));
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    Map<String, int[]> writes = new TreeMap<>();
    try (StandardJavaFileManager standard = javac.getStandardFileManager(diagnostics, null, null)) {
      standard.setLocationFromPaths(StandardLocation.SOURCE_OUTPUT, List.of(gen));
      standard.setLocationFromPaths(StandardLocation.CLASS_OUTPUT, List.of(out));
      JavaFileManager counting = new ForwardingJavaFileManager<>(standard) {
        @Override
        public JavaFileObject getJavaFileForOutput(Location location, String className, JavaFileObject.Kind kind,
            FileObject sibling) throws IOException {
          JavaFileObject file = super.getJavaFileForOutput(location, className, kind, sibling);
          if (location != StandardLocation.SOURCE_OUTPUT) {
            return file;
          }
          int[] count = writes.computeIfAbsent(className, k -> new int[1]);
          return new ForwardingJavaFileObject<>(file) {
            @Override
            public Writer openWriter() throws IOException {
              return new CountingWriter(super.openWriter(), count);
            }
          };
        }
      };
      Iterable<? extends JavaFileObject> units = standard.getJavaFileObjects(
          src.resolve("Order.java").toFile(), src.resolve("OrderRepository.java").toFile());
      boolean ok = javac.getTask(null, counting, diagnostics,
          List.of("-proc:only", "-processor", DynaforgeProcessor.class.getName(), "-classpath",
              System.getProperty("java.class.path")), null, units).call();
      assertThat(ok).as("%s", diagnostics.getDiagnostics()).isTrue();
    }
    // the entity's mapper, key composer and attributes, the nested record's mapper, the repository's
    // implementation and its projection's mapper
    assertThat(writes).containsKeys("com.acme.Order_Mapper", "com.acme.Order_Keys", "com.acme.Order_Attributes",
        "com.acme.Order_Line_Mapper", "com.acme.OrderRepository_Impl");
    assertThat(writes.size()).isGreaterThanOrEqualTo(6);
    writes.forEach((name, count) -> assertThat(count[0]).as("writes to the Filer's writer of %s", name).isEqualTo(1));
  }

  /** Counts every call that hands characters to the writer. */
  private static final class CountingWriter extends Writer {
    private final Writer delegate;
    private final int[] count;

    CountingWriter(Writer delegate, int[] count) {
      this.delegate = delegate;
      this.count = count;
    }

    @Override
    public void write(char[] chars, int off, int len) throws IOException {
      count[0]++;
      delegate.write(chars, off, len);
    }

    @Override
    public void write(String s, int off, int len) throws IOException {
      count[0]++;
      delegate.write(s, off, len);
    }

    @Override
    public void write(int c) throws IOException {
      count[0]++;
      delegate.write(c);
    }

    @Override
    public Writer append(CharSequence csq) throws IOException {
      count[0]++;
      delegate.append(csq);
      return this;
    }

    @Override
    public Writer append(CharSequence csq, int start, int end) throws IOException {
      count[0]++;
      delegate.append(csq, start, end);
      return this;
    }

    @Override
    public Writer append(char c) throws IOException {
      count[0]++;
      delegate.append(c);
      return this;
    }

    @Override
    public void flush() throws IOException {
      delegate.flush();
    }

    @Override
    public void close() throws IOException {
      delegate.close();
    }
  }
}
