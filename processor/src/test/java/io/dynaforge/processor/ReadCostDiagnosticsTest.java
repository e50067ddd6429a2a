package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.source;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;

/**
 * The read-cost rules, each pinned to its line: index projections ({@code AttributeNotProjected},
 * {@code IndexProjectionConflict}), projections on repository methods ({@code
 * UnknownProjectionProperty}, {@code ProjectionTypeMismatch}) and sparse key templates ({@code
 * SparseBaseTableKey}); plus what compiles: every return shape of a record, class and interface
 * projection, and the access-pattern report that lists the projected attributes.
 */
class ReadCostDiagnosticsTest {

  private static final JavaFileObject ORDER = source("Order", """
      @Table("shop")
      public record Order(@PartitionKey String pk, @SortKey String sk, String status, BigDecimal total,
          String region, Integer lines) {}
      """);

  // ------------------------------------------------------------------ index projections

  @Test
  void aKeysOnlyIndexViewMapsOnlyKeys() {
    Sources.assertError(new JavaFileObject[] {ORDER}, source("ByStatus", """
        @SecondaryIndex(value = "by_status", projection = IndexProjection.KEYS_ONLY)
        public class ByStatus {
          @PartitionKey public String status;
          public String pk;
          public String sk;
          public BigDecimal total;
        }
        """), "AttributeNotProjected", "public BigDecimal total;", "Property 'total' of ByStatus maps the attribute"
        + " 'total', but the index 'by_status' projects KEYS_ONLY");
  }

  @Test
  void aKeysOnlyIndexViewOfKeysCompiles() {
    Compilation c = compile(ORDER, source("ByStatus", """
        @SecondaryIndex(value = "by_status", projection = IndexProjection.KEYS_ONLY)
        public record ByStatus(@PartitionKey String status, String pk, String sk) {}
        """));
    assertThat(c).succeededWithoutWarnings();
  }

  @Test
  void viewsOfOneIndexDeclareOneProjection() {
    JavaFileObject first = source("ByRegion", """
        @SecondaryIndex(value = "by_region", projection = IndexProjection.INCLUDE)
        public record ByRegion(@PartitionKey String region, String total) {}
        """);
    Sources.assertError(new JavaFileObject[] {ORDER, first}, source("ByRegionAll", """
        @SecondaryIndex(value = "by_region")
        public record ByRegionAll(@PartitionKey String region, String status) {}
        """), "IndexProjectionConflict", "@SecondaryIndex(value = \"by_region\")",
        "both read the index 'by_region' of table 'shop' but declare different projections (ALL, and INCLUDE)");
  }

  // ------------------------------------------------------------------ sparse keys

  @Test
  void aSparseBaseTableKeyIsRefused() {
    Sources.assertError(source("Product", """
        @Table("shop")
        @PartitionKeyTemplate("PRODUCT#{productId}")
        @SortKeyTemplate(value = "FEATURED#{rank}", sparse = true)
        public record Product(String productId, Integer rank) {}
        """), "SparseBaseTableKey", "@SortKeyTemplate(value = \"FEATURED#{rank}\", sparse = true)",
        "composes 'sk', the base table's own key");
  }

  @Test
  void aSparseIndexColumnOmitsTheColumnWhenAPlaceholderIsNull() throws IOException {
    Compilation c = compile(source("Product", """
        @Table("shop")
        @PartitionKeyTemplate("PRODUCT#{productId}")
        @SortKeyTemplate("METADATA")
        @SortKeyTemplate(value = "{featured}", column = "featured", sparse = true)
        public class Product {
          public String productId;
          @Derived public String featured;
          public String name;
        }
        """));
    assertThat(c).succeededWithoutWarnings();
    String mapper = c.generatedSourceFile("com.acme.Product_Mapper").orElseThrow().getCharContent(true).toString();
    assertThat(mapper).contains("if (entity.featured != null) {\n"
        + "            item.put(\"featured\", AttributeValues.s(Product_Keys.featured(entity.featured)));\n"
        + "        }");
  }

