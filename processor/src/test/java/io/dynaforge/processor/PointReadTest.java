package io.dynaforge.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.source;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.util.Map;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Wave 5 item 4, point reads are GetItems: a derived method that fixes every placeholder of both base
 * key templates (also one placeholder in both, {@code c#{customerId}}/{@code c#{customerId}}), or both
 * key properties, is planned as GetItem for {@code Optional<E>}, {@code E} and {@code List<E>} (of 0 or
 * 1), never a Query with {@code begins_with}; the report says GetItem, the policy grants GetItem.
 */
class PointReadTest {

  private static final JavaFileObject CUSTOMER = source("Customer", """
      @Table("shop")
      @PartitionKeyTemplate("c#{customerId}")
      @SortKeyTemplate("c#{customerId}")
      public record Customer(@Derived String customerId, String name) {}
      """);

  private static final JavaFileObject CUSTOMER_REPOSITORY = source("CustomerRepository", """
      public interface CustomerRepository
          extends io.dynaforge.repository.DynamoDbRepository<Customer, io.dynaforge.repository.DynamoDbCompositeId> {
        Optional<Customer> findByCustomerId(String customerId);
        Customer getByCustomerId(String customerId);
        List<Customer> findAllByCustomerId(String customerId);
      }
      """);

  private static String report(Compilation c, String repository) throws IOException {
    assertThat(c).succeeded();
    return IamPolicyTest.file(c, "META-INF/dynaforge/access-patterns/com.acme." + repository + ".json").orElseThrow();
  }

  @Test
  void onePlaceholderInBothKeysIsAGetItem() throws IOException {
    Compilation c = compile(CUSTOMER, CUSTOMER_REPOSITORY);
    assertThat(c).succeededWithoutWarnings();
    String json = report(c, "CustomerRepository");
    for (String method : new String[] {"findByCustomerId", "getByCustomerId", "findAllByCustomerId"}) {
      assertThat(json).contains("\"method\": \"" + method + "(java.lang.String)\",\n      \"operation\": \"GetItem\",\n");
    }
    assertThat(json).contains("\"key\": \"pk = c#{customerId} AND sk = c#{customerId}\"");
    Map<String, String> permissions = IamPolicyTest.permissionsByMethod(json);
    assertThat(permissions).containsEntry("findByCustomerId(java.lang.String)", "{\"table/shop\": [\"dynamodb:GetItem\"]}");
    assertThat(permissions).containsEntry("findAllByCustomerId(java.lang.String)",
        "{\"table/shop\": [\"dynamodb:GetItem\"]}");
    assertThat(IamPolicyTest.policy(c, "CustomerRepository").orElseThrow()).doesNotContain("dynamodb:Query");
  }

  @Test
  void everyPlaceholderOfBothTemplatesIsAGetItem() throws IOException {
    String json = report(compile(source("Line", """
        @Table("shop")
        @PartitionKeyTemplate("o#{orderId}")
        @SortKeyTemplate("l#{line}#p#{productId}")
        public record Line(@Derived String orderId, @Derived Integer line, @Derived String productId, int quantity) {}
        """), source("LineRepository", """
        public interface LineRepository
            extends io.dynaforge.repository.DynamoDbRepository<Line, io.dynaforge.repository.DynamoDbCompositeId> {
          Optional<Line> findByOrderIdAndLineAndProductId(String orderId, Integer line, String productId);
          List<Line> findByOrderIdAndLine(String orderId, Integer line);
        }
        """)), "LineRepository");
    assertThat(json).contains("\"method\": \"findByOrderIdAndLineAndProductId(java.lang.String, java.lang.Integer, java.lang.String)\",\n"
        + "      \"operation\": \"GetItem\",\n");
    // a placeholder left unbound is a Query of the prefix, as before
    assertThat(json).contains("\"method\": \"findByOrderIdAndLine(java.lang.String, java.lang.Integer)\",\n"
        + "      \"operation\": \"Query\",\n");
  }

  @Test
  void bothKeyPropertiesAreAGetItemForAList() throws IOException {
    String json = report(compile(source("Game", """
        @Table("games")
        public record Game(@PartitionKey String league, @SortKey String gameId, String status) {}
        """), source("GameRepository", """
        public interface GameRepository
            extends io.dynaforge.repository.DynamoDbRepository<Game, io.dynaforge.repository.DynamoDbCompositeId> {
          List<Game> findByLeagueAndGameId(String league, String gameId);
          List<Game> findByLeagueAndGameIdOrderByGameIdDesc(String league, String gameId);
        }
        """)), "GameRepository");
    assertThat(json).contains("\"method\": \"findByLeagueAndGameId(java.lang.String, java.lang.String)\",\n"
        + "      \"operation\": \"GetItem\",\n");
  }

  @Test
  void aPartitionKeyPropertyInTheSortKeyTemplateIsAGetItem() throws IOException {
    String json = report(compile(source("Account", """
        @Table("shop")
        @SortKeyTemplate("a#{accountId}")
        public record Account(@PartitionKey String accountId, String owner) {}
        """), source("AccountRepository", """
        public interface AccountRepository
            extends io.dynaforge.repository.DynamoDbRepository<Account, io.dynaforge.repository.DynamoDbCompositeId> {
          Optional<Account> findByAccountId(String accountId);
        }
        """)), "AccountRepository");
    assertThat(json).contains("\"method\": \"findByAccountId(java.lang.String)\",\n      \"operation\": \"GetItem\",\n");
  }
}
