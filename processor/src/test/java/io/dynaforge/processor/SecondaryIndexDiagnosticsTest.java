package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** The rules of @SecondaryIndex views, each pinned to its line; classes and records. */
class SecondaryIndexDiagnosticsTest {

  private static final JavaFileObject MATCH = source("Match", """
      @Table("arena")
      public record Match(@PartitionKey String pk, @SortKey String sk, String region, String season, Integer round,
          String status) {}
      """);

  private static void assertError(JavaFileObject view, String id, String line, String... fragments) {
    Sources.assertError(new JavaFileObject[] {MATCH}, view, id, line, fragments);
  }

  @Test
  void aViewNeedsAPartitionKey() {
    assertError(source("ByRegion", """
        @SecondaryIndex("by_region")
        public record ByRegion(String region, String pk) {}
        """), "ViewKeyCount", "@SecondaryIndex(\"by_region\")", "declares no @PartitionKey",
        "a global index has 1 to 4 partition attributes and up to 4 sort attributes");
  }

  @Test
  void aGlobalIndexHasAtMostFourPartitionAndFourSortAttributes() {
    assertError(source("Wide", """
        @SecondaryIndex("wide")
        public record Wide(@PartitionKey(order = 0) String a, @PartitionKey(order = 1) String b,
            @PartitionKey(order = 2) String c, @PartitionKey(order = 3) String d,
            @PartitionKey(order = 4) String e) {}
        """), "ViewKeyCount", "@PartitionKey(order = 4) String e", "declares 5 @PartitionKey attributes");
    assertError(source("Deep", """
        @SecondaryIndex("deep")
        public class Deep {
          @PartitionKey public String a;
          @SortKey(order = 0) public String s0;
          @SortKey(order = 1) public String s1;
          @SortKey(order = 2) public String s2;
          @SortKey(order = 3) public String s3;
          @SortKey(order = 4) public String s4;
        }
        """), "ViewKeyCount", "@SortKey(order = 4) public String s4", "declares 5 @SortKey attributes");
  }

  @Test
  void aLocalIndexHasOneSortKey() {
    assertError(source("ByStatus", """
        @SecondaryIndex(value = "by_status", local = true)
        public record ByStatus(@PartitionKey String pk, @SortKey(order = 0) String status,
            @SortKey(order = 1) String sk) {}
        """), "ViewKeyCount", "@SortKey(order = 1) String sk", "declares 2 @SortKey attributes",
        "a local index has exactly the base table's partition key and one sort key");
  }

  @Test
  void keyOrdersAreContiguousFromZeroWithoutDuplicates() {
    assertError(source("ByRegion", """
        @SecondaryIndex("by_region")
        public record ByRegion(@PartitionKey(order = 0) String region,
            @PartitionKey(order = 2) String season) {}
        """), "KeyOrderGap", "@PartitionKey(order = 2) String season", "@PartitionKey order values of ByRegion are [0, 2]");
    assertError(source("ByRegion", """
        @SecondaryIndex("by_region")
        public class ByRegion {
          @PartitionKey public String region;
          @SortKey(order = 0) public String season;
          @SortKey(order = 0) public Integer round;
        }
        """), "KeyOrderGap", "@SortKey(order = 0) public Integer round", "[0, 0]");
  }

  @Test
  void aViewComposesNoKey() {
    assertError(source("ByRegion", """
        @SecondaryIndex("by_region")
        @SortKeyTemplate(value = "R#{region}", column = "gsi1sk")
        public record ByRegion(@PartitionKey String region, String pk) {}
        """), "TemplateOnView", "@SortKeyTemplate(value = \"R#{region}\"", "on the @SecondaryIndex view ByRegion",
        "column = \"gsi1sk\"");
  }

  @Test
  void withSeveralTablesAViewNamesItsTable() {
    JavaFileObject other = source("Other", """
        @Table("other")
        public record Other(@PartitionKey String id) {}
        """);
    Sources.assertError(new JavaFileObject[] {MATCH, other}, source("ByRegion", """
        @SecondaryIndex("by_region")
        public record ByRegion(@PartitionKey String region) {}
        """), "ViewTableRequired", "@SecondaryIndex(\"by_region\")", "use the tables arena, other",
        "@SecondaryIndex(tableName = \"...\")");
  }

  @Test
  void aKeyAttributeHasOneTypeAcrossTheTable() {
    JavaFileObject a = source("ByRegion", """
        @SecondaryIndex("by_region")
        public record ByRegion(@PartitionKey String region, @SortKey Integer round) {}
        """);
    Sources.assertError(new JavaFileObject[] {MATCH, a}, source("ByRound", """
        @SecondaryIndex("by_round")
        public record ByRound(@PartitionKey String round) {}
        """), "KeyAttributeTypeConflict", "public record ByRound",
        "The key attribute 'round' of table 'arena' is S in ByRound but N in ByRegion");
  }

  @Test
  void entitiesOfOneTableAgreeOnItsPrimaryKey() {
    JavaFileObject reading = source("Reading", """
        @Table("readings")
        public record Reading(@PartitionKey String sensor, @SortKey Instant takenAt, double value) {}
        """);
    Sources.assertError(new JavaFileObject[] {reading}, source("Sample", """
        @Table("readings")
        public record Sample(@PartitionKey String sensor, @SortKey Integer seq, String value) {}
        """), "TableKeySchemaConflict", "public record Sample",
        "The entities Sample and Reading both use table 'readings' but declare different primary keys"
            + " (partition [sensor (S)], sort [seq (N)], and partition [sensor (S)], sort [takenAt (S)])");
  }

