package io.dynaforge.stream;

/**
 * Changes a consumer can no longer read: the shard dropped them (a stream keeps records for 24 hours)
 * before they were delivered. Reported once per gap, with the log line {@code [Dynaforge/StreamGap]};
 * delivery then goes on from the oldest record the shard still holds.
 *
 * @param tableName the physical table whose stream it is (the poller's {@code table}, else its decoder's)
 * @param shardId the shard that lost the records
 * @param lastDelivered the sequence number of the last change delivered from that shard, or {@code null}
 *     when none was (the gap then starts at the shard's beginning)
 */
public record StreamGap(String tableName, String shardId, String lastDelivered) {}
