package io.dynaforge.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.boot.sample.Crate;
import io.dynaforge.boot.sample.CrateRepository;
import io.dynaforge.boot.reactivesample.CrateLookup;
import io.dynaforge.boot.reactivesample.CrateLookup_Impl;
import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.core.TableNameResolver;
import io.dynaforge.extension.DynamoDbExtension;
import io.dynaforge.extension.WriteContext;
import io.dynaforge.extension.WriteModification;
import io.dynaforge.reactive.ReactiveDynamoDbOperations;
import io.dynaforge.reactive.ReactiveDynamoDbTemplate;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.LocalDynamoDbInitializer;
import io.dynaforge.testing.TestTables;
import java.net.URI;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurationPackage;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Configuration;
import reactor.test.StepVerifier;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The non-blocking client, the reactive template and the reactive repositories, when dynaforge-reactive is there. */
class DynaforgeReactiveAutoConfigurationTest {

  private final ApplicationContextRunner base = new ApplicationContextRunner()
      .withConfiguration(AutoConfigurations.of(DynaforgeAutoConfiguration.class,
          DynaforgeReactiveAutoConfiguration.class, DynaforgeRepositoriesAutoConfiguration.class));

  /** Contexts that send no request: a region so that the clients can be built, no endpoint. */
  private final ApplicationContextRunner runner = base.withPropertyValues("dynaforge.region=eu-west-1");

  /** An application whose packages are io.dynaforge.boot.sample (blocking) and io.dynaforge.boot.reactivesample. */
  @Configuration(proxyBeanMethods = false)
  @AutoConfigurationPackage(basePackageClasses = {CrateRepository.class, CrateLookup.class})
  static class Application {}

  @Test
  void definesTheAsyncClientAndTheReactiveTemplateNextToTheBlockingOnes() {
    runner.run(context -> {
      assertThat(context).hasSingleBean(DynamoDbAsyncClient.class).hasSingleBean(ReactiveDynamoDbOperations.class)
          .hasBean("reactiveDynamoDbTemplate").hasSingleBean(DynamoDbClient.class)
          .hasSingleBean(DynamoDbOperations.class);
      assertThat(context.getBean(ReactiveDynamoDbOperations.class)).isInstanceOf(ReactiveDynamoDbTemplate.class);
      DynamoDbAsyncClient client = context.getBean(DynamoDbAsyncClient.class);
      assertThat(client.serviceClientConfiguration().region()).isEqualTo(Region.EU_WEST_1);
      assertThat(client.serviceClientConfiguration().endpointOverride()).isEmpty();
      assertThat(context.getBean(ReactiveDynamoDbOperations.class).getTableName(Crate.class)).isEqualTo("crates");
    });
  }

  @Test
  void theClientPropertiesConfigureTheAsyncClientToo() {
    runner.withPropertyValues("dynaforge.endpoint=http://localhost:8000", "dynaforge.region=ap-south-1",
        "dynaforge.client.max-attempts=6", "dynaforge.client.api-call-timeout=4s",
        "dynaforge.client.api-call-attempt-timeout=750ms").run(context -> {
          DynamoDbAsyncClient client = context.getBean(DynamoDbAsyncClient.class);
          assertThat(client.serviceClientConfiguration().endpointOverride())
              .contains(URI.create("http://localhost:8000"));
          assertThat(client.serviceClientConfiguration().region()).isEqualTo(Region.AP_SOUTH_1);
          ClientOverrideConfiguration c = client.serviceClientConfiguration().overrideConfiguration();
          assertThat(c.retryStrategy()).hasValueSatisfying(s -> assertThat(s.maxAttempts()).isEqualTo(6));
          assertThat(c.apiCallTimeout()).contains(Duration.ofSeconds(4));
          assertThat(c.apiCallAttemptTimeout()).contains(Duration.ofMillis(750));
        });
  }

  @Test
  void tablePrefixAndATableNameResolverBeanApplyAsToTheBlockingTemplate() {
    runner.withPropertyValues("dynaforge.table-prefix=dev-").run(context -> assertThat(
        context.getBean(ReactiveDynamoDbOperations.class).getTableName(Crate.class)).isEqualTo("dev-crates"));
    runner.withPropertyValues("dynaforge.table-prefix=dev-")
        .withBean(TableNameResolver.class, () -> TableNameResolver.suffix("-qa"))
        .run(context -> assertThat(context.getBean(ReactiveDynamoDbOperations.class).getTableName(Crate.class))
            .isEqualTo("crates-qa"));
  }

