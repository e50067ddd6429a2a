package io.dynaforge.stream.kcl;

import com.amazonaws.services.dynamodbv2.streamsadapter.adapter.DynamoDBStreamsClientRecord;
import com.amazonaws.services.dynamodbv2.streamsadapter.model.DynamoDBStreamsProcessRecordsInput;
import com.amazonaws.services.dynamodbv2.streamsadapter.processor.DynamoDBStreamsShardRecordProcessor;
import io.dynaforge.stream.ChangeDispatcher;
import io.dynaforge.stream.DeliveryPolicy;
import io.dynaforge.stream.PendingChange;
import io.dynaforge.stream.StreamDecoder;
import java.lang.System.Logger.Level;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.kinesis.exceptions.InvalidStateException;
import software.amazon.kinesis.exceptions.KinesisClientLibDependencyException;
import software.amazon.kinesis.exceptions.ShutdownException;
import software.amazon.kinesis.exceptions.ThrottlingException;
import software.amazon.kinesis.lifecycle.events.InitializationInput;
import software.amazon.kinesis.lifecycle.events.LeaseLostInput;
import software.amazon.kinesis.lifecycle.events.ShardEndedInput;
import software.amazon.kinesis.lifecycle.events.ShutdownRequestedInput;
import software.amazon.kinesis.processor.RecordProcessorCheckpointer;

/**
 * The processor of one shard (see {@link DispatchingRecordProcessorFactory}): delivers a batch in order, each
 * change through a {@link PendingChange} under the factory's {@link DeliveryPolicy}, then checkpoints it. The
 * KCL calls one processor from one thread at a time.
 */
final class DispatchingRecordProcessor implements DynamoDBStreamsShardRecordProcessor {

  private static final System.Logger LOG = System.getLogger(DispatchingRecordProcessor.class.getName());
  private static final int CHECKPOINT_ATTEMPTS = 5;

  private final StreamDecoder decoder;
  private final ChangeDispatcher dispatcher;
  private final DeliveryPolicy delivery;
  private String shardId = "?";
  /** Set when a batch was abandoned (interrupted): nothing more is dispatched or checkpointed. */
  private boolean abandoned;

  DispatchingRecordProcessor(StreamDecoder decoder, ChangeDispatcher dispatcher, DeliveryPolicy delivery) {
    this.decoder = decoder;
    this.dispatcher = dispatcher;
    this.delivery = delivery;
  }

  @Override
  public void initialize(InitializationInput input) {
    shardId = input.shardId();
    LOG.log(Level.DEBUG, () -> "processing shard " + shardId + " from " + input.extendedSequenceNumber());
  }

  @Override
  public void processRecords(DynamoDBStreamsProcessRecordsInput input) {
    List<DynamoDBStreamsClientRecord> records = input.records();
    if (abandoned || records == null || records.isEmpty()) {
      return;
    }
    for (DynamoDBStreamsClientRecord record : records) {
      if (!deliver(record.getRecord())) {
        abandoned = true;
        return; // not checkpointed: the batch is delivered again where the shard's lease goes next
      }
    }
    checkpoint(input.checkpointer(), "batch");
  }

  /**
   * Delivers one change under the policy ({@link PendingChange#deliver}: backoff between attempts, the dead
   * letter after {@code maxAttempts} when there is one, never skipped otherwise); false when interrupted.
   */
  private boolean deliver(Record record) {
    PendingChange change = new PendingChange(delivery, record, "shard " + shardId);
    try {
      change.deliver(decoder::decode, dispatcher);
      return true;
    } catch (InterruptedException interrupted) {
      Thread.currentThread().interrupt();
      LOG.log(Level.WARNING, "interrupted while retrying change " + change.sequenceNumber() + " of shard " + shardId
          + "; it stays unchecked and is delivered again");
      return false;
    }
  }

  @Override
  public void leaseLost(LeaseLostInput input) {
    // another worker holds the shard now and resumes after the last checkpoint: nothing may be checkpointed
  }

  @Override
  public void shardEnded(ShardEndedInput input) {
    if (!abandoned) {
      checkpoint(input.checkpointer(), "shard end"); // the KCL requires it before the children are processed
    }
  }

  @Override
  public void shutdownRequested(ShutdownRequestedInput input) {
    if (!abandoned) {
      checkpoint(input.checkpointer(), "shutdown");
    }
  }

  /** Checkpoints everything delivered so far; a lost lease or a failure leaves it to be delivered again. */
  private void checkpoint(RecordProcessorCheckpointer checkpointer, String what) {
    for (int attempt = 1; ; attempt++) {
      try {
        checkpointer.checkpoint();
        return;
      } catch (ShutdownException e) {
        LOG.log(Level.DEBUG, () -> "shard " + shardId + ": lease lost before the " + what + " checkpoint");
        return;
      } catch (ThrottlingException | KinesisClientLibDependencyException e) {
        if (attempt >= CHECKPOINT_ATTEMPTS) {
          LOG.log(Level.WARNING, "shard " + shardId + ": " + what + " checkpoint failed; the changes since the"
              + " last checkpoint will be delivered again", e);
          return;
        }
        try {
          Thread.sleep(100L << attempt);
        } catch (InterruptedException interrupted) {
          Thread.currentThread().interrupt();
          return;
        }
      } catch (InvalidStateException e) {
        LOG.log(Level.ERROR, "shard " + shardId + ": " + what + " checkpoint failed (lease table?)", e);
        return;
      }
    }
  }
}
