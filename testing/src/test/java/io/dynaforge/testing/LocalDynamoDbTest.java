package io.dynaforge.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.ConnectException;
import java.net.Socket;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class LocalDynamoDbTest {

    @Test
    void startsMotoServesItemsResetsAndFreesThePortWhenClosed() throws Exception {
        LocalDynamoDb db = LocalDynamoDb.start(Engine.MOTO);
        int port = db.endpoint().getPort();
        try (db) {
            assertThat(db.endpoint().getHost()).isEqualTo("127.0.0.1");
            assertThat(db.engine()).contains(Engine.MOTO);
            assertThat(db.isExternal()).isFalse();
            DynamoDbClient client = db.client();

            String table = new TestTables(client, "LocalDynamoDbTest").createTable("things", "pk", "sk");
            client.putItem(r -> r.tableName(table).item(Map.of(
                    "pk", AttributeValue.fromS("a"), "sk", AttributeValue.fromS("b"), "n", AttributeValue.fromN("7"))));
            Map<String, AttributeValue> item = client.getItem(r -> r.tableName(table).key(Map.of(
                    "pk", AttributeValue.fromS("a"), "sk", AttributeValue.fromS("b")))).item();
            assertThat(item).containsEntry("n", AttributeValue.fromN("7"));

            db.reset();
            assertThat(client.listTables().tableNames()).isEmpty();
        }

        assertThatThrownBy(() -> new Socket("127.0.0.1", port).close()).isInstanceOf(ConnectException.class);
        db.close(); // idempotent
    }

    @Test
    void connectUsesAnExistingEndpointAndStartsNothing() {
        LocalDynamoDb shared = LocalDynamoDb.shared();
        try (LocalDynamoDb external = LocalDynamoDb.connect(shared.endpoint())) {
            assertThat(external.isExternal()).isTrue();
            assertThat(external.engine()).isEmpty();
            assertThat(external.client().listTables().tableNames()).isNotNull();
            assertThatThrownBy(external::reset).isInstanceOf(UnsupportedOperationException.class);
        }
        shared.close(); // a no-op on the shared server
        assertThat(LocalDynamoDb.shared()).isSameAs(shared);
        assertThat(shared.client().listTables().tableNames()).isNotNull();
    }
}
