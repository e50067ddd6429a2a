package io.dynaforge.it.faults;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.BatchGetIncompleteException;
import io.dynaforge.core.BatchRetryPolicy;
import io.dynaforge.core.BatchWriteIncompleteException;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.mapping.MapperRegistry;
import io.dynaforge.reactive.ReactiveDynamoDbTemplate;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.FaultProxy;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.dao.DataAccessException;
import org.springframework.dao.QueryTimeoutException;
import org.springframework.dao.TransientDataAccessResourceException;
import reactor.test.StepVerifier;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.retry.RetryMode;
import software.amazon.awssdk.http.async.SdkAsyncHttpClient;
import software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The reactive twin of {@link FaultProxyTest}: the same faults through {@link FaultProxy}, sent by
 * {@link ReactiveDynamoDbTemplate} over a {@link DynamoDbAsyncClient}, end as the same exceptions, now
 * signalled as {@code onError}, with the same requests reaching the proxy and nothing half-written
 * reported as success.
 */
@ExtendWith(DynamoDbExtension.class)
class ReactiveFaultProxyTest {

  static LocalDynamoDb db;
  static TestTables tables;
  /** One HTTP client for the class: closing a Netty client waits for its event loop to quiet down. */
  static SdkAsyncHttpClient http;
  FaultProxy proxy;
  DynamoDbAsyncClient client;
  ReactiveDynamoDbTemplate template;

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables testTables) {
    db = local;
    tables = testTables;
    http = NettyNioAsyncHttpClient.builder().build();
    DynamoDbTemplate.builder(db.client()).mapperRegistry(mappers()).tableNameResolver(tables::name).build()
        .createTables(Ticket.class);
  }

  private static MapperRegistry mappers() {
    return new MapperRegistry().register(Ticket_Mapper.INSTANCE);
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
    client = DynamoDbAsyncClient.builder().httpClient(http).endpointOverride(proxy.endpoint()).region(LocalDynamoDb.REGION)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("test", "test")))
        .overrideConfiguration(c -> c.retryStrategy(RetryMode.STANDARD).retryStrategy(b -> b.maxAttempts(maxAttempts))
            .apiCallAttemptTimeout(attemptTimeout)).build();
    template(BatchRetryPolicy.defaults());
  }

  private void template(BatchRetryPolicy batches) {
    template = ReactiveDynamoDbTemplate.builder(client).mapperRegistry(mappers()).tableNameResolver(tables::name)
        .batchRetryPolicy(batches).build();
  }

  @AfterEach
  void stopProxy() {
    client.close();
    proxy.close();
  }

  @AfterAll
  static void closeHttp() {
    http.close();
  }

  private Map<String, AttributeValue> stored(String id) {
    return db.client().getItem(r -> r.tableName(tables.name("tickets")).consistentRead(true)
        .key(Map.of("id", AttributeValue.fromS(id)))).item();
  }

  @Test
  void throttlingThatOutlastsTheRetriesIsTransientAndWritesNothing() {
    proxy.throttle(1.0).onlyFor("PutItem");
    StepVerifier.create(template.save(new Ticket("t-throttled", "ann", 1)))
        .expectErrorSatisfies(e -> assertThat(e).isInstanceOf(TransientDataAccessResourceException.class)
            .hasMessageContaining("Ticket").hasMessageContaining(tables.name("tickets")))
        .verify(Duration.ofSeconds(30));
    assertThat(proxy.requests().get("PutItem")).isEqualTo(2);
    assertThat(proxy.injected()).containsEntry("PutItem:throttle", 2);
    assertThat(stored("t-throttled")).isEmpty();
    StepVerifier.create(template.findById(Ticket.class, "t-throttled")).verifyComplete(); // other operations pass
  }

  @Test
  void aServerErrorAfterTheWriteIsAmbiguous() {
    proxy.serverErrorsAfterWrite(1.0).onlyFor("PutItem");
    client(1, Duration.ofSeconds(10));
    StepVerifier.create(template.save(new Ticket("t-ambiguous", "bob", 2)))
        .expectError(DataAccessException.class).verify(Duration.ofSeconds(30));
    assertThat(stored("t-ambiguous")).containsEntry("holder", AttributeValue.fromS("bob")); // it was applied
  }

  @Test
  void aServerErrorBeforeTheRequestIsRetriedByTheSdk() {
    proxy.seed(1).serverErrors(0.5).onlyFor("PutItem");
    client(10, Duration.ofSeconds(10));
    for (int i = 0; i < 10; i++) {
      StepVerifier.create(template.save(new Ticket("t-retried-" + i, "cy", i))).expectNextCount(1).verifyComplete();
    }
    assertThat(proxy.injected().get("PutItem:error_before")).isPositive();
    assertThat(proxy.requests().get("PutItem")).isEqualTo(10 + proxy.injected().get("PutItem:error_before"));
    IntStream.range(0, 10).forEach(i -> assertThat(stored("t-retried-" + i)).isNotEmpty());
  }

  @Test
  void unprocessedBatchEntriesAreNeitherWrittenNorReadAndTheTemplateRetriesThem() {
    proxy.unprocessed(0.5);
    List<Ticket> tickets = IntStream.range(0, 60).mapToObj(i -> new Ticket("t-batch-" + i, "dee", i)).toList();
    StepVerifier.create(template.saveAll(tickets).collectList())
        .assertNext(saved -> assertThat(saved).hasSize(60)).verifyComplete();
    assertThat(proxy.injected().get("BatchWriteItem:unprocessed")).isGreaterThan(10);
    assertThat(proxy.requests().get("BatchWriteItem")).isGreaterThan(3);
    IntStream.range(0, 60).forEach(i -> assertThat(stored("t-batch-" + i)).isNotEmpty());
    StepVerifier.create(template.findAllById(Ticket.class, tickets.stream().map(Ticket::id).toList()).collectList())
        .assertNext(read -> assertThat(read).containsExactlyElementsOf(tickets)).verifyComplete();
    assertThat(proxy.injected().get("BatchGetItem:unprocessed")).isGreaterThan(10);
  }

  @Test
  void aBatchThatCannotFinishNamesWhatIsNotConfirmedWithTheThrottleAsCause() {
    proxy.throttle(1.0).onlyFor("BatchWriteItem", "BatchGetItem");
    client(1, Duration.ofSeconds(10));
    List<Ticket> tickets = IntStream.range(0, 30).mapToObj(i -> new Ticket("t-stuck-" + i, "fay", i)).toList();
    StepVerifier.create(template.saveAll(tickets))
        .expectErrorSatisfies(e -> assertThat(e).isInstanceOf(BatchWriteIncompleteException.class)
            .hasCauseInstanceOf(TransientDataAccessResourceException.class)
            .satisfies(x -> assertThat(((BatchWriteIncompleteException) x).getUnwrittenEntities()).hasSize(30)))
        .verify(Duration.ofSeconds(60));
    IntStream.range(0, 30).forEach(i -> assertThat(stored("t-stuck-" + i)).isEmpty());
    StepVerifier.create(template.findAllById(Ticket.class, tickets.stream().map(Ticket::id).toList()))
        .expectErrorSatisfies(e -> assertThat(e).isInstanceOf(BatchGetIncompleteException.class)
            .hasCauseInstanceOf(TransientDataAccessResourceException.class).hasMessageContaining("30 key(s)")
            .hasMessageContaining("t-stuck-0")
            .satisfies(x -> assertThat(((BatchGetIncompleteException) x).getUnreadKeys()).hasSize(30)))
        .verify(Duration.ofSeconds(60));
  }

  @Test
  void keysLeftUnprocessedPastTheRetriesAreNamedAndNothingIsReturned() {
    proxy.unprocessed(1.0).onlyFor("BatchGetItem");
    template(new BatchRetryPolicy(2, Duration.ZERO, Duration.ZERO));
    StepVerifier.create(template.findAllById(Ticket.class, List.of("t-u-1", "t-u-2")))
        .expectErrorSatisfies(e -> assertThat(e).isInstanceOf(BatchGetIncompleteException.class)
            .hasMessageContaining("still unprocessed after 2 attempt(s)").hasNoCause())
        .verify(Duration.ofSeconds(30));
  }

  @Test
  void latencyBeyondTheAttemptTimeoutIsATimeout() {
    proxy.latency(Duration.ofMillis(400)).onlyFor("GetItem");
    client(1, Duration.ofMillis(100));
    StepVerifier.create(template.findById(Ticket.class, "t-slow")).expectError(QueryTimeoutException.class)
        .verify(Duration.ofSeconds(30));
  }

  @Test
  void aDroppedConnectionIsADataAccessException() {
    proxy.dropConnections(1.0).onlyFor("GetItem");
    client(1, Duration.ofSeconds(10));
    StepVerifier.create(template.findById(Ticket.class, "t-dropped")).expectError(DataAccessException.class)
        .verify(Duration.ofSeconds(30));
  }
}