  @Test
  void entitiesOfOneTableWithTheSameKeysCompile() {
    Compilation c = Sources.compile(source("Reading", """
        @Table("readings")
        public record Reading(@PartitionKey String sensor, @SortKey String at, double value) {}
        """), source("Note", """
        @Table("readings")
        @SuppressWarnings("Dynaforge/SharedTableWithoutItemKind")
        public record Note(@PartitionKey String sensor, @SortKey String at, String text) {}
        """));
    com.google.testing.compile.CompilationSubject.assertThat(c).succeeded();
    org.assertj.core.api.Assertions.assertThat(c.errors()).isEmpty();
  }

  @Test
  void twoViewsOfOneIndexAgreeOnItsKeys() {
    JavaFileObject a = source("ByRegion", """
        @SecondaryIndex("by_region")
        public record ByRegion(@PartitionKey String region, @SortKey String season) {}
        """);
    Sources.assertError(new JavaFileObject[] {MATCH, a}, source("ByRegionToo", """
        @SecondaryIndex("by_region")
        public record ByRegionToo(@PartitionKey String region, @SortKey String status) {}
        """), "IndexKeySchemaConflict", "public record ByRegionToo", "both read the index 'by_region'");
  }

  @Test
  void aLocalIndexSharesTheTablesPartitionKey() {
    assertError(source("ByStatus", """
        @SecondaryIndex(value = "by_status", local = true)
        public record ByStatus(@PartitionKey String region, @SortKey String status) {}
        """), "LocalIndexPartitionKey", "public record ByStatus",
        "has the partition key 'region', but its table 'arena' has 'pk'");
  }

  @Test
  void aTableHasAtMostFiveLocalIndexes() {
    JavaFileObject[] views = new JavaFileObject[6];
    for (int i = 0; i < 6; i++) {
      views[i] = source("Lsi" + i, "@SecondaryIndex(value = \"lsi" + i + "\", local = true)\n"
          + "public record Lsi" + i + "(@PartitionKey String pk, @SortKey String status) {}\n");
    }
    Compilation c = compile(MATCH, views[0], views[1], views[2], views[3], views[4], views[5]);
    assertThat(c).failed();
    assertThat(c).hadErrorContaining("[Dynaforge/TooManyIndexes] Table 'arena' would have 6 local secondary indexes")
        .inFile(views[5]).onLineContaining("public record Lsi5");
  }

  @Test
  void anEnumGlobalPartitionKeyWarns() {
    JavaFileObject status = source("Status", "public enum Status { OPEN, CLOSED }\n");
    JavaFileObject view = source("ByStatus", """
        @SecondaryIndex("by_state")
        public record ByStatus(@PartitionKey Status status, @SortKey String sk) {}
        """);
    Compilation c = compile(MATCH, status, view);
    assertThat(c).succeeded();
    assertThat(c).hadWarningContaining("[Dynaforge/LowCardinalityIndexKey] The partition key 'status' of the global"
        + " index view ByStatus is the enum com.acme.Status").inFile(view).onLineContaining("@PartitionKey Status status");
  }

  @Test
  void aViewRepositoryOfANonViewIsAnError() {
    Sources.assertError(new JavaFileObject[] {MATCH}, source("MatchViewRepository", """
        public interface MatchViewRepository extends io.dynaforge.repository.SecondaryIndexRepository<Match> {}
        """), "ViewRepositoryEntity", "public interface MatchViewRepository",
        "SecondaryIndexRepository of Match, which is not a @SecondaryIndex view");
  }

  @Test
  void aViewQueryWithoutEveryPartitionAttributeIsRejected() {
    JavaFileObject view = source("ByRegion", """
        @SecondaryIndex("by_region")
        public record ByRegion(@PartitionKey(order = 0) String region, @PartitionKey(order = 1) String season,
            @SortKey Integer round, String pk) {}
        """);
    Sources.assertError(new JavaFileObject[] {MATCH, view}, source("ByRegionRepository", """
        public interface ByRegionRepository extends io.dynaforge.repository.SecondaryIndexRepository<ByRegion> {
          List<ByRegion> findByRegion(String region);
        }
        """), "ScanShapedMethod", "findByRegion", "it has no equality on the partition key 'season'");
  }

  @Test
  void aViewRepositoryCompilesWithFindAllCountAndDerivedQueries() {
    JavaFileObject view = source("ByRegion", """
        @SecondaryIndex("by_region")
        public record ByRegion(@PartitionKey(order = 0) String region, @PartitionKey(order = 1) String season,
            @SortKey Integer round, String pk) {}
        """);
    Compilation c = compile(MATCH, view, source("ByRegionRepository", """
        public interface ByRegionRepository extends io.dynaforge.repository.SecondaryIndexRepository<ByRegion> {
          List<ByRegion> findByRegionAndSeasonAndRoundGreaterThan(String region, String season, Integer round);
          List<ByRegion> findAll();
          long count();
        }
        """));
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("com.acme.ByRegionRepository_Impl");
    assertThat(c).generatedSourceFile("com.acme.ByRegion_Mapper");
  }
}
