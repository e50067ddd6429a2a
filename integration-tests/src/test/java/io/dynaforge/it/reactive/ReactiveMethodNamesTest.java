package io.dynaforge.it.reactive;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.ConsumedCapacityListener;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.core.RequestInfo;
import io.dynaforge.reactive.ReactiveDynamoDbTemplate;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import reactor.test.StepVerifier;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Every request a reactive repository method sends is named after the method (issue 24's
 * {@code RequestInfo.method()}), whatever the shape: a {@code Mono}, a {@code Flux} read page by page
 * (every page, not only the first), a count, an update; and a direct template call is "template".
 */
@ExtendWith(DynamoDbExtension.class)
class ReactiveMethodNamesTest {

  static final List<RequestInfo> requests = new CopyOnWriteArrayList<>();
  static DynamoDbClient client;
  static DynamoDbAsyncClient async;
  static ReactiveDynamoDbTemplate template;
  static PurchaseRepository purchases;

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables tables) {
    client = local.clientBuilder().build();
    DynamoDbTemplate blocking = DynamoDbTemplate.builder(client).tableNameResolver(tables::name).build();
    blocking.createTables(Purchase.class);
    for (int i = 0; i < 5; i++) {
      blocking.save(new Purchase("named", "o" + i, "NEW", i));
    }
    async = AsyncClients.of(local.endpoint());
    ConsumedCapacityListener listener = (request, capacity) -> requests.add(request);
    template = ReactiveDynamoDbTemplate.builder(async).tableNameResolver(tables::name)
        .returnConsumedCapacity(true).consumedCapacityListeners(listener).build();
    purchases = new PurchaseRepository_Impl(template);
  }

  @AfterAll
  static void close() {
    async.close();
    client.close();
  }

  @BeforeEach
  void clear() {
    requests.clear();
  }

  private static List<String> methods() {
    return requests.stream().map(RequestInfo::method).toList();
  }

  @Test
  void aFluxFinderNamesEveryPageItReads() {
    StepVerifier.create(purchases.findByCustomer("named")).expectNextCount(5).verifyComplete();
    assertThat(methods()).isNotEmpty().containsOnly("PurchaseRepository.findByCustomer");
  }

  @Test
  void monoCountAndUpdateMethodsAreNamed() {
    StepVerifier.create(purchases.findByCustomerAndOrderId("named", "o1")).expectNextCount(1).verifyComplete();
    StepVerifier.create(purchases.countByCustomer("named")).expectNext(5L).verifyComplete();
    StepVerifier.create(purchases.markAs("named", "ORDER#o2", "SEEN")).expectNextCount(1).verifyComplete();
    assertThat(methods()).containsExactly("PurchaseRepository.findByCustomerAndOrderId",
        "PurchaseRepository.countByCustomer", "PurchaseRepository.markAs");
  }

  @Test
  void everyRequestOfASaveAllAndADeleteAllIsNamed() {
    List<Purchase> many = new java.util.ArrayList<>();
    for (int i = 0; i < 30; i++) {
      many.add(new Purchase("batched", "b" + i, "NEW", i));
    }
    StepVerifier.create(purchases.saveAll(many)).expectNextCount(30).verifyComplete();
    // a versioned purchase is written one conditional PutItem at a time, each sent when the one before completed
    assertThat(requests).extracting(RequestInfo::operation).hasSize(30).containsOnly("PutItem");
    assertThat(methods()).containsOnly("PurchaseRepository.saveAll");

    // a sequence: each conditional DeleteItem sent from the completion of the one before
    requests.clear();
    StepVerifier.create(purchases.deleteAll(many)).verifyComplete();
    assertThat(requests).extracting(RequestInfo::operation).hasSize(30).containsOnly("DeleteItem");
    assertThat(methods()).containsOnly("PurchaseRepository.deleteAll");
  }

  @Test
  void aTemplateFluxIsNamedTemplate() {
    StepVerifier.create(template.findAll(Purchase.class)).expectNextCount(5).verifyComplete();
    assertThat(methods()).isNotEmpty().containsOnly("template");
  }
}
