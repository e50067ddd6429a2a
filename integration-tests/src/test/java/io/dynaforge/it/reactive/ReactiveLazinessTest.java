package io.dynaforge.it.reactive;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.reactive.ReactiveDynamoDbTemplate;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.FaultProxy;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import reactor.test.StepVerifier;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Generated reactive methods send nothing before subscription, and read pages on demand: counted per
 * operation by a {@link FaultProxy} (without faults) in front of the server.
 */
@ExtendWith(DynamoDbExtension.class)
class ReactiveLazinessTest {

  static DynamoDbClient client;
  static FaultProxy proxy;
  static DynamoDbAsyncClient async;
  static ReactiveDynamoDbTemplate template;
  static PurchaseRepository purchases;

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables tables) {
    client = local.clientBuilder().build();
    DynamoDbTemplate blocking = DynamoDbTemplate.builder(client).tableNameResolver(tables::name).build();
    blocking.createTables(Purchase.class);
    for (int i = 0; i < 9; i++) {
      blocking.save(new Purchase("lazy", "o" + i, "NEW", i));
    }
    proxy = FaultProxy.start(local.endpoint());
    async = AsyncClients.of(proxy.endpoint());
    template = ReactiveDynamoDbTemplate.builder(async).tableNameResolver(tables::name).build();
    purchases = new PurchaseRepository_Impl(template);
  }

  @AfterAll
  static void close() {
    async.close();
    proxy.close();
    client.close();
  }

  private static int sent(String operation) {
    return proxy.requests().getOrDefault(operation, 0);
  }

  @Test
  void nothingIsSentBeforeSubscription() {
    int queries = sent("Query");
    int gets = sent("GetItem");
    int updates = sent("UpdateItem");
    int scans = sent("Scan");
    Flux<Purchase> all = purchases.findByCustomer("lazy");
    Mono<Purchase> one = purchases.findByCustomerAndOrderId("lazy", "o1");
    Mono<Long> count = purchases.countByCustomer("lazy");
    Mono<Purchase> marked = purchases.markAs("lazy", "ORDER#o1", "SEEN");
    Mono<Void> added = purchases.addToTotal("lazy", "ORDER#o1", 1);
    Flux<Purchase> scanned = purchases.withStatus("NEW");
    assertThat(sent("Query")).isEqualTo(queries);
    assertThat(sent("GetItem")).isEqualTo(gets);
    assertThat(sent("UpdateItem")).isEqualTo(updates);
    assertThat(sent("Scan")).isEqualTo(scans);

    StepVerifier.create(all).expectNextCount(9).verifyComplete();
    StepVerifier.create(count).expectNext(9L).verifyComplete();
    assertThat(sent("Query")).isEqualTo(queries + 2);
    StepVerifier.create(one).expectNextCount(1).verifyComplete();
    assertThat(sent("GetItem")).isEqualTo(gets + 1);
    StepVerifier.create(marked.then(added)).verifyComplete();
    assertThat(sent("UpdateItem")).isEqualTo(updates + 2);
    StepVerifier.create(scanned.take(1)).expectNextCount(1).verifyComplete();
    assertThat(sent("Scan")).isEqualTo(scans + 1);
  }

  @Test
  void takeOfARepositoryQueryStopsReading() {
    int queries = sent("Query");
    StepVerifier.create(purchases.findByCustomer("lazy").take(3)).expectNextCount(3).verifyComplete();
    assertThat(sent("Query")).isEqualTo(queries + 1);
  }

  /** Pages of three over nine items: {@code take(3)} reads the first page only, {@code take(4)} a second. */
  @Test
  void pagesAreReadOnDemand() {
    DynamoDbQuery query = DynamoDbQuery.builder().keyCondition("#pk = :pk").name("#pk", "customer")
        .value(":pk", AttributeValue.fromS("lazy")).build();
    int queries = sent("Query");
    Flux<Purchase> paged = template.query(Purchase.class, query, 3);
    assertThat(sent("Query")).isEqualTo(queries);
    StepVerifier.create(paged.take(3)).expectNextCount(3).verifyComplete();
    assertThat(sent("Query")).isEqualTo(queries + 1);
    StepVerifier.create(paged.take(4)).expectNextCount(4).verifyComplete();
    assertThat(sent("Query")).isEqualTo(queries + 3);
    StepVerifier.create(paged).expectNextCount(9).verifyComplete();
    // three full pages, then the empty page that says there is no fourth (or a page without a cursor)
    assertThat(sent("Query")).isBetween(queries + 6, queries + 7);
  }

  @Test
  void oneItemAtATimeRequestsAPageAtATime() {
    DynamoDbQuery query = DynamoDbQuery.builder().keyCondition("#pk = :pk").name("#pk", "customer")
        .value(":pk", AttributeValue.fromS("lazy")).build();
    int queries = sent("Query");
    StepVerifier.create(template.query(Purchase.class, query, 3), 0)
        .thenRequest(1).expectNextCount(1)
        .then(() -> assertThat(sent("Query")).isEqualTo(queries + 1))
        .thenRequest(2).expectNextCount(2)
        .then(() -> assertThat(sent("Query")).isEqualTo(queries + 1))
        .thenRequest(1).expectNextCount(1)
        .then(() -> assertThat(sent("Query")).isEqualTo(queries + 2))
        .thenCancel().verify();
  }
}
