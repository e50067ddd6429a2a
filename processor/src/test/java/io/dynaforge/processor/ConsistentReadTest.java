package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.source;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Issue 21, point 5: {@code @ConsistentRead} on repository methods and interfaces, and its misuses. */
class ConsistentReadTest {

  private static final JavaFileObject ACCOUNT = source("Account", """
      @Table("accounts")
      public class Account {
        @PartitionKey public String owner;
        @SortKey public String id;
        public String status;
        public long balance;
      }
      """);

  private static final JavaFileObject BY_STATUS = source("ByStatus", """
      @SecondaryIndex("by_status")
      public record ByStatus(@PartitionKey String status, String owner, String id) {}
      """);

  private static final JavaFileObject BY_BALANCE = source("ByBalance", """
      @SecondaryIndex(value = "by_balance", local = true)
      public record ByBalance(@PartitionKey String owner, @SortKey Long balance, String id) {}
      """);

  private static void assertError(JavaFileObject repository, String id, String line, String... fragments) {
    Sources.assertError(new JavaFileObject[] {ACCOUNT, BY_STATUS, BY_BALANCE}, repository, id, line, fragments);
  }

  private static String impl(Compilation c, String name) throws java.io.IOException {
    assertThat(c).succeededWithoutWarnings();
    return c.generatedSourceFile("com.acme." + name + "_Impl").orElseThrow().getCharContent(true).toString();
  }

  @Test
  void aMethodReadsConsistentlyAndTheOthersDoNot() throws Exception {
    String impl = impl(compile(ACCOUNT, source("AccountRepository", """
        import io.dynaforge.repository.*;
        public interface AccountRepository extends DynamoDbRepository<Account, DynamoDbCompositeId> {
          @ConsistentRead
          java.util.List<Account> findByOwner(String owner);
          java.util.List<Account> findByOwnerAndStatus(String owner, String status);
          @ConsistentRead
          Account findByOwnerAndId(String owner, String id);
          @ConsistentRead
          @Query(filterExpression = "#status = :status", allowScan = true)
          java.util.List<Account> declared(String status);
        }
        """)), "AccountRepository");
    assertThat(impl).contains("FIND_BY_OWNER = QueryPlan.of(").contains("this.operations.findById(Account.class, owner, id, true)")
        .contains("super(operations, Account_Mapper.INSTANCE, \"AccountRepository\");");
    // derived and declared plans carry .consistentRead(); the unannotated method's does not
    assertThat(impl.split("\\.consistentRead\\(\\)", -1)).hasSize(3);
    String plain = impl.substring(impl.indexOf("FIND_BY_OWNER_AND_STATUS = "));
    assertThat(plain.substring(0, plain.indexOf(';'))).doesNotContain("consistentRead");
  }

  @Test
  void onTheInterfaceEveryReadIsConsistentTheInheritedOnesToo() throws Exception {
    String impl = impl(compile(ACCOUNT, source("AccountRepository", """
        import io.dynaforge.repository.*;
        @ConsistentRead
        public interface AccountRepository extends DynamoDbRepository<Account, DynamoDbCompositeId> {
          java.util.List<Account> findByOwner(String owner);
        }
        """)), "AccountRepository");
    assertThat(impl).contains("super(operations, Account_Mapper.INSTANCE, Set.of(\"count\", \"existsById\", \"findAll\","
        + " \"findAllById\", \"findById\"), \"AccountRepository\");").contains(".consistentRead()");
  }

  @Test
  void aRedeclaredCrudReadCanBeConsistentAlone() throws Exception {
    String impl = impl(compile(ACCOUNT, source("AccountRepository", """
        import io.dynaforge.repository.*;
        public interface AccountRepository extends DynamoDbRepository<Account, DynamoDbCompositeId> {
          @ConsistentRead
          java.util.Optional<Account> findById(DynamoDbCompositeId id);
        }
        """)), "AccountRepository");
    assertThat(impl).contains("super(operations, Account_Mapper.INSTANCE, Set.of(\"findById\"), \"AccountRepository\");");
  }

  @Test
  void aLocalIndexViewCanBeReadConsistently() throws Exception {
    String impl = impl(compile(ACCOUNT, BY_BALANCE, source("ByBalanceRepository", """
        import io.dynaforge.repository.*;
        @ConsistentRead
        public interface ByBalanceRepository extends SecondaryIndexRepository<ByBalance> {
          java.util.List<ByBalance> findByOwner(String owner);
        }
        """)), "ByBalanceRepository");
    assertThat(impl).contains(".consistentRead()");
  }

  @Test
  void aGlobalIndexViewCannotBeReadConsistently() {
    assertError(source("ByStatusRepository", """
        import io.dynaforge.repository.*;
        @ConsistentRead
        public interface ByStatusRepository extends SecondaryIndexRepository<ByStatus> {
          java.util.List<ByStatus> findByStatus(String status);
        }
        """), "ConsistentReadOnGlobalIndex", "@ConsistentRead", "ByStatusRepository asks for strongly consistent reads",
        "the global secondary index 'by_status'", "eventually consistently only");
    assertError(source("ByStatusRepository", """
        import io.dynaforge.repository.*;
        public interface ByStatusRepository extends SecondaryIndexRepository<ByStatus> {
          @ConsistentRead java.util.List<ByStatus> findByStatus(String status);
        }
        """), "ConsistentReadOnGlobalIndex", "@ConsistentRead java.util.List<ByStatus> findByStatus(String status);",
        "ByStatusRepository.findByStatus asks for strongly consistent reads");
  }

  @Test
  void writesUpdatesAndPartiQlHaveNothingToReadConsistently() {
    assertError(source("AccountRepository", """
        import io.dynaforge.repository.*;
        public interface AccountRepository extends DynamoDbRepository<Account, DynamoDbCompositeId> {
          @ConsistentRead @Update(updateExpression = "SET #status = :status")
          void close(String owner, String id, String status);
        }
        """), "ConsistentReadNotApplicable", "@ConsistentRead @Update(updateExpression = \"SET #status = :status\")",
        "AccountRepository.close carries @ConsistentRead, but it is an @Update, a write");
    assertError(source("AccountRepository", """
        import io.dynaforge.repository.*;
        public interface AccountRepository extends DynamoDbRepository<Account, DynamoDbCompositeId> {
          @ConsistentRead @Query(partiQl = "SELECT * FROM accounts WHERE owner = ?")
          java.util.List<Account> byOwner(String owner);
        }
        """), "ConsistentReadNotApplicable", "@ConsistentRead @Query(partiQl = ", "it runs a PartiQL statement");
    assertError(source("AccountRepository", """
        import io.dynaforge.repository.*;
        public interface AccountRepository extends DynamoDbRepository<Account, DynamoDbCompositeId> {
          @ConsistentRead
          <S extends Account> S save(S entity);
        }
        """), "ConsistentReadNotApplicable", "@ConsistentRead", "AccountRepository.save carries @ConsistentRead",
        "an inherited write");
  }
}
