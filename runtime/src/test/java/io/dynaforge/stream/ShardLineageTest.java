package io.dynaforge.stream;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.Shard;

/** Parents before children, on hand-built shard listings (moto has one shard and no lineage). */
class ShardLineageTest {

  private static Shard shard(String id, String parent) {
    return Shard.builder().shardId(id).parentShardId(parent).build();
  }

  private static List<String> ids(List<Shard> shards) {
    return shards.stream().map(Shard::shardId).toList();
  }

  @Test
  void childrenWaitUntilTheirParentIsFinished() {
    List<Shard> listing = List.of(shard("root", null), shard("left", "root"), shard("right", "root"),
        shard("grandchild", "left"));
    assertThat(ids(ShardLineage.ready(listing, Set.of()))).containsExactly("root");
    assertThat(ids(ShardLineage.ready(listing, Set.of("root")))).containsExactly("left", "right");
    assertThat(ids(ShardLineage.ready(listing, Set.of("root", "left")))).containsExactly("right", "grandchild");
    assertThat(ids(ShardLineage.ready(listing, Set.of("root", "left", "right", "grandchild")))).isEmpty();
  }

  @Test
  void aShardWhoseParentIsTrimmedFromTheListingIsARoot() {
    List<Shard> listing = List.of(shard("child", "trimmed"), shard("other", null));
    assertThat(ids(ShardLineage.ready(listing, Set.of()))).containsExactly("child", "other");
    assertThat(ShardLineage.isRoot(listing.get(0), listing)).isTrue();
    assertThat(ShardLineage.isRoot(shard("x", "other"), listing)).isFalse();
  }
}
