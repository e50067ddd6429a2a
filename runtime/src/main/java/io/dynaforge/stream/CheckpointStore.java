package io.dynaforge.stream;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Where a consumer records how far it got: one position (an opaque string) per namespace and key. A
 * {@link StreamPoller} uses the stream ARN as the namespace, the shard id as the key and the last
 * sequence number it dispatched (or {@value #SHARD_END} for a shard read to its end) as the position;
 * other consumers (a backfill: its run and its segments) use it the same way.
 *
 * <p>Implementations are thread-safe. A position written is read back by the next {@link #load} of the
 * same store, also after a restart for a durable store.
 */
public interface CheckpointStore {

  /** The position of a shard (or segment) read to its end. */
  String SHARD_END = "SHARD_END";

  /** The position saved for this key, or {@code null} when none. */
  String load(String namespace, String key);

  /** Saves (replaces) the position of a key. */
  void save(String namespace, String key, String position);

  /** Every key of a namespace with its position. */
  Map<String, String> loadAll(String namespace);

  /** A store in this process's memory: for tests and for consumers that may start over after a restart. */
  static CheckpointStore inMemory() {
    return new InMemoryCheckpointStore();
  }

  /**
   * A store in a DynamoDB table (partition key {@code namespace}, sort key {@code key}, both strings;
   * the position in {@code position}), created on demand when missing (on-demand billing). A table
   * that exists with another key schema is refused.
   *
   * @param tableName the physical table name
   */
  static CheckpointStore dynamoDb(DynamoDbClient client, String tableName) {
    return new DynamoDbCheckpointStore(client, tableName);
  }
}
