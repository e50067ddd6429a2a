package io.dynaforge.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.platform.testkit.engine.EngineTestKit;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

@ExtendWith(DynamoDbExtension.class)
class DynamoDbExtensionTest {

    /**
     * The junit5-tests run (JUnit Jupiter 5.10, see testing/pom.xml) sets {@code dynaforge.expected.junit=5}: then
     * the JUnit 6 store method {@code computeIfAbsent} must not exist, proving the run is on JUnit 5.
     */
    @Test
    void runsOnTheJUnitOfTheClasspath() {
        boolean junit6 = Arrays.stream(ExtensionContext.Store.class.getMethods())
                .anyMatch(m -> m.getName().equals("computeIfAbsent"));
        System.out.println("DynamoDbExtensionTest on JUnit " + (junit6 ? "6" : "5") + " ("
                + ExtensionContext.class.getPackage().getImplementationVersion() + ")");
        if ("5".equals(System.getProperty("dynaforge.expected.junit"))) {
            assertThat(junit6).as("JUnit 6 API on the junit5-tests classpath").isFalse();
        }
    }

    @Test
    void injectsTheSharedServerAndAWorkingClient(DynamoDbClient client, LocalDynamoDb db, TestTables tables) {
        assertThat(db).isSameAs(LocalDynamoDb.shared());
        assertThat(client).isSameAs(db.client());

        String table = tables.createTable("items", "pk", "sk");
        client.putItem(r -> r.tableName(table).item(Map.of(
                "pk", AttributeValue.fromS("p"), "sk", AttributeValue.fromS("s"))));
        assertThat(client.getItem(r -> r.tableName(table).key(Map.of(
                "pk", AttributeValue.fromS("p"), "sk", AttributeValue.fromS("s")))).item()).isNotEmpty();
    }

    @Test
    void givesUniqueStableTableNamesPerClass(TestTables tables, TestTables again) {
        assertThat(again).isSameAs(tables);
        assertThat(tables.name("orders"))
                .startsWith("DynamoDbExtensionTest-")
                .endsWith("-orders")
                .isEqualTo(tables.name("orders"))
                .isNotEqualTo(tables.name("players"))
                .isNotEqualTo(tables.newName("orders"));
        assertThat(tables.newName("orders")).isNotEqualTo(tables.newName("orders"));
        TestTables otherClass = new TestTables(LocalDynamoDb.shared().client(), "DynamoDbExtensionTest");
        assertThat(otherClass.prefix()).isNotEqualTo(tables.prefix());
    }

    @Test
    void clientBuilderAcceptsExtraConfiguration(LocalDynamoDb db) {
        AtomicInteger calls = new AtomicInteger();
        ExecutionInterceptor counter = new ExecutionInterceptor() {
            @Override
            public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
                calls.incrementAndGet();
            }
        };
        try (DynamoDbClient client = db.clientBuilder()
                .overrideConfiguration(c -> c.addExecutionInterceptor(counter)).build()) {
            client.listTables();
        }
        assertThat(calls).hasValue(1);
    }

    @Test
    void dropsTheClassTablesAfterTheClass() {
        EngineTestKit.engine("junit-jupiter").selectors(selectClass(SampleWithTables.class)).execute()
                .testEvents().assertStatistics(stats -> stats.succeeded(1).failed(0));

        assertThat(SampleWithTables.tables.prefix()).startsWith("SampleWithTables-");
        assertThat(SampleWithTables.tables.existing()).isEmpty();
    }

    /** Run by {@link #dropsTheClassTablesAfterTheClass()} only (surefire skips nested classes). */
    @ExtendWith(DynamoDbExtension.class)
    static class SampleWithTables {

        static TestTables tables;

        @Test
        void createsATable(TestTables tables) {
            SampleWithTables.tables = tables;
            tables.createTable("left-behind", "pk", null);
            assertThat(tables.existing()).containsExactly(tables.name("left-behind"));
        }
    }
}
