package io.dynaforge.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Needs dynalite, which the build installs and names in {@value Dynalite#HOME_PROPERTY}. */
class DynaliteTest {

    @Test
    void startsDynaliteAndServesItems() {
        try (LocalDynamoDb db = LocalDynamoDb.start(Engine.DYNALITE)) {
            assertThat(db.engine()).contains(Engine.DYNALITE);
            DynamoDbClient client = db.client();

            String table = new TestTables(client, "DynaliteTest").createTable("things", "pk", null);
            assertThat(db.awaitTableActive(table).tableName()).isEqualTo(table);
            client.putItem(r -> r.tableName(table).item(Map.of(
                    "pk", AttributeValue.fromS("a"), "v", AttributeValue.fromS("dynalite"))));
            assertThat(client.getItem(r -> r.tableName(table).key(Map.of("pk", AttributeValue.fromS("a")))).item())
                    .containsEntry("v", AttributeValue.fromS("dynalite"));

            db.reset();
            assertThat(client.listTables().tableNames()).isEmpty();
        }
    }
}
