package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.source;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.util.List;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;

/**
 * Reactive repositories go through the blocking repositories' readers, matchers and validators: a
 * representative set of the blocking rules fires on reactive methods, on the same line, and the
 * reactive shape has rules of its own ({@code MonoOptional}, {@code ReactiveReturnType}).
 */
class ReactiveRepositoryDiagnosticsTest {

  private static final JavaFileObject ORDER = source("Order", """
      @Table("orders")
      public class Order {
        @PartitionKey public String customer;
        @SortKey public String orderId;
        public String status;
        public Integer total;
        @Version public Long version;
      }
      """);

  private static final JavaFileObject BY_STATUS = source("ByStatus", """
      @SecondaryIndex(value = "by_status", tableName = "orders")
      public record ByStatus(@PartitionKey String status, @SortKey String orderId, String customer) {}
      """);

  private static final JavaFileObject BRIEF = source("Brief", """
      public record Brief(String orderId, String statsu) {}
      """);

  private static final JavaFileObject CUSTOMER_ORDERS = source("CustomerOrders", """
      @ItemCollectionView(tableName = "orders", partitionKey = "customer", sortKey = "orderId")
      public record CustomerOrders(@ItemCollectionMember(regex = ".*") List<Brief> orders) {}
      """);

  private static final String IMPORTS = "import io.dynaforge.reactive.*;\n"
      + "import io.dynaforge.repository.*;\n"
      + "import org.springframework.data.domain.*;\n"
      + "import reactor.core.publisher.Flux;\n"
      + "import reactor.core.publisher.Mono;\n";

  private static JavaFileObject orders(String method) {
    return source("OrderRepository", IMPORTS
        + "public interface OrderRepository extends ReactiveDynamoDbRepository<Order, DynamoDbCompositeId> {\n  "
        + method + "\n}\n");
  }

  private static void assertError(JavaFileObject repository, String id, String line, String... fragments) {
    Sources.assertError(new JavaFileObject[] {ORDER, BY_STATUS, BRIEF, CUSTOMER_ORDERS}, repository, id, line,
        fragments);
  }

  // ---------------------------------------------------------------- blocking rules, on reactive methods

  @Test
  void aScanShapedDerivedQueryIsRefused() {
    assertError(orders("Flux<Order> findByStatus(String status);"), "ScanShapedMethod", "findByStatus");
  }

  @Test
  void anUnknownPropertyIsRefusedWithASuggestion() {
    assertError(orders("Flux<Order> findByCustomerAndStatsu(String customer, String status);"), "UnknownProperty",
        "findByCustomerAndStatsu", "'statsu'", "Did you mean 'Status'?");
  }

  @Test
  void aParameterOfTheWrongTypeIsRefused() {
    assertError(orders("Flux<Order> findByCustomerAndTotalGreaterThan(String customer, String total);"),
        "ParameterMismatch", "String total);");
  }

  @Test
  void anUpdateOfTheKeyIsRefused() {
    assertError(orders("@Update(updateExpression = \"SET #orderId = :o\") Mono<Order> move(String customer,"
        + " String orderId, String o);"), "UpdateOfKey", "Mono<Order> move(", "SETs the key attribute 'orderId'");
  }

  @Test
  void anUpdateReturnsTheItemOrNothing() {
    assertError(orders("@Update(updateExpression = \"SET #status = :status\") Mono<Long> close(String customer,"
        + " String orderId, String status);"), "UnsupportedReturnType", "Mono<Long> close(",
        "An @Update method of a reactive repository returns Mono<Void> or Mono<Order> (the item after the update).");
  }

  @Test
  void aProjectionPropertyTheEntityLacksIsRefused() {
    assertError(orders("Flux<Brief> findByCustomer(String customer);"), "UnknownProjectionProperty",
        "Flux<Brief> findByCustomer(", "whose property 'statsu' is not a property of Order");
  }

  @Test
  void consistentReadOnAGlobalIndexViewIsRefused() {
    assertError(source("ByStatusRepository", IMPORTS + """
        public interface ByStatusRepository extends ReactiveSecondaryIndexRepository<ByStatus> {
          @ConsistentRead Flux<ByStatus> findByStatus(String status);
        }
        """), "ConsistentReadOnGlobalIndex", "@ConsistentRead Flux<ByStatus> findByStatus(String status);",
        "ByStatusRepository.findByStatus asks for strongly consistent reads");
  }

  @Test
  void aKeyConditionOnTheBaseTableIsRefused() {
    assertError(orders("@Query(keyConditionExpression = \"#customer = :customer\") Flux<Order> mine(String customer);"),
        "DeclaredQueryShape", "Flux<Order> mine(", "keyConditionExpression on the base table");
  }

  @Test
  void aPagedResultIsRefusedAsForBlockingRepositories() {
    assertError(orders("Mono<Page<Order>> findByCustomer(String customer, Pageable page);"), "PagedReturnType",
        "Mono<Page<Order>> findByCustomer(", "return Mono<Window<Order>> and take a ScrollPosition parameter");
  }

