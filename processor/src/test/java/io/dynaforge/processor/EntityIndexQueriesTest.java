package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.source;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;

/**
 * API wave 5 item 3: a derived method of an entity repository that the base table cannot serve is
 * one Query on an index the entity declares ({@code @TableIndex}), returning entities; the choice
 * rule, {@code AmbiguousIndex}, {@code @UseIndex} and {@code UnusableIndex},
 * {@code IndexDoesNotProjectEntity}, {@code @ConsistentRead} on a global index, {@code @Query(indexName)}
 * on an entity repository, and the Scan message naming the indexes that cannot serve the method. Each
 * rule on its line (run again under ecj by {@code EclipseCompilerTest}).
 */
class EntityIndexQueriesTest {

  static final JavaFileObject ORDER_ITEM = source("OrderItem", """
      @Table(value = "shop", partitionKey = "PK", sortKey = "SK")
      @PartitionKeyTemplate("o#{orderId}")
      @SortKeyTemplate("p#{productId}")
      @PartitionKeyTemplate(value = "p#{productId}", column = "GSI1-PK")
      @SortKeyTemplate(value = "{orderedAt}", column = "GSI1-SK")
      @PartitionKeyTemplate(value = "w#{warehouseId}", column = "GSI2-PK")
      @TableIndex(name = "GSI1", partitionKey = "GSI1-PK", sortKey = "GSI1-SK")
      @TableIndex(name = "GSI2", partitionKey = "GSI2-PK", projection = IndexProjection.KEYS_ONLY)
      @TableIndex(name = "GSI3", partitionKey = "productId", projection = IndexProjection.INCLUDE,
          include = {"orderedAt", "warehouseId", "quantity"})
      public record OrderItem(@Derived String orderId, String productId, LocalDate orderedAt, String warehouseId,
          int quantity) {}
      """);

  private static JavaFileObject repository(String body) {
    return source("OrderItemRepository", """
        import io.dynaforge.repository.*;
        import org.springframework.data.domain.*;
        import org.springframework.data.repository.query.Param;
        public interface OrderItemRepository extends DynamoDbRepository<OrderItem, DynamoDbCompositeId> {
        """ + body + "\n}\n");
  }

  private static Compilation compile(JavaFileObject repository) {
    return Sources.compile(ORDER_ITEM, repository);
  }

  private static String impl(Compilation c) throws IOException {
    return c.generatedSourceFile("com.acme.OrderItemRepository_Impl").orElseThrow().getCharContent(true).toString();
  }

  private static String report(Compilation c) throws IOException {
    return c.generatedFile(StandardLocation.CLASS_OUTPUT, "META-INF/dynaforge/access-patterns/com.acme.OrderItemRepository.json").orElseThrow()
        .getCharContent(true).toString();
  }

  @Test
  void theIndexWhoseKeyBindsTheMostConditionsServesTheMethod() throws IOException {
    Compilation c = compile(repository("""
          List<OrderItem> findByProductIdAndOrderedAtBetween(String productId, LocalDate from, LocalDate to);
          Window<OrderItem> findByProductIdAndOrderedAtAfterOrderByOrderedAtDesc(String productId, LocalDate after,
              ScrollPosition position, Limit limit);
          long countByProductIdAndOrderedAt(String productId, LocalDate orderedAt);
          @UseIndex("GSI3") List<OrderItem> findByProductId(String productId);
          @UseIndex("GSI3") Optional<OrderItem> findFirstByProductIdAndQuantityGreaterThan(String productId, int q);
          List<OrderItem> findByOrderId(String orderId);
        """));
    assertThat(c).succeededWithoutWarnings();
    String impl = impl(c);
    org.assertj.core.api.Assertions.assertThat(impl).contains("\"GSI1\"").contains("\"GSI3\"")
        .doesNotContain("\"GSI2\"");
    String report = report(c);
    org.assertj.core.api.Assertions.assertThat(report)
        .contains("\"keyCondition\": \"#GSI1_PK = :GSI1_PK AND #GSI1_SK BETWEEN :GSI1_SK_from AND :GSI1_SK_to\"")
        .contains("\"index\": \"GSI1\"").contains("\"index\": \"GSI3\"");
    String policy = c.generatedFile(StandardLocation.CLASS_OUTPUT, "META-INF/dynaforge/iam/com.acme.OrderItemRepository.json")
        .orElseThrow().getCharContent(true).toString();
    org.assertj.core.api.Assertions.assertThat(policy).contains("table/${table_prefix}shop/index/GSI1")
        .contains("table/${table_prefix}shop/index/GSI3").doesNotContain("index/GSI2");
  }

  @Test
  void twoIndexesBindingAsManyConditionsAreAmbiguous() {
    Sources.assertError(new JavaFileObject[] {ORDER_ITEM}, repository("""
          List<OrderItem> findByProductId(String productId);
        """), "AmbiguousIndex", "findByProductId(String productId)",
        "OrderItemRepository.findByProductId can be served by the indexes 'GSI1', 'GSI3' alike: each binds 1 of its"
            + " conditions", "@UseIndex(\"GSI1\")");
  }

