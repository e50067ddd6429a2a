package io.dynaforge.stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.StreamRecord;

class DeliveryPolicyTest {

  private static final Record RECORD = Record.builder().dynamodb(StreamRecord.builder().sequenceNumber("7").build())
      .build();
  private static final Function<Record, ChangeEvent<?>> DECODE = r -> null;

  @Test
  void defaultsAreThreeAttemptsAndABackoffFrom100msDoublingTo5sWithoutADeadLetter() {
    DeliveryPolicy policy = DeliveryPolicy.defaults();
    assertThat(policy.maxAttempts()).isEqualTo(3);
    assertThat(policy.hasDeadLetter()).isFalse();
    assertThat(policy.backoff(1)).isEqualTo(Duration.ofMillis(100));
    assertThat(policy.backoff(2)).isEqualTo(Duration.ofMillis(200));
    assertThat(policy.backoff(6)).isEqualTo(Duration.ofMillis(3200));
    assertThat(policy.backoff(7)).isEqualTo(Duration.ofSeconds(5));
    assertThat(policy.backoff(10_000)).isEqualTo(Duration.ofSeconds(5));
  }

  @Test
  void withoutADeadLetterAChangeIsNeverGivenUp() {
    PendingChange change = new PendingChange(DeliveryPolicy.builder().maxAttempts(1).build(), RECORD, "t");
    for (int i = 0; i < 50; i++) {
      assertThat(change.attempt(DECODE, e -> {
        throw new IllegalStateException("down");
      })).isEqualTo(PendingChange.Outcome.RETRY);
    }
    assertThat(change.attempts()).isEqualTo(50);
    assertThat(change.attempt(DECODE, e -> {})).isEqualTo(PendingChange.Outcome.DELIVERED);
  }

  @Test
  void withADeadLetterTheChangeGoesThereAfterMaxAttemptsAndARefusingDeadLetterKeepsIt() {
    List<FailedChange> dead = new ArrayList<>();
    boolean[] refuse = {true};
    DeliveryPolicy policy = DeliveryPolicy.builder().maxAttempts(2).deadLetter(f -> {
      if (refuse[0]) {
        throw new IllegalStateException("queue down");
      }
      dead.add(f);
    }).build();
    PendingChange change = new PendingChange(policy, RECORD, "t");
    ChangeDispatcher failing = e -> {
      throw new IllegalStateException("poison");
    };
    assertThat(change.attempt(DECODE, failing)).isEqualTo(PendingChange.Outcome.RETRY);
    assertThat(change.attempt(DECODE, failing)).as("the dead letter refused").isEqualTo(PendingChange.Outcome.RETRY);
    refuse[0] = false;
    assertThat(change.attempt(DECODE, failing)).isEqualTo(PendingChange.Outcome.DEAD_LETTERED);
    assertThat(dead).singleElement().satisfies(f -> {
      assertThat(f.attempts()).isEqualTo(3);
      assertThat(f.error()).hasMessage("poison");
      assertThat(f.record()).isSameAs(RECORD);
    });
  }

  @Test
  void theRecordIsDecodedOnceAndADecodingFailureIsAFailedAttempt() {
    int[] decodes = {0};
    PendingChange change = new PendingChange(DeliveryPolicy.defaults(), RECORD, "t");
    Function<Record, ChangeEvent<?>> decoder = r -> {
      if (decodes[0]++ == 0) {
        throw new IllegalStateException("bad image");
      }
      return null;
    };
    assertThat(change.attempt(decoder, e -> {})).isEqualTo(PendingChange.Outcome.RETRY);
    assertThat(change.attempt(decoder, e -> {
      throw new IllegalStateException("handler");
    })).isEqualTo(PendingChange.Outcome.RETRY);
    assertThat(change.attempt(decoder, e -> {})).isEqualTo(PendingChange.Outcome.DELIVERED);
    assertThat(decodes[0]).isEqualTo(2);
    assertThat(change.retryDelay()).isEqualTo(Duration.ofMillis(400));
  }

  @Test
  void badSettingsAreRefused() {
    assertThatThrownBy(() -> DeliveryPolicy.builder().maxAttempts(0)).hasMessageContaining("at least 1");
    assertThatThrownBy(() -> DeliveryPolicy.builder().backoff(Duration.ofSeconds(2), Duration.ofSeconds(1)))
        .hasMessageContaining("initial <= max");
  }
}
