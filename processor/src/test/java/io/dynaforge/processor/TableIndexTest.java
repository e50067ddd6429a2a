package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.source;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import io.dynaforge.processor.codegen.CloudFormationWriter;
import java.io.IOException;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;

/**
 * {@code @TableIndex}: the indexes an entity declares are carried by its mapper (for {@code createTables}
 * and {@code SchemaManager}), by the CloudFormation template and by the facts an incremental build reads,
 * as the indexes of views are.
 */
class TableIndexTest {

  static final JavaFileObject ORDER = source("Order", """
      @Table(value = "shop", partitionKey = "PK", sortKey = "SK")
      @PartitionKeyTemplate("c#{customerId}")
      @SortKeyTemplate("o#{orderId}")
      @PartitionKeyTemplate(value = "o#{orderId}", column = "GSI1-PK")
      @TableIndex(name = "GSI1", partitionKey = "GSI1-PK", sortKey = "total", projection = IndexProjection.INCLUDE,
          include = "status")
      @TableIndex(name = "LSI1", partitionKey = "PK", sortKey = "status", local = true,
          projection = IndexProjection.KEYS_ONLY)
      public record Order(@Derived String customerId, @Derived String orderId, String status, long total) {}
      """);

  private static String resource(Compilation c, String path) throws IOException {
    return c.generatedFile(StandardLocation.CLASS_OUTPUT, path).orElseThrow().getCharContent(false).toString();
  }

  @Test
  void theMapperListsTheIndexesAsViewsOfThem() throws IOException {
    Compilation c = compile(ORDER);
    assertThat(c).succeededWithoutWarnings();
    String mapper = c.generatedSourceFile("com.acme.Order_Mapper").orElseThrow().getCharContent(false).toString();
    assertThat(mapper).contains("public List<EntityMetadata> tableIndexes()")
        .contains("\"Order[GSI1]\"")
        .contains("List.<KeyAttribute>of(new KeyAttribute(\"GSI1-PK\", ScalarAttributeType.S, null))")
        .contains("List.<KeyAttribute>of(new KeyAttribute(\"total\", ScalarAttributeType.N, null))")
        .contains("Set.<String>of(\"status\")")
        .contains("new EntityMetadata.Index(\"GSI1\", false, IndexProjection.INCLUDE)")
        .contains("new EntityMetadata.Index(\"LSI1\", true, IndexProjection.KEYS_ONLY)");
  }

  @Test
  void theCloudFormationTemplateCreatesTheIndexes() throws IOException {
    Compilation c = compile(ORDER);
    String template = resource(c, CloudFormationWriter.PATH);
    assertThat(template).contains("\"IndexName\": \"GSI1\"").contains("\"IndexName\": \"LSI1\"")
        .contains("\"AttributeName\": \"GSI1-PK\"").contains("\"AttributeName\": \"total\"")
        .contains("\"NonKeyAttributes\"").contains("\"status\"").contains("\"ProjectionType\": \"KEYS_ONLY\"");
    assertThat(resource(c, TableFactsFile.PATH)).contains("index\tcom.acme.Order_Mapper\tcom.acme.Order\tOrder\tshop"
        + "\tGSI1-PK:S\ttotal:N\tGSI1\tglobal\tINCLUDE\t\tstatus");
  }

  @Test
  void theSchemaHistoryRecordsTheIndexes(@org.junit.jupiter.api.io.TempDir java.nio.file.Path folder)
      throws IOException {
    assertThat(SchemaHistoryTest.compile(folder, java.util.List.of(), ORDER)).succeededWithoutWarnings();
    String history = java.nio.file.Files.readString(folder.resolve("shop.json"));
    assertThat(history).contains("\"keySchema\": [\"PK S HASH\", \"SK S RANGE\"]")
        .contains("\"GSI1\": {").contains("\"keySchema\": [\"GSI1-PK S HASH\", \"total N RANGE\"]")
        .contains("\"LSI1\": {").contains("\"keySchema\": [\"PK S HASH\", \"status S RANGE\"]");
  }

  @Test
  void aViewOfAnIndexTheEntityDeclaresAgreesWithIt() {
    Compilation c = compile(ORDER, source("ByOrder", """
        @SecondaryIndex(value = "GSI1", projection = IndexProjection.INCLUDE)
        public record ByOrder(@PartitionKey @Column("GSI1-PK") String orderKey, @SortKey Long total, String status) {}
        """));
    assertThat(c).succeededWithoutWarnings();
  }
}