  @Test
  void aScrollPositionNeedsAWindow() {
    assertError(orders("Flux<Order> findByCustomer(String customer, ScrollPosition position);"),
        "ScrollPositionWithoutWindow", "ScrollPosition position);",
        "a position only makes sense with a Mono<Window<T>> return type");
  }

  @Test
  void aCountReturnsMonoOfLong() {
    assertError(orders("Mono<Boolean> countByCustomer(String customer);"), "UnsupportedReturnType",
        "Mono<Boolean> countByCustomer(", "A count…By method of a reactive repository returns Mono<Long>.");
  }

  // ---------------------------------------------------------------- messages name the reactive shapes

  @Test
  void anExistsReturnsMonoOfBoolean() {
    assertError(orders("Mono<Long> existsByCustomer(String customer);"), "UnsupportedReturnType",
        "Mono<Long> existsByCustomer(", "An exists…By method of a reactive repository returns Mono<Boolean>.");
  }

  @Test
  void aFinderIsToldTheReactiveShapes() {
    assertError(orders("Mono<Long> findByCustomer(String customer);"), "UnsupportedReturnType",
        "Mono<Long> findByCustomer(", "Return Flux<Order>, Mono<Order> or Mono<Window<Order>> (or the same shapes",
        "count with count…By (Mono<Long>) and test with exists…By (Mono<Boolean>)");
  }

  @Test
  void aDeclaredQueryIsToldTheReactiveShapes() {
    assertError(orders("@Query(filterExpression = \"#status = :s\", scan = true) Mono<Page<Order>> open(String s);"),
        "UnsupportedReturnType", "Mono<Page<Order>> open(", "A @Query method of a reactive repository returns"
            + " Flux<T>, Mono<T>, Mono<Window<T>>, Mono<Long> (a count) or Mono<Boolean> (an existence check).");
  }

  @Test
  void aPartiQlQueryIsToldTheReactiveShapes() {
    assertError(orders("@Query(partiQl = \"SELECT * FROM orders WHERE customer = ?\") Mono<Window<Order>> all(String c);"),
        "UnsupportedReturnType", "Mono<Window<Order>> all(", "A PartiQL @Query of a reactive repository returns Flux<T>"
            + " or Mono<T> (Window over PartiQL is not implemented).");
  }

  @Test
  void theIdTypeFollowsTheKeys() {
    assertError(source("OrderRepository", IMPORTS + """
        public interface OrderRepository extends ReactiveDynamoDbRepository<Order, String> {}
        """), "RepositoryIdType", "public interface OrderRepository",
        "Declare ReactiveDynamoDbRepository<Order, DynamoDbCompositeId>.");
  }

  // ---------------------------------------------------------------- the reactive shape

  @Test
  void monoOfOptionalIsRefused() {
    assertError(orders("Mono<java.util.Optional<Order>> findByCustomerAndOrderId(String customer, String orderId);"),
        "MonoOptional", "findByCustomerAndOrderId(", "return Mono<Order>, which completes empty when nothing matches");
  }

  @Test
  void aBlockingReturnTypeInAReactiveRepositoryIsRefused() {
    assertError(orders("java.util.List<Order> findByCustomer(String customer);"), "ReactiveReturnType",
        "java.util.List<Order> findByCustomer(", "OrderRepository is a reactive repository", "Flux<T>");
    assertError(orders("Order findByCustomerAndOrderId(String customer, String orderId);"), "ReactiveReturnType",
        "Order findByCustomerAndOrderId(");
    assertError(orders("long countByCustomer(String customer);"), "ReactiveReturnType", "long countByCustomer(");
  }

  @Test
  void aMonoOfManyIsRefused() {
    assertError(orders("Mono<java.util.List<Order>> findByCustomer(String customer);"), "ReactiveReturnType",
        "Mono<java.util.List<Order>> findByCustomer(", "where many results are a Flux");
  }

  @Test
  void aReactiveReturnTypeInABlockingRepositoryIsRefused() {
    assertError(source("OrderRepository", IMPORTS + """
        public interface OrderRepository extends DynamoDbRepository<Order, DynamoDbCompositeId> {
          Flux<Order> findByCustomer(String customer);
        }
        """), "ReactiveReturnType", "Flux<Order> findByCustomer(", "OrderRepository is a blocking repository",
        "ReactiveDynamoDbRepository");
  }

  @Test
  void aReactiveItemCollectionQueryIsReadOnlyAndReturnsMonoOfItsView() {
    assertError(source("CustomerOrdersRepository", IMPORTS + """
        public interface CustomerOrdersRepository extends ReactiveItemCollectionRepository<CustomerOrders, String> {
          Mono<CustomerOrders> findByCustomer(String customer);
        }
        """), "ItemCollectionMethod", "Mono<CustomerOrders> findByCustomer(");
    assertError(source("CustomerOrdersRepository", IMPORTS + """
        public interface CustomerOrdersRepository extends ReactiveItemCollectionRepository<CustomerOrders, String> {
          @Query(keyConditionExpression = "#customer = :customer")
          Flux<CustomerOrders> all(String customer);
        }
        """), "UnsupportedReturnType", "Flux<CustomerOrders> all(", "returns Optional of its view");
  }