  @Test
  void useIndexNamingNoIndexOfTheTable() {
    Sources.assertError(new JavaFileObject[] {ORDER_ITEM}, repository("""
          @UseIndex("GSI9")
          List<OrderItem> findByProductId(String productId);
        """), "UnusableIndex", "@UseIndex(\"GSI9\")",
        "asks for @UseIndex(\"GSI9\"), but OrderItem declares no index 'GSI9' (@TableIndex)",
        "name one of ['GSI1', 'GSI2', 'GSI3']");
  }

  @Test
  void useIndexThatCannotServeTheMethod() {
    Sources.assertError(new JavaFileObject[] {ORDER_ITEM}, repository("""
          @UseIndex("GSI2")
          List<OrderItem> findByProductId(String productId);
        """), "UnusableIndex", "@UseIndex(\"GSI2\")",
        "it cannot be a Query of that index: it binds no equality on the placeholder 'warehouseId'");
  }

  @Test
  void useIndexOnADeclaredQuery() {
    Sources.assertError(new JavaFileObject[] {ORDER_ITEM}, repository("""
          @UseIndex("GSI1")
          @Query(indexName = "GSI1", keyConditionExpression = "#pk = :key")
          List<OrderItem> byKey(@Param("key") String key);
        """), "UnusableIndex", "@UseIndex(\"GSI1\")", "remove @UseIndex and name the index with @Query(indexName");
  }

  @Test
  void anIndexThatDoesNotProjectTheEntity() {
    Sources.assertError(new JavaFileObject[] {ORDER_ITEM}, repository("""
          List<OrderItem> findByWarehouseId(String warehouseId);
        """), "IndexDoesNotProjectEntity", "findByWarehouseId(String warehouseId)",
        "OrderItemRepository.findByWarehouseId reads OrderItem entities from the index 'GSI2', which projects only"
            + " keys (KEYS_ONLY: GSI2-PK, PK, SK) but not 'productId', 'orderedAt', 'warehouseId', 'quantity'");
  }

  @Test
  void aCountNeedsNoProjectedAttribute() {
    assertThat(compile(repository("""
          long countByWarehouseId(String warehouseId);
        """))).succeededWithoutWarnings();
  }

  @Test
  void aScanNamesWhyEachIndexCannotServeIt() {
    Sources.assertError(new JavaFileObject[] {ORDER_ITEM}, repository("""
          List<OrderItem> findByQuantity(int quantity);
        """), "ScanShapedMethod", "findByQuantity(int quantity)",
        "would Scan the whole table 'shop'",
        "the index 'GSI1' cannot: it binds no equality on the placeholder 'productId'",
        "the index 'GSI3' cannot: it has no equality on the partition key 'productId'");
  }

  @Test
  void consistentReadOnAMethodReadingAGlobalIndex() {
    Sources.assertError(new JavaFileObject[] {ORDER_ITEM}, repository("""
          @ConsistentRead
          List<OrderItem> findByProductIdAndOrderedAt(String productId, LocalDate orderedAt);
        """), "ConsistentReadOnGlobalIndex", "findByProductIdAndOrderedAt(String productId",
        "reads the global secondary index 'GSI1'");
  }

  @Test
  void aDeclaredQueryOnAnIndexOfTheEntitysTableReturnsEntities() throws IOException {
    Compilation c = compile(repository("""
          @Query(indexName = "GSI1", keyConditionExpression = "#pk = :key AND #sk >= :from",
              names = {@ExpressionName(name = "#pk", value = "GSI1-PK"),
                  @ExpressionName(name = "#sk", value = "GSI1-SK")})
          List<OrderItem> byProduct(@Param("key") String key, @Param("from") String from);
        """));
    assertThat(c).succeededWithoutWarnings();
    org.assertj.core.api.Assertions.assertThat(impl(c)).contains("\"GSI1\"");
  }

  @Test
  void aDeclaredQueryNamingAnIndexTheEntityDoesNotDeclareIsOneDiagnostic() {
    Compilation c = compile(repository("""
          @Query(indexName = "GSI9", keyConditionExpression = "#pk = :key",
              names = @ExpressionName(name = "#pk", value = "GSI9-PK"))
          List<OrderItem> byKey(@Param("key") String key);
        """));
    assertThat(c).failed();
    assertThat(c).hadErrorCount(1);
    assertThat(c).hadErrorContaining("names the index 'GSI9', which OrderItem does not declare");
  }

  @Test
  void aViewRepositorysScanSaysIndex() {
    Sources.assertError(new JavaFileObject[] {ORDER_ITEM, source("ByProduct", """
        @SecondaryIndex(value = "GSI1", tableName = "shop")
        public record ByProduct(@PartitionKey @Column("GSI1-PK") String productKey, @SortKey @Column("GSI1-SK") String at,
            int quantity) {}
        """)}, source("ByProductRepository", """
        import io.dynaforge.repository.*;
        public interface ByProductRepository extends SecondaryIndexRepository<ByProduct> {
          List<ByProduct> findByQuantity(int quantity);
        }
        """), "ScanShapedMethod", "findByQuantity(int quantity)", "would Scan the whole index 'GSI1' of table 'shop'");
  }
}
