package io.dynaforge.processor;

import io.dynaforge.mapping.AttributeValueConversions;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.source;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 19, bug 1, "Lookups by id ignore a key property's converter", for item-collection views: the
 * generated fold's {@code keyValue} converts its partition-key and sort-key attribute through the
 * generated mapper of the table's entity that writes it (chosen at build time), so the fixed finders
 * build the value a {@code @Converter} stores.
 */
class ItemCollectionKeyCodecTest {

  private static final JavaFileObject READING = source("Reading", """
      @Table("readings")
      public record Reading(
          @PartitionKey @Converter(io.dynaforge.mapping.FixedWidthInstantConverter.class) Instant day,
          @SortKey @Converter(io.dynaforge.mapping.FixedWidthInstantConverter.class) Instant at, String kind) {}
      """);

  private static final JavaFileObject KIND = source("Kind", "public record Kind(String kind) {}\n");

  private static String mapper(Compilation c, String name) {
    assertThat(c).succeeded();
    try {
      return c.generatedSourceFile("com.acme." + name).orElseThrow().getCharContent(true).toString();
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  @Test
  void theKeyAttributesDelegateToTheMapperOfTheEntityThatWritesThem() {
    Compilation c = compile(READING, KIND, source("Timeline", """
        @ItemCollectionView(tableName = "readings", partitionKey = "day", sortKey = "at")
        public record Timeline(@ItemCollectionMember(startsWith = "20") List<Kind> kinds) {}
        """));
    assertThat(mapper(c, "Timeline_Mapper")).contains("""
            @Override
            public AttributeValue keyValue(String attribute, Object value) {
                return switch (attribute) {
                    case "day" -> Reading_Mapper.INSTANCE.keyValue("day", value);
                    case "at" -> Reading_Mapper.INSTANCE.keyValue("at", value);
                    default -> ItemCollectionMapper.super.keyValue(attribute, value);
                };
            }
        """).contains("{@code day} as {@link Reading}, {@code at} as {@link Reading}, any other by its Java type.");
  }

  /** Deterministic: of two entities writing the attribute, the first by qualified name, whatever the order read. */
  @Test
  void ofTwoEntitiesWritingTheAttributeTheFirstByNameWins() {
    JavaFileObject zebra = source("Zebra", """
        @Table("crm")
        @SuppressWarnings("Dynaforge/SharedTableWithoutItemKind")
        public record Zebra(@PartitionKey String pk, @SortKey String sk) {}
        """);
    JavaFileObject alpha = source("Alpha", """
        @Table("crm")
        @SuppressWarnings("Dynaforge/SharedTableWithoutItemKind")
        public record Alpha(@PartitionKey String pk, @SortKey String sk) {}
        """);
    JavaFileObject view = source("Crm", """
        @ItemCollectionView(tableName = "crm", partitionKey = "pk", sortKey = "sk")
        public record Crm(@ItemCollectionMember(startsWith = "K#") List<Kind> kinds) {}
        """);
    for (JavaFileObject[] order : new JavaFileObject[][] {{zebra, alpha, KIND, view}, {alpha, zebra, KIND, view}}) {
      String mapper = mapper(compile(order), "Crm_Mapper");
      assertThat(mapper).contains("case \"pk\" -> Alpha_Mapper.INSTANCE.keyValue(\"pk\", value);")
          .contains("case \"sk\" -> Alpha_Mapper.INSTANCE.keyValue(\"sk\", value);").doesNotContain("Zebra_Mapper");
    }
  }

  /** A declared @Query: a parameter of the key property's type goes through the fold, any other by its type. */
  @Test
  void aDeclaredQueryConvertsAKeyParameterOfTheCodecsType() {
    Compilation c = compile(READING, KIND, source("Timeline", """
        @ItemCollectionView(tableName = "readings", partitionKey = "day", sortKey = "at")
        public record Timeline(@ItemCollectionMember(startsWith = "20") List<Kind> kinds) {}
        """), source("TimelineRepository", """
        public interface TimelineRepository extends io.dynaforge.repository.ItemCollectionRepository<Timeline> {
          @io.dynaforge.annotation.Query(keyConditionExpression = "#day = :day AND #at > :after")
          Optional<Timeline> after(Instant day, Instant after);
          @io.dynaforge.annotation.Query(keyConditionExpression = "#day = :day AND begins_with(#at, :prefix)")
          Optional<Timeline> startingWith(Instant day, String prefix);
        }
        """));
    assertThat(mapper(c, "TimelineRepository_Impl"))
        .contains("AFTER.bind(keyValueOf(\"day\", day), keyValueOf(\"at\", after))")
        .contains("STARTING_WITH.bind(keyValueOf(\"day\", day), AttributeValueConversions.toAttributeValue(prefix))");
  }

  /** A table no entity of the compilation writes: no override, the interface's rule by Java type. */
  @Test
  void aTableWithoutAVisibleEntityKeepsTheRuleByJavaType() {
    String mapper = mapper(compile(READING, KIND, source("Elsewhere", """
        @ItemCollectionView(tableName = "elsewhere", partitionKey = "pk", sortKey = "sk")
        public record Elsewhere(@ItemCollectionMember(startsWith = "K#") List<Kind> kinds) {}
        """)), "Elsewhere_Mapper");
    assertThat(mapper).doesNotContain("keyValue");
  }

  /** An incremental build that recompiles only the view still delegates to the entity an earlier compilation wrote. */
  @Test
  void aViewRecompiledWithoutItsEntityKeepsItsCodec(@TempDir Path dir) throws IOException {
    Map<String, String> entity = Map.of("com/acme/Reading.java", """
        package com.acme;
        import io.dynaforge.annotation.*;
        @Table("readings")
        public record Reading(@PartitionKey String sensor,
            @SortKey @Converter(io.dynaforge.mapping.FixedWidthInstantConverter.class) java.time.Instant at) {}
        """);
    String view = """
        package com.acme;
        import io.dynaforge.annotation.*;
        @ItemCollectionView(partitionKey = "sensor", sortKey = "at")
        public record Timeline(@ItemCollectionMember(startsWith = "20") java.util.List<Reading> readings) {}
        """;
    Path classes = Files.createDirectories(dir.resolve("classes"));
    TwoModulesTest.compileInto(dir.resolve("src-1"), classes, entity);
    TwoModulesTest.compileInto(dir.resolve("src-2"), classes, Map.of("com/acme/Timeline.java", view), classes);
    assertThat(Files.readString(dir.resolve("src-2/generated/com/acme/Timeline_Mapper.java")))
        .contains("case \"at\" -> Reading_Mapper.INSTANCE.keyValue(\"at\", value);")
        .contains("case \"sensor\" -> Reading_Mapper.INSTANCE.keyValue(\"sensor\", value);");
  }
}
