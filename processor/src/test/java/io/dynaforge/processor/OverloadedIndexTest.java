package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Wave 5 item 6, overloaded indexes are not a smell: {@code [Dynaforge/IndexKeyOfSeveralKinds]} only
 * when two kinds on one index cannot be told apart by their index key templates (rule 1 on the index's
 * key pair), still on the view's key element; kinds writing their own literals do not warn. Run under
 * javac and (EclipseCompilerTest) ecj.
 */
class OverloadedIndexTest {

  static final JavaFileObject INVOICE = source("Invoice", """
      @Table("shop")
      @PartitionKeyTemplate("i#{invoiceId}")
      @SortKeyTemplate("i#{invoiceId}")
      @PartitionKeyTemplate(value = "i#{invoiceId}", column = "gsi1pk")
      @SortKeyTemplate(value = "i#{invoiceId}", column = "gsi1sk")
      public record Invoice(@Derived String invoiceId, int amount) {}
      """);

  static final JavaFileObject SHIPMENT = source("Shipment", """
      @Table("shop")
      @PartitionKeyTemplate("sh#{shipmentId}")
      @SortKeyTemplate("sh#{shipmentId}")
      @PartitionKeyTemplate(value = "sh#{shipmentId}", column = "gsi1pk")
      @SortKeyTemplate(value = "sh#{shipmentId}", column = "gsi1sk")
      public record Shipment(@Derived String shipmentId, String address) {}
      """);

  static final JavaFileObject ORDER_ITEM = source("OrderItem", """
      @Table("shop")
      @PartitionKeyTemplate("o#{orderId}")
      @SortKeyTemplate("p#{productId}")
      @PartitionKeyTemplate(value = "p#{productId}", column = "gsi1pk")
      @SortKeyTemplate(value = "{orderedAt}", column = "gsi1sk")
      public record OrderItem(@Derived String orderId, @Derived String productId, LocalDate orderedAt) {}
      """);

  static final JavaFileObject VIEW = source("ShopGsi1", """
      @SecondaryIndex(value = "gsi1", tableName = "shop")
      public record ShopGsi1(
          @PartitionKey String gsi1pk,
          @SortKey String gsi1sk) {}
      """);

  @Test
  void kindsWritingTheirOwnLiteralsDoNotWarn() {
    assertThat(compile(INVOICE, SHIPMENT, ORDER_ITEM, VIEW)).succeededWithoutWarnings();
  }

  @Test
  void kindsToldApartByTheIndexSortKeyDoNotWarn() {
    JavaFileObject payment = source("Payment", """
        @Table("shop")
        @PartitionKeyTemplate("i#{invoiceId}")
        @SortKeyTemplate("pay#{paymentId}")
        @PartitionKeyTemplate(value = "i#{invoiceId}", column = "gsi1pk")
        @SortKeyTemplate(value = "pay#{paymentId}", column = "gsi1sk")
        public record Payment(@Derived String invoiceId, @Derived String paymentId, int amount) {}
        """);
    assertThat(compile(INVOICE, payment, VIEW)).succeededWithoutWarnings();
    JavaFileObject line = source("Line", """
        @Table("shop")
        @PartitionKeyTemplate("i#{invoiceId}")
        @SortKeyTemplate("line#{line:3}")
        @PartitionKeyTemplate(value = "k#{invoiceId}", column = "gsi1pk")
        @SortKeyTemplate(value = "line#{line:3}", column = "gsi1sk")
        public record Line(@Derived String invoiceId, @Derived Integer line) {}
        """);
    JavaFileObject note = source("Note", """
        @Table("shop")
        @PartitionKeyTemplate("i#{invoiceId}")
        @SortKeyTemplate("note#{seq}")
        @PartitionKeyTemplate(value = "k#{invoiceId}", column = "gsi1pk")
        @SortKeyTemplate(value = "line#{seq}#x", column = "gsi1sk")
        public record Note(@Derived String invoiceId, @Derived Long seq) {}
        """);
    assertThat(compile(line, note, VIEW)).succeededWithoutWarnings();
  }

  @Test
  void kindsTheIndexKeysCannotTellApartStillWarnOnTheView() {
    JavaFileObject refund = source("Refund", """
        @Table("shop")
        @PartitionKeyTemplate("r#{refundId}")
        @SortKeyTemplate("r#{refundId}")
        @PartitionKeyTemplate(value = "i#{invoiceId}", column = "gsi1pk")
        @SortKeyTemplate(value = "i#{refundId}", column = "gsi1sk")
        public record Refund(@Derived String refundId, @Derived String invoiceId) {}
        """);
    Compilation c = compile(INVOICE, SHIPMENT, refund, VIEW);
    assertThat(c).succeeded();
    assertThat(c).hadWarningContaining("[Dynaforge/IndexKeyOfSeveralKinds] @SecondaryIndex view ShopGsi1 keys its"
        + " index 'gsi1' on 'gsi1pk', which Invoice and Refund of table 'shop' all write")
        .inFile(VIEW).onLineContaining(Compilers.expectedLine(VIEW, "@PartitionKey String gsi1pk"));
  }
}
