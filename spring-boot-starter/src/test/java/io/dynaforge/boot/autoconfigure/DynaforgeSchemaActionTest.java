package io.dynaforge.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.boot.sample.CrateRepository;
import io.dynaforge.schema.SchemaMismatchException;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.LocalDynamoDbInitializer;
import io.dynaforge.testing.TestTables;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.autoconfigure.AutoConfigurationPackage;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.boot.health.contributor.Status;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.annotation.Configuration;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;

/**
 * Each {@code dynaforge.schema-action} at start, on the local server, for the sample models: the tables
 * {@code crates} (with the global index {@code by_contents} of {@code CrateByContents}), {@code pallets},
 * {@code boot_parcels} and {@code lockers}.
 */
@ExtendWith(OutputCaptureExtension.class)
class DynaforgeSchemaActionTest {

  @Configuration(proxyBeanMethods = false)
  @AutoConfigurationPackage(basePackageClasses = CrateRepository.class)
  static class Application {}

  final DynamoDbClient client = LocalDynamoDb.shared().client();
  TestTables tables;
  ApplicationContextRunner runner;

  @BeforeEach
  void setUp() {
    tables = new TestTables(client, "DynaforgeSchemaActionTest");
    runner = new ApplicationContextRunner()
        .withConfiguration(AutoConfigurations.of(DynaforgeAutoConfiguration.class,
            DynaforgeRepositoriesAutoConfiguration.class, DynaforgeHealthAutoConfiguration.class))
        .withInitializer(new LocalDynamoDbInitializer()) // which also sets dynaforge.create-tables=true
        .withUserConfiguration(Application.class)
        .withPropertyValues("dynaforge.table-prefix=" + tables.prefix());
  }

  @AfterEach
  void dropTables() {
    tables.close();
  }

  @Test
  void noneLeavesTheTablesAloneAndWinsOverCreateTables() {
    runner.withPropertyValues("dynaforge.schema-action=none").run(context -> {
      assertThat(context).hasNotFailed();
      assertThat(tables.existing()).isEmpty();
    });
  }

  @Test
  void createMakesTheMissingTablesWithTheirIndexesAndLogsThem(CapturedOutput output) {
    runner.withPropertyValues("dynaforge.schema-action=create", "dynaforge.create-tables=false").run(context -> {
      assertThat(context).hasNotFailed();
      assertThat(tables.existing()).containsExactlyInAnyOrder(tables.name("crates"), tables.name("pallets"), tables.name("boot_parcels"),
          tables.name("lockers"));
      assertThat(byContents().indexStatus()).isEqualTo(IndexStatus.ACTIVE);
    });
    assertThat(output).contains("dynaforge.schema-action=create: created table '" + tables.name("crates")
        + "' with the indexes global by_contents");
  }

  @Test
  void createTablesTrueIsAnAliasOfCreate(CapturedOutput output) {
    runner.run(context -> {
      assertThat(context).hasNotFailed();
      assertThat(tables.existing()).containsExactlyInAnyOrder(tables.name("crates"), tables.name("pallets"), tables.name("boot_parcels"),
          tables.name("lockers"));
    });
    assertThat(output).contains("dynaforge.schema-action=create: created table '" + tables.name("pallets") + "'");
  }

  @Test
  void validateFailsStartUpWithTheWholeReportAndPassesOnceTheTablesMatch() {
    tables.createTable("crates", "id", null); // without the index by_contents
    runner.withPropertyValues("dynaforge.schema-action=validate").run(context -> {
      assertThat(context).hasFailed();
      Throwable failure = context.getStartupFailure();
      while (!(failure instanceof SchemaMismatchException) && failure.getCause() != null) {
        failure = failure.getCause();
      }
      assertThat(failure).isInstanceOf(SchemaMismatchException.class)
          .hasMessageContaining("dynaforge.schema-action=validate: the live tables differ from the models")
          .hasMessageContaining("- global secondary index 'by_contents' of table '" + tables.name("crates")
              + "' ([contents (S) HASH], projection ALL) is missing")
          .hasMessageContaining("- table '" + tables.name("pallets") + "' (entities Pallet) does not exist");
      assertThat(((SchemaMismatchException) failure).differences()).hasSize(4); // crates' index, pallets, boot_parcels, lockers
      assertThat(tables.existing()).as("validate changes nothing").containsExactly(tables.name("crates"));
    });
    runner.withPropertyValues("dynaforge.schema-action=update").run(context -> assertThat(context).hasNotFailed());
    runner.withPropertyValues("dynaforge.schema-action=validate").run(context -> assertThat(context).hasNotFailed());
  }

