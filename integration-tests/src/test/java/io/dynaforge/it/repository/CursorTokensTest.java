package io.dynaforge.it.repository;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.CursorCodec;
import io.dynaforge.core.InvalidCursorException;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.RequestRecorder;
import io.dynaforge.testing.TestTables;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.data.domain.Limit;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.data.domain.Window;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * A generated repository's {@code Window} method paged end to end through {@link CursorCodec} tokens,
 * as a REST client would: every row exactly once; a token handed to another method or with other
 * arguments refused before any request.
 */
@ExtendWith(DynamoDbExtension.class)
class CursorTokensTest {

  static RecordingTemplate db;
  static RequestRecorder log;
  static GameRepository games;
  static final CursorCodec CURSORS = CursorCodec.builder().key("k1", secret()).build();

  static byte[] secret() {
    byte[] key = new byte[32];
    Arrays.fill(key, (byte) 7);
    return key;
  }

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables tables) {
    db = new RecordingTemplate(local, tables, Game.class);
    log = db.log;
    games = new GameRepository_Impl(db.template);
    for (int i = 1; i <= 7; i++) {
      games.save(new Game("L1", "g" + i, i % 2 == 0 ? "LIVE" : "FINAL", i));
    }
    games.save(new Game("L2", "g1", "FINAL", 1));
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
  void pagingThroughTokensReturnsEveryRowOnceInOrder() {
    List<String> read = new ArrayList<>();
    String token = null;
    int windows = 0;
    do {
      Window<Game> window = games.findByLeagueOrderByGameIdAsc("L1", Limit.of(2), CURSORS.decodeOrInitial(token));
      window.forEach(g -> read.add(g.gameId));
      token = CURSORS.encode(window);
      windows++;
      if (token != null) {
        assertThat(token).matches("[A-Za-z0-9_-]+"); // what it hides: CursorCodecTest
      }
    } while (token != null && windows < 10);

    assertThat(read).containsExactly("g1", "g2", "g3", "g4", "g5", "g6", "g7");
    assertThat(log.requestsOf(QueryRequest.class)).hasSize(windows);
  }

  @Test
  void aTokenGivenToAnotherMethodIsRefusedBeforeAnyRequest() {
    String token = CURSORS.encode(games.findByLeagueOrderByGameIdAsc("L1", Limit.of(2), ScrollPosition.keyset()));
    ScrollPosition position = CURSORS.decode(token);
    log.clear();

    assertThatThrownBy(() -> games.findByLeagueAndStatus("L1", "FINAL", Limit.of(2), position))
        .isInstanceOf(InvalidCursorException.class)
        .hasMessage("The cursor was issued by GameRepository.findByLeagueOrderByGameIdAsc,"
            + " not GameRepository.findByLeagueAndStatus");
    assertThat(log.requests()).isEmpty();
  }

  @Test
  void aTokenGivenWithOtherArgumentsIsRefusedBeforeAnyRequest() {
    String token = CURSORS.encode(games.findByLeagueAndStatus("L1", "FINAL", Limit.of(1), ScrollPosition.keyset()));
    ScrollPosition position = CURSORS.decode(token);
    log.clear();

    assertThatThrownBy(() -> games.findByLeagueAndStatus("L1", "LIVE", Limit.of(1), position))
        .isInstanceOf(InvalidCursorException.class)
        .hasMessage("The cursor was issued by GameRepository.findByLeagueAndStatus for other arguments");
    assertThatThrownBy(() -> games.findByLeagueAndStatus("L2", "FINAL", Limit.of(1), position))
        .isInstanceOf(InvalidCursorException.class);
    assertThat(log.requests()).isEmpty();
    // the same arguments (another Limit is fine) continue
    assertThat(games.findByLeagueAndStatus("L1", "FINAL", Limit.of(5), position)).isNotEmpty();
  }

  @Test
  void anAlteredTokenIsRefusedAndARawKeysetPositionStillWorks() {
    String token = CURSORS.encode(games.findByLeagueOrderByGameIdAsc("L1", Limit.of(2), ScrollPosition.keyset()));
    char last = token.charAt(token.length() / 2);
    String altered = token.substring(0, token.length() / 2) + (last == 'A' ? 'B' : 'A')
        + token.substring(token.length() / 2 + 1);
    assertThatThrownBy(() -> CURSORS.decode(altered)).isInstanceOf(InvalidCursorException.class)
        .hasMessageContaining("altered");

    Window<Game> raw = games.findByLeagueOrderByGameIdAsc("L1", Limit.of(2),
        ScrollPosition.forward(java.util.Map.of("league", "L1", "gameId", "g5")));
    assertThat(raw).extracting(g -> g.gameId).containsExactly("g6", "g7");
  }
}
