package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** The rules of @ItemCollectionView and ItemCollectionRepository, each pinned to its line. */
class ItemCollectionDiagnosticsTest {

  private static final JavaFileObject ROW = source("Row", """
      @Table("crm")
      public record Row(@PartitionKey String pk, @SortKey String sk, String status) {}
      """);

  private static final JavaFileObject ORDER_DATA = source("OrderData", "public record OrderData(String status) {}\n");

  private static void assertError(JavaFileObject view, String id, String line, String... fragments) {
    Sources.assertError(new JavaFileObject[] {ROW, ORDER_DATA}, view, id, line, fragments);
  }

  @Test
  void aViewNeedsMembers() {
    assertError(source("Empty", """
        @ItemCollectionView(partitionKey = "pk", sortKey = "sk")
        public record Empty(OrderData order) {}
        """), "CollectionWithoutMembers", "@ItemCollectionView(partitionKey", "has no @ItemCollectionMember");
  }

  @Test
  void everyMemberHasARoute() {
    assertError(source("OrderView", """
        @ItemCollectionView(partitionKey = "pk", sortKey = "sk")
        public record OrderView(@ItemCollectionMember(regex = "ORDER#[^#]+") OrderData order,
            @ItemCollectionMember OrderData other) {}
        """), "MemberWithoutRoute", "@ItemCollectionMember OrderData other",
        "sets none of startsWith, endsWith and regex");
    assertError(source("OrderView", """
        @ItemCollectionView(partitionKey = "pk", sortKey = "sk")
        public class OrderView {
          @ItemCollectionMember(regex = "ORDER#[^#]+") public OrderData order;
          public OrderData stray;
        }
        """), "MemberWithoutRoute", "public OrderData stray", "has no @ItemCollectionMember");
  }

  @Test
  void anInvalidRegexIsACompileError() {
    assertError(source("OrderView", """
        @ItemCollectionView(partitionKey = "pk", sortKey = "sk")
        public record OrderView(
            @ItemCollectionMember(regex = "ORDER#[") OrderData order) {}
        """), "InvalidMemberRegex", "@ItemCollectionMember(regex = \"ORDER#[\")", "does not compile");
  }

  @Test
  void aBaseTableViewNeedsASortKeyAndAGsiViewOnePerMember() {
    assertError(source("OrderView", """
        @ItemCollectionView(partitionKey = "pk")
        public record OrderView(
            @ItemCollectionMember(startsWith = "ORDER#") OrderData order) {}
        """), "CollectionSortKeyRequired", "@ItemCollectionView(partitionKey = \"pk\")",
        "reads the base table but declares no sortKey");
    assertError(source("OrderView", """
        @ItemCollectionView(indexName = "GSI2", partitionKey = "gsi2pk")
        public record OrderView(
            @ItemCollectionMember(startsWith = "ORDER#", sortKey = "gsi2sk") OrderData order,
            @ItemCollectionMember(startsWith = "NOTE#") OrderData note) {}
        """), "CollectionSortKeyRequired", "@ItemCollectionMember(startsWith = \"NOTE#\")",
        "neither it nor its member 'note' names a sortKey", "give each member its own sortKey");
  }

  @Test
  void aMemberIsARowProjection() {
    assertError(source("OrderView", """
        @ItemCollectionView(partitionKey = "pk", sortKey = "sk")
        public record OrderView(
            @ItemCollectionMember(startsWith = "ORDER#") String order) {}
        """), "UnsupportedMemberType", "@ItemCollectionMember(startsWith = \"ORDER#\") String order",
        "has type java.lang.String");
  }

  @Test
  void aViewIsNotAlsoASecondaryIndex() {
    assertError(source("OrderView", """
        @ItemCollectionView(partitionKey = "pk", sortKey = "sk")
        @SecondaryIndex("GSI1")
        public record OrderView(@ItemCollectionMember(startsWith = "ORDER#") OrderData order) {}
        """), "TableWithView", "@SecondaryIndex(\"GSI1\")", "both @SecondaryIndex and @ItemCollectionView");
  }

  @Test
  void overlappingPrefixesWarn() {
    JavaFileObject view = source("OrderView", """
        @ItemCollectionView(partitionKey = "pk", sortKey = "sk")
        public record OrderView(@ItemCollectionMember(startsWith = "ORDER#") OrderData order,
            @ItemCollectionMember(startsWith = "ORDER#9") List<OrderData> nines) {}
        """);
    Compilation c = compile(ROW, ORDER_DATA, view);
    assertThat(c).succeeded();
    assertThat(c).hadWarningContaining("[Dynaforge/OverlappingMemberRoutes]").inFile(view)
        .onLineContaining("@ItemCollectionMember(startsWith = \"ORDER#9\")");
  }

  private static final JavaFileObject VIEW = source("OrderView", """
      @ItemCollectionView(partitionKey = "pk", sortKey = "sk")
      public record OrderView(@ItemCollectionMember(regex = "ORDER#[^#]+") OrderData order) {}
      """);

  @Test
  void derivedAndUpdateMethodsAreRefusedOnAnItemCollectionRepository() {
    JavaFileObject repo = source("OrderViewRepository", """
        public interface OrderViewRepository extends io.dynaforge.repository.ItemCollectionRepository<OrderView> {
          java.util.Optional<OrderView> findByStatus(String status);
          @Update(updateExpression = "SET #s = :s") void touch(String pk);
        }
        """);
    Compilation c = compile(ROW, ORDER_DATA, VIEW, repo);
    assertThat(c).failed();
    assertThat(c).hadErrorContaining("[Dynaforge/ItemCollectionMethod] OrderViewRepository.findByStatus is a derived"
        + " query method").inFile(repo).onLineContaining("findByStatus");
    assertThat(c).hadErrorContaining("OrderViewRepository.touch is a @Update method").inFile(repo)
        .onLineContaining("@Update");
  }

  @Test
  void anItemCollectionRepositoryOfANonViewIsAnError() {
    Sources.assertError(new JavaFileObject[] {ROW, ORDER_DATA}, source("RowRepository", """
        public interface RowRepository extends io.dynaforge.repository.ItemCollectionRepository<Row> {}
        """), "CollectionRepositoryView", "public interface RowRepository", "which is not an @ItemCollectionView");
  }

  @Test
  void aValidViewAndRepositoryGenerateTheFoldAndTheImpl() {
    JavaFileObject repo = source("OrderViewRepository", """
        public interface OrderViewRepository extends io.dynaforge.repository.ItemCollectionRepository<OrderView> {}
        """);
    Compilation c = compile(ROW, ORDER_DATA, VIEW, repo);
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("com.acme.OrderView_Mapper");
    assertThat(c).generatedSourceFile("com.acme.OrderViewRepository_Impl");
  }
}
