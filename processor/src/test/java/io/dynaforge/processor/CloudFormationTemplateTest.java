package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.source;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import io.dynaforge.processor.codegen.CloudFormationWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;

/**
 * {@code META-INF/dynaforge/cloudformation.json}: pinned byte for byte by the golden file
 * {@code golden/cloudformation.json} for a model with a global index, a local index and TTL (run with
 * {@code -Ddynaforge.updateGolden=true} to rewrite it after an intended change, then review the diff),
 * the same bytes from build to build, and none for a compilation that declares no table.
 */
class CloudFormationTemplateTest {

  private static final Path GOLDEN = Path.of("src", "test", "resources", "golden", "cloudformation.json");

  static final JavaFileObject SHIPMENT = source("Shipment", """
      @Table("shipments")
      public record Shipment(@PartitionKey String customerId, @SortKey String shipmentId, String status,
          LocalDate placedAt, Integer weight, @TimeToLive Instant expiresAt) {}
      """);

  static final JavaFileObject BY_STATUS = source("ShipmentByStatus", """
      @SecondaryIndex(value = "by_status", tableName = "shipments")
      public record ShipmentByStatus(@PartitionKey String status, @SortKey Integer weight, String customerId) {}
      """);

  /** A second view of the same index: the index is declared once. */
  static final JavaFileObject BY_STATUS_KEYS = source("ShipmentKeysByStatus", """
      @SecondaryIndex(value = "by_status", tableName = "shipments")
      public record ShipmentKeysByStatus(@PartitionKey String status, @SortKey Integer weight) {}
      """);

  static final JavaFileObject BY_PLACED = source("ShipmentByPlaced", """
      @SecondaryIndex(value = "by_placed", tableName = "shipments", local = true)
      public record ShipmentByPlaced(@PartitionKey String customerId, @SortKey LocalDate placedAt) {}
      """);

  static final JavaFileObject ORDER_LINE = source("OrderLine", """
      @Table("order-lines")
      public record OrderLine(@PartitionKey Long lineNo, String sku) {}
      """);

  static final JavaFileObject[] MODEL = {SHIPMENT, BY_STATUS, BY_STATUS_KEYS, BY_PLACED, ORDER_LINE};

  @Test
  void theTemplateMatchesItsGoldenFile() throws IOException {
    Compilation c = compile(MODEL);
    assertThat(c).succeededWithoutWarnings();
    String template = template(c).orElseThrow();
    if (Boolean.getBoolean("dynaforge.updateGolden")) {
      Files.writeString(GOLDEN, template);
    }
    assertThat(template).isEqualTo(Files.readString(GOLDEN)); // byte for byte
  }

  @Test
  void theTemplateIsTheSameWhateverTheOrderOfTheSources() throws IOException {
    String forward = template(compile(MODEL)).orElseThrow();
    String backward = template(compile(ORDER_LINE, BY_PLACED, BY_STATUS_KEYS, BY_STATUS, SHIPMENT)).orElseThrow();
    assertThat(backward).isEqualTo(forward);
  }

  @Test
  void aCompilationWithoutTablesWritesNoTemplate() throws IOException {
    Compilation c = compile(source("Plain", "public record Plain(String name) {}"));
    assertThat(c).succeeded();
    assertThat(template(c)).isEmpty();
  }

  @Test
  void aViewOfATableNoEntityOfTheCompilationDeclaresIsLeftToThatTablesModule() throws IOException {
    Compilation c = compile(ORDER_LINE, source("LineBySku", """
        @SecondaryIndex(value = "by_sku", tableName = "order-lines")
        public record LineBySku(@PartitionKey String sku, Long lineNo) {}
        """), source("Elsewhere", """
        @SecondaryIndex(value = "by_x", tableName = "elsewhere")
        public record Elsewhere(@PartitionKey String x) {}
        """));
    String template = template(c).orElseThrow();
    assertThat(template).contains("\"IndexName\": \"by_sku\"").doesNotContain("by_x", "elsewhere");
  }

  @Test
  void tableNamesThatGiveTheSameLogicalIdAreNumberedInNameOrder() throws IOException {
    String template = template(compile(ORDER_LINE, source("OrderLineCopy", """
        @Table("order_lines")
        public record OrderLineCopy(@PartitionKey String id) {}
        """), source("Digits", """
        @Table("2026")
        public record Digits(@PartitionKey String id) {}
        """))).orElseThrow();
    assertThat(template).contains("\"T2026Table\": {", "\"OrderLinesTable\": {", "\"OrderLinesTable2\": {",
        "\"Ref\": \"OrderLinesTable2Name\"", "\"Default\": \"order_lines\"");
    assertThat(template.indexOf("\"Default\": \"order-lines\"")).isLessThan(template.indexOf("\"Default\": \"order_lines\""));
  }

