package io.dynaforge.processor;

import static io.dynaforge.processor.Sources.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue 42, wave 5 item 11: every rule that can fire on a record type, its annotations or its
 * components, each asserted to have a file and a line (not {@link Diagnostic#NOPOS}) and to be on the
 * line of the element at fault as the compiler in use can place it: javac here, ecj in
 * {@code EclipseCompilerTest.RecordPositions}. ecj places nothing on a record type, its annotations
 * or a record component (see {@code Positions}): there a type's problem is on the record's header
 * (or its canonical constructor where one is written) and a component's annotation on the
 * component's name. Each case names both lines, and {@link Compilers#expectedLine} must agree with
 * the ecj one, since the other diagnostic tests rely on it.
 */
class RecordPositionsTest {

  private static final JavaFileObject ROW = source("Row", """
      @Table("crm")
      public record Row(@PartitionKey String pk, @SortKey String sk, String region) {}
      """);
  private static final JavaFileObject ORDER_DATA = source("OrderData", "public record OrderData(String status) {}\n");

  static Stream<Arguments> rules() {
    return Stream.of(
        // ---- on the record type (javac: the annotation or the name; ecj: the header)
        rule("MissingPartitionKey", "@Table", "public record Match(String pk) {}", """
            @Table
            public record Match(String pk) {}
            """),
        rule("MissingPartitionKey", "@Table", "public Match {", """
            @Table
            public record Match(String pk) {
              public Match {
                Objects.requireNonNull(pk);
              }
            }
            """),
        rule("MissingPartitionKey", "@Table", "public Match(String pk) {", """
            @Table
            public record Match(String pk) {
              public Match(String pk) {
                this.pk = pk;
              }
            }
            """),
        rule("MissingPartitionKey", "@Table", "public record Match(", """
            @Table
            public record Match(
                String pk,
                String name) {}
            """),
        rule("NonInstantiableEntity", "@Table", "public record Match<T>(", """
            @Table
            public record Match<T>(@PartitionKey String pk,
                @Transient T value) {}
            """),
        rule("NonInstantiableEntity", "@Table", "private record Match(", """
            public class Outer {
              @Table
              private record Match(@PartitionKey String pk) {}
            }
            """),
        rule("TemplateUnknownPlaceholder", "@PartitionKeyTemplate(\"CUSTOMER#{customerid}\")",
            "public record Match(String customerId) {}", """
            @Table
            @PartitionKeyTemplate("CUSTOMER#{customerid}")
            public record Match(String customerId) {}
            """),
        rule("DuplicateTemplateColumn", "public record Match(", "public record Match(", """
            @Table
            @SortKeyTemplate("A#{x}")
            @SortKeyTemplate("B#{x}")
            public record Match(@PartitionKey String pk,
                String x) {}
            """),
        rule("InvalidIndexKeyAttribute", "@TableIndex(name = \"gsi1\", partitionKey = \"nope\")",
            "public record Match(", """
            @Table
            @TableIndex(name = "gsi1", partitionKey = "nope")
            public record Match(@PartitionKey String pk,
                String x) {}
            """),
        ruleWith(List.of(ROW), "ViewKeyCount", "@SecondaryIndex(value = \"by_region\", tableName = \"crm\")",
            "public record ByRegion(String region,", "ByRegion", """
            @SecondaryIndex(value = "by_region", tableName = "crm")
            public record ByRegion(String region,
                String pk) {}
            """),
        ruleWith(List.of(ROW), "CollectionWithoutMembers", "@ItemCollectionView(partitionKey = \"pk\", sortKey = \"sk\")",
            "public record Empty() {}", "Empty", """
            @ItemCollectionView(partitionKey = "pk", sortKey = "sk")
            public record Empty() {}
            """),
        ruleWith(List.of(ROW, ORDER_DATA), "CollectionSortKeyRequired", "@ItemCollectionView(partitionKey = \"pk\")",
            "public record OrderView(", "OrderView", """
            @ItemCollectionView(partitionKey = "pk")
            public record OrderView(@ItemCollectionMember(startsWith = "ORDER#") OrderData order,
                @ItemCollectionMember(startsWith = "NOTE#") OrderData note) {}
            """),
        // ---- on a record component (both: the component's line; a component's annotation written on a
        // line of its own: javac marks the annotation, ecj the component's name)
        rule("DuplicatePartitionKey", "@PartitionKey String other", "@PartitionKey String other", """
            @Table
            public record Match(@PartitionKey String pk,
                @PartitionKey String other) {}
            """),
        rule("InvalidTimeToLive", "@TimeToLive", "String expires", """
            @Table
            public record Match(@PartitionKey String pk,
                @TimeToLive
                String expires) {}
            """),
        rule("InvalidConverter", "@Converter(Object.class) String name", "@Converter(Object.class) String name", """
            @Table
            public record Match(@PartitionKey String pk,
                @Converter(Object.class) String name) {}
            """),
        rule("InvalidAtomicCounter", "@AtomicCounter String hits", "@AtomicCounter String hits", """
            @Table
            public record Match(@PartitionKey String pk,
                @AtomicCounter String hits) {}
            """),
        rule("VersionNotNumeric", "@Version String version", "@Version String version", """
            @Table
            public record Match(@PartitionKey String pk,
                @Version String version) {}
            """),
        rule("VersionNotNumeric", "@Version", "@Version", """
            @Table
            public record Match(@PartitionKey String pk,
                String version) {
              @Version
              public String version() {
                return version;
              }
            }
            """),
        rule("InvalidAuditingDate", "@CreatedDate Thread created", "@CreatedDate Thread created", """
            @Table
            public record Match(@PartitionKey String pk,
                @CreatedDate Thread created) {}
            """),
        rule("DuplicateAttributeName", "public String title() {", "public String title() {", """
            @Table
            public record Match(@PartitionKey String pk,
                String name, String title) {
              @Column("name")
              public String title() {
                return title;
              }
            }
            """),
        rule("UnsupportedPropertyType", "Thread worker) {}", "Thread worker) {}", """
            @Table
            public record Match(@PartitionKey String pk,
                @Embedded Player player) {
              public record Player(String name,
                  Thread worker) {}
            }
            """),
        ruleWith(List.of(source("Cart", """
            @Table("shop")
            @SortKeyTemplate("CART")
            public record Cart(@PartitionKey String pk,
                @TimeToLive Long expires) {}
            """)), "TimeToLiveConflict", "@TimeToLive Long ttl", "@TimeToLive Long ttl", "Session", """
            @Table("shop")
            @SortKeyTemplate("SESSION")
            public record Session(@PartitionKey String pk,
                @TimeToLive Long ttl) {}
            """),
        ruleWith(List.of(ROW, ORDER_DATA), "OverlappingMemberRoutes", "@ItemCollectionMember(startsWith = \"O#\") OrderData b",
            "@ItemCollectionMember(startsWith = \"O#\") OrderData b", "View", """
            @ItemCollectionView(partitionKey = "pk", sortKey = "sk")
            public record View(
                @ItemCollectionMember(startsWith = "O#") OrderData a,
                @ItemCollectionMember(startsWith = "O#") OrderData b) {}
            """));
  }

  private static Arguments rule(String id, String javacLine, String ecjLine, String body) {
    return ruleWith(List.of(), id, javacLine, ecjLine, body.contains("class Outer") ? "Outer" : "Match", body);
  }

  private static Arguments ruleWith(List<JavaFileObject> context, String id, String javacLine, String ecjLine,
      String name, String body) {
    return Arguments.of(id, javacLine, ecjLine, context, name, body);
  }

  @ParameterizedTest(name = "{0} on \"{1}\"")
  @MethodSource("rules")
  void everyRecordDiagnosticHasItsLine(String id, String javacLine, String ecjLine, List<JavaFileObject> context,
      String name, String body) throws IOException {
    JavaFileObject file = source(name, body);
    String line = Compilers.eclipse() ? ecjLine : javacLine;
    List<String> lines = Arrays.asList(file.getCharContent(true).toString().split("\n", -1));
    int expected = lineOf(lines, line);
    assertEquals(expected, lineOf(lines, Compilers.expectedLine(file, javacLine)), "Compilers.expectedLine");
    List<JavaFileObject> all = new ArrayList<>(context);
    all.add(file);
    Compilation c = Sources.compile(all.toArray(JavaFileObject[]::new));
    List<Diagnostic<? extends JavaFileObject>> found = c.diagnostics().stream()
        .filter(d -> d.getMessage(null).contains("[Dynaforge/" + id + "]")).toList();
    assertFalse(found.isEmpty(), () -> "no " + id + " in " + c.diagnostics());
    for (Diagnostic<? extends JavaFileObject> d : found) {
      assertNotNull(d.getSource(), () -> "no file: " + d);
      assertTrue(d.getLineNumber() != Diagnostic.NOPOS && d.getLineNumber() > 0, () -> "no line: " + d);
    }
    assertTrue(found.stream().anyMatch(d -> d.getSource().toUri().equals(file.toUri()) && d.getLineNumber() == expected),
        () -> id + " expected on line " + expected + " (" + line + "), found " + found.stream()
            .map(d -> d.getSource().getName() + ":" + d.getLineNumber()).toList());
  }

  private static int lineOf(List<String> lines, String text) {
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).contains(text)) {
        return i + 1;
      }
    }
    throw new AssertionError("no line contains " + text);
  }
}
