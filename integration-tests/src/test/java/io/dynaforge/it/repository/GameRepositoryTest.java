package io.dynaforge.it.repository;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.RequestRecorder;
import io.dynaforge.testing.TestTables;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.dao.IncorrectResultSizeDataAccessException;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import org.springframework.data.domain.Limit;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.data.domain.Window;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.Select;

/** Every plan kind of a generated repository, checked on the rows returned and on the requests sent. */
@ExtendWith(DynamoDbExtension.class)
class GameRepositoryTest {

  static RecordingTemplate db;
  static RequestRecorder log;
  static GameRepository games;

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables tables) {
    db = new RecordingTemplate(local, tables, Game.class);
    log = db.log;
    DynamoDbTemplate template = db.template;
    games = new GameRepository_Impl(template);
    games.save(new Game("L1", "g1", "FINAL", 3));
    games.save(new Game("L1", "g2", "LIVE", 1));
    games.save(new Game("L1", "g3", "FINAL", 1));
    Game g4 = new Game("L1", "g4", "SCHEDULED", 0);
    g4.tags = List.of("derby", "night");
    games.save(g4);
    games.save(new Game("L1", "g5", "FINAL", 2));
    games.save(new Game("L2", "g1", "FINAL", 7));
  }

  @AfterAll
  static void close() {
    db.close();
  }

  @BeforeEach
  void clearLog() {
    log.clear();
  }

  private static List<String> ids(List<Game> list) {
    return list.stream().map(g -> g.gameId).toList();
  }

  @Test
  void fullKeyEqualityIsOneGetItem() {
    assertThat(games.findByLeagueAndGameId("L1", "g2")).get().extracting(g -> g.status).isEqualTo("LIVE");
    assertThat(games.findByLeagueAndGameId("L1", "nope")).isEmpty();
    assertThat(log.requests()).hasSize(2).allMatch(GetItemRequest.class::isInstance);
  }

  @Test
  void topThreeOrderedDescendingIsOneQueryWithLimitThreeBackwards() {
    assertThat(ids(games.findTop3ByLeagueOrderByGameIdDesc("L1"))).containsExactly("g5", "g4", "g3");
    assertThat(log.requests()).hasSize(1);
    QueryRequest q = log.requestsOf(QueryRequest.class).get(0);
    assertThat(q.limit()).isEqualTo(3);
    assertThat(q.scanIndexForward()).isFalse();
    assertThat(q.keyConditionExpression()).isEqualTo("#league = :league");
    assertThat(q.filterExpression()).isNull();
  }

  @Test
  void sortKeyRangesAreKeyConditions() {
    assertThat(ids(games.findByLeagueAndGameIdStartingWith("L1", "g"))).containsExactly("g1", "g2", "g3", "g4", "g5");
    assertThat(ids(games.findByLeagueAndGameIdBetween("L1", "g2", "g4"))).containsExactly("g2", "g3", "g4");
    List<QueryRequest> queries = log.requestsOf(QueryRequest.class);
    assertThat(queries.get(0).keyConditionExpression()).isEqualTo("#league = :league AND begins_with(#gameId, :prefix)");
    assertThat(queries.get(1).keyConditionExpression()).isEqualTo("#league = :league AND #gameId BETWEEN :from AND :to");
    assertThat(queries).allMatch(q -> q.filterExpression() == null);
  }

  @Test
  void otherPredicatesAreFilters() {
    assertThat(ids(games.findByLeagueAndStatus("L1", "FINAL"))).containsExactly("g1", "g3", "g5");
    assertThat(ids(games.findByLeagueAndStatusIn("L1", List.of("LIVE", "SCHEDULED")))).containsExactly("g2", "g4");
    assertThat(ids(games.findByLeagueAndTagsContaining("L1", "derby"))).containsExactly("g4");
    List<QueryRequest> queries = log.requestsOf(QueryRequest.class);
    assertThat(queries.get(0).filterExpression()).isEqualTo("#status = :status");
    assertThat(queries.get(1).filterExpression()).isEqualTo("#status IN (:statuses_0, :statuses_1)");
    assertThat(queries.get(2).filterExpression()).isEqualTo("contains(#tags, :tag)");
  }

  @Test
  void firstWithAFilterReadsOnUntilAMatchAndNeverThrowsForSeveral() {
    Game first = games.findFirstByLeagueAndStatus("L1", "SCHEDULED");
    assertThat(first.gameId).isEqualTo("g4");
    // DynamoDB applies Limit before the filter: Limit 1 would evaluate one item per request (g1, g2,
    // g3 filtered out before g4 matches, 4 round trips); a floor of 100 reads them in one
    assertThat(log.requestsOf(QueryRequest.class)).hasSize(1).allMatch(q -> q.limit() == 100);
    assertThat(games.findFirstByLeagueAndStatus("L1", "FINAL").gameId).isEqualTo("g1");
  }

  /** Issue 21: findFirst with a filter over 40 items, the match last, costs at most 2 requests. */
  @Test
  void firstWithAFilterOverFortyItemsCostsAtMostTwoRequests() {
    for (int i = 0; i < 40; i++) {
      games.save(new Game("L40", String.format("g%02d", i), i == 39 ? "SCHEDULED" : "FINAL", i));
    }
    log.clear();
    assertThat(games.findFirstByLeagueAndStatus("L40", "SCHEDULED").gameId).isEqualTo("g39");
    assertThat(log.requestsOf(QueryRequest.class)).hasSizeLessThanOrEqualTo(2);
    // without a filter the limit is the rows still needed
    log.clear();
    assertThat(games.findTop3ByLeagueOrderByGameIdDesc("L40")).hasSize(3);
    assertThat(log.requestsOf(QueryRequest.class)).hasSize(1).allMatch(q -> q.limit() == 3);
  }

  @Test
  void aNonLimitingSingleResultThrowsForSeveralRows() {
    assertThat(games.findByLeagueAndScore("L1", 2).gameId).isEqualTo("g5");
    assertThat(games.findByLeagueAndScore("L1", 99)).isNull();
    assertThatThrownBy(() -> games.findByLeagueAndScore("L1", 1))
        .isInstanceOf(IncorrectResultSizeDataAccessException.class)
        .hasMessageContaining("GameRepository.findByLeagueAndScore");
  }

  @Test
  void fiveRowsReadAsWindowsOfTwoComeBackAsThreeWindowsInOrder() {
    List<List<String>> windows = new ArrayList<>();
    ScrollPosition position = ScrollPosition.keyset();
    Window<Game> window;
    do {
      window = games.findByLeagueOrderByGameIdAsc("L1", Limit.of(2), position);
      windows.add(ids(window.getContent()));
      if (window.hasNext()) {
        assertThat(window.hasPosition(0)).isFalse();
        assertThatThrownBy(() -> games.findByLeagueOrderByGameIdAsc("L1", Limit.of(2), ScrollPosition.offset(2)))
            .isInstanceOf(InvalidDataAccessApiUsageException.class);
        Window<Game> current = window;
        assertThatThrownBy(() -> current.positionAt(0)).isInstanceOf(IllegalStateException.class);
        position = window.positionAt(window.size() - 1);
      }
    } while (window.hasNext());
    assertThat(windows).containsExactly(List.of("g1", "g2"), List.of("g3", "g4"), List.of("g5"));
    assertThat(log.requestsOf(QueryRequest.class)).hasSize(3).allMatch(q -> q.limit() == 2);
  }

  @Test
  void filteredWindowsSkipEmptyPagesWhileACursorRemains() {
    // pages of 1: g1 FINAL, g2 LIVE (filtered out, skipped), g3 FINAL ...
    Window<Game> first = games.findByLeagueAndStatus("L1", "FINAL", Limit.of(1), ScrollPosition.keyset());
    assertThat(ids(first.getContent())).containsExactly("g1");
    Window<Game> second = games.findByLeagueAndStatus("L1", "FINAL", Limit.of(1), first.positionAt(0));
    assertThat(ids(second.getContent())).containsExactly("g3");
  }

  @Test
  void streamsReadLazily() {
    assertThat(games.streamByLeague("L1").limit(2).map(g -> g.gameId).toList()).containsExactly("g1", "g2");
    assertThat(games.streamByLeague("L2").count()).isEqualTo(1);
  }

  @Test
  void countUsesSelectCountAndExistsStopsEarly() {
    assertThat(games.countByLeagueAndStatus("L1", "FINAL")).isEqualTo(3);
    assertThat(log.requestsOf(QueryRequest.class)).allMatch(q -> q.select() == Select.COUNT);
    assertThat(games.existsByLeagueAndStatus("L1", "LIVE")).isTrue();
    assertThat(games.existsByLeagueAndStatus("L1", "CANCELLED")).isFalse();
  }

  @Test
  void optedInScansScanWithTheFilter() {
    assertThat(games.findByStatus("FINAL").stream().map(Game::toString).collect(Collectors.toSet()))
        .isEqualTo(Set.of("L1/g1", "L1/g3", "L1/g5", "L2/g1"));
    assertThat(ids(games.findByStatusOrScoreGreaterThan("LIVE", 5))).containsExactlyInAnyOrder("g2", "g1");
    List<ScanRequest> scans = log.requestsOf(ScanRequest.class);
    assertThat(scans).hasSize(2);
    assertThat(scans.get(0).filterExpression()).isEqualTo("#status = :status");
    assertThat(scans.get(1).filterExpression()).isEqualTo("#status = :status OR #score > :score");
    assertThat(log.requestsOf(QueryRequest.class)).isEmpty();
  }

  @Test
  void nullArgumentsAreUsageErrors() {
    assertThatThrownBy(() -> games.findByLeagueAndStatus(null, "FINAL"))
        .isInstanceOf(InvalidDataAccessApiUsageException.class)
        .hasMessageContaining("GameRepository.findByLeagueAndStatus: the argument 'league' is null");
    assertThat(log.requests()).isEmpty();
  }

  @Test
  void crudThroughTheGeneratedImplementation() {
    DynamoDbCompositeId id = DynamoDbCompositeId.of("L3", "c1");
    Game saved = games.save(new Game("L3", "c1", "LIVE", 0));
    assertThat(saved.version).isEqualTo(1L);
    assertThat(games.existsById(id)).isTrue();
    log.clear();
    assertThat(games.findAllById(List.of(id, DynamoDbCompositeId.of("L1", "g1")))).hasSize(2);
    assertThat(log.requestsOf(BatchGetItemRequest.class)).hasSize(1);
    saved.status = "FINAL";
    assertThat(games.update(saved).version).isEqualTo(2L);
    assertThat(games.findById(id)).get().extracting(g -> g.status).isEqualTo("FINAL");
    games.deleteById(id);
    assertThat(games.findById(id)).isEmpty();
  }
}
