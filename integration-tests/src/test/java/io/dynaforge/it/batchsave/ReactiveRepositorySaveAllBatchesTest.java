package io.dynaforge.it.batchsave;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.BatchRetryPolicy;
import io.dynaforge.core.BatchWriteIncompleteException;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.expression.DynamoDbExpression;
import io.dynaforge.extension.DynamoDbExtension;
import io.dynaforge.extension.WriteContext;
import io.dynaforge.extension.WriteModification;
import io.dynaforge.reactive.ReactiveDynamoDbTemplate;
import io.dynaforge.testing.FaultProxy;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.RequestRecorder;
import io.dynaforge.testing.TestTables;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import reactor.core.publisher.Flux;
import reactor.test.StepVerifier;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/** Wave 5 item 8 on the reactive repository: saveAll batches through the async client as the blocking one does. */
@ExtendWith(io.dynaforge.testing.DynamoDbExtension.class)
class ReactiveRepositorySaveAllBatchesTest {

  static final RequestRecorder log = new RequestRecorder();
  static LocalDynamoDb db;
  static TestTables tables;
  static DynamoDbAsyncClient async;
  static ReactiveCardRepository cards;
  static ReactiveVersionedCardRepository versioned;
  static volatile boolean conditioned;

  static DynamoDbAsyncClient async(URI endpoint, RequestRecorder recorder) {
    return DynamoDbAsyncClient.builder().endpointOverride(endpoint).region(LocalDynamoDb.REGION)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("dummy", "dummy")))
        .httpClientBuilder(NettyNioAsyncHttpClient.builder())
        .overrideConfiguration(c -> c.addExecutionInterceptor(recorder)).build();
  }

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables testTables) {
    db = local;
    tables = testTables;
    DynamoDbTemplate.builder(local.client()).tableNameResolver(tables::name).build()
        .createTables(Card.class, VersionedCard.class);
    async = async(local.endpoint(), log);
    DynamoDbExtension guard = new DynamoDbExtension() {
      @Override
      public WriteModification beforeWrite(WriteContext context) {
        return conditioned && context.entityType() == Card.class
            ? WriteModification.builder().condition(DynamoDbExpression.of("attribute_not_exists(locked)")).build()
            : WriteModification.none();
      }
    };
    ReactiveDynamoDbTemplate template = ReactiveDynamoDbTemplate.builder(async).tableNameResolver(tables::name)
        .extensions(guard).build();
    cards = new ReactiveCardRepository_Impl(template);
    versioned = new ReactiveVersionedCardRepository_Impl(template);
  }

  @AfterAll
  static void close() {
    async.close();
  }

  @BeforeEach
  void clear() {
    conditioned = false;
    log.clear();
  }

  private static Map<String, AttributeValue> stored(String table, String id) {
    return db.client().getItem(r -> r.tableName(tables.name(table)).consistentRead(true)
        .key(Map.of("id", AttributeValue.fromS(id)))).item();
  }

  @Test
  void sixtyEntitiesAreThreeBatchWriteItems() {
    List<Card> given = RepositorySaveAllBatchesTest.cards("rb-", 60);
    Flux<Card> saving = cards.saveAll(given);
    assertThat(log.count()).isZero(); // nothing before subscription
    StepVerifier.create(saving.map(Card::id).collectList())
        .assertNext(ids -> assertThat(ids).containsExactlyElementsOf(given.stream().map(Card::id).toList()))
        .verifyComplete();
    assertThat(log.operations()).containsExactly("BatchWriteItem", "BatchWriteItem", "BatchWriteItem");
    assertThat(log.requestsOf(BatchWriteItemRequest.class)).extracting(r -> r.requestItems().get(tables.name(
        "batch_cards")).size()).containsExactly(25, 25, 10);
    IntStream.range(0, 60).forEach(i -> assertThat(stored("batch_cards", "rb-" + i)).isNotEmpty());
  }

  @Test
  void aPublisherIsBatchedTwentyFiveAtATime() {
    StepVerifier.create(cards.saveAll(Flux.fromIterable(RepositorySaveAllBatchesTest.cards("rp-", 60))))
        .expectNextCount(60).verifyComplete();
    assertThat(log.operations()).containsExactly("BatchWriteItem", "BatchWriteItem", "BatchWriteItem");
  }

  @Test
  void aVersionedEntityIsOnePutItemEach() {
    StepVerifier.create(versioned.saveAll(IntStream.range(0, 60).mapToObj(i -> new VersionedCard("rv-" + i, "t", null))
        .toList())).expectNextCount(60).verifyComplete();
    assertThat(log.operations()).hasSize(60).containsOnly("PutItem");
    assertThat(log.requestsOf(PutItemRequest.class)).allSatisfy(put -> assertThat(put.conditionExpression()).isNotNull());
  }

  @Test
  void anEntityAnExtensionAddsAConditionToIsOnePutItemEach() {
    conditioned = true;
    StepVerifier.create(cards.saveAll(RepositorySaveAllBatchesTest.cards("rc-", 30))).expectNextCount(30)
        .verifyComplete();
    assertThat(log.operations()).hasSize(30).containsOnly("PutItem");
  }

  @Test
  void unprocessedItemsAreRetriedAndWhatIsLeftIsAnError() {
    try (FaultProxy proxy = FaultProxy.start(db.endpoint()).seed(5);
        DynamoDbAsyncClient faulty = async(proxy.endpoint(), new RequestRecorder())) {
      ReactiveCardRepository overProxy = new ReactiveCardRepository_Impl(ReactiveDynamoDbTemplate.builder(faulty)
          .tableNameResolver(tables::name)
          .batchRetryPolicy(new BatchRetryPolicy(20, Duration.ofMillis(1), Duration.ofMillis(5))).build());
      proxy.unprocessed(0.5).onlyFor("BatchWriteItem");
      StepVerifier.create(overProxy.saveAll(RepositorySaveAllBatchesTest.cards("ru-", 60))).expectNextCount(60)
          .verifyComplete();
      assertThat(proxy.injected().get("BatchWriteItem:unprocessed")).isGreaterThan(10);
      IntStream.range(0, 60).forEach(i -> assertThat(stored("batch_cards", "ru-" + i)).isNotEmpty());

      proxy.clearFaults().unprocessed(1.0).onlyFor("BatchWriteItem");
      ReactiveCardRepository giveUp = new ReactiveCardRepository_Impl(ReactiveDynamoDbTemplate.builder(faulty)
          .tableNameResolver(tables::name)
          .batchRetryPolicy(new BatchRetryPolicy(2, Duration.ofMillis(1), Duration.ofMillis(2))).build());
      StepVerifier.create(giveUp.saveAll(RepositorySaveAllBatchesTest.cards("rx-", 30)))
          .expectErrorSatisfies(e -> assertThat(e).isInstanceOf(BatchWriteIncompleteException.class)
              .hasMessageContaining(tables.name("batch_cards")).hasMessageContaining("rx-0")
              .satisfies(x -> assertThat(((BatchWriteIncompleteException) x).getUnwrittenKeys()).hasSize(30)))
          .verify();
      assertThat(stored("batch_cards", "rx-0")).isEmpty();
    }
  }
}
