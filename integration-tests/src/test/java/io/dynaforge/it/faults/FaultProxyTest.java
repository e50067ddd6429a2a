package io.dynaforge.it.faults;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.BatchGetIncompleteException;
import io.dynaforge.core.BatchRetryPolicy;
import io.dynaforge.core.BatchWriteIncompleteException;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.mapping.MapperRegistry;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.FaultProxy;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.dao.DataAccessException;
import org.springframework.dao.QueryTimeoutException;
import org.springframework.dao.TransientDataAccessResourceException;
import software.amazon.awssdk.core.retry.RetryMode;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** {@link FaultProxy} in front of the local server: each fault does what it says, counted per operation. */
@ExtendWith(DynamoDbExtension.class)
class FaultProxyTest {

  static LocalDynamoDb db;
  static TestTables tables;
  FaultProxy proxy;
  DynamoDbClient client;
  DynamoDbTemplate template;

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables testTables) {
    db = local;
    tables = testTables;
    DynamoDbTemplate.builder(db.client()).mapperRegistry(new MapperRegistry().register(Ticket_Mapper.INSTANCE))
        .tableNameResolver(tables::name).build().createTables(Ticket.class);
  }

  @BeforeEach
  void startProxy() {
    proxy = FaultProxy.start(db.endpoint()).seed(7);
    client(2, Duration.ofSeconds(10));
  }

  private void client(int maxAttempts, Duration attemptTimeout) {
    if (client != null) {
      client.close();
    }
    client = LocalDynamoDb.connect(proxy.endpoint()).clientBuilder().overrideConfiguration(c -> c
        .retryStrategy(RetryMode.STANDARD).retryStrategy(b -> b.maxAttempts(maxAttempts))
        .apiCallAttemptTimeout(attemptTimeout)).build();
    template = DynamoDbTemplate.builder(client).mapperRegistry(new MapperRegistry().register(Ticket_Mapper.INSTANCE))
        .tableNameResolver(tables::name).batchRetryPolicy(BatchRetryPolicy.defaults()).build();
  }

  @AfterEach
  void stopProxy() {
    client.close();
    proxy.close();
  }

  private Map<String, AttributeValue> stored(String id) {
    return db.client().getItem(r -> r.tableName(tables.name("tickets")).consistentRead(true)
        .key(Map.of("id", AttributeValue.fromS(id)))).item();
  }

  @Test
  void throttlingThatOutlastsTheRetriesIsTransientAndWritesNothing() {
    proxy.throttle(1.0).onlyFor("PutItem");
    assertThatThrownBy(() -> template.save(new Ticket("t-throttled", "ann", 1)))
        .isInstanceOf(TransientDataAccessResourceException.class).hasMessageContaining("Ticket")
        .hasMessageContaining(tables.name("tickets"));
    assertThat(proxy.requests().get("PutItem")).isEqualTo(2); // both attempts reached the proxy
    assertThat(proxy.injected()).containsEntry("PutItem:throttle", 2);
    assertThat(stored("t-throttled")).isEmpty();
    assertThat(template.findById(Ticket.class, "t-throttled")).isEmpty(); // other operations pass
  }

  @Test
  void aServerErrorAfterTheWriteIsAmbiguous() {
    proxy.serverErrorsAfterWrite(1.0).onlyFor("PutItem");
    client(1, Duration.ofSeconds(10));
    assertThatThrownBy(() -> template.save(new Ticket("t-ambiguous", "bob", 2))).isInstanceOf(DataAccessException.class);
    assertThat(stored("t-ambiguous")).containsEntry("holder", AttributeValue.fromS("bob")); // it was applied
  }

  @Test
  void aServerErrorBeforeTheRequestIsRetriedByTheSdk() {
    proxy.seed(1).serverErrors(0.5).onlyFor("PutItem");
    client(10, Duration.ofSeconds(10));
    for (int i = 0; i < 10; i++) {
      template.save(new Ticket("t-retried-" + i, "cy", i));
    }
    assertThat(proxy.injected().get("PutItem:error_before")).isPositive();
    assertThat(proxy.requests().get("PutItem")).isEqualTo(10 + proxy.injected().get("PutItem:error_before"));
    IntStream.range(0, 10).forEach(i -> assertThat(stored("t-retried-" + i)).isNotEmpty());
  }

  @Test
  void unprocessedBatchEntriesAreNeitherWrittenNorReadAndTheTemplateRetriesThem() {
    proxy.unprocessed(0.5);
    List<Ticket> tickets = IntStream.range(0, 60).mapToObj(i -> new Ticket("t-batch-" + i, "dee", i)).toList();
    template.saveAll(tickets);
    assertThat(proxy.injected().get("BatchWriteItem:unprocessed")).isGreaterThan(10);
    assertThat(proxy.requests().get("BatchWriteItem")).isGreaterThan(3); // 3 batches of 25 and their retries
    IntStream.range(0, 60).forEach(i -> assertThat(stored("t-batch-" + i)).isNotEmpty());
    List<Ticket> read = template.findAllById(Ticket.class, tickets.stream().map(Ticket::id).toList());
    assertThat(read).containsExactlyElementsOf(tickets);
    assertThat(proxy.injected().get("BatchGetItem:unprocessed")).isGreaterThan(10);
  }

  @Test
  void aBatchThatCannotFinishNamesWhatIsNotConfirmedWithTheThrottleAsCause() {
    proxy.throttle(1.0).onlyFor("BatchWriteItem", "BatchGetItem");
    client(1, Duration.ofSeconds(10));
    List<Ticket> tickets = IntStream.range(0, 30).mapToObj(i -> new Ticket("t-stuck-" + i, "fay", i)).toList();
    assertThatThrownBy(() -> template.saveAll(tickets)).isInstanceOf(BatchWriteIncompleteException.class)
        .hasCauseInstanceOf(TransientDataAccessResourceException.class)
        .satisfies(e -> assertThat(((BatchWriteIncompleteException) e).getUnwrittenEntities()).hasSize(30));
    IntStream.range(0, 30).forEach(i -> assertThat(stored("t-stuck-" + i)).isEmpty());
    assertThatThrownBy(() -> template.findAllById(Ticket.class, tickets.stream().map(Ticket::id).toList()))
        .isInstanceOf(BatchGetIncompleteException.class).hasCauseInstanceOf(TransientDataAccessResourceException.class)
        .hasMessageContaining("30 key(s)").hasMessageContaining("t-stuck-0")
        .satisfies(e -> assertThat(((BatchGetIncompleteException) e).getUnreadKeys()).hasSize(30));
  }

  @Test
  void keysLeftUnprocessedPastTheRetriesAreNamedAndNothingIsReturned() {
    proxy.unprocessed(1.0).onlyFor("BatchGetItem");
    template = DynamoDbTemplate.builder(client).mapperRegistry(new MapperRegistry().register(Ticket_Mapper.INSTANCE))
        .tableNameResolver(tables::name).batchRetryPolicy(new BatchRetryPolicy(2, Duration.ZERO, Duration.ZERO)).build();
    assertThatThrownBy(() -> template.findAllById(Ticket.class, List.of("t-u-1", "t-u-2")))
        .isInstanceOf(BatchGetIncompleteException.class).hasMessageContaining("still unprocessed after 2 attempt(s)")
        .hasNoCause();
  }

  @Test
  void latencyBeyondTheAttemptTimeoutIsATimeout() {
    proxy.latency(Duration.ofMillis(400)).onlyFor("GetItem");
    client(1, Duration.ofMillis(100));
    assertThatThrownBy(() -> template.findById(Ticket.class, "t-slow")).isInstanceOf(QueryTimeoutException.class);
  }

  @Test
  void aDroppedConnectionIsADataAccessException() {
    proxy.dropConnections(1.0).onlyFor("GetItem");
    client(1, Duration.ofSeconds(10));
    assertThatThrownBy(() -> template.findById(Ticket.class, "t-dropped")).isInstanceOf(DataAccessException.class);
  }

  @Test
  void theSameSeedInjectsTheSameFaults() {
    Map<String, Integer> first = run(99);
    Map<String, Integer> second = run(99);
    assertThat(first).isEqualTo(second).isNotEmpty();
  }

  private Map<String, Integer> run(long seed) {
    proxy.clearFaults().seed(seed).serverErrors(0.3).onlyFor("PutItem");
    proxy.resetCounts();
    client(20, Duration.ofSeconds(10));
    for (int i = 0; i < 15; i++) {
      template.save(new Ticket("t-seed-" + i, "eve", i));
    }
    return proxy.injected();
  }
}
