package io.dynaforge.it.template;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.BatchRetryPolicy;
import io.dynaforge.core.BatchWriteIncompleteException;
import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.event.AfterDeleteEvent;
import io.dynaforge.event.BeforeDeleteEvent;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.context.ApplicationEvent;
import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import org.springframework.dao.OptimisticLockingFailureException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/** deleteAll/deleteAllById (BatchWriteItem DeleteRequests): chunking, grouping, versions, retries, failures, events. */
@ExtendWith(DynamoDbExtension.class)
class BatchDeleteTest {

  static final Unprocessed unprocessed = new Unprocessed();
  static final List<ApplicationEvent> events = Collections.synchronizedList(new ArrayList<>());
  static TemplateFixture fx;
  static DynamoDbTemplate template;

  @BeforeAll
  static void setUp(LocalDynamoDb db, TestTables tables) {
    // retries without real sleeping keep the suite fast; the backoff itself is unit-tested
    fx = TemplateFixture.create(db, tables, b -> b.eventPublisher(e -> events.add((ApplicationEvent) e))
        .batchRetryPolicy(new BatchRetryPolicy(4, Duration.ofMillis(1), Duration.ofMillis(5))), unprocessed);
    template = fx.template;
    template.createTables(LogEntry.class, Player.class, Account.class);
  }

  @AfterAll
  static void tearDown() {
    fx.close();
  }

  @BeforeEach
  @AfterEach
  void clear() {
    unprocessed.off();
    fx.clear();
    events.clear();
  }

  private static List<Player> players(String prefix, int count) {
    List<Player> players = IntStream.range(0, count).mapToObj(i -> new Player(prefix + i, "p" + i, i)).toList();
    template.saveAll(players);
    fx.clear();
    events.clear();
    return players;
  }

  private static List<String> ids(List<Player> players) {
    return players.stream().map(Player::getId).toList();
  }

  private static long countPrefix(String prefix) {
    return template.count(Player.class, DynamoDbQuery.builder().filter("begins_with(#id, :p)").name("#id", "id")
        .value(":p", prefix).build());
  }

  private static List<Integer> sizes(List<BatchWriteItemRequest> requests, String table) {
    return requests.stream().map(r -> r.requestItems().get(fx.tables.name(table)).size()).toList();
  }

  @Test
  void sixtyIdsAreThreeBatchWriteItemRequestsOfDeleteRequests() {
    List<Player> players = players("sixty-", 60);

    template.deleteAllById(Player.class, ids(players));

    List<BatchWriteItemRequest> requests = fx.log.requestsOf(BatchWriteItemRequest.class);
    assertThat(fx.log.operations()).containsExactly("BatchWriteItem", "BatchWriteItem", "BatchWriteItem");
    assertThat(sizes(requests, "players")).containsExactly(25, 25, 10);
    assertThat(requests.get(0).requestItems().get(fx.tables.name("players"))).allMatch(w -> w.putRequest() == null)
        .extracting(w -> w.deleteRequest().key()).first().isEqualTo(Map.of("id", AttributeValue.fromS("sixty-0")));
    assertThat(countPrefix("sixty-")).isZero();
    assertThat(events).filteredOn(BeforeDeleteEvent.class::isInstance).hasSize(60)
        .allMatch(e -> e.getSource() == Player.class);
    assertThat(events).filteredOn(AfterDeleteEvent.class::isInstance).hasSize(60);
  }

  @Test
  void compositeIdsAndEntitiesOfSeveralTablesAreGroupedByTableAndAKeyGivenTwiceIsDeletedOnce() {
    template.saveAll(IntStream.range(0, 30).mapToObj(i -> new LogEntry("del", i, "m", "OK")).toList());
    Player p = new Player("mixed", "m", 1);
    template.save(p);
    fx.clear();

    template.deleteAllById(LogEntry.class, List.of(DynamoDbCompositeId.of("del", 0L), DynamoDbCompositeId.of("del", 0L),
        DynamoDbCompositeId.of("del", 1L)));
    assertThat(sizes(fx.log.requestsOf(BatchWriteItemRequest.class), "log")).containsExactly(2);
    fx.clear();

    List<Object> entities = new ArrayList<>();
    entities.add(p);
    IntStream.range(2, 30).forEach(i -> entities.add(new LogEntry("del", i, "m", "OK")));
    template.deleteAll(entities);
    List<BatchWriteItemRequest> requests = fx.log.requestsOf(BatchWriteItemRequest.class);
    assertThat(requests).hasSize(3);
    assertThat(requests.get(0).requestItems()).containsOnlyKeys(fx.tables.name("players"));
    assertThat(sizes(requests.subList(1, 3), "log")).containsExactly(25, 3);
    assertThat(template.findById(Player.class, "mixed")).isEmpty();
    assertThat(template.count(LogEntry.class, DynamoDbQuery.of("#s = :s", Map.of("#s", "stream"), Map.of(":s", "del"))))
        .isZero();
    assertThatThrownBy(() -> template.deleteAllById(LogEntry.class, List.of("del")))
        .isInstanceOf(InvalidDataAccessApiUsageException.class).hasMessageContaining("DynamoDbCompositeId");
  }

