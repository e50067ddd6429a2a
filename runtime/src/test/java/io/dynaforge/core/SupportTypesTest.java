package io.dynaforge.core;

import io.dynaforge.mapping.AttributeValueConversions;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class SupportTypesTest {

  @Test
  void plainValuesConvert() {
    assertThat(AttributeValueConversions.toAttributeValue(Set.of("a"))).isEqualTo(AttributeValue.fromSs(List.of("a")));
    assertThat(AttributeValueConversions.toAttributeValue(List.of(1, "x")))
        .isEqualTo(AttributeValue.fromL(List.of(AttributeValue.fromN("1"), AttributeValue.fromS("x"))));
    assertThat(AttributeValueConversions.toAttributeValue(null).nul()).isTrue();
    assertThatThrownBy(() -> AttributeValueConversions.toAttributeValue(new Object()))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void backoffGrowsExponentiallyWithJitterAndCap() {
    BatchRetryPolicy policy = BatchRetryPolicy.defaults();
    assertThat(policy.maxAttempts()).isEqualTo(8);
    for (int i = 0; i < 50; i++) {
      assertThat(policy.delayBeforeRetry(1)).isBetween(Duration.ofMillis(25), Duration.ofMillis(50));
      assertThat(policy.delayBeforeRetry(3)).isBetween(Duration.ofMillis(100), Duration.ofMillis(200));
      assertThat(policy.delayBeforeRetry(40)).isBetween(Duration.ofMillis(2500), Duration.ofSeconds(5));
    }
    assertThat(new BatchRetryPolicy(3, Duration.ZERO, Duration.ZERO).delayBeforeRetry(2)).isZero();
  }

  @Test
  void tableNameResolvers() {
    assertThat(TableNameResolver.prefix("dev-").resolve("orders")).isEqualTo("dev-orders");
    assertThat(TableNameResolver.identity().resolve("orders")).isEqualTo("orders");
  }
}
