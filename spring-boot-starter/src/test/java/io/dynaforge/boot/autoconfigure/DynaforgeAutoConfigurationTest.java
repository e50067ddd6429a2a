package io.dynaforge.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.boot.sample.Crate;
import io.dynaforge.boot.sample.CrateLabels;
import io.dynaforge.boot.sample.CrateLabels_Impl;
import io.dynaforge.boot.sample.CrateRepository;
import io.dynaforge.boot.sample.CrateRepository_Impl;
import io.dynaforge.boot.sample.other.PalletRepository;
import io.dynaforge.config.EnableDynamoDbRepositories;
import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.core.TableNameResolver;
import io.dynaforge.extension.DynamoDbExtension;
import io.dynaforge.extension.WriteContext;
import io.dynaforge.extension.WriteModification;
import io.dynaforge.repository.DynamoDbRepository;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.LocalDynamoDbInitializer;
import io.dynaforge.testing.TestTables;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurationPackage;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.boot.health.contributor.Status;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Every condition and property of the auto-configuration. */
class DynaforgeAutoConfigurationTest {

  private final ApplicationContextRunner base = new ApplicationContextRunner()
      .withConfiguration(AutoConfigurations.of(DynaforgeAutoConfiguration.class,
          DynaforgeRepositoriesAutoConfiguration.class, DynaforgeHealthAutoConfiguration.class));

  /** Contexts that send no request: a region so that the client can be built, no endpoint. */
  private final ApplicationContextRunner runner = base.withPropertyValues("dynaforge.region=eu-west-1");

  /** An application whose package is io.dynaforge.boot.sample (with the sub-package other). */
  @Configuration(proxyBeanMethods = false)
  @AutoConfigurationPackage(basePackageClasses = CrateRepository.class)
  static class Application {}

  @Configuration(proxyBeanMethods = false)
  @AutoConfigurationPackage(basePackageClasses = CrateRepository.class)
  @EnableDynamoDbRepositories(basePackageClasses = PalletRepository.class)
  static class ApplicationWithOwnRepositories {}

  @Test
  void definesTheClientAndTheTemplate() {
    runner.run(context -> {
      assertThat(context).hasSingleBean(DynamoDbClient.class).hasSingleBean(DynamoDbOperations.class)
          .hasBean("dynamoDbTemplate").hasSingleBean(DynaforgeSchemaInitializer.class);
      assertThat(context.getBean(DynamoDbOperations.class)).isInstanceOf(DynamoDbTemplate.class);
      DynamoDbClient client = context.getBean(DynamoDbClient.class);
      assertThat(client.serviceClientConfiguration().region()).isEqualTo(Region.EU_WEST_1);
      assertThat(client.serviceClientConfiguration().endpointOverride()).isEmpty();
      assertThat(context.getBean(DynamoDbOperations.class).getTableName(Crate.class)).isEqualTo("crates");
    });
  }

  @Test
  void endpointAndRegionConfigureTheClient() {
    runner.withPropertyValues("dynaforge.endpoint=http://localhost:8000", "dynaforge.region=ap-south-1")
        .run(context -> {
          DynamoDbClient client = context.getBean(DynamoDbClient.class);
          assertThat(client.serviceClientConfiguration().endpointOverride()).contains(URI.create("http://localhost:8000"));
          assertThat(client.serviceClientConfiguration().region()).isEqualTo(Region.AP_SOUTH_1);
        });
  }

  @Test
  void tablePrefixResolvesTableNamesAndATableNameResolverBeanWins() {
    runner.withPropertyValues("dynaforge.table-prefix=dev-").run(context ->
        assertThat(context.getBean(DynamoDbOperations.class).getTableName(Crate.class)).isEqualTo("dev-crates"));
    runner.withPropertyValues("dynaforge.table-prefix=dev-")
        .withBean(TableNameResolver.class, () -> TableNameResolver.suffix("-qa"))
        .run(context ->
            assertThat(context.getBean(DynamoDbOperations.class).getTableName(Crate.class)).isEqualTo("crates-qa"));
  }

  @Test
  void theApplicationsClientWins() {
    DynamoDbClient own = DynamoDbClient.builder().region(Region.US_WEST_2).build();
    runner.withBean("ownClient", DynamoDbClient.class, () -> own).run(context -> {
      assertThat(context).hasSingleBean(DynamoDbClient.class);
      assertThat(context.getBean(DynamoDbOperations.class).getClient()).isSameAs(own);
    });
  }

