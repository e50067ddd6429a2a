package io.dynaforge.stream.kcl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.amazonaws.services.dynamodbv2.streamsadapter.adapter.DynamoDBStreamsClientRecord;
import com.amazonaws.services.dynamodbv2.streamsadapter.processor.DynamoDBStreamsShardRecordProcessor;
import io.dynaforge.stream.ChangeDispatcher;
import io.dynaforge.stream.DeliveryPolicy;
import io.dynaforge.stream.FailedChange;
import io.dynaforge.stream.StreamDecoder;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.StreamRecord;
import software.amazon.kinesis.lifecycle.events.InitializationInput;
import software.amazon.kinesis.lifecycle.events.LeaseLostInput;
import software.amazon.kinesis.lifecycle.events.ProcessRecordsInput;
import software.amazon.kinesis.lifecycle.events.ShardEndedInput;
import software.amazon.kinesis.lifecycle.events.ShutdownRequestedInput;
import software.amazon.kinesis.processor.Checkpointer;
import software.amazon.kinesis.processor.PreparedCheckpointer;
import software.amazon.kinesis.processor.RecordProcessorCheckpointer;
import software.amazon.kinesis.processor.ShardRecordProcessor;
import software.amazon.kinesis.retrieval.KinesisClientRecord;

/**
 * The shard processor on hand-built batches (as the adapter delivers them), without a KCL scheduler: decoding
 * and dispatch in order, one checkpoint after each batch, retries under the {@link DeliveryPolicy} (its
 * backoff; no skip without a dead letter), the dead letter, an interrupted retry that
 * leaves the batch unchecked, and the lifecycle checkpoints (shard end, shutdown; none after a lost lease).
 */
class DispatchingRecordProcessorTest {

  private final List<String> seen = new CopyOnWriteArrayList<>();
  private final CountingCheckpointer checkpointer = new CountingCheckpointer();
  private ChangeDispatcher dispatcher = e -> seen.add(e.sequenceNumber() + " " + e.entityType().getSimpleName());
  private final DispatchingRecordProcessorFactory factory = new DispatchingRecordProcessorFactory(
      StreamDecoder.forTable("kcl_shop"), e -> dispatcher.dispatch(e)).retryDelay(Duration.ZERO);

  private ShardRecordProcessor processor() {
    ShardRecordProcessor processor = factory.shardRecordProcessor();
    processor.initialize(InitializationInput.builder().shardId("shardId-1").build());
    return processor;
  }

  @Test
  void theProcessorIsTheKindTheAdaptersSchedulerFactoryRequires() {
    assertThat(factory.shardRecordProcessor()).isInstanceOf(DynamoDBStreamsShardRecordProcessor.class);
    assertThat(factory.shardRecordProcessor()).isNotSameAs(factory.shardRecordProcessor());
  }

  @Test
  void aBatchIsDecodedAndDispatchedInOrderThenCheckpointedOnce() {
    ShardRecordProcessor processor = processor();
    processor.processRecords(batch(order("100", 1), item("200", "PROFILE"), order("300", 2)).build());
    processor.processRecords(batch().build());
    assertThat(seen).containsExactly("100 Order", "200 UnmappedItem", "300 Order");
    assertThat(checkpointer.checkpoints).isEqualTo(1);
  }

  @Test
  void aFailingDispatchIsTriedAgainUntilItSucceedsAndNothingIsSkipped() {
    int[] failures = {3};
    dispatcher = e -> {
      if (e.sequenceNumber().equals("200") && failures[0]-- > 0) {
        throw new IllegalStateException("not yet");
      }
      seen.add(e.sequenceNumber());
    };
    processor().processRecords(batch(order("100", 1), order("200", 2), order("300", 3)).build());
    assertThat(seen).containsExactly("100", "200", "300");
    assertThat(checkpointer.checkpoints).isEqualTo(1);
  }

  @Test
  void withADeadLetterAChangeThatKeepsFailingGoesThereAfterMaxAttemptsAndTheShardMovesOn() {
    List<FailedChange> dead = new ArrayList<>();
    factory.maxAttempts(3).deadLetter(dead::add);
    int[] attempts = {0};
    dispatcher = e -> {
      if (e.sequenceNumber().equals("200")) {
        attempts[0]++;
        throw new IllegalStateException("unlucky order");
      }
      seen.add(e.sequenceNumber());
    };
    processor().processRecords(batch(order("100", 1), order("200", 2), order("300", 3)).build());
    assertThat(seen).containsExactly("100", "300");
    assertThat(attempts[0]).isEqualTo(3);
    assertThat(dead).singleElement().satisfies(f -> {
      assertThat(f.attempts()).isEqualTo(3);
      assertThat(f.error()).hasMessage("unlucky order");
      assertThat(f.event().sequenceNumber()).isEqualTo("200");
      assertThat(f.record().dynamodb().keys().get("sk").s()).isEqualTo("ORDER#2");
    });
    assertThat(checkpointer.checkpoints).isEqualTo(1);
  }

