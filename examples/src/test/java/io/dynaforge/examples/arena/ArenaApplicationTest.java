package io.dynaforge.examples.arena;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.testing.WithLocalDynamoDb;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/** The Boot application on the local server; its runner has run the use cases once when the test starts. */
@SpringBootTest(properties = "dynaforge.table-prefix=ArenaApplicationTest-")
@WithLocalDynamoDb
class ArenaApplicationTest {

    @Autowired ArenaUseCases useCases;
    @Autowired PlayerRepository players;
    @Autowired DynamoDbOperations operations;

    @Test
    void writesTheTournamentPartitionAndReadsItBackThroughTheGeneratedRepositoryBeans() {
        assertThat(players).isInstanceOf(PlayerRepository_Impl.class);
        assertThat(operations.getTableName(ArenaItem.class)).isEqualTo("ArenaApplicationTest-arena");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();

        useCases.run(new PrintStream(bytes, true, StandardCharsets.UTF_8)); // the second run updates the players

        assertThat(useCases.readTournament()).extracting(ArenaItem::sk).containsExactly(
                "MATCH#2026-01-18#m1", "PLAYER#p1", "PLAYER#p2", "TOURNAMENT#winter2026");
        String output = bytes.toString(StandardCharsets.UTF_8);
        assertThat(output).contains(
                "returned 4 items",
                "PLAYER#p1: player Ada (rating 1820)",
                "MATCH#2026-01-18#m1: match p1 vs p2, 3-1",
                "PlayerRepository.findByPkAndPlayerId -> GetItem",
                "ArenaItemRepository.findByPk -> Query #pk = :pk",
                "MatchRepository.findByPkAndMatchDate -> Query #pk = :pk AND begins_with(#sk, :sk)",
                "(version 2)",
                "Ada (rating 1820)",
                "PlayerByRatingRepository.findTop2ByPkOrderByRatingDesc -> Query #pk = :pk on the index by_rating",
                "    Ada (rating 1820)\n    Linus (rating 1765)",
                "TournamentViewRepository.findByPartitionKey -> one Query of the partition, folded:",
                "tournament 'Winter Open 2026', 2 players (Ada, Linus), 1 match(es)");
    }
}
