package io.dynaforge.it.repository;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.RequestRecorder;
import io.dynaforge.testing.TestTables;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/** Derived queries over a @SortKeyTemplate: placeholders become sk equality or begins_with. */
@ExtendWith(DynamoDbExtension.class)
class TemplateKeyRepositoryTest {

  static RecordingTemplate db;
  static RequestRecorder log;
  static ArenaMatchRepository matches;
  static ArenaPlayerRepository players;

  static final LocalDate JAN_18 = LocalDate.of(2026, 1, 18);
  static final LocalDate JAN_19 = LocalDate.of(2026, 1, 19);

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables tables) {
    db = new RecordingTemplate(local, tables, ArenaMatch.class);
    log = db.log;
    DynamoDbTemplate template = db.template;
    matches = new ArenaMatchRepository_Impl(template);
    players = new ArenaPlayerRepository_Impl(template);
    matches.save(new ArenaMatch("T#winter", JAN_18, "m1", "p1"));
    matches.save(new ArenaMatch("T#winter", JAN_18, "m2", "p2"));
    matches.save(new ArenaMatch("T#winter", JAN_19, "m3", "p1"));
    players.save(new ArenaPlayer("T#winter", "p1", "Ada"));
  }

  @AfterAll
  static void close() {
    db.close();
  }

  @BeforeEach
  void clearLog() {
    log.clear();
  }

  @Test
  void partitionQueryOnlyReadsItsOwnKind() {
    assertThat(matches.findByPk("T#winter")).extracting(m -> m.matchId).containsExactly("m1", "m2", "m3");
    QueryRequest q = log.requestsOf(QueryRequest.class).get(0);
    assertThat(q.keyConditionExpression()).isEqualTo("#pk = :pk AND begins_with(#sk, :sk)");
    assertThat(q.expressionAttributeValues().get(":sk").s()).isEqualTo("MATCH#");
  }

  @Test
  void leadingPlaceholdersBecomeBeginsWith() {
    assertThat(matches.findByPkAndMatchDate("T#winter", JAN_18)).extracting(m -> m.matchId).containsExactly("m1", "m2");
    QueryRequest q = log.requestsOf(QueryRequest.class).get(0);
    assertThat(q.keyConditionExpression()).isEqualTo("#pk = :pk AND begins_with(#sk, :sk)");
    assertThat(q.expressionAttributeValues().get(":sk").s()).isEqualTo("MATCH#2026-01-18#");
  }

  @Test
  void everyPlaceholderIsAGetItemOnTheComposedKey() {
    assertThat(matches.findByPkAndMatchDateAndMatchId("T#winter", JAN_19, "m3")).get()
        .satisfies(m -> assertThat(m.winner).isEqualTo("p1"));
    GetItemRequest get = log.requestsOf(GetItemRequest.class).get(0);
    assertThat(get.key().get("sk").s()).isEqualTo("MATCH#2026-01-19#m3");
    assertThat(matches.findById(DynamoDbCompositeId.of("T#winter", ArenaMatch_Keys.sk(JAN_18, "m2")))).isPresent();
  }

  @Test
  void orderByTheFirstPlaceholderOrdersBySk() {
    assertThat(matches.findByPkOrderByMatchDateDesc("T#winter")).extracting(m -> m.matchId)
        .containsExactly("m3", "m2", "m1");
  }

  @Test
  void aFilterOnAStoredProperty() {
    assertThat(matches.findByPkAndWinner("T#winter", "p1")).extracting(m -> m.matchId).containsExactly("m1", "m3");
    assertThat(log.requestsOf(QueryRequest.class).get(0).filterExpression()).isEqualTo("#winner = :winner");
  }

  @Test
  void findAllAndCountScanOnlyTheEntitysKind() {
    assertThat(matches.findAll()).hasSize(3);
    assertThat(players.findAll()).extracting(ArenaPlayer::name).containsExactly("Ada");
    assertThat(matches.count()).isEqualTo(3);
    assertThat(log.requestsOf(ScanRequest.class)).allMatch(s -> "begins_with(#dfkind, :dfkind)".equals(s.filterExpression()));
    assertThat(players.findAll().get(0)).isEqualTo(new ArenaPlayer("T#winter", "p1", "Ada"));
    assertThat(players.findAll()).isEqualTo(List.of(new ArenaPlayer("T#winter", "p1", "Ada")));
  }
}