  @Test
  void versionedEntitiesAreDeletedOneAtATimeUnderTheirVersionCondition() {
    Account a = template.save(new Account("v1", "ann", 1));
    Account b = template.save(new Account("v2", "bob", 2));
    Player p = template.save(new Player("v-player", "p", 1));
    fx.clear();

    template.deleteAll(List.of(a, p, b));

    assertThat(fx.log.operations()).containsExactly("BatchWriteItem", "DeleteItem", "DeleteItem");
    assertThat(fx.log.requestsOf(DeleteItemRequest.class)).allSatisfy(d -> {
      assertThat(d.conditionExpression()).isEqualTo("#dfv0 = :dfv1");
      assertThat(d.expressionAttributeValues()).containsEntry(":dfv1", AttributeValue.fromN("1"));
    });
    assertThat(template.findById(Account.class, "v1")).isEmpty();
    assertThat(template.findById(Account.class, "v2")).isEmpty();

    Account stale = template.save(new Account("v3", "cy", 3));
    template.save(template.findById(Account.class, "v3").orElseThrow()); // version 2 stored
    assertThatThrownBy(() -> template.deleteAll(List.of(stale)))
        .isInstanceOf(OptimisticLockingFailureException.class).hasMessageContaining("v3");
    assertThat(template.findById(Account.class, "v3")).isPresent();
  }

  @Test
  void unprocessedDeletesAreRetriedUntilDeleted() {
    List<Player> players = players("retry-", 40);
    unprocessed.withhold(7, 2); // the first two requests each leave 7 keys unprocessed
    template.deleteAll(players);
    assertThat(sizes(fx.log.requestsOf(BatchWriteItemRequest.class), "players")).containsExactly(18, 1, 6, 15);
    assertThat(countPrefix("retry-")).isZero();
    assertThat(events).filteredOn(AfterDeleteEvent.class::isInstance).hasSize(40);
  }

  @Test
  void keysStillUnprocessedAfterTheLastAttemptAreNamedAndNothingIsReportedDeletedThatWasNot() {
    List<Player> players = players("stuck-", 10);
    // every request holds back up to five keys (one always goes out): 5, 1, 1, 1 deleted, two left after 4 attempts
    unprocessed.withhold(5, -1);

    BatchWriteIncompleteException e = org.junit.jupiter.api.Assertions.assertThrows(
        BatchWriteIncompleteException.class, () -> template.deleteAllById(Player.class, ids(players)));

    assertThat(e).isInstanceOf(DataAccessResourceFailureException.class)
        .hasMessageContaining("deleteAllById: ")
        .hasMessageContaining("not confirmed deleted")
        .hasMessageContaining(fx.tables.name("players"))
        .hasMessageContaining("after 4 attempt(s)");
    assertThat(e.getAttempts()).isEqualTo(4);
    assertThat(fx.log.count(BatchWriteItemRequest.class)).isEqualTo(4);
    // what the exception names as not deleted is still there; everything else is gone
    List<String> left = new ArrayList<>();
    for (Player p : players) {
      if (template.findById(Player.class, p.getId()).isPresent()) {
        left.add(p.getId());
      }
    }
    assertThat(left).containsExactly("stuck-8", "stuck-9").hasSize(10 - e.getWrittenCount());
    assertThat(e.getUnwrittenEntities()).containsExactlyElementsOf(left);
    assertThat(e.getUnwrittenKeys()).hasSize(left.size()).allMatch(k -> k.startsWith("Player{id=\"stuck-"));
    assertThat(e.getMessage()).contains("id=\"" + left.get(0) + "\"");
    // an AfterDeleteEvent for each one deleted, none for the ones left
    assertThat(events).filteredOn(BeforeDeleteEvent.class::isInstance).hasSize(10);
    assertThat(events).filteredOn(AfterDeleteEvent.class::isInstance).hasSize(e.getWrittenCount());
  }

  @Test
  void requestsCarryOnlyKeys() {
    List<Player> players = players("keys-", 2);
    template.deleteAll(players);
    List<WriteRequest> writes = fx.log.requestsOf(BatchWriteItemRequest.class).get(0).requestItems()
        .get(fx.tables.name("players"));
    assertThat(writes).extracting(w -> w.deleteRequest().key().keySet()).containsOnly(java.util.Set.of("id"));
    template.deleteAll(List.of());
    template.deleteAllById(Player.class, List.of());
    assertThat(fx.log.count(BatchWriteItemRequest.class)).isEqualTo(1);
  }
}
