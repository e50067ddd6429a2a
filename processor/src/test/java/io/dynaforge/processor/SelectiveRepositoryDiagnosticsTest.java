package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.source;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import java.util.Locale;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Wave 5, rule 7: a Spring Data repository interface over a Dynaforge type that Dynaforge cannot
 * implement is {@code [Dynaforge/UnsupportedRepositoryType]}, on the interface (or the method at fault),
 * with the reason and the fix: never skipped silently. One over a type that is not Dynaforge's (a JPA
 * entity) is left alone.
 */
class SelectiveRepositoryDiagnosticsTest {

  static final JavaFileObject ORDER = source("Order", """
      @Table("orders")
      public record Order(@PartitionKey String id, String customer, String status) {}
      """);

  static final JavaFileObject BY_STATUS = source("ByStatus", """
      @SecondaryIndex(value = "by_status", tableName = "orders")
      public record ByStatus(@PartitionKey String status, String id) {}
      """);

  private static final String IMPORTS = "import org.springframework.data.domain.*;\n"
      + "import org.springframework.data.repository.*;\n"
      + "import org.springframework.data.repository.query.QueryByExampleExecutor;\n"
      + "import org.springframework.data.repository.reactive.*;\n"
      + "import reactor.core.publisher.*;\n";

  private static JavaFileObject repository(String name, String body) {
    return source(name, IMPORTS + body);
  }

  private static void assertError(JavaFileObject repo, String line, String... fragments) {
    Sources.assertError(new JavaFileObject[] {ORDER, BY_STATUS}, repo, "UnsupportedRepositoryType", line, fragments);
  }

  @Test
  void pagingAndSortingRepositoryIsRefusedOnTheInterface() {
    assertError(repository("OrderPages", """
        public interface OrderPages extends PagingAndSortingRepository<Order, String> {}
        """), "public interface OrderPages",
        "OrderPages is a Spring Data repository of the Dynaforge @Table entity Order, but it extends"
            + " PagingAndSortingRepository, which Dynaforge cannot implement",
        "DynamoDB pages with an opaque LastEvaluatedKey cursor, has no offsets",
        "Extend CrudRepository or ListCrudRepository instead",
        "returns Window<Order> and takes a ScrollPosition and a Limit");
  }

  @Test
  void listPagingAndSortingRepositoryBesideCrudIsRefused() {
    assertError(repository("OrderPages", """
        public interface OrderPages extends ListCrudRepository<Order, String>,
            ListPagingAndSortingRepository<Order, String> {}
        """), "public interface OrderPages", "but it extends ListPagingAndSortingRepository");
  }

  @Test
  void reactiveSortingRepositoryIsRefused() {
    assertError(repository("ReactiveOrders", """
        public interface ReactiveOrders extends ReactiveSortingRepository<Order, String> {}
        """), "public interface ReactiveOrders", "but it extends ReactiveSortingRepository",
        "Extend ReactiveCrudRepository instead");
  }

  @Test
  void queryByExampleIsRefusedOnTheInterface() {
    JavaFileObject repo = repository("OrderExamples", """
        public interface OrderExamples extends Repository<Order, String>, QueryByExampleExecutor<Order> {
          Optional<Order> findById(String id);
        }
        """);
    assertError(repo, "public interface OrderExamples", "but it extends QueryByExampleExecutor",
        "an Example matches any properties, which DynamoDB could only Scan for",
        "Remove QueryByExampleExecutor from the interface's supertypes");
    Compilation c = compile(ORDER, BY_STATUS, repo);
    assertThat(c.errors()).hasSize(1); // not UnsupportedFragment as well
  }

  @Test
  void aPageableCrudMethodIsRefusedOnTheMethod() {
    assertError(repository("OrderReader", """
        public interface OrderReader extends Repository<Order, String> {
          Optional<Order> findById(String id);
          Page<Order> findAll(Pageable pageable);
        }
        """), "Page<Order> findAll(Pageable pageable)",
        "but its method findAll(Pageable) takes a Pageable, which Dynaforge cannot implement",
        "Return Window<Order> and take a ScrollPosition and a Limit instead");
  }

