package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * A view's index key written by several kinds: the view then reads the other kinds' items as its own
 * (rule 1 of wave 4, kind isolation), unless every kind composes the key with its own literal.
 */
class SharedIndexKeyTest {

  private static final JavaFileObject ORDER = source("Order", """
      @Table("shop")
      @SortKeyTemplate("ORDER#{orderId}")
      public record Order(@PartitionKey String pk, @Derived String orderId, String status) {}
      """);

  private static final JavaFileObject TICKET = source("Ticket", """
      @Table("shop")
      @SortKeyTemplate("TICKET#{ticketId}")
      public record Ticket(@PartitionKey String pk, @Derived String ticketId, String status) {}
      """);

  @Test
  void anIndexKeyWrittenByTwoKindsWarnsOnTheView() {
    JavaFileObject view = source("OrderByStatus", """
        @SecondaryIndex(value = "by_status", tableName = "shop")
        public record OrderByStatus(
            @PartitionKey String status,
            String pk) {}
        """);
    Compilation c = compile(ORDER, TICKET, view);
    assertThat(c).succeeded();
    assertThat(c).hadWarningContaining("[Dynaforge/IndexKeyOfSeveralKinds] @SecondaryIndex view OrderByStatus keys"
        + " its index 'by_status' on 'status', which Order and Ticket of table 'shop' all write")
        .inFile(view).onLineContaining("@PartitionKey String status");
    assertThat(c).hadWarningContaining("reads the items of every one of them as OrderByStatus");
    assertThat(c).hadWarningContaining("@PartitionKeyTemplate(value = \"ORDER#{status}\", column = \"gsi1pk\")");
  }

  @Test
  void kindsThatComposeTheKeyWithTheirOwnLiteralOrOneWriterDoNotWarn() {
    JavaFileObject order = source("Order", """
        @Table("shop")
        @SortKeyTemplate("ORDER#{orderId}")
        @PartitionKeyTemplate(value = "ORDER#{status}", column = "gsi1pk")
        public record Order(@PartitionKey String pk, @Derived String orderId, String status) {}
        """);
    JavaFileObject ticket = source("Ticket", """
        @Table("shop")
        @SortKeyTemplate("TICKET#{ticketId}")
        @PartitionKeyTemplate(value = "TICKET#{status}", column = "gsi1pk")
        public record Ticket(@PartitionKey String pk, @Derived String ticketId, String status) {}
        """);
    JavaFileObject view = source("OrderByStatus", """
        @SecondaryIndex(value = "gsi1", tableName = "shop")
        public record OrderByStatus(@PartitionKey String gsi1pk, String pk) {}
        """);
    assertThat(compile(order, ticket, view)).succeededWithoutWarnings();
    JavaFileObject byOrderId = source("ByOrderId", """
        @SecondaryIndex(value = "by_order", tableName = "shop")
        public record ByOrderId(@PartitionKey String orderId) {}
        """);
    JavaFileObject stored = source("Order", """
        @Table("shop")
        @SortKeyTemplate("ORDER#{orderId}")
        public record Order(@PartitionKey String pk, String orderId, String status) {}
        """);
    assertThat(compile(stored, TICKET, byOrderId)).succeededWithoutWarnings();
  }
}
