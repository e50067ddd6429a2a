package io.dynaforge.examples.arena;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.testing.DynamoDbExtension;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(DynamoDbExtension.class)
class ArenaApplicationTest {

    @Test
    void writesTheTournamentPartitionAndReadsItBackThroughGeneratedRepositories(DynamoDbClient client) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ArenaApplication app = new ArenaApplication(client, new PrintStream(bytes, true, StandardCharsets.UTF_8));

        app.run();
        app.run(); // the second run reuses the table and updates the versioned players

        assertThat(app.readTournament()).extracting(ArenaItem::sk).containsExactly(
                "MATCH#2026-01-18#m1", "PLAYER#p1", "PLAYER#p2", "TOURNAMENT#winter2026");
        String output = bytes.toString(StandardCharsets.UTF_8);
        assertThat(output).contains(
                "already exists; reusing it",
                "returned 4 items",
                "PLAYER#p1: player Ada (rating 1820)",
                "MATCH#2026-01-18#m1: match p1 vs p2, 3-1",
                "ArenaItemRepository.findByPk -> Query #pk = :pk",
                "MatchRepository.findByPkAndMatchDate -> Query #pk = :pk AND begins_with(#sk, :sk)",
                "(version 2)",
                "Ada (rating 1820)");
    }
}
