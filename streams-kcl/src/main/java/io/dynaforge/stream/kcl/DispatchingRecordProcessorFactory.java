package io.dynaforge.stream.kcl;

import io.dynaforge.stream.ChangeDispatcher;
import io.dynaforge.stream.DeliveryPolicy;
import io.dynaforge.stream.FailedChange;
import io.dynaforge.stream.StreamDecoder;
import java.time.Duration;
import java.util.Objects;
import java.util.function.Consumer;
import software.amazon.kinesis.processor.ShardRecordProcessor;
import software.amazon.kinesis.processor.ShardRecordProcessorFactory;

/**
 * A Kinesis Client Library 3 {@link ShardRecordProcessorFactory} for a DynamoDB stream read through the
 * DynamoDB Streams Kinesis adapter ({@code StreamsSchedulerFactory.createScheduler}): each shard's processor
 * decodes every record of a batch with the {@link StreamDecoder} and hands it to the {@link ChangeDispatcher}
 * (a generated {@code <Handler>_Dispatcher}), in order, then checkpoints the batch; at the end of a shard it
 * checkpoints the shard end, and on a requested shutdown what it has dispatched.
 *
 * <p>At least once: a change is checkpointed only after its dispatch returned, so a worker that dies, or
 * loses its lease, before the checkpoint leaves it to be delivered again by the worker that takes the lease.
 * A change whose dispatch throws is delivered under the {@link DeliveryPolicy} that {@code StreamPoller} and
 * the Lambda handler use too ({@link #delivery}, default {@link DeliveryPolicy#defaults()}): it is tried again
 * on the shard's thread after the policy's backoff (100 ms doubling to 5 s by default). Without a dead letter
 * it is tried until it succeeds: the shard waits at that change and nothing after it is dispatched or
 * checkpointed (nothing is ever skipped). With a dead letter, after the policy's {@code maxAttempts} the change
 * goes there and the shard moves on. The KCL's processing of a shard is sequential, so one processor's handler
 * calls never overlap; processors of different shards run concurrently, so the dispatcher must be thread-safe
 * when the stream has more than one shard.
 *
 * <p>Configure it before the scheduler starts; thread-safe after that.
 */
public final class DispatchingRecordProcessorFactory implements ShardRecordProcessorFactory {

  private final StreamDecoder decoder;
  private final ChangeDispatcher dispatcher;
  private volatile DeliveryPolicy delivery = DeliveryPolicy.defaults();

  /**
   * @param decoder decodes the records of the table whose stream the scheduler reads
   *     ({@link StreamDecoder#forTable}; give it the physical table name with
   *     {@link StreamDecoder#withTableName} when it differs from the logical one)
   * @param dispatcher calls the handler's {@code @OnChange} methods ({@code new <Handler>_Dispatcher(handler)})
   */
  public DispatchingRecordProcessorFactory(StreamDecoder decoder, ChangeDispatcher dispatcher) {
    this.decoder = Objects.requireNonNull(decoder, "decoder");
    this.dispatcher = Objects.requireNonNull(dispatcher, "dispatcher");
  }

  /**
   * How a change whose dispatch throws is delivered (default {@link DeliveryPolicy#defaults()}: retried with
   * backoff for as long as it fails, its shard waiting). Replaces what {@link #maxAttempts},
   * {@link #retryDelay} and {@link #deadLetter} set before.
   */
  public DispatchingRecordProcessorFactory delivery(DeliveryPolicy delivery) {
    this.delivery = Objects.requireNonNull(delivery, "delivery");
    return this;
  }

  /** Shortcut for the delivery policy's {@link DeliveryPolicy.Builder#maxAttempts} (only with a dead letter). */
  public DispatchingRecordProcessorFactory maxAttempts(int maxAttempts) {
    delivery = delivery.toBuilder().maxAttempts(maxAttempts).build();
    return this;
  }

  /**
   * Shortcut for the delivery policy's first backoff (default 100 ms; doubled after each further failure, up
   * to the policy's longest backoff, 5 s by default, or this value when larger).
   */
  public DispatchingRecordProcessorFactory retryDelay(Duration retryDelay) {
    Objects.requireNonNull(retryDelay, "retryDelay");
    DeliveryPolicy current = delivery;
    Duration max = current.backoffMax().compareTo(retryDelay) < 0 ? retryDelay : current.backoffMax();
    delivery = current.toBuilder().backoff(retryDelay, max).build();
    return this;
  }

  /**
   * Shortcut for the delivery policy's {@link DeliveryPolicy.Builder#deadLetter}: where a change goes after
   * {@code maxAttempts} failed dispatches; the shard then moves on past it. It is called on the shard's
   * processing thread, before the batch is checkpointed.
   */
  public DispatchingRecordProcessorFactory deadLetter(Consumer<FailedChange> deadLetter) {
    delivery = delivery.toBuilder().deadLetter(Objects.requireNonNull(deadLetter, "deadLetter")).build();
    return this;
  }

  /** The delivery policy the next processors use. */
  public DeliveryPolicy delivery() {
    return delivery;
  }

  /**
   * A new processor for one shard. It implements the adapter's {@code DynamoDBStreamsShardRecordProcessor},
   * which {@code StreamsSchedulerFactory.createScheduler} requires.
   */
  @Override
  public ShardRecordProcessor shardRecordProcessor() {
    return new DispatchingRecordProcessor(decoder, dispatcher, delivery);
  }
}
