package io.dynaforge.stream;

import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;

/**
 * Where a consumer stands in one shard, as it is stored in a {@link CheckpointStore}:
 * <ul>
 *   <li>{@code TRIM_HORIZON}, {@code LATEST}: not pinned yet (nothing read); a new iterator of that type;</li>
 *   <li>{@code AT:<sequence number>}: pinned at the first record read, not yet delivered (so a restart
 *       resumes at it, not at a new {@code LATEST});</li>
 *   <li>{@code <sequence number>} (also {@code AFTER:<sequence number>} when read): after the last record
 *       delivered (the form earlier versions wrote);</li>
 *   <li>{@link CheckpointStore#SHARD_END}: read to its end (or, for {@code LATEST}, a closed ancestor of the
 *       first listing).</li>
 * </ul>
 */
record ShardPosition(ShardIteratorType type, String sequenceNumber) {

  static final ShardPosition TRIM_HORIZON = new ShardPosition(ShardIteratorType.TRIM_HORIZON, null);
  static final ShardPosition LATEST = new ShardPosition(ShardIteratorType.LATEST, null);
  /** A shard read to its end. */
  static final ShardPosition END = new ShardPosition(null, null);

  private static final String AT = "AT:";
  private static final String AFTER = "AFTER:";

  static ShardPosition at(String sequenceNumber) {
    return new ShardPosition(ShardIteratorType.AT_SEQUENCE_NUMBER, sequenceNumber);
  }

  static ShardPosition after(String sequenceNumber) {
    return new ShardPosition(ShardIteratorType.AFTER_SEQUENCE_NUMBER, sequenceNumber);
  }

  /** The position a checkpoint stands for; {@code null} stays {@code null} (no checkpoint). */
  static ShardPosition parse(String checkpoint) {
    if (checkpoint == null) {
      return null;
    }
    if (checkpoint.equals(CheckpointStore.SHARD_END)) {
      return END;
    }
    if (checkpoint.equals(TRIM_HORIZON.encode())) {
      return TRIM_HORIZON;
    }
    if (checkpoint.equals(LATEST.encode())) {
      return LATEST;
    }
    if (checkpoint.startsWith(AT)) {
      return at(checkpoint.substring(AT.length()));
    }
    return after(checkpoint.startsWith(AFTER) ? checkpoint.substring(AFTER.length()) : checkpoint);
  }

  /** The checkpoint text of this position. */
  String encode() {
    if (type == null) {
      return CheckpointStore.SHARD_END;
    }
    return switch (type) {
      case AT_SEQUENCE_NUMBER -> AT + sequenceNumber;
      case AFTER_SEQUENCE_NUMBER -> sequenceNumber;
      default -> type.toString();
    };
  }

  boolean isEnd() {
    return type == null;
  }

  /** Whether the position names a record (the consumer read something): no new {@code LATEST} may replace it. */
  boolean isPinned() {
    return sequenceNumber != null;
  }

  /** The sequence number of the last record delivered, or {@code null}. */
  String lastDelivered() {
    return type == ShardIteratorType.AFTER_SEQUENCE_NUMBER ? sequenceNumber : null;
  }
}