  @Test
  void aSparsePartitionKeyTemplateOfAnIndexColumn() throws IOException {
    Compilation c = compile(source("Ticket", """
        @Table("desk")
        @PartitionKeyTemplate(value = "AGENT#{agent}", column = "gsi1pk", sparse = true)
        @SortKeyTemplate(value = "OPEN#{openedOn}#{priority}", column = "gsi1sk", sparse = true)
        public class Ticket {
          @PartitionKey public String pk;
          @SortKey public String sk;
          public String agent;
          public LocalDate openedOn;
          public int priority;
        }
        """));
    assertThat(c).succeededWithoutWarnings();
    String mapper = c.generatedSourceFile("com.acme.Ticket_Mapper").orElseThrow().getCharContent(true).toString();
    assertThat(mapper).contains("if (entity.agent != null) {\n"
        + "            item.put(\"gsi1pk\", AttributeValues.s(Ticket_Keys.gsi1pk(entity.agent)));");
    // a primitive placeholder is never null: only the others decide
    assertThat(mapper).contains("if (entity.openedOn != null) {\n"
        + "            item.put(\"gsi1sk\", AttributeValues.s(Ticket_Keys.gsi1sk(entity.openedOn, entity.priority)));");
  }

  // ------------------------------------------------------------------ projections

  private static final JavaFileObject SUMMARY = source("OrderSummary", """
      public record OrderSummary(String sk, String status, BigDecimal total) {}
      """);

  private static final JavaFileObject TOTALS = source("OrderTotals", """
      public interface OrderTotals {
        String getSk();
        BigDecimal getTotal();
      }
      """);

  @Test
  void everyReturnShapeOfARecordAClassAndAnInterfaceProjectionCompiles() throws IOException {
    JavaFileObject lines = source("OrderLines", """
        public class OrderLines {
          private final String sk;
          private final Integer lines;
          public OrderLines(String sk, Integer lines) {
            this.sk = sk;
            this.lines = lines;
          }
          public String sk() { return sk; }
          public Integer lines() { return lines; }
        }
        """);
    JavaFileObject repository = source("OrderRepository", """
        import io.dynaforge.repository.*;
        import java.util.stream.Stream;
        import org.springframework.data.domain.*;
        public interface OrderRepository extends DynamoDbRepository<Order, DynamoDbCompositeId> {
          List<OrderSummary> findByPk(String pk);
          Optional<OrderSummary> findByPkAndSk(String pk, String sk);
          OrderTotals findFirstByPkOrderBySkDesc(String pk);
          Stream<OrderTotals> findByPkAndSkStartingWith(String pk, String prefix);
          Window<OrderSummary> findByPkAndStatus(String pk, String status, Limit limit, ScrollPosition position);
          List<OrderLines> findByPkAndLinesGreaterThan(String pk, Integer lines);
          @Query(filterExpression = "#status = :status", allowScan = true)
          List<OrderTotals> withStatus(String status);
        }
        """);
    Compilation c = compile(ORDER, SUMMARY, TOTALS, lines, repository);
    assertThat(c).succeededWithoutWarnings();
    String impl = c.generatedSourceFile("com.acme.OrderRepository_Impl").orElseThrow().getCharContent(true).toString();
    assertThat(impl).contains(".projecting(\"#sk, #status, #total\", \"#sk\", \"sk\", \"#status\", \"status\","
        + " \"#total\", \"total\")");
    // the full key of a projection is a Query (with the ProjectionExpression), reusing the key's placeholders
    assertThat(impl).contains("\"#pk = :pk AND #sk = :sk\"");
    assertThat(impl).contains(".projecting(\"#sk, #status, #total\", \"#status\", \"status\", \"#total\", \"total\")");
    // a Window projects the keys it pages by too
    assertThat(impl).contains(".projecting(\"#sk, #status, #total, #pk\", \"#sk\", \"sk\", \"#total\", \"total\")");
    // a projection reads the entity's items: its kind, expiry and extensions apply
    assertThat(impl).contains("new QueryExecution<OrderTotals>(operations, Order.class,"
        + " OrderRepository_OrderTotals_Mapper.INSTANCE)");
    assertThat(c.generatedSourceFile("com.acme.OrderRepository_OrderLines_Mapper")).isPresent();
    String report = c.generatedFile(StandardLocation.CLASS_OUTPUT,
        "META-INF/dynaforge/access-patterns/com.acme.OrderRepository.json").orElseThrow().getCharContent(true).toString();
    assertThat(report).contains("\"projection\": \"com.acme.OrderTotals\",\n      \"projectedAttributes\": [\"sk\", \"total\"],");
  }

