package io.dynaforge.it.reactive;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.expression.Update;
import io.dynaforge.reactive.ReactiveDynamoDbTemplate;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.dao.OptimisticLockingFailureException;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.data.domain.Window;
import reactor.core.publisher.Flux;
import reactor.test.StepVerifier;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * Generated reactive repositories against a real server: a single table holding two kinds ({@link
 * Shopper}'s constant {@code PROFILE} and {@link Purchase}'s {@code ORDER#{orderId}}), a global index
 * view ({@link PurchaseByStatus}), an item collection ({@link ShopperActivity}), a projection,
 * {@code @Version} and typed updates, each checked with
 * {@link StepVerifier}. The plans are the blocking ones; only the rendering is reactive.
 */
@ExtendWith(DynamoDbExtension.class)
class ReactiveRepositoryTest {

  static DynamoDbClient client;
  static DynamoDbAsyncClient async;
  static ReactiveDynamoDbTemplate template;
  static PurchaseRepository purchases;
  static ShopperRepository shoppers;
  static PurchaseByStatusRepository byStatus;
  static ShopperActivityRepository activity;
  static String table;

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables tables) {
    client = local.clientBuilder().build();
    DynamoDbTemplate blocking = DynamoDbTemplate.builder(client).tableNameResolver(tables::name).build();
    blocking.createTables(Purchase.class);
    table = blocking.getTableName(Purchase.class);
    async = AsyncClients.of(local.endpoint());
    template = ReactiveDynamoDbTemplate.builder(async).tableNameResolver(tables::name).build();
    purchases = new PurchaseRepository_Impl(template);
    shoppers = new ShopperRepository_Impl(template);
    byStatus = new PurchaseByStatusRepository_Impl(template);
    activity = new ShopperActivityRepository_Impl(template);
  }

  @AfterAll
  static void close() {
    async.close();
    client.close();
  }

  @BeforeEach
  void fill() {
    for (Map<String, AttributeValue> item : client.scan(ScanRequest.builder().tableName(table).build()).items()) {
      client.deleteItem(b -> b.tableName(table).key(Map.of("customer", item.get("customer"), "sk", item.get("sk"))));
    }
    Shopper ada = new Shopper("c1", "Ada");
    ada.status = "NEW"; // the same attribute as a purchase's status: only the kind tells them apart
    StepVerifier.create(shoppers.save(ada).then(shoppers.save(new Shopper("c2", "Bob")))
        .thenMany(purchases.saveAll(Flux.just(
            new Purchase("c1", "o1", "NEW", 10),
            new Purchase("c1", "o2", "SHIPPED", 25),
            new Purchase("c1", "o3", "SHIPPED", 40),
            new Purchase("c2", "o4", "NEW", 5)))))
        .expectNextCount(4).verifyComplete();
  }

  private static DynamoDbCompositeId id(String customer, String orderId) {
    return DynamoDbCompositeId.of(customer, "ORDER#" + orderId);
  }

  @Test
  void crudThroughTheInheritedMethods() {
    StepVerifier.create(purchases.findById(id("c1", "o2")).map(p -> p.status)).expectNext("SHIPPED").verifyComplete();
    StepVerifier.create(purchases.existsById(id("c1", "o9"))).expectNext(false).verifyComplete();
    StepVerifier.create(shoppers.findById("c1").map(s -> s.name)).expectNext("Ada").verifyComplete();
    StepVerifier.create(purchases.deleteById(id("c1", "o1")).then(purchases.findById(id("c1", "o1"))))
        .verifyComplete(); // empty: deleted
    StepVerifier.create(purchases.count()).expectNext(3L).verifyComplete();
    StepVerifier.create(shoppers.count()).expectNext(2L).verifyComplete();
  }

  @Test
  void derivedQueriesReadOnlyTheirKind() {
    StepVerifier.create(purchases.findByCustomer("c1").map(p -> p.orderId))
        .expectNext("o1", "o2", "o3").verifyComplete();
    StepVerifier.create(shoppers.findByCustomer("c1").map(s -> s.name)).expectNext("Ada").verifyComplete();
    StepVerifier.create(purchases.findByCustomerAndTotalGreaterThan("c1", 20).map(p -> p.orderId))
        .expectNext("o2", "o3").verifyComplete();
    StepVerifier.create(purchases.findTop2ByCustomerOrderByOrderIdDesc("c1").map(p -> p.orderId))
        .expectNext("o3", "o2").verifyComplete();
    StepVerifier.create(purchases.findFirstByCustomerAndStatus("c1", "SHIPPED").map(p -> p.orderId))
        .expectNext("o2").verifyComplete();
  }

  @Test
  void aGetItemMethodIsEmptyWhenNothingMatches() {
    StepVerifier.create(purchases.findByCustomerAndOrderId("c1", "o3").map(p -> p.total)).expectNext(40)
        .verifyComplete();
    StepVerifier.create(purchases.findByCustomerAndOrderId("c1", "o9")).verifyComplete();
  }

  @Test
  void countsAndExistenceChecks() {
    StepVerifier.create(purchases.countByCustomer("c1")).expectNext(3L).verifyComplete();
    StepVerifier.create(purchases.countByCustomer("c9")).expectNext(0L).verifyComplete();
    StepVerifier.create(purchases.existsByCustomerAndStatus("c1", "SHIPPED")).expectNext(true).verifyComplete();
    StepVerifier.create(purchases.existsByCustomerAndStatus("c2", "SHIPPED")).expectNext(false).verifyComplete();
  }

  @Test
  void aProjectionReadsItsProperties() {
    StepVerifier.create(purchases.findSummaryByCustomer("c1"))
        .expectNext(new PurchaseRepository.Summary("o1", 10), new PurchaseRepository.Summary("o2", 25),
            new PurchaseRepository.Summary("o3", 40))
        .verifyComplete();
  }

  @Test
  void aDeclaredQueryReadsAProjectionOfItsOwnKind() {
    StepVerifier.create(purchases.summariesAtLeast(20).collectList())
        .assertNext(found -> assertThat(found).containsExactlyInAnyOrder(new PurchaseRepository.Summary("o2", 25),
            new PurchaseRepository.Summary("o3", 40)))
        .verifyComplete();
    StepVerifier.create(purchases.summariesAtLeast(0).map(PurchaseRepository.Summary::orderId).collectList())
        .as("every purchase of both customers, read as Summary")
        .assertNext(ids -> assertThat(ids).containsExactlyInAnyOrder("o1", "o2", "o3", "o4"))
        .verifyComplete();
  }

  @Test
  void windowsContinueFromTheirLastPosition() {
    Window<Purchase> first = purchases.findFirst2ByCustomer("c1", ScrollPosition.keyset()).block();
    assertThat(first).extracting(p -> p.orderId).containsExactly("o1", "o2");
    assertThat(first.hasNext()).isTrue();
    StepVerifier.create(purchases.findFirst2ByCustomer("c1", first.positionAt(first.size() - 1)))
        .assertNext(next -> assertThat(next).extracting(p -> p.orderId).containsExactly("o3"))
        .verifyComplete();
  }

  @Test
  void aDeclaredScanIsFilteredToItsKind() {
    StepVerifier.create(purchases.withStatus("NEW").map(p -> p.orderId).sort())
        .expectNext("o1", "o4").verifyComplete();
  }

  @Test
  void theIndexViewIsQueriedByStatus() {
    StepVerifier.create(byStatus.findByStatus("SHIPPED").map(PurchaseByStatus::orderId))
        .expectNext("o2", "o3").verifyComplete();
    StepVerifier.create(byStatus.findByStatusAndOrderIdStartingWith("NEW", "o4").map(PurchaseByStatus::customer))
        .expectNext("c2").verifyComplete();
    StepVerifier.create(byStatus.countByStatus("NEW")).expectNext(2L).verifyComplete();
    StepVerifier.create(byStatus.largeOnes("SHIPPED", 30).map(PurchaseByStatus::orderId))
        .expectNext("o3").verifyComplete();
  }

  @Test
  void declaredUpdatesReturnTheItemOrOnlyComplete() {
    StepVerifier.create(purchases.markAs("c1", "ORDER#o1", "PAID").map(p -> p.status)).expectNext("PAID").verifyComplete();
    StepVerifier.create(purchases.addToTotal("c1", "ORDER#o1", 5)).verifyComplete();
    StepVerifier.create(purchases.findByCustomerAndOrderId("c1", "o1").map(p -> p.total)).expectNext(15)
        .verifyComplete();
  }

  @Test
  void aTypedUpdateReturnsTheUpdatedItem() {
    StepVerifier.create(purchases.update(id("c1", "o2"), Update.of(Purchase.class)
            .set(Purchase_Attributes.status, "RETURNED").add(Purchase_Attributes.total, 1)))
        .assertNext(p -> {
          assertThat(p.status).isEqualTo("RETURNED");
          assertThat(p.total).isEqualTo(26);
        })
        .verifyComplete();
  }

  @Test
  void aStaleVersionFailsWithOptimisticLocking() {
    Purchase stale = purchases.findById(id("c1", "o1")).block();
    Purchase fresh = purchases.findById(id("c1", "o1")).block();
    fresh.status = "PAID";
    StepVerifier.create(purchases.save(fresh).map(p -> p.version)).expectNext(stale.version + 1).verifyComplete();
    stale.status = "CANCELLED";
    StepVerifier.create(purchases.save(stale)).expectError(OptimisticLockingFailureException.class).verify();
    StepVerifier.create(purchases.delete(stale)).expectError(OptimisticLockingFailureException.class).verify();
    StepVerifier.create(purchases.findById(id("c1", "o1")).map(p -> p.status)).expectNext("PAID").verifyComplete();
  }

  @Test
  void anItemCollectionIsFoldedFromOneQuery() {
    StepVerifier.create(activity.findByPartitionKey("c1"))
        .assertNext(a -> {
          assertThat(a.profile()).isEqualTo(new ShopperActivity.ProfileRow("Ada"));
          assertThat(a.orders()).extracting(ShopperActivity.OrderRow::orderId).containsExactly("o1", "o2", "o3");
        })
        .verifyComplete();
    StepVerifier.create(activity.findByPartitionKeyAndSortKeyStartingWith("c1", "ORDER#"))
        .assertNext(a -> {
          assertThat(a.profile()).isNull();
          assertThat(a.orders()).hasSize(3);
        })
        .verifyComplete();
    StepVerifier.create(activity.withPrefix("c2", "ORDER#").map(a -> a.orders().get(0).total())).expectNext(5)
        .verifyComplete();
    StepVerifier.create(activity.findByPartitionKey("c9")).verifyComplete(); // empty: no row
    StepVerifier.create(activity.existsByPartitionKey("c2")).expectNext(true).verifyComplete();
    StepVerifier.create(activity.existsByPartitionKey("c9")).expectNext(false).verifyComplete();
  }
}
