package io.dynaforge.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.source;

import com.google.testing.compile.Compilation;
import io.dynaforge.processor.codegen.CloudFormationWriter;
import java.io.IOException;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;

/**
 * {@code @Table(partitionKey, sortKey)}: the key attributes the base templates compose, honoured by
 * everything generated from the model. The mapper of a table keyed {@code PK}/{@code SK} is pinned as
 * the mapper of the same entity keyed {@code pk}/{@code sk} with only those names changed.
 */
class KeyAttributeNamesTest {

  private static JavaFileObject order(String table) {
    return source("Order", table + """

        @PartitionKeyTemplate("c#{customerId}")
        @SortKeyTemplate("o#{orderedAt}#{orderId}")
        @PartitionKeyTemplate(value = "o#{orderId}", column = "GSI1-PK")
        public class Order {
          @Derived public String customerId;
          @Derived public LocalDate orderedAt;
          @Derived public String orderId;
          public String status;
          @Version public Long version;
        }
        """);
  }

  private static final JavaFileObject REPOSITORY = source("OrderRepository", """
      import io.dynaforge.repository.*;
      public interface OrderRepository extends DynamoDbRepository<Order, DynamoDbCompositeId> {
        List<Order> findByCustomerId(String customerId);
        List<Order> findByCustomerIdAndOrderedAtBetween(String customerId, LocalDate from, LocalDate to);
        Optional<Order> findByCustomerIdAndOrderedAtAndOrderId(String customerId, LocalDate orderedAt, String orderId);
      }
      """);

  private static final String NAMED = "@Table(value = \"shop\", partitionKey = \"PK\", sortKey = \"SK\")";
  private static final String DEFAULT = "@Table(\"shop\")";

  private static String generated(Compilation c, String type) throws IOException {
    assertThat(c).succeededWithoutWarnings();
    return c.generatedSourceFile("com.acme." + type).orElseThrow().getCharContent(false).toString();
  }

  @Test
  void theMapperOfATableKeyedPkSkIsTheDefaultMapperWithTheNamesChanged() throws IOException {
    String named = generated(compile(order(NAMED)), "Order_Mapper");
    String plain = generated(compile(order(DEFAULT)), "Order_Mapper");
    assertThat(named).contains("new KeyAttribute(\"PK\", ScalarAttributeType.S, null)");
    assertThat(named).contains("new KeyAttribute(\"SK\", ScalarAttributeType.S, null)");
    assertThat(named).doesNotContain("\"pk\"");
    assertThat(named).doesNotContain("\"sk\"");
    assertThat(named).isEqualTo(plain.replace("\"pk\"", "\"PK\"").replace("\"sk\"", "\"SK\""));
  }

  @Test
  void keyComposersAreNamedAfterTheColumnInLowerCamelCase() throws IOException {
    String keys = generated(compile(order(NAMED)), "Order_Keys");
    assertThat(keys).contains("public static String pk(");
    assertThat(keys).contains("public static String sk(");
    assertThat(keys).contains("public static String gsi1Pk(");
  }

  @Test
  void queriesNameTheTablesKeyAttributes() throws IOException {
    String impl = generated(compile(order(NAMED), REPOSITORY), "OrderRepository_Impl");
    assertThat(impl).contains("\"#PK\", \"PK\"");
    assertThat(impl).contains("\"#SK\", \"SK\"");
    assertThat(impl).doesNotContain("\"pk\"");
    assertThat(impl).doesNotContain("\"sk\"");
  }

  @Test
  void theCloudFormationTemplateKeysTheTableByTheNames() throws IOException {
    Compilation c = compile(order(NAMED), REPOSITORY);
    assertThat(c).succeededWithoutWarnings();
    String template = c.generatedFile(StandardLocation.CLASS_OUTPUT, CloudFormationWriter.PATH).orElseThrow()
        .getCharContent(false).toString();
    assertThat(template).contains("\"AttributeName\": \"PK\"");
    assertThat(template).contains("\"AttributeName\": \"SK\"");
    assertThat(template).doesNotContain("\"pk\"");
  }
}