  @Test
  void nothingReactiveWithoutDynaforgeReactiveOnTheClassPath() {
    runner.withUserConfiguration(Application.class)
        .withClassLoader(new FilteredClassLoader(ReactiveDynamoDbTemplate.class))
        .run(context -> {
          assertThat(context).hasNotFailed().doesNotHaveBean(DynamoDbAsyncClient.class)
              .doesNotHaveBean(ReactiveDynamoDbOperations.class).doesNotHaveBean("reactiveDynamoDbTemplate")
              .doesNotHaveBean(CrateLookup.class);
          assertThat(context).hasSingleBean(DynamoDbOperations.class).hasSingleBean(CrateRepository.class);
        });
  }

  @Test
  void theApplicationsBeansWin() {
    DynamoDbAsyncClient own = DynamoDbAsyncClient.builder().region(Region.US_WEST_2).build();
    runner.withBean("ownAsyncClient", DynamoDbAsyncClient.class, () -> own).run(context -> {
      assertThat(context).hasSingleBean(DynamoDbAsyncClient.class);
      assertThat(((ReactiveDynamoDbTemplate) context.getBean(ReactiveDynamoDbOperations.class)).getClient())
          .isSameAs(own);
    });
    runner.withUserConfiguration(Application.class)
        .withBean("myReactiveOperations", ReactiveDynamoDbOperations.class,
            () -> ReactiveDynamoDbTemplate.builder(own).tableNameResolver(TableNameResolver.prefix("mine-")).build())
        .run(context -> {
          assertThat(context).hasSingleBean(ReactiveDynamoDbOperations.class)
              .doesNotHaveBean("reactiveDynamoDbTemplate");
          // the reactive repositories use the application's operations
          assertThat(((CrateLookup_Impl) context.getBean(CrateLookup.class)).operations())
              .isSameAs(context.getBean("myReactiveOperations"));
        });
  }

  @Test
  void registersTheReactiveRepositoriesOfTheApplicationPackages() {
    runner.withUserConfiguration(Application.class).run(context -> {
      assertThat(context.getBeanNamesForType(CrateLookup.class)).containsExactly("crateLookup");
      assertThat(((CrateLookup_Impl) context.getBean(CrateLookup.class)).operations())
          .isSameAs(context.getBean("reactiveDynamoDbTemplate"));
    });
    runner.withUserConfiguration(Application.class).withPropertyValues("dynaforge.repositories.enabled=false")
        .run(context -> assertThat(context).doesNotHaveBean(CrateLookup.class));
  }

  @Test
  void withoutAReactiveTemplateTheReactiveRepositoriesAreLeftOutAndTheContextStarts() {
    new ApplicationContextRunner() // the reactive auto-configuration left out: no reactive template
        .withConfiguration(AutoConfigurations.of(DynaforgeAutoConfiguration.class,
            DynaforgeRepositoriesAutoConfiguration.class))
        .withPropertyValues("dynaforge.region=eu-west-1")
        .withUserConfiguration(Application.class)
        .run(context -> {
          assertThat(context).hasNotFailed().doesNotHaveBean(CrateLookup.class)
              .hasSingleBean(CrateRepository.class);
        });
  }

  /** Appends its letter to a put's {@code contents}. */
  static class Appender implements DynamoDbExtension {
    @Override
    public WriteModification beforeWrite(WriteContext context) {
      Map<String, AttributeValue> item = new HashMap<>(context.item());
      item.put("contents", AttributeValue.fromS(item.get("contents").s() + "!"));
      return WriteModification.builder().item(item).build();
    }
  }

  @Test
  void againstTheLocalServerTheReactiveTemplateAndRepositoriesWorkWithTheSameOptions() {
    try (TestTables tables = new TestTables(LocalDynamoDb.shared().client(), "DynaforgeReactiveAutoConfig")) {
      base.withInitializer(new LocalDynamoDbInitializer())
          .withUserConfiguration(Application.class)
          .withBean(Appender.class, Appender::new)
          .withPropertyValues("dynaforge.table-prefix=" + tables.prefix(), "dynaforge.schema-action=create")
          .run(context -> {
            assertThat(context).hasNotFailed();
            ReactiveDynamoDbOperations reactive = context.getBean(ReactiveDynamoDbOperations.class);
            StepVerifier.create(reactive.save(new Crate("r1", "plums"))).expectNextCount(1).verifyComplete();
            StepVerifier.create(context.getBean(CrateLookup.class).find("r1"))
                .expectNext(new Crate("r1", "plums!")) // the extension bean applied
                .verifyComplete();
            // one table, seen by both templates
            assertThat(context.getBean(CrateRepository.class).findById("r1")).contains(new Crate("r1", "plums!"));
          });
    }
  }
}
