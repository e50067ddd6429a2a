package io.dynaforge.it.observe;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbPageRequest;
import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.core.RepositoryMethod;
import io.dynaforge.core.TransactWrite;
import io.dynaforge.mapping.MapperRegistry;
import io.dynaforge.reactive.ReactiveDynamoDbTemplate;
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
import reactor.core.publisher.Flux;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Issue 43 item 2: the operation context (repository method, entity) is captured once and reported by every
 * request of the operation, blocking and reactive, whichever thread sends a later page; the observation's
 * {@code dynaforge.entity} key comes from it.
 */
@ExtendWith(DynamoDbExtension.class)
@io.dynaforge.it.template.DisabledOnDynalite
class OperationContextObservationTest {

  static final List<Observation.Context> stopped = new CopyOnWriteArrayList<>();
  static DynamoDbTemplate template;
  static ReactiveDynamoDbTemplate reactive;

  @BeforeAll
  static void setUp(LocalDynamoDb db, TestTables tables) {
    ObservationRegistry registry = ObservationRegistry.create();
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
    MapperRegistry mappers = new MapperRegistry().register(Order_Mapper.INSTANCE);
    template = DynamoDbTemplate.builder(db.client()).mapperRegistry(mappers).tableNameResolver(tables::name)
        .observationRegistry(registry).build();
    template.createTables(Order.class);
    for (int i = 0; i < 5; i++) {
      template.save(new Order("ctx", "o" + i, "NEW"));
    }
    DynamoDbAsyncClient async = DynamoDbAsyncClient.builder().endpointOverride(db.endpoint())
        .region(LocalDynamoDb.REGION)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("dummy", "dummy")))
        .httpClientBuilder(NettyNioAsyncHttpClient.builder()).build();
    reactive = ReactiveDynamoDbTemplate.builder(async).mapperRegistry(mappers).tableNameResolver(tables::name)
        .observationRegistry(registry).build();
  }

  @BeforeEach
  void clear() {
    stopped.clear();
  }

  private static Map<String, String> keys(Observation.Context context) {
    return context.getLowCardinalityKeyValues().stream().collect(Collectors.toMap(KeyValue::getKey, KeyValue::getValue));
  }

  private static DynamoDbQuery byCustomer() {
    return DynamoDbQuery.builder().keyCondition("#c = :c").name("#c", "customerId").value(":c", AttributeValue.fromS("ctx"))
        .build();
  }

  private static List<Map<String, String>> queries() {
    return stopped.stream().map(OperationContextObservationTest::keys)
        .filter(k -> "Query".equals(k.get("db.operation"))).toList();
  }

  @Test
  void everyPageOfAReactiveQueryReportsTheMethodCurrentAtAssemblyAndTheEntity() {
    Flux<Order> read;
    String previous = RepositoryMethod.enter("OrderRepository.findPaged");
    try {
      read = reactive.query(Order.class, byCustomer(), 2); // assembled here, subscribed on another thread below
    } finally {
      RepositoryMethod.exit(previous);
    }
    List<Order> found = read.collectList().subscribeOn(reactor.core.scheduler.Schedulers.parallel()).block();
    assertThat(found).hasSize(5);
    List<Map<String, String>> pages = queries();
    assertThat(pages).hasSizeGreaterThanOrEqualTo(3); // later pages leave from the SDK's threads
    assertThat(pages).allSatisfy(k -> {
      assertThat(k).containsEntry("dynaforge.method", "OrderRepository.findPaged");
      assertThat(k).containsEntry("dynaforge.entity", "Order");
    });
  }

  @Test
  void aReactiveRepositoryMethodFromTheSubscriberContextNamesEveryPage() {
    List<Order> found = reactive.query(Order.class, byCustomer(), 1)
        .contextWrite(c -> c.put(ReactiveDynamoDbTemplate.METHOD_KEY, "OrderRepository.findByCustomerId"))
        .collectList().block();
    assertThat(found).hasSize(5);
    assertThat(queries()).hasSizeGreaterThanOrEqualTo(5).allSatisfy(k ->
        assertThat(k).containsEntry("dynaforge.method", "OrderRepository.findByCustomerId")
            .containsEntry("dynaforge.entity", "Order"));
  }

  @Test
  void aBlockingBatchInChunksReportsItsMethodOnEveryRequest() {
    List<Order> many = new java.util.ArrayList<>();
    for (int i = 0; i < 30; i++) {
      many.add(new Order("ctx3", "o" + i, "NEW"));
    }
    String previous = RepositoryMethod.enter("OrderRepository.saveAll");
    try {
      template.saveAll(many);
    } finally {
      RepositoryMethod.exit(previous);
    }
    assertThat(stopped.stream().map(OperationContextObservationTest::keys).toList()).hasSizeGreaterThanOrEqualTo(2)
        .allSatisfy(k -> assertThat(k).containsEntry("db.operation", "BatchWriteItem")
            .containsEntry("dynaforge.method", "OrderRepository.saveAll").containsEntry("dynaforge.entity", "Order"));
  }

  @Test
  void saveFindByIdQueryBatchAndTransactionCarryTheEntityKey() {
    template.save(new Order("ctx2", "a", "NEW"));
    template.findById(Order.class, "ctx2", "a");
    template.query(Order.class, byCustomer(), DynamoDbPageRequest.of(1));
    template.saveAll(List.of(new Order("ctx2", "b", "NEW"), new Order("ctx2", "c", "NEW")));
    template.transactWrite(TransactWrite.builder().put(new Order("ctx2", "d", "NEW")).build());
    reactive.save(new Order("ctx2", "e", "NEW")).block();
    List<Map<String, String>> all = stopped.stream().map(OperationContextObservationTest::keys).toList();
    assertThat(all).extracting(k -> k.get("db.operation"))
        .contains("PutItem", "GetItem", "Query", "BatchWriteItem", "TransactWriteItems");
    assertThat(all).allSatisfy(k -> assertThat(k).containsEntry("dynaforge.entity", "Order"));
    stopped.clear();
    template.queryItems("observed_orders", byCustomer(), DynamoDbPageRequest.of(1));
    assertThat(stopped).singleElement().satisfies(c -> assertThat(keys(c)).containsEntry("dynaforge.entity", "none"));
  }
}