  @Test
  void aPagedDerivedMethodIsRefusedOnTheMethod() {
    JavaFileObject repo = repository("OrderReader", """
        public interface OrderReader extends CrudRepository<Order, String> {
          Slice<Order> findById(String id, Pageable pageable);
        }
        """);
    assertError(repo, "Slice<Order> findById(String id, Pageable pageable)",
        "but its method findById(String, Pageable) takes a Pageable");
    assertThat(compile(ORDER, BY_STATUS, repo).errors()).hasSize(1);
  }

  @Test
  void aSortedFindAllIsRefusedOnTheMethod() {
    assertError(repository("OrderReader", """
        public interface OrderReader extends Repository<Order, String> {
          List<Order> findAll(Sort sort);
        }
        """), "List<Order> findAll(Sort sort)", "but its method findAll(Sort) is PagingAndSortingRepository's",
        "OrderBy<sort key property>Asc/Desc");
  }

  @Test
  void aViewIsRefusedWithItsOwnRepository() {
    assertError(repository("ByStatusReader", """
        public interface ByStatusReader extends CrudRepository<ByStatus, String> {}
        """), "public interface ByStatusReader",
        "ByStatusReader is a Spring Data repository of the Dynaforge @SecondaryIndex view ByStatus, but it extends"
            + " CrudRepository", "Extend SecondaryIndexRepository<ByStatus> instead.");
  }

  /** {@code @RepositoryDefinition} over a view is refused like {@code Repository<View, ...>}; over another store's type left alone. */
  @Test
  void aRepositoryDefinitionIsReadLikeRepository() {
    assertError(repository("ByStatusDefinition", """
        @RepositoryDefinition(domainClass = ByStatus.class, idClass = String.class)
        public interface ByStatusDefinition {
          List<ByStatus> findByStatus(String status);
        }
        """), "public interface ByStatusDefinition", "ByStatusDefinition is a Spring Data repository");
    Compilation c = compile(ORDER, source("Person", """
        public class Person { public Long id; }
        """), repository("PersonDefinition", """
        @RepositoryDefinition(domainClass = Person.class, idClass = Long.class)
        public interface PersonDefinition {
          Page<Person> findByIdGreaterThan(Long id, Pageable pageable);
        }
        """));
    assertThat(c).succeededWithoutWarnings();
    assertThat(c.generatedSourceFiles()).noneMatch(f -> f.getName().contains("PersonDefinition_Impl"));
  }

  /** A repository of a type Dynaforge does not map is another store's: no error, no implementation. */
  @Test
  void aRepositoryOfAnotherStoresTypeIsLeftAlone() {
    Compilation c = compile(ORDER, source("Person", """
        public class Person { public Long id; }
        """), repository("PersonRepository", """
        public interface PersonRepository extends PagingAndSortingRepository<Person, Long>,
            CrudRepository<Person, Long> {
          Page<Person> findByIdGreaterThan(Long id, Pageable pageable);
        }
        """));
    assertThat(c).succeededWithoutWarnings();
    assertThat(c.generatedSourceFiles()).noneMatch(f -> f.getName().contains("PersonRepository_Impl"));
    assertThat(c.diagnostics()).noneMatch(d -> d.getMessage(Locale.ROOT).contains("Dynaforge/"));
  }

  @Test
  void aWrongIdTypeNamesTheInterfaceTheRepositoryExtends() {
    Sources.assertError(new JavaFileObject[] {ORDER, BY_STATUS}, repository("OrderIds", """
        public interface OrderIds extends CrudRepository<Order, Long> {}
        """), "RepositoryIdType", "public interface OrderIds",
        "OrderIds declares the id type java.lang.Long, but Order has the partition key 'id' of type java.lang.String",
        "Declare CrudRepository<Order, String>.");
    Sources.assertError(new JavaFileObject[] {ORDER, BY_STATUS}, repository("ReactiveOrderIds", """
        public interface ReactiveOrderIds extends ReactiveCrudRepository<Order, Long> {}
        """), "RepositoryIdType", "public interface ReactiveOrderIds", "Declare ReactiveCrudRepository<Order, String>.");
  }
}
