package io.dynaforge.examples.arena;

import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.expression.Update;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.schema.SchemaManager;
import io.dynaforge.schema.SchemaReport;
import io.micrometer.observation.ObservationRegistry;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.springframework.stereotype.Component;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * What the arena application does, through the repository beans the starter registered: shows the table the starter
 * created and checks it against the models, writes the tournament partition, updates a player in place, and reads
 * it back, each read with the plan the build chose for it; the last read returns a projection and prints the
 * {@code dynaforge.request} observation of its one request.
 */
@Component
public class ArenaUseCases {

    /** The partition key of the example tournament. */
    public static final String TOURNAMENT_PK = "TOURNAMENT#winter2026";

    /** The models of the arena table: its entities and its index view. */
    static final Class<?>[] SCHEMA = {ArenaItem.class, Player.class, Match.class, PlayerByRating.class};

    private final PlayerRepository players;
    private final MatchRepository matches;
    private final ArenaItemRepository items;
    private final TournamentViewRepository tournaments;
    private final PlayerByRatingRepository ratings;
    private final DynamoDbOperations operations;
    private final ReactivePlayerRepository reactivePlayers;
    private final ObservationRegistry observationRegistry;
    private final RequestObservations requestObservations;

    public ArenaUseCases(PlayerRepository players, MatchRepository matches, ArenaItemRepository items,
            TournamentViewRepository tournaments, PlayerByRatingRepository ratings, DynamoDbOperations operations,
            ReactivePlayerRepository reactivePlayers, ObservationRegistry observationRegistry,
            RequestObservations requestObservations) {
        this.players = players;
        this.matches = matches;
        this.items = items;
        this.tournaments = tournaments;
        this.ratings = ratings;
        this.operations = operations;
        this.reactivePlayers = reactivePlayers;
        this.observationRegistry = observationRegistry;
        this.requestObservations = requestObservations;
    }

    /**
     * Writes the tournament partition, then reads it back.
     *
     * @param out where to report what happens
     */
    public void run(PrintStream out) {
        showSchema(out);
        writeItems(out);
        recordWin(out);
        readBack(out);
        standings(out);
        readReactively(out);
    }

    /** The table the starter created at start-up, and the check {@code dynaforge.schema-action=validate} makes. */
    void showSchema(PrintStream out) {
        String table = operations.getTableName(ArenaItem.class);
        TableDescription description = operations.getClient().describeTable(r -> r.tableName(table)).table();
        out.println("Table " + table + " (created by dynaforge.schema-action=create): key "
                + keys(description.keySchema()));
        description.localSecondaryIndexes().forEach(index -> out.println("  local index " + index.indexName()
                + ": key " + keys(index.keySchema()) + ", projection " + index.projection().projectionTypeAsString()));
        description.globalSecondaryIndexes().forEach(index -> out.println("  global index " + index.indexName()
                + ": key " + keys(index.keySchema()) + ", projection " + index.projection().projectionTypeAsString()));
        SchemaReport report = new SchemaManager(operations).validate(SCHEMA);
        out.println("Schema check (what dynaforge.schema-action=validate runs at start-up): "
                + (report.isValid() ? "valid" : "\n" + report));
        out.println();
    }

    private static String keys(List<KeySchemaElement> keys) {
        return String.join(", ", keys.stream().map(k -> k.attributeName() + " " + k.keyTypeAsString()).toList());
    }

    /** Writes the tournament, two players and a match into the tournament's partition. */
    void writeItems(PrintStream out) {
        ArenaItem tournament = new ArenaItem(TOURNAMENT_PK, TOURNAMENT_PK,
                new ArenaItem.TournamentData("Winter Open 2026", "2026-01-17"), null, null);
        items.save(tournament);
        out.println("Saved tournament  " + TOURNAMENT_PK + " / " + tournament.sk());
        for (Player player : List.of(
                new Player(TOURNAMENT_PK, "p1", "Ada", 1820, null, null, null),
                new Player(TOURNAMENT_PK, "p2", "Linus", 1765, null, null, null))) {
            Player existing = players.findByPkAndPlayerId(TOURNAMENT_PK, player.playerId()).orElse(null);
            Player saved = players.save(existing == null ? player : existing.withRating(player.rating()));
            out.println("Saved player      " + TOURNAMENT_PK + " / " + Player_Keys.sk(saved.playerId())
                    + " (version " + saved.version() + ", @AtomicCounter saves " + saved.saves() + ")");
        }
        out.println("  PlayerRepository.findByPkAndPlayerId -> " + plan("PlayerRepository", "findByPkAndPlayerId"));
        Match match = new Match(TOURNAMENT_PK, LocalDate.of(2026, 1, 18), "m1", "p1", "p2", "3-1");
        matches.save(match);
        out.println("Saved match       " + TOURNAMENT_PK + " / " + Match_Keys.sk(match.matchDate(), match.matchId()));
    }

    /**
     * The winner's {@code wins} incremented in place by one UpdateItem ({@code ADD}, computed by DynamoDB), under a
     * typed condition; the {@code @Version} goes up in the same request.
     */
    void recordWin(PrintStream out) {
        Player winner = players.update(DynamoDbCompositeId.of(TOURNAMENT_PK, Player_Keys.sk("p1")),
                Update.of(Player.class).add(Player_Attributes.wins, 1),
                Player_Attributes.rating.ge(1800));
        out.println("Updated player    " + TOURNAMENT_PK + " / " + Player_Keys.sk(winner.playerId())
                + ": Update.of(Player.class).add(wins, 1) if rating >= 1800 -> wins " + winner.wins()
                + " (version " + winner.version() + ")");
    }