  @Test
  void aDerivedPlaceholderIsReadThroughTheEntitysMapperAndProjectsItsTemplatesColumn() throws IOException {
    JavaFileObject line = source("Line", """
        @Table("shop")
        @PartitionKeyTemplate("ORDER#{orderId}")
        @SortKeyTemplate("LINE#{lineNo:4}")
        public record Line(@Derived String orderId, @Derived Integer lineNo, String sku, int quantity) {}
        """);
    JavaFileObject repository = source("LineRepository", """
        import io.dynaforge.repository.*;
        public interface LineRepository extends DynamoDbRepository<Line, DynamoDbCompositeId> {
          List<LineRepository.Numbered> findByOrderId(String orderId);
          List<LineRepository.Counted> findByOrderIdAndLineNo(String orderId, Integer lineNo);
          record Numbered(Integer lineNo, String sku) {}
          record Counted(String sku, int quantity) {}
        }
        """);
    Compilation c = compile(line, repository);
    assertThat(c).succeededWithoutWarnings();
    String impl = c.generatedSourceFile("com.acme.LineRepository_Impl").orElseThrow().getCharContent(true).toString();
    assertThat(impl).contains(".projecting(\"#sk, #sku\", \"#sku\", \"sku\")");
    String numbered = c.generatedSourceFile("com.acme.LineRepository_Numbered_Mapper").orElseThrow()
        .getCharContent(true).toString();
    assertThat(numbered).contains("Line entity = Line_Mapper.INSTANCE.fromItem(item);")
        .contains("return new LineRepository.Numbered(entity.lineNo(), entity.sku());");
    String counted = c.generatedSourceFile("com.acme.LineRepository_Counted_Mapper").orElseThrow()
        .getCharContent(true).toString();
    assertThat(counted).doesNotContain("Line_Mapper").contains("int quantity = (av = item.get(\"quantity\")) == null ? 0 :");
  }

  @Test
  void aProjectionPropertyTheEntityLacksIsRefusedWithASuggestion() {
    Sources.assertError(new JavaFileObject[] {ORDER, source("Brief", """
        public record Brief(String sk, String statsu) {}
        """)}, source("OrderRepository", """
        import io.dynaforge.repository.*;
        public interface OrderRepository extends DynamoDbRepository<Order, DynamoDbCompositeId> {
          List<Brief> findByPk(String pk);
        }
        """), "UnknownProjectionProperty", "List<Brief> findByPk(String pk);",
        "OrderRepository.findByPk returns the projection Brief, whose property 'statsu' is not a property of Order",
        "Did you mean 'status'?");
  }

  @Test
  void anInterfaceGetterTheEntityLacksIsRefused() {
    Sources.assertError(new JavaFileObject[] {ORDER, source("Brief", """
        public interface Brief {
          String getSk();
          String getCustomer();
        }
        """)}, source("OrderRepository", """
        import io.dynaforge.repository.*;
        public interface OrderRepository extends DynamoDbRepository<Order, DynamoDbCompositeId> {
          Optional<Brief> findFirstByPk(String pk);
        }
        """), "UnknownProjectionProperty", "Optional<Brief> findFirstByPk(String pk);", "'customer'");
  }

