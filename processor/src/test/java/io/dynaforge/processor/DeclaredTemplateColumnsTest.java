package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Wave 4 rule 2 for declared {@code @Update} methods: an update that changes a placeholder of a
 * template column must fix every placeholder of it (the runtime then recomposes the column in the
 * same request), a sparse column may be removed with one of its placeholders, and a placeholder of the
 * base table's own key template cannot change.
 */
class DeclaredTemplateColumnsTest {

  private static final JavaFileObject SHIPMENT = source("Shipment", """
      @Table("ships")
      @SortKeyTemplate("SHIP#{shipId}")
      @SortKeyTemplate(value = "STATUS#{status}", column = "gsi1pk", sparse = true)
      @SortKeyTemplate(value = "{carrier}#{status}", column = "gsi1sk", sparse = true)
      @SortKeyTemplate(value = "W#{weight}#{shipId}", column = "gsi2sk")
      @SuppressWarnings("Dynaforge/AmbiguousTemplateLiteral")
      public class Shipment {
        @PartitionKey public String customer;
        public String shipId;
        public String status;
        public String carrier;
        public Integer weight;
      }
      """);

  private static JavaFileObject shipments(String method) {
    return source("ShipmentRepository", "import io.dynaforge.repository.*;\n"
        + "public interface ShipmentRepository extends DynamoDbRepository<Shipment, DynamoDbCompositeId> {\n  "
        + method + "\n}\n");
  }

  @Test
  void anUpdateFixingOnlySomePlaceholdersOfAColumnIsRefused() {
    Sources.assertError(new JavaFileObject[] {SHIPMENT},
        shipments("@Update(updateExpression = \"SET #status = :status\")\n"
            + "  void mark(String customer, String sk, String status);"),
        "PartialTemplateUpdate", "@Update(updateExpression = \"SET #status = :status\")",
        "ShipmentRepository.mark changes [status] but does not fix [carrier], so 'gsi1sk' (composed as"
            + " \"{carrier}#{status}\") cannot be recomposed in the same request and would be left stale",
        "Fix by setting [carrier] in the same update with SET #attribute = :parameter",
        "or by removing one of its placeholders (the column is sparse", "or by naming 'gsi1sk' yourself",
        "    SET #status = :status", "        ^");
  }

  @Test
  void aComputedOrRemovedPlaceholderOfAColumnThatIsNotSparseIsRefused() {
    Sources.assertError(new JavaFileObject[] {SHIPMENT},
        shipments("@Update(updateExpression = \"ADD #weight :by\")\n"
            + "  void heavier(String customer, String sk, Integer by);"),
        "PartialTemplateUpdate", "@Update(updateExpression = \"ADD #weight :by\")",
        "ShipmentRepository.heavier changes [weight] but does not fix [weight], so 'gsi2sk'");
    Sources.assertError(new JavaFileObject[] {SHIPMENT},
        shipments("@Update(updateExpression = \"REMOVE #weight\")\n"
            + "  void unweigh(String customer, String sk);"),
        "PartialTemplateUpdate", "@Update(updateExpression = \"REMOVE #weight\")", "changes [weight] but does not fix [weight], so 'gsi2sk'");
  }

  @Test
  void anUpdateOfABaseKeyPlaceholderIsRefused() {
    Sources.assertError(new JavaFileObject[] {SHIPMENT},
        shipments("@Update(updateExpression = \"SET #carrier = :c, #shipId = :id\")\n"
            + "  void move(String customer, String sk, String c, String id);"),
        "UpdateOfKeyPlaceholder", "@Update(updateExpression = \"SET #carrier = :c, #shipId = :id\")",
        "ShipmentRepository.move changes [shipId], placeholder(s) of the key template \"SHIP#{shipId}\" that composes"
            + " 'sk', the base table's own key: the item would no longer be found under its key",
        "    SET #carrier = :c, #shipId = :id", "                       ^");
  }

  @Test
  void updatesThatFixEveryPlaceholderRemoveASparseOneOrNameTheColumnCompile() {
    Compilation c = compile(SHIPMENT, shipments("""
        @Update(updateExpression = "SET #status = :status, #carrier = :carrier") void ship(String customer, String sk, String status, String carrier);
          @Update(updateExpression = "REMOVE #status") void cancel(String customer, String sk);
          @Update(updateExpression = "SET #status = :status REMOVE #gsi1sk") void lose(String customer, String sk, String status);
          @Update(updateExpression = "SET #weight = :w") void weigh(String customer, String sk, Integer w);
          @Update(updateExpression = "SET #status = :lost, #carrier = :c", values = @ExpressionValue(name = ":lost", value = "'LOST'")) void lost(String customer, String sk, String c);"""));
    assertThat(c).succeededWithoutWarnings();
  }
}
