package io.dynaforge.it.template;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.BatchRetryPolicy;
import io.dynaforge.core.BatchWriteIncompleteException;
import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;

/** saveAll (BatchWriteItem) and findAllById (BatchGetItem): chunking, grouping, retries, failures. */
@ExtendWith(DynamoDbExtension.class)
class BatchTest {

  static final Unprocessed unprocessed = new Unprocessed();
  static TemplateFixture fx;
  static DynamoDbTemplate template;

  @BeforeAll
  static void setUp(LocalDynamoDb db, TestTables tables) {
    // retries without real sleeping keep the suite fast; the backoff itself is unit-tested
    fx = TemplateFixture.create(db, tables,
        b -> b.batchRetryPolicy(new BatchRetryPolicy(4, Duration.ofMillis(1), Duration.ofMillis(5))), unprocessed);
    template = fx.template;
    template.createTables(LogEntry.class, Player.class, Account.class);
  }

  @AfterAll
  static void tearDown() {
    fx.close();
  }

  @BeforeEach
  void clear() {
    fx.clear();
    unprocessed.off();
  }

  @AfterEach
  void off() {
    unprocessed.off();
  }

  private static List<LogEntry> entries(String stream, int count) {
    return IntStream.range(0, count).mapToObj(i -> new LogEntry(stream, i, "m" + i, "OK")).toList();
  }

  private static long countStream(String stream) {
    return template.count(LogEntry.class, DynamoDbQuery.of("#s = :s", Map.of("#s", "stream"), Map.of(":s", stream)));
  }

  @Test
  void sixtyItemsAreThreeBatchWriteItemRequestsOf25() {
    List<LogEntry> saved = template.saveAll(entries("sixty", 60));
    assertThat(saved).hasSize(60);
    List<BatchWriteItemRequest> requests = fx.log.requestsOf(BatchWriteItemRequest.class);
    assertThat(requests).hasSize(3);
    assertThat(requests).extracting(r -> r.requestItems().get(fx.tables.name("log")).size()).containsExactly(25, 25, 10);
    assertThat(countStream("sixty")).isEqualTo(60);
  }

  @Test
  void mixedTypesAreGroupedByTableInFirstSeenOrder() {
    List<Object> mixed = List.of(new LogEntry("mixed", 1, "a", "OK"), new Player("mx1", "A", 1),
        new LogEntry("mixed", 2, "b", "OK"), new Player("mx2", "B", 2));
    template.saveAll(mixed);
    List<BatchWriteItemRequest> requests = fx.log.requestsOf(BatchWriteItemRequest.class);
    assertThat(requests).hasSize(2);
    assertThat(requests.get(0).requestItems()).containsOnlyKeys(fx.tables.name("log"));
    assertThat(requests.get(0).requestItems().get(fx.tables.name("log"))).hasSize(2);
    assertThat(requests.get(1).requestItems()).containsOnlyKeys(fx.tables.name("players"));
    assertThat(template.findById(Player.class, "mx2")).isPresent();
  }

  @Test
  void aVersionedEntityAnywhereRejectsTheWholeCallBeforeAnythingIsWritten() {
    List<Object> mixed = new ArrayList<>(entries("versioned", 30));
    mixed.add(new Account("acc", "a", 1));
    assertThatThrownBy(() -> template.saveAll(mixed))
        .isInstanceOf(InvalidDataAccessApiUsageException.class)
        .hasMessageContaining("Account").hasMessageContaining("@Version").hasMessageContaining("Nothing was written");
    assertThat(fx.log.requests()).isEmpty();
  }

  @Test
  void theSameKeyTwiceIsWrittenOnceWithTheLaterValues() {
    template.saveAll(List.of(new LogEntry("dup", 1, "first", "OK"), new LogEntry("dup", 1, "second", "OK")));
    assertThat(fx.log.requestsOf(BatchWriteItemRequest.class).get(0).requestItems().get(fx.tables.name("log"))).hasSize(1);
    assertThat(template.findById(LogEntry.class, "dup", 1L)).get().extracting(LogEntry::getMessage).isEqualTo("second");
  }

