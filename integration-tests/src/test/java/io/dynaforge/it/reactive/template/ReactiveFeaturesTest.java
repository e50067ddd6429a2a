package io.dynaforge.it.reactive.template;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.it.repository.Lease;
import io.dynaforge.it.repository.Lease_Mapper;
import io.dynaforge.it.repository.Tally;
import io.dynaforge.it.repository.Tally_Mapper;
import io.dynaforge.it.template.Player;
import io.dynaforge.it.template.Player_Mapper;
import io.dynaforge.it.template.TenantGuard;
import io.dynaforge.mapping.MapperRegistry;
import io.dynaforge.reactive.ReactiveDynamoDbTemplate;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.dao.DataIntegrityViolationException;
import reactor.test.StepVerifier;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What the blocking template does around each request, done the same way by the reactive one
 * (one implementation): extensions on writes and reads, auditing, {@code @AtomicCounter}s,
 * {@code @TimeToLive(filterExpired = true)}.
 */
@ExtendWith(DynamoDbExtension.class)
class ReactiveFeaturesTest {

  static final Instant NOW = Instant.parse("2026-01-18T10:15:30Z");
  static final AtomicReference<String> tenant = new AtomicReference<>("t1");
  static DynamoDbAsyncClient client;
  static DynamoDbClient raw;
  static ReactiveDynamoDbTemplate template;
  static ReactiveDynamoDbTemplate guarded;
  static TestTables names;

  @BeforeAll
  static void setUp(LocalDynamoDb db, TestTables tables) {
    names = tables;
    raw = db.client();
    MapperRegistry mappers = new MapperRegistry().register(Player_Mapper.INSTANCE).register(Tally_Mapper.INSTANCE)
        .register(Lease_Mapper.INSTANCE);
    client = DynamoDbAsyncClient.builder().endpointOverride(db.endpoint()).region(LocalDynamoDb.REGION)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("test", "test"))).build();
    template = ReactiveDynamoDbTemplate.builder(client).mapperRegistry(mappers).tableNameResolver(tables::name)
        .clock(Clock.fixed(NOW, ZoneOffset.UTC)).build();
    guarded = ReactiveDynamoDbTemplate.builder(client).mapperRegistry(mappers).tableNameResolver(tables::name)
        .clock(Clock.fixed(NOW, ZoneOffset.UTC)).extensions(new TenantGuard(tenant::get)).build();
    io.dynaforge.core.DynamoDbTemplate.builder(raw).mapperRegistry(mappers).tableNameResolver(tables::name).build()
        .createTables(Player.class, Tally.class, Lease.class);
  }

  @AfterAll
  static void tearDown() {
    client.close();
  }

  @Test
  void extensionsGuardWritesAndReads() {
    tenant.set("t1");
    StepVerifier.create(guarded.save(new Player("g1", "Ann", 1))).expectNextCount(1).verifyComplete();
    assertThat(raw.getItem(r -> r.tableName(names.name("players")).key(Map.of("id", AttributeValue.fromS("g1"))))
        .item()).containsEntry("tenant", AttributeValue.fromS("t1"));
    StepVerifier.create(guarded.findById(Player.class, "g1")).expectNextCount(1).verifyComplete();
    tenant.set("t2");
    StepVerifier.create(guarded.findById(Player.class, "g1")).as("another tenant's row is skipped").verifyComplete();
    StepVerifier.create(guarded.save(new Player("g1", "Eve", 1))).as("and cannot be overwritten")
        .expectError(DataIntegrityViolationException.class).verify();
    StepVerifier.create(guarded.findAll(Player.class).filter(p -> p.getId().equals("g1"))).verifyComplete();
    tenant.set("t1");
  }

  @Test
  void auditingAndCountersAsInTheBlockingTemplate() {
    StepVerifier.create(template.save(new Player("a1", "Ann", 1))).assertNext(p -> {
      assertThat(p.getCreatedAt()).isEqualTo(NOW);
      assertThat(p.getUpdatedAt()).isEqualTo(NOW);
    }).verifyComplete();
    StepVerifier.create(template.save(new Tally("c1", "first"))).assertNext(t -> assertThat(t.hits).isEqualTo(0))
        .verifyComplete();
    StepVerifier.create(template.save(new Tally("c1", "second"))).assertNext(t -> assertThat(t.hits).isEqualTo(1))
        .verifyComplete();
    StepVerifier.create(template.findById(Tally.class, "c1")).assertNext(t -> {
      assertThat(t.label).isEqualTo("second");
      assertThat(t.hits).isEqualTo(1);
    }).verifyComplete();
  }

  @Test
  void expiredItemsAreLeftOutOfEveryRead() {
    Instant past = NOW.minus(1, ChronoUnit.DAYS); // expiry is judged by the template's clock
    Instant future = NOW.plus(1, ChronoUnit.DAYS);
    template.save(new Lease("o1", "old", "X", past)).block();
    template.save(new Lease("o1", "new", "X", future)).block();
    StepVerifier.create(template.findById(Lease.class, "o1", "old")).verifyComplete();
    StepVerifier.create(template.existsById(Lease.class, "o1", "old", false)).expectNext(false).verifyComplete();
    DynamoDbQuery owner = DynamoDbQuery.builder().keyCondition("#o = :o").name("#o", "owner").value(":o", "o1")
        .build();
    StepVerifier.create(template.query(Lease.class, owner).map(l -> l.leaseId)).expectNext("new").verifyComplete();
    StepVerifier.create(template.count(Lease.class, owner)).expectNext(1L).verifyComplete();
  }
}
