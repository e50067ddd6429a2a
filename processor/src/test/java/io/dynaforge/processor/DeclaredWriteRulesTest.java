package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Wave 4, "every read and write agrees with every other", rules 3 and 8 for declared methods: a
 * PartiQL write of a {@code @Version} entity, arithmetic on a parameter that is not a number, an
 * expression naming a {@code @Derived} placeholder, and template columns named in an {@code @Update}.
 */
class DeclaredWriteRulesTest {

  private static final JavaFileObject ACCOUNT = source("Account", """
      @Table("bank")
      public class Account {
        @PartitionKey public String pk;
        @SortKey public String sk;
        public String owner;
        public Integer points;
        public Set<String> tags;
        @Version public Long version;
      }
      """);

  private static final JavaFileObject ORDER = source("Order", """
      @Table("shop")
      @PartitionKeyTemplate("CUSTOMER#{customerId}")
      @SortKeyTemplate("ORDER#{orderId}")
      @SortKeyTemplate(value = "STATUS#{status}", column = "gsi2pk", sparse = true)
      public record Order(@Derived String customerId, @Derived String orderId, String status, Integer lines) {}
      """);

  private static JavaFileObject accounts(String method) {
    return source("AccountRepository", "import io.dynaforge.repository.*;\n"
        + "import org.springframework.data.repository.query.Param;\n"
        + "public interface AccountRepository extends DynamoDbRepository<Account, DynamoDbCompositeId> {\n  "
        + method + "\n}\n");
  }

  private static JavaFileObject orders(String method) {
    return source("OrderRepository", "import io.dynaforge.repository.*;\n"
        + "import org.springframework.data.repository.query.Param;\n"
        + "public interface OrderRepository extends DynamoDbRepository<Order, DynamoDbCompositeId> {\n  "
        + method + "\n}\n");
  }

  // ------------------------------------------------------------------ rule 3

  @Test
  void aPartiQlWriteOfAVersionedEntityIsRefused() {
    Sources.assertError(new JavaFileObject[] {ACCOUNT},
        accounts("@Query(partiQl = \"UPDATE \\\"bank\\\" SET owner = ? WHERE pk = ? AND sk = ?\")\n"
            + "  List<Account> rename(String owner, String pk, String sk);"),
        "PartiQlWriteOnVersionedEntity", "@Query(partiQl = \"UPDATE",
        "AccountRepository.rename sends a PartiQL UPDATE on Account, which is @Version",
        "would not check or bump 'version'", "Fix by writing it as an @Update method or with DynamoDbRepository.update(id, Update)");
    Sources.assertError(new JavaFileObject[] {ACCOUNT},
        accounts("@Query(partiQl = \"  delete FROM \\\"bank\\\" WHERE pk = ? AND sk = ?\")\n"
            + "  List<Account> drop(String pk, String sk);"),
        "PartiQlWriteOnVersionedEntity", "@Query(partiQl = \"  delete", "sends a PartiQL DELETE on Account");
    Sources.assertError(new JavaFileObject[] {ACCOUNT},
        accounts("@Query(partiQl = \"INSERT INTO \\\"bank\\\" VALUE {'pk': ?, 'sk': ?}\")\n"
            + "  List<Account> add(String pk, String sk);"),
        "PartiQlWriteOnVersionedEntity", "@Query(partiQl = \"INSERT", "sends a PartiQL INSERT on Account");
  }

  @Test
  void aPartiQlSelectOfAVersionedEntityAndAWriteOfAnUnversionedOneCompile() {
    Compilation c = compile(ACCOUNT, ORDER,
        accounts("@Query(partiQl = \"SELECT * FROM \\\"bank\\\" WHERE pk = ?\") List<Account> of(String pk);"),
        orders("@Query(partiQl = \"UPDATE \\\"shop\\\" SET status = ? WHERE pk = ? AND sk = ?\")\n"
            + "  List<Order> mark(String status, String pk, String sk);"));
    assertThat(c).succeededWithoutWarnings();
  }

  // ------------------------------------------------------------------ rule 8

