package io.dynaforge.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.boot.sample.Crate;
import io.dynaforge.boot.sample.CrateRepository;
import io.dynaforge.core.ConsumedCapacityListener;
import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.LocalDynamoDbInitializer;
import io.dynaforge.testing.TestTables;
import io.micrometer.common.KeyValue;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationHandler;
import io.micrometer.observation.ObservationRegistry;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;

/** Issue 24: {@code dynaforge.observations.enabled} and {@code dynaforge.consumed-capacity.enabled}. */
class ObservabilityPropertiesTest {

  static TestTables tables;

  /** The starter against the shared local server; the models' tables created under a prefix of this test. */
  private ApplicationContextRunner local() {
    return new ApplicationContextRunner()
        .withConfiguration(AutoConfigurations.of(DynaforgeAutoConfiguration.class,
            DynaforgeRepositoriesAutoConfiguration.class))
        .withInitializer(new LocalDynamoDbInitializer())
        .withUserConfiguration(DynaforgeAutoConfigurationTest.Application.class)
        .withPropertyValues("dynaforge.table-prefix=" + tables.prefix());
  }

  @BeforeAll
  static void tables() {
    tables = new TestTables(LocalDynamoDb.shared().client(), "Observability");
  }

  @AfterAll
  static void drop() {
    tables.close();
  }

  /** A registry that keeps the names and keys of the observations that stopped. */
  static ObservationRegistry recording(List<Observation.Context> stopped) {
    ObservationRegistry registry = ObservationRegistry.create();
    registry.observationConfig().observationHandler(new ObservationHandler<>() {
      @Override
      public boolean supportsContext(Observation.Context context) {
        return true;
      }

      @Override
      public void onStop(Observation.Context context) {
        stopped.add(context);
      }
    });
    return registry;
  }

  @Test
  void theApplicationsObservationRegistryObservesEveryRequest() {
    List<Observation.Context> stopped = new CopyOnWriteArrayList<>();
    local().withBean(ObservationRegistry.class, () -> recording(stopped)).run(context -> {
      assertThat(context).hasNotFailed();
      stopped.clear(); // the schema check at start
      context.getBean(CrateRepository.class).save(new Crate("o-1", "figs"));
      assertThat(stopped).hasSize(1);
      assertThat(stopped.get(0).getName()).isEqualTo("dynaforge.request");
      assertThat(stopped.get(0).getLowCardinalityKeyValues()).contains(KeyValue.of("db.operation", "PutItem"),
          KeyValue.of("db.dynamodb.table", tables.name("crates")), KeyValue.of("dynaforge.method", "CrateRepository.save"));
    });
  }

  @Test
  void observationsOffLeavesTheRegistryUnused() {
    List<Observation.Context> stopped = new CopyOnWriteArrayList<>();
    local().withBean(ObservationRegistry.class, () -> recording(stopped))
        .withPropertyValues("dynaforge.observations.enabled=false").run(context -> {
          assertThat(context).hasNotFailed();
          context.getBean(CrateRepository.class).save(new Crate("o-2", "figs"));
          assertThat(context.getBean(CrateRepository.class).findById("o-2")).isPresent();
          assertThat(stopped).isEmpty();
        });
  }

  @Test
  void consumedCapacityIsASummaryTaggedWithTableOperationAndMethod() {
    local().withBean(MeterRegistry.class, SimpleMeterRegistry::new)
        .withPropertyValues("dynaforge.consumed-capacity.enabled=true").run(context -> {
          assertThat(context).hasNotFailed();
          CrateRepository crates = context.getBean(CrateRepository.class);
          crates.save(new Crate("o-3", "plums"));
          crates.findById("o-3");
          context.getBean(DynamoDbOperations.class).findById(Crate.class, "o-3");
          MeterRegistry meters = context.getBean(MeterRegistry.class);
          DistributionSummary save = meters.find("dynaforge.consumed.capacity").tag("table", tables.name("crates"))
              .tag("operation", "PutItem").tag("method", "CrateRepository.save").summary();
          assertThat(save).isNotNull();
          assertThat(save.count()).isEqualTo(1);
          assertThat(save.totalAmount()).isPositive();
          assertThat(save.getId().getBaseUnit()).isEqualTo("capacity.units");
          assertThat(meters.find("dynaforge.consumed.capacity").tag("operation", "GetItem")
              .tag("method", "CrateRepository.findById").summary()).isNotNull();
          assertThat(meters.find("dynaforge.consumed.capacity").tag("operation", "GetItem")
              .tag("method", "template").summary()).isNotNull();
        });
  }

  @Test
  void bothPropertiesHaveConfigurationMetadataWithTheirDefaults() throws java.io.IOException {
    try (java.io.InputStream in = getClass().getResourceAsStream("/META-INF/spring-configuration-metadata.json")) {
      String json = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).replaceAll("\\s+", "");
      assertThat(json).containsPattern("\"name\":\"dynaforge.observations.enabled\"[^}]*\"defaultValue\":true")
          .containsPattern("\"name\":\"dynaforge.consumed-capacity.enabled\"[^}]*\"defaultValue\":false");
    }
  }

  @Test
  void withoutMicrometersCoreOnTheClassPathListenerBeansStillGetTheCapacity() {
    List<ConsumedCapacity> reported = new CopyOnWriteArrayList<>();
    local().withClassLoader(new FilteredClassLoader(MeterRegistry.class))
        .withBean(MeterRegistry.class, SimpleMeterRegistry::new)
        .withBean(ConsumedCapacityListener.class, () -> (request, capacity) -> reported.add(capacity))
        .withPropertyValues("dynaforge.consumed-capacity.enabled=true").run(context -> {
          assertThat(context).hasNotFailed();
          context.getBean(CrateRepository.class).save(new Crate("o-5", "dates"));
          assertThat(reported).singleElement().satisfies(c -> assertThat(c.capacityUnits()).isPositive());
          // the application's class loader has no Micrometer core: no summary
          assertThat(context.getBean(MeterRegistry.class).find("dynaforge.consumed.capacity").meters()).isEmpty();
        });
  }

  @Test
  void consumedCapacityIsOffByDefault() {
    local().withBean(MeterRegistry.class, SimpleMeterRegistry::new).run(context -> {
      assertThat(context).hasNotFailed();
      context.getBean(CrateRepository.class).save(new Crate("o-4", "plums"));
      assertThat(context.getBean(MeterRegistry.class).find("dynaforge.consumed.capacity").meters()).isEmpty();
    });
  }
}