  @Test
  void aProjectionPropertyOfAnotherTypeIsRefused() {
    Sources.assertError(new JavaFileObject[] {ORDER, source("Brief", """
        public record Brief(String sk, Double total) {}
        """)}, source("OrderRepository", """
        import io.dynaforge.repository.*;
        public interface OrderRepository extends DynamoDbRepository<Order, DynamoDbCompositeId> {
          @Query(filterExpression = "#status = :status")
          List<Brief> withStatus(String status);
        }
        """), "ProjectionTypeMismatch", "List<Brief> withStatus(String status);",
        "whose property 'total' is a java.lang.Double, but 'total' of Order is a java.math.BigDecimal");
  }

  @Test
  void aProjectionOfAnIndexView() throws IOException {
    JavaFileObject view = source("ByRegion", """
        @SecondaryIndex(value = "by_region", projection = IndexProjection.INCLUDE)
        public record ByRegion(@PartitionKey String region, String pk, String sk, String status, BigDecimal total) {}
        """);
    JavaFileObject repository = source("ByRegionRepository", """
        import io.dynaforge.repository.*;
        public interface ByRegionRepository extends SecondaryIndexRepository<ByRegion> {
          List<ByRegionRepository.Line> findByRegion(String region);
          record Line(String sk, BigDecimal total) {}
        }
        """);
    Compilation c = compile(ORDER, view, repository);
    assertThat(c).succeededWithoutWarnings();
    String mapper = c.generatedSourceFile("com.acme.ByRegion_Mapper").orElseThrow().getCharContent(true).toString();
    assertThat(mapper).contains("new EntityMetadata.Index(\"by_region\", false, IndexProjection.INCLUDE))");
    assertThat(c.generatedSourceFile("com.acme.ByRegionRepository_Line_Mapper")).isPresent();
  }

  @Test
  void aPartiQlMethodCannotReturnAProjection() {
    Sources.assertError(new JavaFileObject[] {ORDER, SUMMARY}, source("OrderRepository", """
        import io.dynaforge.repository.*;
        public interface OrderRepository extends DynamoDbRepository<Order, DynamoDbCompositeId> {
          @Query(partiQl = "SELECT * FROM \\"shop\\" WHERE pk = ?")
          List<OrderSummary> open(String pk);
        }
        """), "UnsupportedReturnType", "List<OrderSummary> open(String pk);",
        "A projection is read by a derived or @Query method with expressions; a PartiQL statement returns Order.");
  }

  @Test
  void aClassWithoutAUsableConstructorIsNoProjection() {
    Sources.assertError(new JavaFileObject[] {ORDER, source("Brief", """
        public class Brief {
          private final String sk;
          public Brief(String key) { this.sk = key; }
          public String sk() { return sk; }
        }
        """)}, source("OrderRepository", """
        import io.dynaforge.repository.*;
        public interface OrderRepository extends DynamoDbRepository<Order, DynamoDbCompositeId> {
          List<Brief> findByPk(String pk);
        }
        """), "UnsupportedReturnType", "List<Brief> findByPk(String pk);", "Brief cannot be a projection: it has no"
        + " public constructor taking all its fields, and its field 'sk' has no public setter");
  }

  @Test
  void theProjectionMapperNeverTakesTheNameOfAUserType() throws IOException {
    Compilation c = compile(ORDER, SUMMARY, source("OrderRepository_OrderSummary_Mapper", """
        public class OrderRepository_OrderSummary_Mapper {}
        """), source("OrderRepository", """
        import io.dynaforge.repository.*;
        public interface OrderRepository extends DynamoDbRepository<Order, DynamoDbCompositeId> {
          List<OrderSummary> findByPk(String pk);
          List<OrderSummary> findByPkAndSkStartingWith(String pk, String prefix);
        }
        """));
    assertThat(c).succeededWithoutWarnings();
    String impl = c.generatedSourceFile("com.acme.OrderRepository_Impl").orElseThrow().getCharContent(true).toString();
    // one mapper for the projection type, whichever methods return it
    assertThat(impl).containsOnlyOnce("OrderRepository_OrderSummary_Mapper_.INSTANCE");
    assertThat(c.generatedSourceFile("com.acme.OrderRepository_OrderSummary_Mapper_")).isPresent();
  }
}
