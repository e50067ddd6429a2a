package io.dynaforge.stream.kcl;

import io.dynaforge.stream.ChangeDispatcher;
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
 * A dispatch that throws is tried again ({@link #retryDelay} between attempts); after {@link #maxAttempts}
 * attempts the change goes to the {@link #deadLetter} and the shard moves on. Without a dead letter the
 * change is tried again until it succeeds: the shard waits at that change and nothing after it is
 * dispatched or checkpointed (nothing is ever skipped). The KCL's processing of a shard is sequential, so
 * one processor's handler calls never overlap; processors of different shards run concurrently, so the
 * dispatcher must be thread-safe when the stream has more than one shard.
 *
 * <p>Configure it before the scheduler starts; thread-safe after that.
 */
public final class DispatchingRecordProcessorFactory implements ShardRecordProcessorFactory {

  private final StreamDecoder decoder;
  private final ChangeDispatcher dispatcher;
  private volatile int maxAttempts = Integer.MAX_VALUE;
  private volatile Duration retryDelay = Duration.ofSeconds(1);
  private volatile Consumer<FailedChange> deadLetter;

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
   * How many times a change is dispatched in all, the first attempt included, before it goes to the
   * {@link #deadLetter}; only with a dead letter (without one a change is tried until it succeeds).
   */
  public DispatchingRecordProcessorFactory maxAttempts(int maxAttempts) {
    if (maxAttempts < 1) {
      throw new IllegalArgumentException("maxAttempts must be at least 1: " + maxAttempts);
    }
    this.maxAttempts = maxAttempts;
    return this;
  }

  /** The wait between two attempts of a change whose dispatch threw; 1 second by default. */
  public DispatchingRecordProcessorFactory retryDelay(Duration retryDelay) {
    if (retryDelay.isNegative()) {
      throw new IllegalArgumentException("retryDelay must not be negative: " + retryDelay);
    }
    this.retryDelay = retryDelay;
    return this;
  }

  /**
   * Where a change goes after {@link #maxAttempts} failed dispatches; the shard then moves on past it. It is
   * called on the shard's processing thread, before the batch is checkpointed.
   */
  public DispatchingRecordProcessorFactory deadLetter(Consumer<FailedChange> deadLetter) {
    this.deadLetter = Objects.requireNonNull(deadLetter, "deadLetter");
    return this;
  }

  /**
   * A new processor for one shard. It implements the adapter's {@code DynamoDBStreamsShardRecordProcessor},
   * which {@code StreamsSchedulerFactory.createScheduler} requires.
   */
  @Override
  public ShardRecordProcessor shardRecordProcessor() {
    Consumer<FailedChange> letter = deadLetter;
    return new DispatchingRecordProcessor(decoder, dispatcher, letter == null ? Integer.MAX_VALUE : maxAttempts,
        retryDelay, letter);
  }
}
