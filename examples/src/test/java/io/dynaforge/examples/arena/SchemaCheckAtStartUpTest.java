package io.dynaforge.examples.arena;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.schema.SchemaMismatchException;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.LocalDynamoDbInitializer;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * {@code dynaforge.schema-action=validate} at start-up: the application starts on the table a first start created
 * ({@code create}), and refuses to start on a table that lacks the local index {@code by_rating}, naming it.
 */
class SchemaCheckAtStartUpTest {

    @Test
    void validateAfterCreateStarts() {
        start("SchemaCheckCreated-", "create").close();

        try (ConfigurableApplicationContext context = start("SchemaCheckCreated-", "validate")) {
            assertThat(context.getBean(PlayerRepository.class).findByPk(ArenaUseCases.TOURNAMENT_PK))
                    .extracting(PlayerStanding::name).containsExactly("Ada", "Linus");
        }
    }

    @Test
    void validateRefusesATableWithoutTheIndex() {
        DynamoDbClient client = LocalDynamoDb.shared().client();
        client.createTable(r -> r.tableName("SchemaCheckNoIndex-arena").billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(a -> a.attributeName("pk").attributeType(ScalarAttributeType.S),
                        a -> a.attributeName("sk").attributeType(ScalarAttributeType.S))
                .keySchema(k -> k.attributeName("pk").keyType(KeyType.HASH),
                        k -> k.attributeName("sk").keyType(KeyType.RANGE)));

        assertThatThrownBy(() -> start("SchemaCheckNoIndex-", "validate"))
                .hasRootCauseInstanceOf(SchemaMismatchException.class)
                .rootCause().hasMessageContaining("dynaforge.schema-action=validate")
                .hasMessageContaining("local secondary index 'by_rating' of table 'SchemaCheckNoIndex-arena'")
                .hasMessageContaining("is missing");
    }

    private static ConfigurableApplicationContext start(String prefix, String schemaAction) {
        return new SpringApplicationBuilder(ArenaApplication.class)
                .initializers(new LocalDynamoDbInitializer())
                .run("--dynaforge.table-prefix=" + prefix, "--dynaforge.schema-action=" + schemaAction,
                        "--logging.level.org.springframework.boot.SpringApplication=OFF"); // the refused start's trace
    }
}
