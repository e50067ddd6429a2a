package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.source;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * {@code @PartitionKeyTemplate} is repeatable (container {@code @PartitionKeyTemplates}), like
 * {@code @SortKeyTemplate}: an index's partition-key column is declared as the partition-key
 * template it is, and the generated mapper writes it.
 */
class PartitionKeyTemplatesTest {

  private static final JavaFileObject ORDER = source("Order", """
      @Table("shop")
      @PartitionKeyTemplate("CUSTOMER#{customerId}")
      @PartitionKeyTemplate(value = "STATUS#{status}", column = "gsi1pk")
      @SortKeyTemplate("ORDER#{orderId}")
      @SortKeyTemplate(value = "ORDER#{orderId}", column = "gsi1sk")
      public record Order(@Derived String customerId, @Derived String orderId, String status) {}
      """);

  private static final JavaFileObject BY_STATUS = source("OrderByStatus", """
      @SecondaryIndex(value = "gsi1", tableName = "shop")
      public record OrderByStatus(@PartitionKey String gsi1pk, @SortKey String gsi1sk, String status) {}
      """);

  @Test
  void anIndexPartitionKeyColumnIsAPartitionKeyTemplateTheMapperWrites() {
    Compilation c = Sources.compile(ORDER, BY_STATUS, source("Probe", """
        public class Probe {
          public static String run() {
            return new TreeMap<>(Order_Mapper.INSTANCE.toItem(new Order("c1", "o7", "OPEN"))).toString();
          }
        }
        """));
    assertThat(c).succeededWithoutWarnings();
    String item = (String) new CompiledClasses(c).call("com.acme.Probe", "run");
    assertThat(item).contains("gsi1pk=AttributeValue(S=STATUS#OPEN)").contains("gsi1sk=AttributeValue(S=ORDER#o7)")
        .contains("pk=AttributeValue(S=CUSTOMER#c1)").contains("sk=AttributeValue(S=ORDER#o7)");
  }

  @Test
  void twoPartitionKeyTemplatesOnOneColumnAreRefused() {
    Sources.assertError(source("Order", """
        @Table("shop")
        @PartitionKeyTemplate("CUSTOMER#{customerId}")
        @PartitionKeyTemplate("CLIENT#{customerId}")
        public class Order {
          public String customerId;
          public String status;
        }
        """), "DuplicateTemplateColumn", "public class Order", "two templates on the column 'pk'");
  }
}
