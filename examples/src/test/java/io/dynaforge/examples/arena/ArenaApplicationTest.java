package io.dynaforge.examples.arena;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.reactive.ReactiveDynamoDbOperations;
import io.dynaforge.reactive.ReactiveDynamoDbTemplate;
import io.dynaforge.testing.WithLocalDynamoDb;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/** The Boot application on the local server; its runner has run the use cases once when the test starts. */
@SpringBootTest(properties = "dynaforge.table-prefix=ArenaApplicationTest-")
@WithLocalDynamoDb
class ArenaApplicationTest {

    @Autowired ArenaUseCases useCases;
    @Autowired PlayerRepository players;
    @Autowired DynamoDbOperations operations;
    @Autowired ReactiveDynamoDbOperations reactiveOperations;

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
                "(version 2, @AtomicCounter saves 2)",
                "Ada (rating 1820)",
                "PlayerByRatingRepository.findTop2ByPkOrderByRatingDesc -> Query #pk = :pk on the index by_rating",
                "    Ada (rating 1820)\n    Linus (rating 1765)",
                "TournamentViewRepository.findByPartitionKey -> one Query of the partition, folded:",
                "tournament 'Winter Open 2026', 2 players (Ada, Linus), 1 match(es)");
    }

    @Test
    void theStarterCreatedTheTableWithItsLocalIndexAndTheSchemaCheckPasses() {
        String output = runOnce();

        TableDescription table = operations.getClient()
                .describeTable(r -> r.tableName("ArenaApplicationTest-arena")).table();
        assertThat(table.localSecondaryIndexes()).extracting(LocalSecondaryIndexDescription::indexName)
                .containsExactly("by_rating");
        assertThat(output).contains(
                "Table ArenaApplicationTest-arena (created by dynaforge.schema-action=create): key pk HASH, sk RANGE",
                "  local index by_rating: key pk HASH, rating RANGE, projection ALL",
                "Schema check (what dynaforge.schema-action=validate runs at start-up): valid");
    }

    @Test
    void theTypedUpdateAddsAWinAndTheAtomicCounterCountsTheSaves() {
        Player before = players.findByPkAndPlayerId(ArenaUseCases.TOURNAMENT_PK, "p1").orElseThrow();

        String output = runOnce(); // saves p1 and p2 once each, then adds one win to p1

        Map<String, AttributeValue> stored = operations.getClient().getItem(r -> r
                .tableName("ArenaApplicationTest-arena")
                .key(Map.of("pk", AttributeValue.fromS(ArenaUseCases.TOURNAMENT_PK),
                        "sk", AttributeValue.fromS("PLAYER#p1")))).item();
        assertThat(stored.get("wins").n()).isEqualTo(String.valueOf(before.wins() + 1));
        assertThat(stored.get("saves").n()).isEqualTo(String.valueOf(before.saves() + 1));
        assertThat(stored.get("version").n()).isEqualTo(String.valueOf(before.version() + 2)); // the save and the update
        assertThat(output).contains("Saved player      TOURNAMENT#winter2026 / PLAYER#p1 (version "
                        + (before.version() + 1) + ", @AtomicCounter saves " + (before.saves() + 1) + ")",
                "PLAYER#p1: Update.of(Player.class).add(wins, 1) if rating >= 1800 -> wins " + (before.wins() + 1)
                        + " (version " + (before.version() + 2) + ")");
    }

    @Test
    void theProjectionReadsOnlyItsAttributesAndTheOneRequestIsObserved() {
        String output = runOnce();

        assertThat(output).contains(
                "PlayerRepository.findByPk -> Query #pk = :pk AND begins_with(#sk, :sk), returning the projection"
                        + " PlayerStanding (ProjectionExpression of name, rating, wins):",
                "    PlayerStanding[name=Linus, rating=1765, wins=null]",
                "  observed (low-cardinality keys):\n"
                        + "    dynaforge.request db.dynamodb.index=none db.dynamodb.table=ArenaApplicationTest-arena"
                        + " db.operation=Query db.system=dynamodb dynaforge.entity=Player dynaforge.method=PlayerRepository.findByPk\n");
        assertThat(output).containsOnlyOnce("dynaforge.request "); // the one request of the watched call, no other
        assertThat(ArenaUseCases.plan("PlayerRepository", "findByPk")).startsWith("Query");
    }

    @Test
    void theNonBlockingReadGoesThroughTheStartersReactiveTemplateToTheSameTable() {
        assertThat(reactiveOperations).isInstanceOf(ReactiveDynamoDbTemplate.class);
        assertThat(reactiveOperations.getTableName(Player.class)).isEqualTo("ArenaApplicationTest-arena");

        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        useCases.readReactively(new PrintStream(bytes, true, StandardCharsets.UTF_8)); // a read: the counters stay
        String output = bytes.toString(StandardCharsets.UTF_8);

        assertThat(output).contains("ReactivePlayerRepository.findByPkAndRatingGreaterThan -> Flux<Player> over the"
                + " reactiveDynamoDbTemplate (DynamoDbAsyncClient), one Query on subscription:\n    Ada (rating 1820, wins ");
        assertThat(output).doesNotContain("    Linus (rating 1765, wins");
    }

    private String runOnce() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        useCases.run(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
