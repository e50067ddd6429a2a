package io.dynaforge.examples.arena;

import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.testing.LocalDynamoDb;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A single-table arena: one tournament partition holding the tournament itself, its players and its
 * matches, read and written through repositories Dynaforge generated at build time.
 *
 * <p>Starts a local DynamoDB-compatible server (or uses {@code DYNAMODB_ENDPOINT} when set), creates the
 * table {@value #TABLE} unless it exists, writes a few items and reads them back.
 *
 * <p>Run with {@code mvn -B -q -pl examples -am verify -Prun -DskipTests}.
 */
public final class ArenaApplication {

    /** The one physical table of the application. */
    public static final String TABLE = "arena";

    /** The partition key of the example tournament. */
    public static final String TOURNAMENT_PK = "TOURNAMENT#winter2026";

    private final DynamoDbClient client;
    private final DynamoDbOperations operations;
    private final PrintStream out;
    private final PlayerRepository players;
    private final MatchRepository matches;
    private final ArenaItemRepository items;

    /**
     * @param client the client to use
     * @param out where to report what happens
     */
    public ArenaApplication(DynamoDbClient client, PrintStream out) {
        this.client = client;
        this.out = out;
        this.operations = new DynamoDbTemplate(client);
        this.players = new PlayerRepository_Impl(operations);
        this.matches = new MatchRepository_Impl(operations);
        this.items = new ArenaItemRepository_Impl(operations);
    }

    /**
     * Starts (or connects to) a server, runs the example, and stops the server.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        try (LocalDynamoDb db = LocalDynamoDb.start()) {
            System.out.println(db.isExternal()
                    ? "Using the existing DynamoDB endpoint " + db.endpoint()
                    : "Started local DynamoDB (" + db.engine().orElseThrow().id() + ") at " + db.endpoint());
            new ArenaApplication(db.client(), System.out).run();
        }
        System.out.println("Stopped; bye.");
    }

    /** Creates (or reuses) the table, writes the tournament partition and reads it back. */
    public void run() {
        createTable();
        writeItems();
        readBack();
    }

    /** Creates the table {@value #TABLE} from the entities' metadata, or reuses it. */
    void createTable() {
        if (client.listTables().tableNames().contains(TABLE)) {
            out.println("Table " + TABLE + " already exists; reusing it");
            return;
        }
        operations.createTables(ArenaItem.class);
        out.println("Created table " + TABLE + " (pk S, sk S)");
    }

    /** Writes the tournament, two players and a match into the tournament's partition. */
    void writeItems() {
        ArenaItem tournament = new ArenaItem(TOURNAMENT_PK, TOURNAMENT_PK,
                new ArenaItem.TournamentData("Winter Open 2026", "2026-01-17"), null, null);
        items.save(tournament);
        out.println("Saved tournament  " + TOURNAMENT_PK + " / " + tournament.sk());
        for (Player player : List.of(
                new Player(TOURNAMENT_PK, "p1", "Ada", 1820, null),
                new Player(TOURNAMENT_PK, "p2", "Linus", 1765, null))) {
            Player existing = players.findByPkAndPlayerId(TOURNAMENT_PK, player.playerId()).orElse(null);
            Player saved = players.save(existing == null ? player : existing.withRating(player.rating()));
            out.println("Saved player      " + TOURNAMENT_PK + " / " + Player_Keys.sk(saved.playerId())
                    + " (version " + saved.version() + ")");
        }
        Match match = new Match(TOURNAMENT_PK, LocalDate.of(2026, 1, 18), "m1", "p1", "p2", "3-1");
        matches.save(match);
        out.println("Saved match       " + TOURNAMENT_PK + " / " + Match_Keys.sk(match.matchDate(), match.matchId()));
    }

    /** Reads with generated repository methods, each planned at build time. */
    void readBack() {
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
    }

    /**
     * Reads the whole tournament partition with one Query, in sort-key order.
     *
     * @return the items
     */
    List<ArenaItem> readTournament() {
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

    /** "Query #pk = :pk" as recorded in the build's access-pattern report. */
    static String plan(String repository, String method) {
        String resource = "META-INF/dynaforge/access-patterns/io.dynaforge.examples.arena." + repository + ".json";
        try (InputStream in = ArenaApplication.class.getClassLoader().getResourceAsStream(resource)) {
            String json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            Matcher m = Pattern.compile("\"method\": \"" + method + "\\(.*?\"operation\": \"(\\w+)\".*?"
                    + "\"(?:keyCondition|key)\": \"([^\"]*)\".*?\"filter\": (null|\"[^\"]*\")", Pattern.DOTALL)
                    .matcher(json);
            if (!m.find()) {
                return "(not in the report)";
            }
            return m.group(1) + " " + m.group(2) + ("null".equals(m.group(3)) ? "" : ", filter " + m.group(3));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