  @Test
  void unprocessedItemsAreRetriedUntilWritten() {
    unprocessed.withhold(7, 2); // the first two requests each leave 7 items unprocessed
    template.saveAll(entries("retry", 40));
    List<BatchWriteItemRequest> requests = fx.log.requestsOf(BatchWriteItemRequest.class);
    // 25 (18 sent) -> retry 7 (6 sent, 1 held back: minimum one item stays in a request) ... then 15 and retries
    assertThat(requests).extracting(r -> r.requestItems().get(fx.tables.name("log")).size())
        .containsExactly(18, 1, 6, 15);
    assertThat(countStream("retry")).isEqualTo(40);
  }

  @Test
  void itemsStillUnprocessedAfterTheLastAttemptAreNamedInTheException() {
    unprocessed.reportOnly(3, -1); // every response reports three of its items as unprocessed
    List<LogEntry> entries = entries("stuck", 10);
    BatchWriteIncompleteException e = org.junit.jupiter.api.Assertions.assertThrows(
        BatchWriteIncompleteException.class, () -> template.saveAll(entries));
    assertThat(e).isInstanceOf(DataAccessResourceFailureException.class)
        .hasMessageContaining("3 item(s) not confirmed written")
        .hasMessageContaining(fx.tables.name("log"))
        .hasMessageContaining("after 4 attempt(s)")
        .hasMessageContaining("seq=9");
    assertThat(e.getAttempts()).isEqualTo(4);
    assertThat(e.getTableName()).isEqualTo(fx.tables.name("log"));
    assertThat(e.getUnwrittenEntities()).containsExactly(entries.get(7), entries.get(8), entries.get(9));
    assertThat(e.getWrittenCount()).isEqualTo(7);
    assertThat(fx.log.count(BatchWriteItemRequest.class)).isEqualTo(4);
  }

  @Test
  void findAllByIdBatchesByHundredRemovesDuplicatesSkipsMissingAndKeepsOrder() {
    List<Player> players = IntStream.range(0, 120).mapToObj(i -> new Player("g" + i, "G" + i, i)).toList();
    template.saveAll(players);
    fx.clear();
    List<Object> ids = new ArrayList<>();
    IntStream.range(0, 120).forEach(i -> ids.add("g" + (119 - i)));
    IntStream.range(0, 10).forEach(i -> ids.add("g" + i)); // duplicates
    IntStream.range(0, 15).forEach(i -> ids.add("missing" + i));
    unprocessed.withhold(10, 1); // the first request leaves 10 keys unprocessed

    List<Player> found = template.findAllById(Player.class, ids);

    assertThat(found).hasSize(120);
    assertThat(found.get(0).getId()).isEqualTo("g119");
    assertThat(found.get(119).getId()).isEqualTo("g0");
    List<BatchGetItemRequest> requests = fx.log.requestsOf(BatchGetItemRequest.class);
    assertThat(requests).extracting(r -> r.requestItems().get(fx.tables.name("players")).keys().size())
        .containsExactly(90, 10, 35);
  }

  @Test
  void batchGetOfCompositeIds() {
    template.saveAll(entries("cid", 3));
    List<LogEntry> found = template.batchGet(LogEntry.class,
        List.of(DynamoDbCompositeId.of("cid", 2), DynamoDbCompositeId.of("cid", 0), DynamoDbCompositeId.of("cid", 9)), true);
    assertThat(found).extracting(LogEntry::getSeq).containsExactly(2L, 0L);
    assertThat(fx.log.requestsOf(BatchGetItemRequest.class).get(0).requestItems().values().iterator().next().consistentRead()).isTrue();
    assertThatThrownBy(() -> template.findAllById(LogEntry.class, List.of("cid")))
        .isInstanceOf(InvalidDataAccessApiUsageException.class).hasMessageContaining("DynamoDbCompositeId");
  }
}
