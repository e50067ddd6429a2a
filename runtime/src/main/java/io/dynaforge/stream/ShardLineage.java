package io.dynaforge.stream;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.Shard;

/**
 * Which shards of a stream may be read now: a shard is read only after its parent has been read to its
 * end, so that the changes of one item (which move from a parent to a child when a shard splits) are
 * seen in order. A shard whose parent is no longer listed (trimmed: older than 24 hours) is a root.
 * Pure: a function of the listing and the finished shards.
 */
final class ShardLineage {

  private ShardLineage() {}

  /**
   * The shards not yet finished whose parents are finished or absent from the listing, in the order of
   * the listing (DynamoDB lists parents before children).
   */
  static List<Shard> ready(List<Shard> shards, Set<String> finished) {
    Set<String> listed = new HashSet<>();
    shards.forEach(s -> listed.add(s.shardId()));
    List<Shard> ready = new ArrayList<>();
    for (Shard shard : shards) {
      if (finished.contains(shard.shardId())) {
        continue;
      }
      String parent = shard.parentShardId();
      if (parent == null || !listed.contains(parent) || finished.contains(parent)) {
        ready.add(shard);
      }
    }
    return ready;
  }

  /** Whether a shard is a root of the listing: no parent, or a parent no longer listed. */
  static boolean isRoot(Shard shard, List<Shard> shards) {
    String parent = shard.parentShardId();
    return parent == null || shards.stream().noneMatch(s -> s.shardId().equals(parent));
  }
}