  @Test
  void withoutADeadLetterMaxAttemptsDoesNotApplyAndNothingIsSkipped() {
    factory.maxAttempts(2);
    int[] failures = {7};
    dispatcher = e -> {
      if (e.sequenceNumber().equals("200") && failures[0]-- > 0) {
        throw new IllegalStateException("still failing");
      }
      seen.add(e.sequenceNumber());
    };
    processor().processRecords(batch(order("100", 1), order("200", 2), order("300", 3)).build());
    assertThat(failures[0]).as("every failure tried again, far past maxAttempts").isEqualTo(-1);
    assertThat(seen).containsExactly("100", "200", "300");
    assertThat(checkpointer.checkpoints).isEqualTo(1);
  }

  @Test
  void theWaitBetweenAttemptsIsThePolicysBackoffDoublingUpToItsMaximum() {
    factory.delivery(DeliveryPolicy.builder().backoff(Duration.ofMillis(30), Duration.ofMillis(60)).build());
    List<Long> attempts = new ArrayList<>();
    dispatcher = e -> {
      attempts.add(System.nanoTime());
      if (attempts.size() < 5) {
        throw new IllegalStateException("not yet");
      }
      seen.add(e.sequenceNumber());
    };
    processor().processRecords(batch(order("100", 1)).build());
    assertThat(seen).containsExactly("100");
    List<Long> waits = new ArrayList<>();
    for (int i = 1; i < attempts.size(); i++) {
      waits.add((attempts.get(i) - attempts.get(i - 1)) / 1_000_000);
    }
    // 30, 60, 60, 60 ms: at least the backoff each time (a constant delay would wait 30 ms every time) and
    // capped at the maximum (uncapped, the fourth wait would be 240 ms)
    assertThat(waits).hasSize(4);
    assertThat(waits.get(0)).isGreaterThanOrEqualTo(30L);
    assertThat(waits.get(1)).isGreaterThanOrEqualTo(60L);
    assertThat(waits.get(2)).isGreaterThanOrEqualTo(60L);
    assertThat(waits.get(3)).isBetween(60L, 239L);
  }

  @Test
  void theDeliveryPolicyReplacesTheShortcutsAndTheShortcutsChangeOnlyTheirPart() {
    List<FailedChange> dead = new ArrayList<>();
    factory.maxAttempts(5).deadLetter(dead::add).retryDelay(Duration.ofMillis(10));
    assertThat(factory.delivery().maxAttempts()).isEqualTo(5);
    assertThat(factory.delivery().hasDeadLetter()).isTrue();
    assertThat(factory.delivery().backoffInitial()).isEqualTo(Duration.ofMillis(10));
    assertThat(factory.delivery().backoffMax()).isEqualTo(DeliveryPolicy.DEFAULT_BACKOFF_MAX);
    factory.delivery(DeliveryPolicy.defaults());
    assertThat(factory.delivery()).isSameAs(DeliveryPolicy.defaults());
    assertThat(new DispatchingRecordProcessorFactory(StreamDecoder.forTable("kcl_shop"), e -> { }).delivery())
        .as("the default: the one policy's defaults, no dead letter").isSameAs(DeliveryPolicy.defaults());
  }

  @Test
  void aRecordThatDoesNotDecodeIsRetriedAndDeadLetteredLikeAFailingHandler() {
    List<FailedChange> dead = new ArrayList<>();
    factory.maxAttempts(2).deadLetter(dead::add);
    Record poison = record("200", Map.of("customer", AttributeValue.fromS("c1"), "sk", AttributeValue.fromS("ORDER#2"),
        "orderId", AttributeValue.fromS("not a number")));
    processor().processRecords(batch(order("100", 1), poison).build());
    assertThat(seen).containsExactly("100 Order");
    assertThat(dead).singleElement().satisfies(f -> {
      assertThat(f.event()).isNull();
      assertThat(f.record()).isEqualTo(poison);
      assertThat(f.attempts()).isEqualTo(2);
    });
  }

  @Test
  void anInterruptedRetryLeavesTheBatchUncheckedAndTheProcessorDispatchesNothingMore() {
    factory.retryDelay(Duration.ofSeconds(30));
    dispatcher = e -> {
      if (e.sequenceNumber().equals("200")) {
        Thread.currentThread().interrupt(); // as a scheduler shutting its threads down would
        throw new IllegalStateException("down");
      }
      seen.add(e.sequenceNumber());
    };
    ShardRecordProcessor processor = processor();
    try {
      processor.processRecords(batch(order("100", 1), order("200", 2)).build());
      assertThat(Thread.currentThread().isInterrupted()).isTrue();
    } finally {
      Thread.interrupted();
    }
    processor.processRecords(batch(order("300", 3)).build());
    processor.shutdownRequested(ShutdownRequestedInput.builder().checkpointer(checkpointer).build());
    assertThat(seen).containsExactly("100");
    assertThat(checkpointer.checkpoints).as("delivered again by the next owner of the lease").isZero();
  }