    /** Reads with generated repository methods, each planned at build time. */
    void readBack(PrintStream out) {
        out.println();
        List<ArenaItem> partition = readTournament();
        out.println("ArenaItemRepository.findByPk -> " + plan("ArenaItemRepository", "findByPk"));
        out.println("  returned " + partition.size() + " items:");
        partition.forEach(item -> out.println("    " + describe(item)));

        List<Match> onTheDay = matches.findByPkAndMatchDate(TOURNAMENT_PK, LocalDate.of(2026, 1, 18));
        out.println("MatchRepository.findByPkAndMatchDate -> " + plan("MatchRepository", "findByPkAndMatchDate"));
        onTheDay.forEach(m -> out.println("    " + m.matchId() + " on " + m.matchDate() + ": " + m.home() + " vs "
                + m.away() + ", " + m.score()));

        List<Player> strong = players.findByPkAndRatingGreaterThan(TOURNAMENT_PK, 1800);
        out.println("PlayerRepository.findByPkAndRatingGreaterThan -> "
                + plan("PlayerRepository", "findByPkAndRatingGreaterThan"));
        strong.forEach(p -> out.println("    " + p.name() + " (rating " + p.rating() + ")"));

        List<PlayerByRating> top = ratings.findTop2ByPkOrderByRatingDesc(TOURNAMENT_PK);
        out.println("PlayerByRatingRepository.findTop2ByPkOrderByRatingDesc -> "
                + plan("PlayerByRatingRepository", "findTop2ByPkOrderByRatingDesc") + " on the index by_rating");
        top.forEach(p -> out.println("    " + p.name() + " (rating " + p.rating() + ")"));

        TournamentView view = tournaments.findByPartitionKey(TOURNAMENT_PK).orElseThrow();
        out.println("TournamentViewRepository.findByPartitionKey -> one Query of the partition, folded:");
        out.println("    tournament '" + view.tournament().name() + "', " + view.players().size() + " players ("
                + String.join(", ", view.players().stream().map(Player::name).toList()) + "), "
                + view.matches().size() + " match(es)");
    }

    /** The standings through a projection, printing the observation of the one request it sends. */
    void standings(PrintStream out) {
        RequestObservations.Observed<List<PlayerStanding>> standings =
                requestObservations.watch(observationRegistry, () -> players.findByPk(TOURNAMENT_PK));
        out.println("PlayerRepository.findByPk -> " + plan("PlayerRepository", "findByPk")
                + ", returning the projection PlayerStanding (ProjectionExpression of "
                + projected("PlayerRepository", "findByPk") + "):");
        standings.result().forEach(s -> out.println("    " + s));
        out.println("  observed (low-cardinality keys):");
        standings.observations().forEach(o -> out.println("    " + o));
    }

    /**
     * The same read as {@code PlayerRepository.findByPkAndRatingGreaterThan}, non-blocking: a {@code Flux} over the
     * {@code DynamoDbAsyncClient}, sent on subscription. The runner waits for it ({@code collectList().block()}) only
     * because it prints; a WebFlux controller would return the {@code Flux} itself (see {@code docs/reactive.md}).
     */
    void readReactively(PrintStream out) {
        List<Player> strong = reactivePlayers.findByPkAndRatingGreaterThan(TOURNAMENT_PK, 1800).collectList().block();
        out.println();
        out.println("ReactivePlayerRepository.findByPkAndRatingGreaterThan -> Flux<Player> over the reactiveDynamoDbTemplate"
                + " (DynamoDbAsyncClient), one Query on subscription:");
        strong.forEach(p -> out.println("    " + p.name() + " (rating " + p.rating() + ", wins " + p.wins() + ")"));
    }

    /**
     * Reads the whole tournament partition with one Query, in sort-key order.
     *
     * @return the items
     */
    public List<ArenaItem> readTournament() {
        return items.findByPk(TOURNAMENT_PK);
    }

    private static String describe(ArenaItem item) {
        if (item.tournament() != null) {
            return item.sk() + ": tournament '" + item.tournament().name() + "' starting " + item.tournament().startsOn();
        }
        if (item.player() != null) {
            return item.sk() + ": player " + item.player().name() + " (rating " + item.player().rating() + ")";
        }
        if (item.match() != null) {
            return item.sk() + ": match " + item.match().home() + " vs " + item.match().away() + ", "
                    + item.match().score();
        }
        return item.sk() + ": (unknown kind)";
    }

    /** The attributes a projection method reads, as recorded in the build's access-pattern report. */
    static String projected(String repository, String method) {
        Matcher m = Pattern.compile("\"method\": \"" + method + "\\(.*?\"projectedAttributes\": \\[([^\\]]*)\\]",
                Pattern.DOTALL).matcher(report(repository));
        return m.find() ? m.group(1).replace("\"", "") : "(not in the report)";
    }

    private static String report(String repository) {
        String resource = "META-INF/dynaforge/access-patterns/io.dynaforge.examples.arena." + repository + ".json";
        try (InputStream in = ArenaUseCases.class.getClassLoader().getResourceAsStream(resource)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** "Query #pk = :pk" as recorded in the build's access-pattern report. */
    static String plan(String repository, String method) {
        Matcher m = Pattern.compile("\"method\": \"" + method + "\\(.*?\"operation\": \"(\\w+)\".*?"
                + "\"(?:keyCondition|key)\": \"([^\"]*)\".*?\"filter\": (null|\"[^\"]*\")", Pattern.DOTALL)
                .matcher(report(repository));
        if (!m.find()) {
            return "(not in the report)";
        }
        return m.group(1) + " " + m.group(2) + ("null".equals(m.group(3)) ? "" : ", filter " + m.group(3));
    }
}