  @Test
  void arithmeticOnAParameterThatIsNotANumberIsRefused() {
    Sources.assertError(new JavaFileObject[] {ACCOUNT},
        accounts("@Update(updateExpression = \"SET #points = #points + :by\")\n"
            + "  void credit(String pk, String sk, String by);"),
        "NonNumericArithmetic", "@Update(updateExpression = \"SET #points = #points + :by\")",
        "AccountRepository.credit uses :by in the arithmetic '+' of a SET, bound to the parameter 'by' of type java.lang.String",
        "    SET #points = #points + :by", "                            ^", "Fix by declaring 'by' as a number");
    Sources.assertError(new JavaFileObject[] {ACCOUNT},
        accounts("@Update(updateExpression = \"SET #points = :start - :by\")\n"
            + "  void debit(String pk, String sk, Integer start, Boolean by);"),
        "NonNumericArithmetic", "@Update(updateExpression = \"SET #points = :start - :by\")", "uses :by in the arithmetic '-' of a SET, bound to the parameter 'by' of type java.lang.Boolean");
    Sources.assertError(new JavaFileObject[] {ACCOUNT},
        accounts("@Update(updateExpression = \"ADD #points :by\")\n"
            + "  void bump(String pk, String sk, @Param(\"by\") String delta);"),
        "NonNumericArithmetic", "@Update(updateExpression = \"ADD #points :by\")", "uses :by in an ADD, bound to the parameter 'delta' of type java.lang.String", "or a Set for an ADD to a set");
  }

  @Test
  void arithmeticOnNumbersAndAddOfASetCompile() {
    Compilation c = compile(ACCOUNT, accounts("""
        @Update(updateExpression = "SET #points = #points + :by") void credit(String pk, String sk, int by);
          @Update(updateExpression = "SET #points = if_not_exists(#points, :zero) - :by") void debit(String pk, String sk, Long by, java.math.BigDecimal zero);
          @Update(updateExpression = "ADD #points :by") void bump(String pk, String sk, Integer by);
          @Update(updateExpression = "ADD #tags :t") void tag(String pk, String sk, @Param("t") Set<String> tags);"""));
    assertThat(c).succeededWithoutWarnings();
  }

  @Test
  void anExpressionNamingADerivedPlaceholderIsRefused() {
    Sources.assertError(new JavaFileObject[] {ORDER},
        orders("@Query(filterExpression = \"#orderId = :id\", allowScan = true) List<Order> q(String id);"),
        "DerivedPropertyInExpression", "List<Order> q(",
        "OrderRepository.q names #orderId, the attribute of 'orderId', which is @Derived",
        "    #orderId = :id", "    ^");
    Sources.assertError(new JavaFileObject[] {ORDER},
        orders("@Update(updateExpression = \"SET #lines = :n\", conditionExpression = \"attribute_exists(#customerId)\")\n"
            + "  void lines(String pk, String sk, Integer n);"),
        "DerivedPropertyInExpression", "conditionExpression = \"attribute_exists(#customerId)\")", "names #customerId, the attribute of 'customerId'");
    Sources.assertError(new JavaFileObject[] {ORDER},
        orders("@Update(updateExpression = \"SET #orderId = :n\") void rename(String pk, String sk, String n);"),
        "DerivedPropertyInExpression", "void rename(", "names #orderId");
  }

  @Test
  void anUpdateMayNameEveryAttributeTheEntityWritesTemplateColumnsIncluded() {
    Compilation c = compile(ORDER, orders("""
        @Update(updateExpression = "REMOVE #gsi2pk") void unlist(String pk, String sk);
          @Update(updateExpression = "SET #lines = :n", conditionExpression = "attribute_exists(#gsi2pk)") void lines(String pk, String sk, Integer n);"""));
    assertThat(c).succeededWithoutWarnings();
    String impl = c.generatedSourceFile("com.acme.OrderRepository_Impl").map(f -> {
      try {
        return f.getCharContent(true).toString();
      } catch (java.io.IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
    }).orElseThrow();
    org.assertj.core.api.Assertions.assertThat(impl).contains("\"REMOVE #gsi2pk\"").contains("\"#gsi2pk\", \"gsi2pk\"");
  }
}
