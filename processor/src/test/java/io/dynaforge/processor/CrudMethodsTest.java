package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.source;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;

/**
 * Issue 19, bugs 5 and 9: which repository methods the runtime base class implements is decided by
 * signature (override-equivalence as members of the repository), not by name; and the inherited CRUD
 * methods are planned and reported like every other method.
 */
class CrudMethodsTest {

  private static final JavaFileObject MATCH = source("Match", """
      @Table("arena")
      @SortKeyTemplate("MATCH#{matchId}")
      public class Match {
        @PartitionKey public String pk;
        public String matchId;
        public String status;
      }
      """);

  private static final JavaFileObject TICKET = source("Ticket", """
      @Table("tickets")
      public class Ticket {
        @PartitionKey public String id;
        @SortKey public String seat;
        public String status;
      }
      """);

  private static final String IMPORTS = "import io.dynaforge.repository.*;\n"
      + "import org.springframework.data.domain.*;\n"
      + "import org.springframework.data.repository.NoRepositoryBean;\n";

  private static JavaFileObject matchRepo(String body) {
    return source("MatchRepository", IMPORTS
        + "public interface MatchRepository extends DynamoDbRepository<Match, DynamoDbCompositeId> {\n  " + body
        + "\n}\n");
  }

  @Test
  void crudNamedMethodsThatDoNotOverrideGetAnErrorOnTheMethod_bug5() {
    for (String method : new String[] {"long count(String status);", "List<Match> findAll(Sort sort);",
        "void deleteAll(String status);"}) {
      JavaFileObject repo = matchRepo(method);
      Compilation c = compile(MATCH, repo);
      assertThat(c).failed();
      assertThat(c).hadErrorContaining("[Dynaforge/InvalidMethodName]").inFile(repo).onLineContaining(method);
      assertThat(c).hadErrorContaining("is named like the inherited CRUD method");
      assertThat(c.errors()).as(method).allSatisfy(e -> assertThat(e.getMessage(null)).contains("[Dynaforge/"));
    }
  }

  @Test
  void findByIdWithAnotherIdTypeIsADerivedQuery_bug5() {
    // on a composite-id repository findById(String) is not CrudRepository's: a derived Query by 'id'
    JavaFileObject repo = source("TicketRepository", IMPORTS
        + "public interface TicketRepository extends DynamoDbRepository<Ticket, DynamoDbCompositeId> {\n"
        + "  List<Ticket> findById(String id);\n"
        + "  Optional<Ticket> findById(DynamoDbCompositeId id);\n"
        + "}\n");
    Compilation c = compile(TICKET, repo);
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("com.acme.TicketRepository_Impl").contentsAsUtf8String()
        .contains("public List<Ticket> findById(String id)");
    // and on Match, which has no 'id', it is an error on the method
    JavaFileObject bad = matchRepo("Optional<Match> findById(String other);");
    Compilation failed = compile(MATCH, bad);
    assertThat(failed).hadErrorContaining("[Dynaforge/UnknownProperty]").inFile(bad)
        .onLineContaining("findById(String other)");
    assertThat(failed).hadErrorContaining("named like the inherited CRUD method findById but does not override it");
    assertThat(failed.errors()).allSatisfy(e -> assertThat(e.getMessage(null)).contains("[Dynaforge/"));
  }

  @Test
  void redeclaredCrudMethodsAreTheBaseClasses_bug5() {
    Compilation c = compile(MATCH, matchRepo("""
        Optional<Match> findById(DynamoDbCompositeId id);
          List<Match> findAll();
          long count();
          <S extends Match> S save(S entity);
          List<Match> findByPk(String pk);"""));
    assertThat(c).succeededWithoutWarnings();
  }

  @Test
  void genericNoRepositoryBeanBases_bug5() {
    JavaFileObject base = source("AuditedRepository", IMPORTS + """
        @NoRepositoryBean
        public interface AuditedRepository<T, ID> extends DynamoDbRepository<T, ID> {
          Optional<T> findById(ID id);
          List<T> findAll();
          long count(String status);
        }
        """);
    JavaFileObject repo = source("MatchRepository", IMPORTS
        + "public interface MatchRepository extends AuditedRepository<Match, DynamoDbCompositeId> {}\n");
    Compilation c = compile(MATCH, base, repo);
    assertThat(c).failed();
    assertThat(c).hadErrorContaining("[Dynaforge/InvalidMethodName] MatchRepository.count").inFile(base)
        .onLineContaining("long count(String status)");
    assertThat(c.errors()).allSatisfy(e -> assertThat(e.getMessage(null)).contains("[Dynaforge/"));

    JavaFileObject fine = source("AuditedRepository", IMPORTS + """
        @NoRepositoryBean
        public interface AuditedRepository<T, ID> extends DynamoDbRepository<T, ID> {
          Optional<T> findById(ID id);
          List<T> findAll();
          List<T> findByStatus(String status);
        }
        """);
    Compilation ok = compile(MATCH, fine, source("MatchRepository", IMPORTS
        + "public interface MatchRepository extends AuditedRepository<Match, DynamoDbCompositeId> {\n"
        + "  @io.dynaforge.annotation.AllowScan List<Match> findByStatus(String status);\n}\n"));
    assertThat(ok).succeededWithoutWarnings();
  }

  @Test
  void inheritedCrudMethodsAreInTheAccessPatternReport_bug9() throws IOException {
    Compilation c = compile(MATCH, matchRepo("List<Match> findByPk(String pk);"));
    assertThat(c).succeededWithoutWarnings();
    String json = c.generatedFile(StandardLocation.CLASS_OUTPUT,
        "META-INF/dynaforge/access-patterns/com.acme.MatchRepository.json").orElseThrow().getCharContent(true)
        .toString();
    assertThat(json).contains("""
            {
              "method": "findAll()",
              "operation": "Scan",
              "table": "arena",
              "index": null,
              "consistentRead": false,
              "filter": "begins_with(#dfkind, :dfkind)",
              "names": {"#dfkind": "sk"},
              "values": {":dfkind": "MATCH#"},
              "inherited": true,
              "scan": true,
        """)
        .contains("\"method\": \"count()\",\n      \"operation\": \"Scan\"")
        .contains("\"method\": \"findById(io.dynaforge.repository.DynamoDbCompositeId)\",\n"
            + "      \"operation\": \"GetItem\"")
        .contains("\"method\": \"existsById(io.dynaforge.repository.DynamoDbCompositeId)\",\n"
            + "      \"operation\": \"GetItem\"")
        .contains("\"method\": \"findAllById(java.lang.Iterable<io.dynaforge.repository.DynamoDbCompositeId>)\",\n"
            + "      \"operation\": \"BatchGetItem\"")
        .contains("\"method\": \"deleteById(io.dynaforge.repository.DynamoDbCompositeId)\",\n"
            + "      \"operation\": \"DeleteItem\"")
        .contains("\"method\": \"save(S)\",\n      \"operation\": \"PutItem\"")
        .contains("\"method\": \"deleteAll()\",\n      \"operation\": \"Scan\"");
    assertThat(c).generatedSourceFile("com.acme.MatchRepository_Impl").contentsAsUtf8String()
        .contains("<li>{@code findAll()}: Scan, every item of the table 'arena', filtered to Match's item kind (its whole key templates,"
            + " checked on the client too).");
  }
}
