package io.dynaforge.examples.arena;

import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TableWaits;
import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * A single-table arena: one tournament partition holding the tournament itself, its players and its matches.
 *
 * <p>Starts a local DynamoDB-compatible server (or uses {@code DYNAMODB_ENDPOINT} when set), creates the table
 * {@value #TABLE} (or reuses it), writes a few items and reads the whole partition back with one Query. For now it
 * uses the raw {@link DynamoDbClient}; generated repositories will replace that.
 *
 * <p>Run with {@code mvn -B -q -pl examples verify -Prun -DskipTests}.
 */
public final class ArenaApplication {

    /** The one physical table of the application. */
    public static final String TABLE = "arena";

    /** The partition key of the example tournament. */
    public static final String TOURNAMENT_PK = "TOURNAMENT#winter2026";

    private final DynamoDbClient client;
    private final PrintStream out;

    /**
     * @param client the client to use
     * @param out where to report what happens
     */
    public ArenaApplication(DynamoDbClient client, PrintStream out) {
        this.client = client;
        this.out = out;
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
        List<Map<String, AttributeValue>> items = readTournament();
        out.println("Query pk = " + TOURNAMENT_PK + " returned " + items.size() + " items:");
        items.forEach(item -> out.println("  " + describe(item)));
    }

    /** Creates the table {@value #TABLE} (pk S, sk S), or reuses it when it already exists. */
    void createTable() {
        try {
            client.createTable(r -> r.tableName(TABLE)
                    .attributeDefinitions(stringAttribute("pk"), stringAttribute("sk"))
                    .keySchema(key("pk", KeyType.HASH), key("sk", KeyType.RANGE))
                    .billingMode(BillingMode.PAY_PER_REQUEST));
            out.println("Created table " + TABLE + " (pk S, sk S)");
        } catch (ResourceInUseException exists) {
            out.println("Table " + TABLE + " already exists; reusing it");
        }
        TableWaits.awaitActive(client, TABLE, TableWaits.DEFAULT_TIMEOUT);
    }

    /** Writes the tournament, two players and a match into the tournament's partition. */
    void writeItems() {
        put("TOURNAMENT#winter2026", Map.of(
                "type", s("Tournament"), "name", s("Winter Open 2026"), "startsOn", s("2026-01-17")));
        put("PLAYER#p1", Map.of("type", s("Player"), "name", s("Ada"), "rating", n(1820)));
        put("PLAYER#p2", Map.of("type", s("Player"), "name", s("Linus"), "rating", n(1765)));
        put("MATCH#2026-01-18#m1", Map.of(
                "type", s("Match"), "home", s("p1"), "away", s("p2"), "score", s("3-1")));
    }

    /**
     * Reads the whole tournament partition with one Query, in sort-key order.
     *
     * @return the items
     */
    List<Map<String, AttributeValue>> readTournament() {
        return client.query(r -> r.tableName(TABLE)
                        .keyConditionExpression("pk = :pk")
                        .expressionAttributeValues(Map.of(":pk", s(TOURNAMENT_PK))))
                .items();
    }

    private void put(String sk, Map<String, AttributeValue> attributes) {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put("pk", s(TOURNAMENT_PK));
        item.put("sk", s(sk));
        item.putAll(attributes);
        client.putItem(r -> r.tableName(TABLE).item(item));
        out.println("Put " + attributes.get("type").s() + " " + TOURNAMENT_PK + " / " + sk);
    }

    private static String describe(Map<String, AttributeValue> item) {
        String sk = item.get("sk").s();
        return switch (item.get("type").s()) {
            case "Tournament" -> sk + ": tournament '" + item.get("name").s() + "' starting "
                    + item.get("startsOn").s();
            case "Player" -> sk + ": player " + item.get("name").s() + " (rating " + item.get("rating").n() + ")";
            case "Match" -> sk + ": match " + item.get("home").s() + " vs " + item.get("away").s() + ", "
                    + item.get("score").s();
            default -> sk + ": " + item;
        };
    }

    private static AttributeDefinition stringAttribute(String name) {
        return AttributeDefinition.builder().attributeName(name).attributeType(ScalarAttributeType.S).build();
    }

    private static KeySchemaElement key(String name, KeyType type) {
        return KeySchemaElement.builder().attributeName(name).keyType(type).build();
    }

    private static AttributeValue s(String value) {
        return AttributeValue.fromS(value);
    }

    private static AttributeValue n(long value) {
        return AttributeValue.fromN(Long.toString(value));
    }
}
