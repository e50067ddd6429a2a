package io.dynaforge.it.reactive.template;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.BatchRetryPolicy;
import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.core.TransactGet;
import io.dynaforge.core.TransactWrite;
import io.dynaforge.expression.Update;
import io.dynaforge.it.template.Account;
import io.dynaforge.it.template.Account_Attributes;
import io.dynaforge.it.template.Account_Mapper;
import io.dynaforge.it.template.LogEntry;
import io.dynaforge.it.template.LogEntry_Mapper;
import io.dynaforge.it.template.Note;
import io.dynaforge.it.template.Note_Mapper;
import io.dynaforge.it.template.Player;
import io.dynaforge.it.template.Player_Mapper;
import io.dynaforge.mapping.MapperRegistry;
import io.dynaforge.reactive.ReactiveDynamoDbTemplate;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.RequestRecorder;
import io.dynaforge.testing.TestTables;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import org.springframework.dao.OptimisticLockingFailureException;
import reactor.core.publisher.Flux;
import reactor.test.StepVerifier;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * The reactive template against moto: the same operations as the blocking template's tests (CRUD,
 * versions, typed updates, queries, counts, batches, transactions), each checked with
 * {@link StepVerifier}, and the request counts that show laziness and demand-driven paging.
 */
@ExtendWith(DynamoDbExtension.class)
class ReactiveTemplateTest {

  static final Instant NOW = Instant.parse("2026-01-18T10:15:30Z");
  static final RequestRecorder log = new RequestRecorder();
  static DynamoDbAsyncClient client;
  static ReactiveDynamoDbTemplate template;

  static MapperRegistry mappers() {
    return new MapperRegistry().register(Player_Mapper.INSTANCE).register(Account_Mapper.INSTANCE)
        .register(Note_Mapper.INSTANCE).register(LogEntry_Mapper.INSTANCE);
  }

