package io.dynaforge.processor;

import static io.dynaforge.processor.Sources.source;

import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The rules of {@code @TableIndex}, each pinned to its line (run again under ecj by {@code
 * EclipseCompilerTest}): a shape DynamoDB can create, keys the entity writes, and one key schema and
 * projection per index across every declaration of it, entities' and views'.
 */
class TableIndexDiagnosticsTest {

  private static final JavaFileObject ORDER = source("Order", """
      @Table(value = "shop", partitionKey = "PK", sortKey = "SK")
      @PartitionKeyTemplate("c#{customerId}")
      @SortKeyTemplate("o#{orderId}")
      @PartitionKeyTemplate(value = "o#{orderId}", column = "GSI1-PK")
      @TableIndex(name = "GSI1", partitionKey = "GSI1-PK")
      public record Order(@Derived String customerId, @Derived String orderId, String status) {}
      """);

  @Test
  void anIndexKeyTheEntityDoesNotWrite() {
    Sources.assertError(source("Invoice", """
        @Table(value = "shop", partitionKey = "PK", sortKey = "SK")
        @PartitionKeyTemplate("i#{invoiceId}")
        @SortKeyTemplate("i#{invoiceId}")
        @PartitionKeyTemplate(value = "i#{invoiceId}", column = "GSI2-PK")
        @TableIndex(name = "GSI2", partitionKey = "GSI2PK")
        public record Invoice(@Derived String invoiceId, Map<String, String> lines) {}
        """), "InvalidIndexKeyAttribute", "@TableIndex(name = \"GSI2\"",
        "keys the index by the attribute 'GSI2PK', but no template column or property of Invoice writes it",
        "Did you mean 'GSI2-PK'?");
  }

  @Test
  void anIndexKeyOfATypeNoKeyCanHave() {
    Sources.assertError(source("Invoice", """
        @Table("shop2")
        @PartitionKeyTemplate("i#{invoiceId}")
        @TableIndex(name = "byLines", partitionKey = "lines")
        public record Invoice(@Derived String invoiceId, Map<String, String> lines) {}
        """), "InvalidIndexKeyAttribute", "@TableIndex(name = \"byLines\"",
        "Invoice writes it as a type other than S, N or B");
  }

  @Test
  void aLocalIndexOnAnotherPartitionKey() {
    Sources.assertError(source("Shipment", """
        @Table("depots")
        @TableIndex(name = "byStatus", partitionKey = "warehouse", sortKey = "status", local = true)
        public record Shipment(@PartitionKey String depot, @SortKey String id, String warehouse, String status) {}
        """), "InvalidTableIndex", "@TableIndex(name = \"byStatus\"",
        "a local index shares the table's partition key, so its partitionKey is {\"depot\"}, not {\"warehouse\"}");
  }

  @Test
  void twoEntitiesKeyingOneIndexDifferently() {
    Sources.assertError(new JavaFileObject[] {ORDER}, source("Shipment", """
        @Table(value = "shop", partitionKey = "PK", sortKey = "SK")
        @PartitionKeyTemplate("c#{customerId}")
        @SortKeyTemplate("s#{shipmentId}")
        @PartitionKeyTemplate(value = "s#{shipmentId}", column = "GSI1-PK")
        @SortKeyTemplate(value = "s#{shipmentId}", column = "GSI1-SK")
        @TableIndex(name = "GSI1", partitionKey = "GSI1-PK", sortKey = "GSI1-SK")
        public record Shipment(@Derived String customerId, @Derived String shipmentId) {}
        """), "IndexKeySchemaConflict", "@TableIndex(name = \"GSI1\", partitionKey = \"GSI1-PK\", sortKey",
        "@TableIndex(name = \"GSI1\") of Shipment and @TableIndex(name = \"GSI1\") of Order both read the index"
            + " 'GSI1' of table 'shop' but declare different keys");
  }

  @Test
  void aViewAndAnEntityKeyingOneIndexDifferently() {
    Sources.assertError(new JavaFileObject[] {ORDER}, source("ByOrder", """
        @SecondaryIndex("GSI1")
        public record ByOrder(@PartitionKey @Column("GSI1-PK") String orderKey, @SortKey @Column("SK") String sk) {}
        """), "IndexKeySchemaConflict", "public record ByOrder",
        "The view ByOrder and @TableIndex(name = \"GSI1\") of Order both read the index 'GSI1'");
  }

  @Test
  void twoEntitiesProjectingOneIndexDifferently() {
    Sources.assertError(new JavaFileObject[] {ORDER}, source("Shipment", """
        @Table(value = "shop", partitionKey = "PK", sortKey = "SK")
        @PartitionKeyTemplate("c#{customerId}")
        @SortKeyTemplate("s#{shipmentId}")
        @PartitionKeyTemplate(value = "s#{shipmentId}", column = "GSI1-PK")
        @TableIndex(name = "GSI1", partitionKey = "GSI1-PK", projection = IndexProjection.KEYS_ONLY)
        public record Shipment(@Derived String customerId, @Derived String shipmentId) {}
        """), "IndexProjectionConflict", "@TableIndex(name = \"GSI1\"",
        "@TableIndex(name = \"GSI1\") of Shipment and @TableIndex(name = \"GSI1\") of Order both read the index"
            + " 'GSI1' of table 'shop' but declare different projections (KEYS_ONLY, and ALL)");
  }

  @Test
  void aTableHasAtMostFiveLocalIndexes() {
    StringBuilder indexes = new StringBuilder();
    for (int i = 0; i < 6; i++) {
      indexes.append("@TableIndex(name = \"lsi").append(i).append("\", partitionKey = \"pk\", sortKey = \"a")
          .append(i).append("\", local = true)\n");
    }
    Sources.assertError(source("Reading", "@Table(\"sensors\")\n" + indexes + """
        public record Reading(@PartitionKey String pk, @SortKey String sk, String a0, String a1, String a2, String a3,
            String a4, String a5) {}
        """), "TooManyIndexes", "public record Reading", // a repeated annotation has no position of its own
        "Table 'sensors' would have 6 local secondary indexes (lsi0, lsi1, lsi2, lsi3, lsi4, lsi5)");
  }
}
