package io.dynaforge.it.observe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.ConsumedCapacityListener;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.core.RequestInfo;
import io.dynaforge.core.TableNameResolver;
import io.dynaforge.mapping.MapperRegistry;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import io.micrometer.common.KeyValue;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationHandler;
import io.micrometer.observation.ObservationRegistry;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.dao.DataAccessException;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;

/** Issue 24: one {@code dynaforge.request} observation per request, named after the repository method. */
@ExtendWith(DynamoDbExtension.class)
class ObservationTest {

  /** Every observation that stopped, with its context. */
  static final List<Observation.Context> stopped = new CopyOnWriteArrayList<>();
  static final List<Map.Entry<RequestInfo, ConsumedCapacity>> capacities = new CopyOnWriteArrayList<>();
  static ObservationRegistry registry;
  static DynamoDbTemplate template;
  static OrderRepository orders;
  static TestTables tables;
  static LocalDynamoDb db;

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables testTables) {
    db = local;
    tables = testTables;
    registry = ObservationRegistry.create();
    registry.observationConfig().observationHandler(new ObservationHandler<>() {
      @Override
      public boolean supportsContext(Observation.Context context) {
        return true;
      }

      @Override
      public void onStop(Observation.Context context) {
        stopped.add(context);
      }
    });
    ConsumedCapacityListener listener = (request, capacity) -> capacities.add(Map.entry(request, capacity));
    template = DynamoDbTemplate.builder(db.client()).mapperRegistry(new MapperRegistry().register(Order_Mapper.INSTANCE))
        .tableNameResolver(tables::name).observationRegistry(registry)
        .returnConsumedCapacity(true).consumedCapacityListeners(listener).build();
    template.createTables(Order.class);
    template.save(new Order("c1", "o1", "NEW"));
    template.save(new Order("c1", "o2", "PAID"));
    orders = new OrderRepository_Impl(template);
  }

  @BeforeEach
  void clear() {
    stopped.clear();
    capacities.clear();
  }

  private static Map<String, String> keys(Observation.Context context) {
    return context.getLowCardinalityKeyValues().stream().collect(Collectors.toMap(KeyValue::getKey, KeyValue::getValue));
  }

  @Test
  void aTemplateCallIsOneObservationWithTheLowCardinalityKeys() {
    template.findById(Order.class, "c1", "o1");
    assertThat(stopped).hasSize(1);
    assertThat(stopped.get(0).getName()).isEqualTo("dynaforge.request");
    assertThat(keys(stopped.get(0))).containsEntry("db.operation", "GetItem")
        .containsEntry("db.dynamodb.table", tables.name("observed_orders")).containsEntry("db.dynamodb.index", "none")
        .containsEntry("dynaforge.method", "template");
  }

  @Test
  void aRepositoryQueryIsNamedAfterItsMethod() {
    assertThat(orders.findByCustomerId("c1")).hasSize(2);
    orders.countByCustomerId("c1");
    assertThat(stopped).extracting(c -> keys(c).get("dynaforge.method"))
        .containsExactly("OrderRepository.findByCustomerId", "OrderRepository.countByCustomerId");
    assertThat(stopped).extracting(c -> keys(c).get("db.operation")).containsExactly("Query", "Query");
  }

  @Test
  void inheritedCrudMethodsAreNamedAfterTheRepository() {
    orders.save(new Order("c3", "o1", "NEW"));
    assertThat(orders.findById(DynamoDbCompositeId.of("c3", "o1"))).isPresent();
    assertThat(orders.existsById(DynamoDbCompositeId.of("c3", "o1"))).isTrue();
    orders.deleteById(DynamoDbCompositeId.of("c3", "o1"));
    assertThat(stopped).extracting(c -> keys(c).get("dynaforge.method")).containsExactly("OrderRepository.save",
        "OrderRepository.findById", "OrderRepository.existsById", "OrderRepository.deleteById");
    assertThat(stopped).extracting(c -> keys(c).get("db.operation"))
        .containsExactly("PutItem", "GetItem", "GetItem", "DeleteItem");
    stopped.clear();
    template.findById(Order.class, "c1", "o1");
    assertThat(keys(stopped.get(0))).as("the name does not outlive the call").containsEntry("dynaforge.method", "template");
  }

  @Test
  void aGetItemFinderAndAnUpdateMethodAreNamedAfterTheirMethods() {
    assertThat(orders.findByCustomerIdAndOrderId("c1", "o1")).isPresent();
    orders.changeStatus("c1", "o2", "SHIPPED");
    assertThat(stopped).extracting(c -> keys(c).get("dynaforge.method"))
        .containsExactly("OrderRepository.findByCustomerIdAndOrderId", "OrderRepository.changeStatus");
    assertThat(stopped).extracting(c -> keys(c).get("db.operation")).containsExactly("GetItem", "UpdateItem");
    assertThat(capacities).extracting(e -> e.getKey().method())
        .containsExactly("OrderRepository.findByCustomerIdAndOrderId", "OrderRepository.changeStatus");
  }

  @Test
  void requestsNestUnderTheCallersObservationAndErrorsAreRecorded() {
    Observation parent = Observation.start("checkout", registry);
    try (Observation.Scope scope = parent.openScope()) {
      template.findById(Order.class, "c1", "o2");
    }
    parent.stop();
    Observation.Context request = stopped.stream().filter(c -> c.getName().equals("dynaforge.request")).findFirst()
        .orElseThrow();
    assertThat(request.getParentObservation()).isNotNull();
    assertThat(request.getParentObservation().getContextView().getName()).isEqualTo("checkout");
    stopped.clear();
    DynamoDbTemplate missing = DynamoDbTemplate.builder(db.client())
        .mapperRegistry(new MapperRegistry().register(Order_Mapper.INSTANCE))
        .tableNameResolver(TableNameResolver.prefix("absent-")).observationRegistry(registry).build();
    assertThatThrownBy(() -> missing.findById(Order.class, "c1", "o1")).isInstanceOf(DataAccessException.class);
    assertThat(stopped).hasSize(1);
    assertThat(stopped.get(0).getError()).isNotNull();
  }

  @Test
  void consumedCapacityReachesTheListenersWithTheRequest() {
    orders.findByCustomerId("c1");
    template.save(new Order("c2", "o1", "NEW"));
    assertThat(capacities).extracting(e -> e.getKey().operation()).contains("Query", "PutItem");
    assertThat(capacities).allSatisfy(e -> {
      assertThat(e.getValue().capacityUnits()).isPositive();
      assertThat(e.getKey().tableName()).isEqualTo(tables.name("observed_orders"));
    });
    assertThat(capacities.get(0).getKey().method()).isEqualTo("OrderRepository.findByCustomerId");
  }

  @Test
  void tableCreationSendsThroughTheExecutorObserved() {
    DynamoDbTemplate creating = DynamoDbTemplate.builder(db.client())
        .mapperRegistry(new MapperRegistry().register(Order_Mapper.INSTANCE))
        .tableNameResolver(logical -> tables.name(logical) + "-created").observationRegistry(registry).build();
    String table = creating.getTableName(Order.class);

    creating.createTables(Order.class);
    assertThat(stopped).extracting(c -> keys(c).get("db.operation")).first().isEqualTo("CreateTable");
    assertThat(stopped).extracting(c -> keys(c).get("db.operation")).contains("DescribeTable")
        .containsOnly("CreateTable", "DescribeTable");
    assertThat(stopped).allSatisfy(c -> {
      assertThat(keys(c)).containsEntry("db.dynamodb.table", table).containsEntry("dynaforge.method", "template");
      assertThat(c.getError()).isNull();
    });

    stopped.clear();
    creating.createTables(Order.class); // it exists: CreateTable fails (recorded), the table is waited for
    assertThat(stopped.get(0).getError()).isNotNull();
    assertThat(keys(stopped.get(0))).containsEntry("db.operation", "CreateTable");
  }

  @Test
  @io.dynaforge.it.template.DisabledOnDynalite // dynalite has no DescribeTimeToLive
  void theSchemaManagersRequestsGoThroughTheTemplatesExecutorObserved() {
    DynamoDbTemplate creating = DynamoDbTemplate.builder(db.client())
        .mapperRegistry(new MapperRegistry().register(Order_Mapper.INSTANCE))
        .tableNameResolver(logical -> tables.name(logical) + "-managed").observationRegistry(registry).build();
    creating.createTables(Order.class);
    stopped.clear();
    assertThat(new io.dynaforge.schema.SchemaManager(creating).validate(Order.class).differences()).isEmpty();
    assertThat(stopped).extracting(c -> keys(c).get("db.operation"))
        .containsExactly("DescribeTable", "DescribeTimeToLive");
  }

  @Test
  void tableRequestsFailThroughTheTemplatesTranslator() throws Exception {
    int port;
    try (java.net.ServerSocket socket = new java.net.ServerSocket(0, 1, java.net.InetAddress.getByName("127.0.0.1"))) {
      port = socket.getLocalPort();
    }
    class Custom extends org.springframework.dao.DataAccessResourceFailureException {
      Custom(String message) {
        super(message);
      }
    }
    try (software.amazon.awssdk.services.dynamodb.DynamoDbClient unreachable = db.clientBuilder()
        .endpointOverride(java.net.URI.create("http://127.0.0.1:" + port))
        .overrideConfiguration(c -> c.retryStrategy(software.amazon.awssdk.awscore.retry.AwsRetryStrategy.doNotRetry()))
        .build()) {
      DynamoDbTemplate template = DynamoDbTemplate.builder(unreachable)
          .mapperRegistry(new MapperRegistry().register(Order_Mapper.INSTANCE)).observationRegistry(registry)
          .exceptionTranslator((e, context) -> new Custom(context.operation() + "/" + context.tableName())).build();
      assertThatThrownBy(() -> template.createTables(Order.class)).isInstanceOf(Custom.class)
          .hasMessage("CreateTable/observed_orders");
      assertThatThrownBy(() -> new io.dynaforge.schema.SchemaManager(template).validate(Order.class))
          .isInstanceOf(Custom.class).hasMessage("DescribeTable/observed_orders");
      assertThat(stopped).extracting(c -> keys(c).get("db.operation")).containsExactly("CreateTable", "DescribeTable");
      assertThat(stopped).allSatisfy(c -> assertThat(c.getError()).isNotNull());
    }
  }
}
