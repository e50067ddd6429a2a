package io.dynaforge.it.readcost;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.core.TransactGet;
import io.dynaforge.it.template.DisabledOnDynalite;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.RequestRecorder;
import io.dynaforge.testing.TestTables;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

/**
 * Issue 21, points 4 and 5: {@code @TimeToLive(filterExpired = true)} leaves expired items out of
 * every read path by the template's clock; {@code @ConsistentRead} on the repository makes every read
 * consistent.
 */
@ExtendWith(DynamoDbExtension.class)
class ExpiredItemsTest {

  static final Instant NOW = Instant.parse("2026-06-01T12:00:00Z");
  static final RequestRecorder log = new RequestRecorder();
  static DynamoDbClient client;
  static DynamoDbTemplate template;
  static SessionRepository sessions;
  static UserSessionsRepository users;
  static TestTables tablesUsed;

  @BeforeAll
  static void setUp(LocalDynamoDb db, TestTables tables) {
    tablesUsed = tables;
    client = db.recordingClient(log);
    template = DynamoDbTemplate.builder(client).tableNameResolver(tables::name)
        .clock(Clock.fixed(NOW, ZoneOffset.UTC)).build();
    template.createTables(Session.class);
    template.save(new Session("ann", "live", "phone", NOW.plusSeconds(3600)));
    template.save(new Session("ann", "gone", "laptop", NOW.minusSeconds(1)));
    template.save(new Session("ann", "forever", "tv", null));
    // another kind with the same attribute, in the past: not an expiring entity, never filtered
    template.save(new UserProfileRow("ann", "Ann", NOW.minusSeconds(86_400).getEpochSecond()));
    sessions = new SessionRepository_Impl(template);
    users = new UserSessionsRepository_Impl(template);
  }

  @AfterAll
  static void tearDown() {
    client.close();
  }

  @BeforeEach
  void clear() {
    log.clear();
  }

  private static DynamoDbCompositeId id(String sessionId) {
    return DynamoDbCompositeId.of("ann", "SESSION#" + sessionId);
  }

  @Test
  @DisabledOnDynalite
  void createTablesEnabledTimeToLiveOnTheAttribute() {
    TimeToLiveDescription ttl = client.describeTimeToLive(r -> r.tableName(tablesUsed.name("sessions")))
        .timeToLiveDescription();
    assertThat(ttl.attributeName()).isEqualTo("expiresAt");
    assertThat(ttl.timeToLiveStatus()).isIn(TimeToLiveStatus.ENABLED, TimeToLiveStatus.ENABLING);
  }

  @Test
  void getsLeaveExpiredItemsOut() {
    assertThat(sessions.findById(id("gone"))).isEmpty();
    assertThat(sessions.findById(id("live"))).isPresent();
    assertThat(sessions.findById(id("forever"))).isPresent();
    assertThat(sessions.existsById(id("gone"))).isFalse();
    assertThat(sessions.existsById(id("live"))).isTrue();
    assertThat(sessions.findAllById(List.of(id("gone"), id("live")))).extracting(s -> s.sessionId).containsExactly("live");
    assertThat(sessions.findByUserAndSessionId("ann", "gone")).isNull();
  }

  @Test
  @DisabledOnDynalite
  void transactionalGetsToo() {
    List<Object> got = template.transactGet(TransactGet.builder()
        .get(Session.class, "ann", "SESSION#gone").get(Session.class, "ann", "SESSION#live").build());
    assertThat(got.get(0)).isNull();
    assertThat(got.get(1)).isNotNull();
  }

  @Test
  void queriesScansCountsAndExistsLeaveExpiredItemsOut() {
    assertThat(sessions.findByUser("ann")).extracting(s -> s.sessionId).containsExactlyInAnyOrder("live", "forever");
    assertThat(sessions.countByUser("ann")).isEqualTo(2);
    assertThat(sessions.findAll()).extracting(s -> s.sessionId).containsExactlyInAnyOrder("live", "forever");
    assertThat(sessions.count()).isEqualTo(2);
    assertThat(template.exists(Session.class, DynamoDbQuery.builder().filter("#d = :d").name("#d", "device")
        .value(":d", "laptop").build())).isFalse();
    assertThat(template.exists(Session.class, DynamoDbQuery.builder().filter("#d = :d").name("#d", "device")
        .value(":d", "phone").build())).isTrue();
    DynamoDbQuery sessionsOnly = DynamoDbQuery.builder().filter("begins_with(#sk, :kind)").name("#sk", "sk")
        .value(":kind", "SESSION#").build();
    try (Stream<Session> all = template.parallelScan(Session.class, sessionsOnly, 2)) {
      assertThat(all.map(s -> s.sessionId)).containsExactlyInAnyOrder("live", "forever");
    }
    QueryRequest query = log.requestsOf(QueryRequest.class).get(0);
    assertThat(query.filterExpression()).isEqualTo("(attribute_not_exists(#dfttl) OR #dfttl > :dfnow)");
    assertThat(query.expressionAttributeValues().get(":dfnow").n()).isEqualTo(Long.toString(NOW.getEpochSecond()));
  }

  @Test
  void itemCollectionsLeaveExpiredRowsOutOfTheOwningKindOnly() {
    UserSessions ann = users.findByPartitionKey("ann").orElseThrow();
    assertThat(ann.sessions()).extracting(UserSessions.Device::device).containsExactlyInAnyOrder("phone", "tv");
    assertThat(ann.profile().name()).isEqualTo("Ann"); // same attribute in the past, another kind: kept
  }

  @Test
  void theRepositoryReadsConsistently() {
    sessions.findById(id("live"));
    sessions.findAllById(List.of(id("live")));
    sessions.findByUser("ann");
    sessions.findAll();
    sessions.existsById(id("live"));
    List<SdkRequest> reads = log.requests();
    assertThat(reads).hasSizeGreaterThanOrEqualTo(5);
    assertThat(log.requestsOf(GetItemRequest.class)).allMatch(r -> Boolean.TRUE.equals(r.consistentRead()));
    assertThat(log.requestsOf(QueryRequest.class)).allMatch(r -> Boolean.TRUE.equals(r.consistentRead()));
    assertThat(log.requestsOf(ScanRequest.class)).allMatch(r -> Boolean.TRUE.equals(r.consistentRead()));
    assertThat(log.requestsOf(BatchGetItemRequest.class)).allMatch(r -> r.requestItems().values().stream()
        .allMatch(k -> Boolean.TRUE.equals(k.consistentRead())));
  }
}
