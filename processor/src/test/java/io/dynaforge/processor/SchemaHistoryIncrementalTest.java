package io.dynaforge.processor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The schema history in builds that recompile part of a module into its earlier output (IntelliJ,
 * Eclipse, Gradle), and in a test compilation that sees the main classes on its class path: the
 * entities not recompiled come from the earlier output's table facts and keep their kinds as the
 * history has them, so nothing is reported removed or changed and the file keeps its bytes.
 */
class SchemaHistoryIncrementalTest {

  private static final String HEADER = "package com.acme;\nimport io.dynaforge.annotation.*;\n";

  /** The order's placeholders have a text form of each kind: a date, a zero-padded number, an enum. */
  private static final Map<String, String> SOURCES = new TreeMap<>(Map.of(
      "com/acme/Order.java", HEADER + """
          @Table("orders")
          @SortKeyTemplate("ORDER#{placedOn}#{orderNo:6}")
          @PartitionKeyTemplate(value = "STATUS#{status}", column = "gsi1pk")
          public class Order {
            @PartitionKey public String customerId;
            @Derived public java.time.LocalDate placedOn;
            @Derived public Integer orderNo;
            public Status status;
          }
          """,
      "com/acme/Status.java", HEADER + "public enum Status { PLACED, SHIPPED }\n",
      "com/acme/Customer.java", HEADER + """
          @Table("orders")
          @SortKeyTemplate("PROFILE")
          public class Customer {
            @PartitionKey public String customerId;
            public String name;
          }
          """,
      "com/acme/OrderByStatus.java", HEADER + """
          @SecondaryIndex(value = "by_status", tableName = "orders")
          public record OrderByStatus(@PartitionKey String gsi1pk, @SortKey String sk, String status) {}
          """));

  @TempDir
  Path dir;

  @Test
  void whatIsNotRecompiledKeepsItsKindAndTheFileItsBytes() throws IOException {
    Path classes = Files.createDirectories(dir.resolve("classes"));
    Path history = dir.resolve("history");
    Path file = history.resolve("orders.json");
    assertThat(compile(classes, history, SOURCES.keySet().toArray(String[]::new))).isEmpty();
    String full = Files.readString(file);
    assertThat(full).contains("\"com.acme.Customer\"", "\"com.acme.Order\"", "\"by_status\"",
        "\"gsi1pk {status}\": {\"type\": \"com.acme.Status\", \"enum\": true}",
        "\"sk {orderNo}\": {\"type\": \"java.lang.Integer\", \"width\": 6}",
        "\"sk {placedOn}\": {\"type\": \"java.time.LocalDate\"}");

    assertThat(compile(classes, history, "com/acme/Customer.java")).as("only the customer recompiled").isEmpty();
    assertThat(Files.readString(file)).isEqualTo(full);
    assertThat(compile(classes, history, "com/acme/OrderByStatus.java")).as("only the view recompiled").isEmpty();
    assertThat(Files.readString(file)).isEqualTo(full);

    // the first build with the option is an incremental one: the order's kind (its placeholders' forms
    // included) is read from its class file
    Files.delete(file);
    assertThat(compile(classes, history, "com/acme/Customer.java")).isEmpty();
    assertThat(Files.readString(file)).isEqualTo(full);

    // a change of what is recompiled is still found
    write("com/acme/Order.java", SOURCES.get("com/acme/Order.java").replace("ORDER#{placedOn}", "ORD#{placedOn}"));
    assertThat(compile(classes, history, "com/acme/Order.java")).singleElement().asString()
        .contains("Order.java:4: error: [Dynaforge/UnreachableItems] com.acme.Order changes its sort key");
    assertThat(Files.readString(file)).isEqualTo(full);
    // so is another form of a placeholder
    write("com/acme/Order.java", SOURCES.get("com/acme/Order.java").replace("LocalDate", "Instant"));
    assertThat(compile(classes, history, "com/acme/Order.java")).singleElement().asString()
        .contains("Order.java:8: error: [Dynaforge/UnreachableItems] com.acme.Order changes its sort key");
    assertThat(Files.readString(file)).isEqualTo(full);
    write("com/acme/Order.java", SOURCES.get("com/acme/Order.java"));

    // a kind whose class is gone is removed
    Files.delete(classes.resolve("com/acme/Customer.class"));
    Files.delete(classes.resolve("com/acme/Customer_Mapper.class"));
    assertThat(compile(classes, history, "com/acme/Order.java")).singleElement().asString()
        .contains("warning: [Dynaforge/KindRemoved] com.acme.Customer, an item kind of table 'orders'");
    assertThat(Files.readString(file)).doesNotContain("com.acme.Customer");
  }

  @Test
  void aTestCompilationLeavesTheTablesOfTheMainEntitiesAlone() throws IOException {
    Path classes = Files.createDirectories(dir.resolve("classes"));
    Path history = dir.resolve("history");
    assertThat(compile(classes, history, SOURCES.keySet().toArray(String[]::new))).isEmpty();
    String full = Files.readString(history.resolve("orders.json"));

    write("com/acme/TestOrder.java", HEADER + """
        @Table("orders")
        @SortKeyTemplate("TEST#{id}")
        public class TestOrder {
          @PartitionKey public String customerId;
          public String id;
        }
        """);
    Path testClasses = Files.createDirectories(dir.resolve("test-classes"));
    assertThat(compile(testClasses, history, List.of(classes), "com/acme/TestOrder.java")).isEmpty();
    assertThat(Files.readString(history.resolve("orders.json"))).isEqualTo(full);
  }

  private void write(String source, String text) throws IOException {
    Path file = dir.resolve("src").resolve(source);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }

  private List<String> compile(Path classes, Path history, String... sources) throws IOException {
    return compile(classes, history, List.of(), sources);
  }

  /**
   * Compiles the sources (written from {@link #SOURCES} unless already there) into {@code classes}, with
   * {@code classes} and {@code classPath} on the class path as an incremental build has them; the
   * Dynaforge diagnostics javac printed.
   */
  private List<String> compile(Path classes, Path history, List<Path> classPath, String... sources) throws IOException {
    StringBuilder path = new StringBuilder(System.getProperty("java.class.path")).append(File.pathSeparator)
        .append(classes);
    classPath.forEach(p -> path.append(File.pathSeparator).append(p));
    List<String> arguments = new ArrayList<>(List.of("-d", classes.toString(), "-s",
        Files.createDirectories(dir.resolve("generated-" + classes.getFileName())).toString(), "-classpath",
        path.toString(), "-processorpath", System.getProperty("java.class.path"), "-processor",
        DynaforgeProcessor.class.getName(), "-implicit:none", "-Adynaforge.schemaHistory=" + history));
    for (String source : sources) {
      Path file = dir.resolve("src").resolve(source);
      if (!Files.exists(file)) {
        write(source, SOURCES.get(source));
      }
      arguments.add(file.toString());
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    javac.run(null, out, out, arguments.toArray(String[]::new));
    return out.toString(StandardCharsets.UTF_8).lines().filter(l -> l.contains("[Dynaforge/")).toList();
  }
}