  @Test
  void updateAddsTheMissingIndexAndLogsEachChange(CapturedOutput output) {
    tables.createTable("crates", "id", null);
    runner.withPropertyValues("dynaforge.schema-action=update").run(context -> {
      assertThat(context).hasNotFailed();
      assertThat(byContents().indexStatus()).isEqualTo(IndexStatus.ACTIVE);
      assertThat(tables.existing()).containsExactlyInAnyOrder(tables.name("crates"), tables.name("pallets"), tables.name("boot_parcels"),
          tables.name("lockers"));
    });
    assertThat(output).contains(
        "dynaforge.schema-action=update: created table '" + tables.name("pallets") + "'",
        "dynaforge.schema-action=update: added global secondary index 'by_contents' [contents (S) HASH] to table '"
            + tables.name("crates") + "'");
  }

  @Test
  void updateFailsStartUpOnWhatCannotChangeInPlace() {
    tables.createTable("pallets", "palletId", null);
    runner.withPropertyValues("dynaforge.schema-action=update").run(context -> {
      assertThat(context).hasFailed();
      assertThat(context.getStartupFailure()).rootCause().isInstanceOf(SchemaMismatchException.class)
          .hasMessageContaining("table '" + tables.name("pallets") + "' has the key schema [palletId (S) HASH] but the"
              + " model declares [id (S) HASH]; a key schema cannot be changed, the table must be recreated");
      assertThat(tables.existing()).as("nothing was created").containsExactly(tables.name("pallets"));
    });
  }

  @Test
  void theHealthIndicatorReportsSchemaDifferencesAsDetails() {
    tables.createTable("crates", "id", null);
    tables.createTable("pallets", "id", null);
    tables.createTable(software.amazon.awssdk.services.dynamodb.model.CreateTableRequest.builder()
        .tableName("boot_parcels").keySchema(k -> k.attributeName("id").keyType("HASH"))
        .attributeDefinitions(a -> a.attributeName("id").attributeType("S")).billingMode("PAY_PER_REQUEST")
        .streamSpecification(st -> st.streamEnabled(true).streamViewType("NEW_AND_OLD_IMAGES")).build());
    tables.createTable(software.amazon.awssdk.services.dynamodb.model.CreateTableRequest.builder()
        .tableName("lockers").keySchema(k -> k.attributeName("id").keyType("HASH"))
        .attributeDefinitions(a -> a.attributeName("id").attributeType("S")).billingMode("PAY_PER_REQUEST")
        .streamSpecification(st -> st.streamEnabled(true).streamViewType("NEW_AND_OLD_IMAGES")).build());
    runner.withPropertyValues("dynaforge.schema-action=none").run(context -> {
      Health health = context.getBean("dynaforgeHealthIndicator", HealthIndicator.class).health(true);
      assertThat(health.getStatus()).isEqualTo(Status.UP);
      assertThat(health.getDetails().get("schema")).isEqualTo(List.of("global secondary index 'by_contents' of table '"
          + tables.name("crates") + "' ([contents (S) HASH], projection ALL) is missing"));
    });
    runner.withPropertyValues("dynaforge.schema-action=update").run(context -> {
      Health health = context.getBean("dynaforgeHealthIndicator", HealthIndicator.class).health(true);
      assertThat(health.getDetails().get("schema")).isEqualTo("valid");
    });
  }

  private GlobalSecondaryIndexDescription byContents() {
    return client.describeTable(r -> r.tableName(tables.name("crates"))).table().globalSecondaryIndexes().get(0);
  }
}