  @Test
  void theShardEndAndARequestedShutdownAreCheckpointedALostLeaseIsNot() {
    ShardRecordProcessor processor = processor();
    processor.leaseLost(LeaseLostInput.builder().build());
    assertThat(checkpointer.checkpoints).isZero();
    processor.shardEnded(ShardEndedInput.builder().checkpointer(checkpointer).build());
    assertThat(checkpointer.checkpoints).isEqualTo(1);
    processor().shutdownRequested(ShutdownRequestedInput.builder().checkpointer(checkpointer).build());
    assertThat(checkpointer.checkpoints).isEqualTo(2);
  }

  @Test
  void maxAttemptsAndRetryDelayAreChecked() {
    assertThatThrownBy(() -> factory.maxAttempts(0)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> factory.retryDelay(Duration.ofMillis(-1))).isInstanceOf(IllegalArgumentException.class);
  }

  /** A batch as the KCL hands it to the processor: the adapter's records as {@code KinesisClientRecord}s. */
  private ProcessRecordsInput.ProcessRecordsInputBuilder batch(Record... records) {
    return ProcessRecordsInput.builder().checkpointer(checkpointer).childShards(List.of())
        .records(Arrays.stream(records).<KinesisClientRecord>map(DynamoDBStreamsClientRecord::fromRecord).toList());
  }

  private static Record order(String sequenceNumber, long orderId) {
    return record(sequenceNumber, Map.of("customer", AttributeValue.fromS("c1"),
        "sk", AttributeValue.fromS("ORDER#" + orderId), "orderId", AttributeValue.fromN(Long.toString(orderId)),
        "status", AttributeValue.fromS("NEW")));
  }

  private static Record item(String sequenceNumber, String sk) {
    return record(sequenceNumber, Map.of("customer", AttributeValue.fromS("c1"), "sk", AttributeValue.fromS(sk)));
  }

  private static Record record(String sequenceNumber, Map<String, AttributeValue> image) {
    return Record.builder().eventName(OperationType.INSERT).eventSource("aws:dynamodb").awsRegion("us-east-1")
        .dynamodb(StreamRecord.builder().sequenceNumber(sequenceNumber).sizeBytes(100L)
            .approximateCreationDateTime(Instant.parse("2026-01-01T00:00:00Z"))
            .keys(Map.of("customer", image.get("customer"), "sk", image.get("sk"))).newImage(image).build())
        .build();
  }

  /** Counts {@code checkpoint()} calls, the only one the processor makes. */
  static final class CountingCheckpointer implements RecordProcessorCheckpointer {
    int checkpoints;

    @Override
    public void checkpoint() {
      checkpoints++;
    }

    @Override
    public void checkpoint(software.amazon.awssdk.services.kinesis.model.Record record) {
      throw new UnsupportedOperationException();
    }

    @Override
    public void checkpoint(String sequenceNumber) {
      throw new UnsupportedOperationException();
    }

    @Override
    public void checkpoint(String sequenceNumber, long subSequenceNumber) {
      throw new UnsupportedOperationException();
    }

    @Override
    public PreparedCheckpointer prepareCheckpoint() {
      throw new UnsupportedOperationException();
    }

    @Override
    public PreparedCheckpointer prepareCheckpoint(byte[] state) {
      throw new UnsupportedOperationException();
    }

    @Override
    public PreparedCheckpointer prepareCheckpoint(software.amazon.awssdk.services.kinesis.model.Record record) {
      throw new UnsupportedOperationException();
    }

    @Override
    public PreparedCheckpointer prepareCheckpoint(software.amazon.awssdk.services.kinesis.model.Record record,
        byte[] state) {
      throw new UnsupportedOperationException();
    }

    @Override
    public PreparedCheckpointer prepareCheckpoint(String sequenceNumber) {
      throw new UnsupportedOperationException();
    }

    @Override
    public PreparedCheckpointer prepareCheckpoint(String sequenceNumber, byte[] state) {
      throw new UnsupportedOperationException();
    }

    @Override
    public PreparedCheckpointer prepareCheckpoint(String sequenceNumber, long subSequenceNumber) {
      throw new UnsupportedOperationException();
    }

    @Override
    public PreparedCheckpointer prepareCheckpoint(String sequenceNumber, long subSequenceNumber, byte[] state) {
      throw new UnsupportedOperationException();
    }

    @Override
    public Checkpointer checkpointer() {
      throw new UnsupportedOperationException();
    }
  }
}