  /**
   * Each index gets the projection its views declare, as {@code createTables} builds it at run time
   * ({@code TableDefinitions.projection}, called by the probe over the generated mappers' metadata):
   * {@code INCLUDE} with the union of the attributes its views map less every key, {@code KEYS_ONLY},
   * and an {@code INCLUDE} whose views map keys only, which DynamoDB takes as {@code KEYS_ONLY}.
   */
  @Test
  void indexProjectionsAreTheOnesCreateTablesBuilds() throws IOException {
    JavaFileObject product = source("Product", """
        @Table("catalog")
        public record Product(@PartitionKey String pk, @SortKey String sk, String featured, String category,
            String name, BigDecimal price, String description) {}
        """);
    JavaFileObject featured = source("FeaturedProduct", """
        @SecondaryIndex(value = "featured-index", tableName = "catalog", projection = IndexProjection.INCLUDE)
        public record FeaturedProduct(@PartitionKey String featured, String pk, String name) {}
        """);
    JavaFileObject featuredPrice = source("FeaturedPrice", """
        @SecondaryIndex(value = "featured-index", tableName = "catalog", projection = IndexProjection.INCLUDE)
        public record FeaturedPrice(@PartitionKey String featured, BigDecimal price) {}
        """);
    JavaFileObject byCategory = source("ProductByCategory", """
        @SecondaryIndex(value = "by-category", tableName = "catalog", projection = IndexProjection.KEYS_ONLY)
        public record ProductByCategory(@PartitionKey String category, String pk, String sk) {}
        """);
    JavaFileObject keysOnly = source("ProductKeysByName", """
        @SecondaryIndex(value = "by-name", tableName = "catalog", projection = IndexProjection.INCLUDE)
        public record ProductKeysByName(@PartitionKey String name, String pk, String sk) {}
        """);
    JavaFileObject probe = source("Probe", """
        import io.dynaforge.core.engine.TableDefinitions;
        import io.dynaforge.mapping.EntityMetadata;
        public class Probe {
          public static String run() {
            EntityMetadata table = Product_Mapper.INSTANCE.metadata();
            List<EntityMetadata> views = List.of(FeaturedProduct_Mapper.INSTANCE.metadata(),
                FeaturedPrice_Mapper.INSTANCE.metadata(), ProductByCategory_Mapper.INSTANCE.metadata(),
                ProductKeysByName_Mapper.INSTANCE.metadata());
            StringBuilder b = new StringBuilder();
            for (EntityMetadata v : views) {
              var p = TableDefinitions.projection(table, v, views);
              b.append(v.index().name()).append(' ').append(p.projectionTypeAsString())
                  .append(' ').append(p.nonKeyAttributes()).append('\\n');
            }
            return b.toString();
          }
        }
        """);
    Compilation c = compile(product, featured, featuredPrice, byCategory, keysOnly, probe);
    assertThat(c).succeededWithoutWarnings();
    String runtime = (String) new CompiledClasses(c).call("com.acme.Probe", "run");
    assertThat(runtime).isEqualTo("""
        featured-index INCLUDE [name, price]
        featured-index INCLUDE [name, price]
        by-category KEYS_ONLY []
        by-name KEYS_ONLY []
        """);
    String template = template(c).orElseThrow().replaceAll("\\s+", "");
    assertThat(template)
        .contains("\"IndexName\":\"featured-index\"")
        .contains("\"Projection\":{\"ProjectionType\":\"INCLUDE\",\"NonKeyAttributes\":[\"name\",\"price\"]}")
        .contains("\"Projection\":{\"ProjectionType\":\"KEYS_ONLY\"}");
    assertThat(template.split("\"ProjectionType\":\"KEYS_ONLY\"", -1)).hasSize(3); // by-category and by-name
    assertThat(template).doesNotContain("\"ProjectionType\":\"ALL\"");
  }

  static Optional<String> template(Compilation c) throws IOException {
    Optional<JavaFileObject> file = c.generatedFile(StandardLocation.CLASS_OUTPUT, CloudFormationWriter.PATH);
    return file.isPresent() ? Optional.of(file.get().getCharContent(true).toString()) : Optional.empty();
  }
}