  // ---------------------------------------------------------------- what compiles

  @Test
  void reactiveViewAndItemCollectionRepositoriesAndAnUpdateWithoutResultCompileAndAreListed() throws IOException {
    Compilation c = compile(ORDER, BY_STATUS, source("ByStatusRepository", IMPORTS + """
        public interface ByStatusRepository extends ReactiveSecondaryIndexRepository<ByStatus> {
          Flux<ByStatus> findByStatus(String status);
          Mono<ByStatus> findFirstByStatusOrderByOrderIdDesc(String status);
          Mono<Window<ByStatus>> findFirst5ByStatus(String status, ScrollPosition position);
          Mono<Long> countByStatus(String status);
        }
        """), orders("@Update(updateExpression = \"SET #status = :status\") Mono<Void> close(String customer,"
        + " String orderId, String status);"), BRIEF, CUSTOMER_ORDERS, source("CustomerOrdersRepository", IMPORTS + """
        public interface CustomerOrdersRepository extends ReactiveItemCollectionRepository<CustomerOrders, String> {
          @Query(keyConditionExpression = "#customer = :customer AND begins_with(#orderId, :prefix)")
          Mono<CustomerOrders> since(String customer, String prefix);
        }
        """));
    assertThat(c).succeededWithoutWarnings();
    String view = c.generatedSourceFile("com.acme.ByStatusRepository_Impl").orElseThrow().getCharContent(true)
        .toString();
    assertThat(view).contains("public ByStatusRepository_Impl(ReactiveDynamoDbOperations operations)")
        .contains("return this.queries.one(FIND_FIRST_BY_STATUS_ORDER_BY_ORDER_ID_DESC.bind(AttributeValues.s(status)), true);")
        .contains("implements ReactiveRepositoryFactory<ByStatusRepository, ReactiveDynamoDbOperations>");
    String services = c.generatedFile(StandardLocation.CLASS_OUTPUT,
        "META-INF/services/io.dynaforge.repository.ReactiveRepositoryFactory").orElseThrow().getCharContent(true)
        .toString();
    assertThat(services.lines()).containsExactly("com.acme.ByStatusRepository_Impl$Factory",
        "com.acme.CustomerOrdersRepository_Impl$Factory", "com.acme.OrderRepository_Impl$Factory");
    String collection = c.generatedSourceFile("com.acme.CustomerOrdersRepository_Impl").orElseThrow()
        .getCharContent(true).toString();
    assertThat(collection)
        .contains("extends SimpleReactiveItemCollectionRepository<CustomerOrders, String>")
        .contains(".mapNotNull(EntityQueryResult::getResult)");
    assertThat(c.generatedFile(StandardLocation.CLASS_OUTPUT,
        "META-INF/services/io.dynaforge.repository.RepositoryFactory")).isEmpty();
    for (String repository : List.of("ByStatusRepository", "OrderRepository", "CustomerOrdersRepository")) {
      String report = c.generatedFile(StandardLocation.CLASS_OUTPUT, "META-INF/dynaforge/access-patterns/com.acme."
          + repository + ".json").orElseThrow().getCharContent(true).toString();
      assertThat(report).as(repository).contains("\n  \"reactive\": true,\n  \"methods\": [");
    }
    String blocking = compile(ORDER, source("PlainRepository", IMPORTS
        + "public interface PlainRepository extends DynamoDbRepository<Order, DynamoDbCompositeId> {}\n"))
        .generatedFile(StandardLocation.CLASS_OUTPUT, "META-INF/dynaforge/access-patterns/com.acme.PlainRepository.json")
        .orElseThrow().getCharContent(true).toString();
    assertThat(blocking).doesNotContain("reactive");
  }

  @Test
  void aCustomFragmentTakesTheReactiveOperations() throws IOException {
    Compilation c = compile(ORDER, source("OrderCustom", IMPORTS + """
        public interface OrderCustom {
          Mono<Long> weight(String customer);
        }
        """), source("OrderCustomImpl", IMPORTS + """
        public class OrderCustomImpl implements OrderCustom {
          private final ReactiveDynamoDbOperations operations;
          public OrderCustomImpl(ReactiveDynamoDbOperations operations) {
            this.operations = operations;
          }
          @Override
          public Mono<Long> weight(String customer) {
            return operations.count(Order.class);
          }
        }
        """), source("OrderRepository", IMPORTS + """
        public interface OrderRepository extends ReactiveDynamoDbRepository<Order, DynamoDbCompositeId>, OrderCustom {}
        """));
    assertThat(c).succeededWithoutWarnings();
    String impl = c.generatedSourceFile("com.acme.OrderRepository_Impl").orElseThrow().getCharContent(true).toString();
    assertThat(impl).contains("fragments.implementation(OrderCustomImpl.class, () -> new OrderCustomImpl(operations))")
        .contains("return new OrderRepository_Impl(operations, fragments);");
  }
}