  @Test
  void theApplicationsOperationsWinAndTheRepositoriesUseThem() {
    runner.withUserConfiguration(Application.class)
        .withBean("myOperations", DynamoDbOperations.class,
            () -> DynamoDbTemplate.builder(DynamoDbClient.builder().region(Region.US_WEST_2).build())
                .tableNameResolver(TableNameResolver.prefix("mine-")).build())
        .run(context -> {
          assertThat(context).hasSingleBean(DynamoDbOperations.class).doesNotHaveBean("dynamoDbTemplate");
          assertThat(context).hasSingleBean(CrateRepository.class);
        });
  }

  @Test
  void registersTheGeneratedRepositoriesOfTheApplicationPackages() {
    runner.withUserConfiguration(Application.class).run(context -> {
      assertThat(context.getBeansOfType(DynamoDbRepository.class))
          .containsOnlyKeys("crateRepository", "palletRepository");
      assertThat(context.getBean(CrateRepository.class)).isExactlyInstanceOf(CrateRepository_Impl.class);
    });
  }

  /** Spring Data's own interfaces over a Dynaforge entity are beans too, of exactly their interface. */
  @Test
  void registersSelectiveRepositoriesAsBeans() {
    runner.withUserConfiguration(Application.class).run(context -> {
      assertThat(context).hasSingleBean(CrateLabels.class);
      assertThat(context.getBean(CrateLabels.class)).isExactlyInstanceOf(CrateLabels_Impl.class)
          .isNotInstanceOf(DynamoDbRepository.class);
      assertThat(context.getBeanNamesForType(CrateLabels.class)).containsExactly("crateLabels");
    });
  }

  @Test
  void aSelectiveRepositoryBeanSavesAndReads() {
    try (TestTables tables = new TestTables(LocalDynamoDb.shared().client(), "DynaforgeAutoConfigurationTest")) {
      base.withInitializer(new LocalDynamoDbInitializer()).withUserConfiguration(Application.class)
          .withPropertyValues("dynaforge.table-prefix=" + tables.prefix())
          .run(context -> {
            assertThat(context).hasNotFailed();
            CrateLabels labels = context.getBean(CrateLabels.class);
            labels.save(new Crate("l1", "plums"));
            assertThat(labels.findById("l1")).contains(new Crate("l1", "plums"));
            assertThat(context.getBean(CrateRepository.class).findById("l1")).contains(new Crate("l1", "plums"));
          });
    }
  }

  @Test
  void theApplicationsEnableDynamoDbRepositoriesWins() {
    runner.withUserConfiguration(ApplicationWithOwnRepositories.class).run(context ->
        assertThat(context.getBeansOfType(DynamoDbRepository.class)).containsOnlyKeys("palletRepository"));
  }

  @Test
  void repositoriesEnabledFalseRegistersNone() {
    runner.withUserConfiguration(Application.class).withPropertyValues("dynaforge.repositories.enabled=false")
        .run(context -> assertThat(context).doesNotHaveBean(DynamoDbRepository.class)
            .hasSingleBean(DynamoDbOperations.class));
  }

  @Test
  void noRepositoriesWithoutApplicationPackages() {
    runner.run(context -> assertThat(context).doesNotHaveBean(DynamoDbRepository.class));
  }

  @Test
  void createTablesCreatesTheModelsTablesAndAStartOnExistingTablesLeavesThemAlone() {
    try (TestTables tables = new TestTables(LocalDynamoDb.shared().client(), "DynaforgeAutoConfigurationTest")) {
      ApplicationContextRunner local = base.withInitializer(new LocalDynamoDbInitializer())
          .withUserConfiguration(Application.class)
          .withPropertyValues("dynaforge.table-prefix=" + tables.prefix());
      local.run(context -> {
        assertThat(context).hasNotFailed();
        assertThat(tables.existing()).containsExactlyInAnyOrder(tables.name("crates"), tables.name("pallets"), tables.name("boot_parcels"),
            tables.name("lockers"));
        context.getBean(CrateRepository.class).save(new Crate("c1", "pears"));
      });
      local.run(context -> { // the tables exist: nothing is created, nothing is lost
        assertThat(context).hasNotFailed();
        assertThat(context.getBean(CrateRepository.class).findById("c1")).contains(new Crate("c1", "pears"));
      });
      local.withPropertyValues("dynaforge.create-tables=false", "dynaforge.table-prefix=" + tables.prefix() + "x-")
          .run(context -> assertThat(tables.existing()).hasSize(4));
    }
  }