  @BeforeAll
  static void setUp(LocalDynamoDb db, TestTables tables) {
    client = DynamoDbAsyncClient.builder().endpointOverride(db.endpoint()).region(LocalDynamoDb.REGION)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("test", "test")))
        .overrideConfiguration(c -> c.addExecutionInterceptor(log)).build();
    template = ReactiveDynamoDbTemplate.builder(client).mapperRegistry(mappers()).tableNameResolver(tables::name)
        .clock(Clock.fixed(NOW, ZoneOffset.UTC))
        .batchRetryPolicy(new BatchRetryPolicy(4, Duration.ofMillis(1), Duration.ofMillis(5))).build();
    io.dynaforge.core.DynamoDbTemplate.builder(db.client()).mapperRegistry(mappers()).tableNameResolver(tables::name)
        .build().createTables(Player.class, Account.class, Note.class, LogEntry.class);
  }

  @AfterAll
  static void tearDown() {
    client.close();
  }

  @BeforeEach
  void clear() {
    log.clear();
  }

  @Test
  void savesReadsAndDeletesAnEntity() {
    Player ann = new Player("p1", "Ann", 10);
    StepVerifier.create(template.save(ann)).assertNext(saved -> assertThat(saved.getCreatedAt()).isEqualTo(NOW))
        .verifyComplete();
    StepVerifier.create(template.findById(Player.class, "p1"))
        .assertNext(found -> assertThat(found.getName()).isEqualTo("Ann")).verifyComplete();
    StepVerifier.create(template.existsById(Player.class, "p1", null, false)).expectNext(true).verifyComplete();
    StepVerifier.create(template.deleteById(Player.class, "p1")).verifyComplete();
    StepVerifier.create(template.findById(Player.class, "p1")).verifyComplete(); // empty, not null
    assertThat(log.operations()).containsExactly("PutItem", "GetItem", "GetItem", "DeleteItem", "GetItem");
  }

  @Test
  void nothingIsPreparedOrSentBeforeSubscription() {
    var save = template.save(new Player("p2", "Bo", 1));
    var query = template.query(LogEntry.class, DynamoDbQuery.builder().keyCondition("#s = :s").name("#s", "stream")
        .value(":s", "none").build());
    assertThat(log.count()).isZero();
    StepVerifier.create(save.then(query.count())).expectNext(0L).verifyComplete();
    assertThat(log.operations()).containsExactly("PutItem", "Query");
  }

  @Test
  void insertOfAnExistingKeyIsADuplicateKeyError() {
    StepVerifier.create(template.insert(new Player("p3", "Cy", 1))).expectNextCount(1).verifyComplete();
    StepVerifier.create(template.insert(new Player("p3", "Cy", 1)))
        .expectErrorSatisfies(e -> assertThat(e).isInstanceOf(DuplicateKeyException.class)
            .hasMessageContaining("Player").hasMessageContaining("already exists"))
        .verify();
  }

  @Test
  void aStaleVersionIsAnOptimisticLockingFailure() {
    Account saved = template.save(new Account("a1", "Ann", 10)).block();
    assertThat(saved.getVersion()).isEqualTo(1L);
    Account stale = new Account("a1", "Ann", 99);
    stale.setVersion(0L);
    StepVerifier.create(template.save(stale))
        .expectErrorSatisfies(e -> assertThat(e).isInstanceOf(OptimisticLockingFailureException.class)
            .hasMessageContaining("Account").hasMessageContaining("a1"))
        .verify();
    assertThat(stale.getVersion()).as("restored after the failure").isEqualTo(0L);
  }

  @Test
  void aTypedUpdateByKeyReturnsTheItemAfterIt() {
    template.save(new Account("a2", "Bo", 10)).block();
    StepVerifier.create(template.update(Account.class, "a2", null,
            Update.of(Account.class).add(Account_Attributes.balance, 5)))
        .assertNext(a -> {
          assertThat(a.getBalance()).isEqualTo(15);
          assertThat(a.getVersion()).isEqualTo(2L);
        }).verifyComplete();
    StepVerifier.create(template.update(Account.class, "a2", null,
            Update.of(Account.class).add(Account_Attributes.balance, 1),
            io.dynaforge.expression.Condition.not(Account_Attributes.owner.eq("Bo"))))
        .expectError(DataIntegrityViolationException.class).verify();
  }

  @Test
  void aQueryReadsPagesOnDemand() {
    List<LogEntry> entries = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      entries.add(new LogEntry("s1", i, "m" + i, "OK"));
    }
    StepVerifier.create(template.saveAll(entries)).expectNextCount(30).verifyComplete();
    assertThat(log.count("BatchWriteItem")).as("30 items, 25 a request").isEqualTo(2);
    DynamoDbQuery bySeries = DynamoDbQuery.builder().keyCondition("#s = :s").name("#s", "stream").value(":s", "s1")
        .build();
    log.clear();
    // pages of 10: take(3) is served by the first page alone
    StepVerifier.create(template.query(LogEntry.class, bySeries, 10).take(3)).expectNextCount(3).verifyComplete();
    assertThat(log.count("Query")).isEqualTo(1);
    log.clear();
    StepVerifier.create(template.query(LogEntry.class, bySeries, 10).take(15)).expectNextCount(15).verifyComplete();
    assertThat(log.count("Query")).isEqualTo(2);
    log.clear();
    // demand of one item at a time: still one Query per page
    StepVerifier.create(template.query(LogEntry.class, bySeries, 10), 1).expectNextCount(1).thenRequest(9)
        .expectNextCount(9).then(() -> assertThat(log.count("Query")).isEqualTo(1)).thenRequest(1)
        .expectNextCount(1).thenCancel().verify();
    assertThat(log.count("Query")).isEqualTo(2);
    StepVerifier.create(template.count(LogEntry.class, bySeries)).expectNext(30L).verifyComplete();
    StepVerifier.create(template.exists(LogEntry.class, bySeries)).expectNext(true).verifyComplete();
  }

  @Test
  void batchesReadAndDeleteInOrder() {
    List<LogEntry> entries = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      entries.add(new LogEntry("s2", i, "m" + i, "OK"));
    }
    template.saveAll(entries).blockLast();
    List<io.dynaforge.repository.DynamoDbCompositeId> ids = List.of(
        io.dynaforge.repository.DynamoDbCompositeId.of("s2", 3L), io.dynaforge.repository.DynamoDbCompositeId.of("s2", 1L),
        io.dynaforge.repository.DynamoDbCompositeId.of("s2", 9L));
    StepVerifier.create(template.findAllById(LogEntry.class, ids).map(LogEntry::getSeq)).expectNext(3L, 1L)
        .verifyComplete();
    StepVerifier.create(template.deleteAll(entries)).verifyComplete();
    StepVerifier.create(template.count(LogEntry.class, DynamoDbQuery.builder().keyCondition("#s = :s")
        .name("#s", "stream").value(":s", "s2").build())).expectNext(0L).verifyComplete();
  }

  @Test
  @io.dynaforge.it.template.DisabledOnDynalite // no transactions there
  void transactionsWriteAndRead() {
    StepVerifier.create(template.transactWrite(TransactWrite.builder()
        .put(new Player("t1", "Tx", 1)).put(new Account("t2", "Tx", 5)).build())).verifyComplete();
    StepVerifier.create(template.transactGet(TransactGet.builder().get(Player.class, "t1", null)
            .get(Account.class, "t2", null).get(Account.class, "none", null).build()))
        .assertNext(got -> {
          assertThat(got.get(0)).isInstanceOf(Player.class);
          assertThat(((Account) got.get(1)).getVersion()).isEqualTo(1L);
          assertThat(got.get(2)).isNull();
        }).verifyComplete();
    Account stale = new Account("t2", "Tx", 6);
    stale.setVersion(7L);
    StepVerifier.create(template.transactWrite(TransactWrite.builder().put(stale).build()))
        .expectError(OptimisticLockingFailureException.class).verify();
  }

  @Test
  void refusedCallsAreErrorsOnSubscriptionNotThrows() {
    var refused = template.parallelScan(Player.class, 0);
    StepVerifier.create(refused).expectError(InvalidDataAccessApiUsageException.class).verify();
    var versioned = template.saveAll(List.of(new Account("x", "y", 1)));
    StepVerifier.create(versioned).expectError(InvalidDataAccessApiUsageException.class).verify();
  }

  @Test
  void parallelScanReadsEverySegment() {
    for (int i = 0; i < 12; i++) {
      template.save(new Player("ps" + i, "P", i)).block();
    }
    AtomicInteger seen = new AtomicInteger();
    StepVerifier.create(template.parallelScan(Player.class, 3).filter(p -> p.getId().startsWith("ps"))
        .doOnNext(p -> seen.incrementAndGet())).expectNextCount(12).verifyComplete();
    assertThat(log.count("Scan")).isGreaterThanOrEqualTo(3);
    StepVerifier.create(Flux.from(template.findAll(Player.class)).filter(p -> p.getId().startsWith("ps")).count())
        .expectNext(12L).verifyComplete();
    assertThat(Map.of("seen", seen.get())).containsEntry("seen", 12);
  }
}
