package io.dynaforge.examples.arena;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.testing.DynamoDbExtension;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

@ExtendWith(DynamoDbExtension.class)
class ArenaApplicationTest {

    @Test
    void writesTheTournamentPartitionAndReadsItBackInSortKeyOrder(DynamoDbClient client) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ArenaApplication app = new ArenaApplication(client, new PrintStream(bytes, true, StandardCharsets.UTF_8));

        app.run();
        app.run(); // the second run reuses the table

        assertThat(app.readTournament()).extracting(item -> item.get("sk")).containsExactly(
                AttributeValue.fromS("MATCH#2026-01-18#m1"),
                AttributeValue.fromS("PLAYER#p1"),
                AttributeValue.fromS("PLAYER#p2"),
                AttributeValue.fromS("TOURNAMENT#winter2026"));
        assertThat(bytes.toString(StandardCharsets.UTF_8))
                .contains("already exists; reusing it", "returned 4 items",
                        "PLAYER#p1: player Ada (rating 1820)", "MATCH#2026-01-18#m1: match p1 vs p2, 3-1");
    }
}
