package io.dynaforge.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.boot.sample.Crate;
import io.dynaforge.core.BatchRetryPolicy;
import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.testing.FaultProxy;
import io.dynaforge.testing.LocalDynamoDb;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.dao.TransientDataAccessResourceException;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** {@code dynaforge.client.*} and {@code dynaforge.batch.*}: what the starter's client and template retry. */
class ClientRetryPropertiesTest {

  private final ApplicationContextRunner runner = new ApplicationContextRunner()
      .withConfiguration(AutoConfigurations.of(DynaforgeAutoConfiguration.class))
      .withPropertyValues("dynaforge.region=eu-west-1");

  @Test
  void theDefaultsAreTheStandardModeThreeAttemptsAndBoundedCalls() {
    runner.run(context -> {
      ClientOverrideConfiguration c = context.getBean(DynamoDbClient.class).serviceClientConfiguration()
          .overrideConfiguration();
      assertThat(c.retryStrategy()).hasValueSatisfying(s -> assertThat(s.maxAttempts()).isEqualTo(3));
      assertThat(c.apiCallTimeout()).contains(Duration.ofSeconds(30));
      assertThat(c.apiCallAttemptTimeout()).contains(Duration.ofSeconds(10));
      DynaforgeProperties properties = context.getBean(DynaforgeProperties.class);
      assertThat(new BatchRetryPolicy(properties.getBatch().getMaxAttempts(), properties.getBatch().getBaseDelay(),
          properties.getBatch().getMaxDelay())).isEqualTo(BatchRetryPolicy.defaults());
    });
  }

  @Test
  void thePropertiesSetTheClientsRetriesAndTimeouts() {
    runner.withPropertyValues("dynaforge.client.retry-mode=adaptive", "dynaforge.client.max-attempts=6",
        "dynaforge.client.api-call-timeout=4s", "dynaforge.client.api-call-attempt-timeout=750ms",
        "dynaforge.batch.max-attempts=2", "dynaforge.batch.base-delay=10ms").run(context -> {
          ClientOverrideConfiguration c = context.getBean(DynamoDbClient.class).serviceClientConfiguration()
              .overrideConfiguration();
          assertThat(c.retryStrategy()).hasValueSatisfying(s -> assertThat(s.maxAttempts()).isEqualTo(6));
          assertThat(c.apiCallTimeout()).contains(Duration.ofSeconds(4));
          assertThat(c.apiCallAttemptTimeout()).contains(Duration.ofMillis(750));
          assertThat(context.getBean(DynaforgeProperties.class).getBatch().getMaxAttempts()).isEqualTo(2);
        });
  }

  @Test
  void aThrottleIsRetriedAsOftenAsConfiguredThenTransient() {
    try (FaultProxy proxy = FaultProxy.start(LocalDynamoDb.shared().endpoint()).throttle(1.0).onlyFor("GetItem")) {
      runner.withBean(AwsCredentialsProvider.class,
              () -> StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")))
          .withPropertyValues("dynaforge.endpoint=" + proxy.endpoint(), "dynaforge.client.max-attempts=2",
          "dynaforge.create-tables=false").run(context -> {
            DynamoDbOperations operations = context.getBean(DynamoDbOperations.class);
            assertThatThrownBy(() -> operations.findById(Crate.class, "c-1"))
                .isInstanceOf(TransientDataAccessResourceException.class);
            assertThat(proxy.requests()).containsEntry("GetItem", 2);
          });
    }
  }
}