  /** Appends its letter to a put's {@code contents}. */
  static class Appender implements DynamoDbExtension {
    private final String letter;

    Appender(String letter) {
      this.letter = letter;
    }

    @Override
    public WriteModification beforeWrite(WriteContext context) {
      Map<String, AttributeValue> item = new java.util.HashMap<>(context.item());
      item.put("contents", AttributeValue.fromS(item.get("contents").s() + letter));
      return WriteModification.builder().item(item).build();
    }
  }

  @Order(2)
  static class Second extends Appender {
    Second() {
      super("2");
    }
  }

  @Order(1)
  static class First extends Appender {
    First() {
      super("1");
    }
  }

  /** Declared out of order: the unordered one last, then @Order(2) before @Order(1). */
  @Configuration(proxyBeanMethods = false)
  static class Extensions {
    @Bean
    Appender unordered() {
      return new Appender("u");
    }

    @Bean
    Second second() {
      return new Second();
    }

    @Bean
    First first() {
      return new First();
    }
  }

  @Test
  void everyDynamoDbExtensionBeanIsAppliedInOrder() {
    try (TestTables tables = new TestTables(LocalDynamoDb.shared().client(), "DynaforgeExtensions")) {
      base.withInitializer(new LocalDynamoDbInitializer())
          .withUserConfiguration(Application.class, Extensions.class)
          .withPropertyValues("dynaforge.table-prefix=" + tables.prefix())
          .run(context -> {
            assertThat(context).hasNotFailed();
            context.getBean(CrateRepository.class).save(new Crate("e1", "x"));
            assertThat(context.getBean(CrateRepository.class).findById("e1")).contains(new Crate("e1", "x12u"));
          });
    }
  }

  @Test
  void healthIsUpWhenTheTablesAnswerAndDownWhenOneIsMissing() {
    try (TestTables tables = new TestTables(LocalDynamoDb.shared().client(), "DynaforgeHealth")) {
      ApplicationContextRunner local = base.withInitializer(new LocalDynamoDbInitializer())
          .withPropertyValues("dynaforge.table-prefix=" + tables.prefix());
      local.run(context -> {
        Health health = context.getBean("dynaforgeHealthIndicator", HealthIndicator.class).health(true);
        assertThat(health.getStatus()).isEqualTo(Status.UP);
        assertThat(health.getDetails().get("tables")).isEqualTo(Map.of(tables.name("crates"), "ACTIVE",
            tables.name("pallets"), "ACTIVE", tables.name("boot_parcels"), "ACTIVE", tables.name("lockers"), "ACTIVE"));
      });
      tables.dropAll();
      local.withPropertyValues("dynaforge.create-tables=false").run(context -> {
        Health health = context.getBean("dynaforgeHealthIndicator", HealthIndicator.class).health(true);
        assertThat(health.getStatus()).isEqualTo(Status.DOWN);
        assertThat(health.getDetails().get("tables")).isEqualTo(Map.of(tables.name("crates"), "missing",
            tables.name("pallets"), "missing", tables.name("boot_parcels"), "missing", tables.name("lockers"), "missing"));
      });
    }
  }

  @Test
  void noHealthIndicatorWithoutActuatorOrWhenDisabled() {
    runner.withClassLoader(new FilteredClassLoader(HealthIndicator.class))
        .run(context -> assertThat(context).doesNotHaveBean("dynaforgeHealthIndicator"));
    runner.withPropertyValues("management.health.dynaforge.enabled=false")
        .run(context -> assertThat(context).doesNotHaveBean("dynaforgeHealthIndicator"));
    runner.run(context -> assertThat(context).hasBean("dynaforgeHealthIndicator"));
  }

  @Test
  void thePropertiesHaveConfigurationMetadata() throws IOException {
    try (InputStream in = getClass().getResourceAsStream("/META-INF/spring-configuration-metadata.json")) {
      String json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      assertThat(json).contains("\"dynaforge.endpoint\"", "\"dynaforge.region\"", "\"dynaforge.table-prefix\"",
          "\"dynaforge.create-tables\"", "\"dynaforge.repositories.enabled\"", "\"dynaforge.schema-action\"");
      // the hints of additional-spring-configuration-metadata.json: the four values, each described
      assertThat(json).contains("\"value\": \"none\"", "\"value\": \"validate\"", "\"value\": \"create\"",
          "\"value\": \"update\"", "\"defaultValue\": \"none\"");
    }
  }
}
