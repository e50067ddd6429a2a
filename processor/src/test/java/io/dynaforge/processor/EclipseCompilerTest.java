package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Bug 7 of issue 19, the Eclipse compiler (ecj, which Eclipse and VS Code run): the processor's
 * diagnostic tests, unchanged, under ecj, each asserting the message, the file and the line. ecj
 * places nothing on a record type, its annotations or its components ({@code ElementPositionsTest}):
 * the processor reports a record's problems on its canonical constructor (the record's header, or the
 * constructor written out) and a component's on its field (the component's name), and
 * {@link Compilers#expectedLine} moves the expectation there; {@code RecordPositions} checks each rule
 * that can fire on a record has a file and a line. {@code GeneratedCodeWarningsTest}
 * compiles the generated code under ecj.
 */
@ExtendWith(Compilers.Eclipse.class)
class EclipseCompilerTest {

  @Nested
  class Entities extends EntityDiagnosticsTest {}

  @Nested
  class Records extends RecordDiagnosticsTest {}

  @Nested
  class RecordPositions extends RecordPositionsTest {}

  @Nested
  class AtomicCounters extends AtomicCounterDiagnosticsTest {}

  @Nested
  class ItemCollections extends ItemCollectionDiagnosticsTest {}

  @Nested
  class KeyDesign extends KeyDesignDiagnosticsTest {}

  @Nested
  class SecondaryIndexes extends SecondaryIndexDiagnosticsTest {}

  @Nested
  class TableIndexes extends TableIndexDiagnosticsTest {}

  @Nested
  class Encryption extends EncryptionDiagnosticsTest {}

  /** A problem on a method a repository inherits from a generic {@code @NoRepositoryBean} base: the base's line. */
  @Test
  void aMethodInheritedFromAGenericBaseKeepsItsLine() {
    new CrudMethodsTest().genericNoRepositoryBeanBases_bug5();
  }

  @Nested
  class EntityIndexQueries extends EntityIndexQueriesTest {}

  @Nested
  class SingleTable extends SingleTableDiagnosticsTest {
    /** ecj places a problem on the repeated annotation itself, which javac cannot (it marks the class). */
    @Override
    @Test
    void twoTemplatesOnOneColumn() {
      Sources.assertError(source("Match", """
          @Table
          @SortKeyTemplate("MATCH#{matchId}")
          @SortKeyTemplate("GAME#{matchId}")
          public class Match {
            @PartitionKey public String pk;
            public String matchId;
          }
          """), "DuplicateTemplateColumn", "@SortKeyTemplate(\"GAME#{matchId}\")", "two templates on the column 'sk'");
    }
  }

  @Nested
  class Repositories extends RepositoryDiagnosticsTest {}

  @Nested
  class DeclaredQueries extends DeclaredQueryDiagnosticsTest {}

  @Nested
  class ReadCost extends ReadCostDiagnosticsTest {}

  @Nested
  class DeclaredWrites extends DeclaredWriteRulesTest {}

  @Nested
  class StreamHandlers extends StreamHandlerDiagnosticsTest {}

  @Nested
  class ReactiveRepositories extends ReactiveRepositoryDiagnosticsTest {}

  @Nested
  class SchemaHistories extends SchemaHistoryTest {}

  @Nested
  class EncryptedSchemaHistories extends SchemaHistoryEncryptionTest {}

  @Nested
  class ConvertedPlaceholders extends ConvertedPlaceholderDiagnosticsTest {}

  @Nested
  class OverloadedIndexes extends OverloadedIndexTest {}

  @Nested
  class SelectiveRepositories extends SelectiveRepositoryDiagnosticsTest {}

  @Nested
  class Placement {
    private final JavaFileObject row = source("Row", """
        @Table("crm")
        public record Row(@PartitionKey String pk, @SortKey String sk) {}
        """);

    private final JavaFileObject orderData = source("OrderData", "public record OrderData(String status) {}\n");

    @Test
    void collectionWithoutMembersOnARecordWithNoComponentsIsPlaced() {
      JavaFileObject empty = source("Empty", """
          @ItemCollectionView(partitionKey = "pk", sortKey = "sk")
          public record Empty() {}
          """);
      Compilation c = compile(row, empty);
      assertThat(c).hadErrorContaining("[Dynaforge/CollectionWithoutMembers]").inFile(empty)
          .onLineContaining("public record Empty() {}");
    }

    @Test
    void collectionSortKeyRequiredIsPlacedOnceOnTheView() {
      JavaFileObject record = source("OrderView", """
          @ItemCollectionView(partitionKey = "pk")
          public record OrderView(@ItemCollectionMember(startsWith = "ORDER#") OrderData order,
              @ItemCollectionMember(startsWith = "NOTE#") OrderData note) {}
          """);
      Compilation c = compile(row, orderData, record);
      assertThat(c).hadErrorCount(1);
      assertThat(c).hadErrorContaining("[Dynaforge/CollectionSortKeyRequired]").inFile(record)
          .onLineContaining("public record OrderView(");
      JavaFileObject type = source("OrderView", """
          @ItemCollectionView(partitionKey = "pk")
          public class OrderView {
            @ItemCollectionMember(startsWith = "ORDER#") public OrderData order;
            @ItemCollectionMember(startsWith = "NOTE#") public OrderData note;
          }
          """);
      c = compile(row, orderData, type);
      assertThat(c).hadErrorCount(1);
      assertThat(c).hadErrorContaining("[Dynaforge/CollectionSortKeyRequired]").inFile(type)
          .onLineContaining("@ItemCollectionView(partitionKey = \"pk\")");
    }

    @Test
    void anIndexProjectionConflictOfTwoRecordViewsIsPlaced() {
      JavaFileObject all = source("ByRegionAll", """
          @SecondaryIndex(value = "by_region", tableName = "crm")
          public record ByRegionAll(@PartitionKey String region, String pk, String sk) {}
          """);
      JavaFileObject keys = source("ByRegionKeys", """
          @SecondaryIndex(value = "by_region", tableName = "crm", projection = IndexProjection.KEYS_ONLY)
          public record ByRegionKeys(@PartitionKey String region, String pk, String sk) {}
          """);
      JavaFileObject table = source("Row", """
          @Table("crm")
          public record Row(@PartitionKey String pk, @SortKey String sk, String region) {}
          """);
      Compilation c = compile(table, all, keys);
      assertThat(c).hadErrorContaining("[Dynaforge/IndexProjectionConflict]").inFile(keys)
          .onLineContaining("public record ByRegionKeys(");
    }

    @Test
    void aRecordsMemberRuleMarksTheComponentsLine() {
      JavaFileObject view = source("OrderView", """
          @ItemCollectionView(indexName = "GSI2", partitionKey = "gsi2pk")
          public record OrderView(
              @ItemCollectionMember(startsWith = "ORDER#", sortKey = "gsi2sk") OrderData order,
              @ItemCollectionMember(startsWith = "NOTE#") OrderData note) {}
          """);
      Compilation c = compile(row, orderData, view);
      assertThat(c).hadErrorCount(1);
      assertThat(c).hadErrorContaining("its member 'note' names a sortKey").inFile(view)
          .onLineContaining("@ItemCollectionMember(startsWith = \"NOTE#\")");
    }
  }
}
