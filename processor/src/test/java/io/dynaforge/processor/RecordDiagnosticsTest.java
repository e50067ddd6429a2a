package io.dynaforge.processor;

import static io.dynaforge.processor.Sources.source;

import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every entity and member rule on a record, pinned to the component's line. On JDK 17 a diagnostic
 * on a record component itself has no position; these fail if one is reported there.
 */
class RecordDiagnosticsTest {

  static Stream<Arguments> rules() {
    return Stream.of(
        rule("DuplicatePartitionKey", "@PartitionKey String other", """
            @Table public record Match(@PartitionKey String pk,
                @PartitionKey String other) {}
            """),
        rule("DuplicateSortKey", "@SortKey String sk2", """
            @Table public record Match(@PartitionKey String pk, @SortKey String sk,
                @SortKey String sk2) {}
            """),
        rule("UnsupportedKeyType", "@SortKey Boolean done", """
            @Table public record Match(@PartitionKey String pk,
                @SortKey Boolean done) {}
            """),
        rule("VersionNotNumeric", "@Version String version", """
            @Table public record Match(@PartitionKey String pk,
                @Version String version) {}
            """),
        rule("UnsupportedPropertyType", "Thread worker", """
            @Table public record Match(@PartitionKey String pk,
                Thread worker) {}
            """),
        rule("TransientRecordComponent", "@Transient String preview", """
            @Table public record Match(@PartitionKey String pk,
                @Transient String preview) {}
            """),
        rule("InvalidConverter", "@Converter(String.class) String name", """
            @Table public record Match(@PartitionKey String pk,
                @Converter(String.class) String name) {}
            """),
        rule("InvalidTimeToLive", "@TimeToLive String expires", """
            @Table public record Match(@PartitionKey String pk,
                @TimeToLive String expires) {}
            """),
        rule("DuplicateAttributeName", "@Column(\"name\") String title", """
            @Table public record Match(@PartitionKey String pk, String name,
                @Column("name") String title) {}
            """),
        rule("KeyOrderGap", "@SortKey(order = 2) String sk", """
            @Table public record Match(@PartitionKey String pk,
                @SortKey(order = 2) String sk) {}
            """),
        rule("InvalidDerived", "@Derived String note", """
            @Table public record Match(@PartitionKey String pk,
                @Derived String note) {}
            """),
        rule("InvalidEmbeddedRegex", "@Embedded(regex = \"[\") Player player", """
            @Table public record Match(@PartitionKey String pk, @SortKey String sk,
                @Embedded(regex = "[") Player player) {
              public record Player(String playerName) {}
            }
            """),
        rule("EmbeddedRouteWithoutSortKey", "@Embedded(startsWith = \"P#\") Player player", """
            @Table public record Match(@PartitionKey String pk,
                @Embedded(startsWith = "P#") Player player) {
              public record Player(String playerName) {}
            }
            """));
  }

  private static Arguments rule(String id, String line, String source) {
    return Arguments.of(id, line, source);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("rules")
  void ruleOnARecordComponentMarksTheComponentsLine(String id, String line, String body) {
    JavaFileObject file = source("Match", body);
    Sources.assertError(file, id, line);
  }

  static Stream<Arguments> warnings() {
    return Stream.of(
        rule("OverlappingEmbeddedRoutes", "@Embedded(startsWith = \"ORDER#LINE\") Line line", """
            @Table public record Match(@PartitionKey String pk, @SortKey String sk,
                @Embedded(startsWith = "ORDER#") Order order,
                @Embedded(startsWith = "ORDER#LINE") Line line) {
              public record Order(String orderNo) {}
              public record Line(String lineNo) {}
            }
            """),
        rule("EmbeddedOnCollection", "@Embedded List<String> tags", """
            @Table public record Match(@PartitionKey String pk,
                @Embedded List<String> tags) {}
            """));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("warnings")
  void warningOnARecordComponentMarksTheComponentsLine(String id, String line, String body) {
    Sources.assertWarning(source("Match", body), id, line);
  }
}
