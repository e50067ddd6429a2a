package io.dynaforge.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.stream.CheckpointStore;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class SegmentCheckpointsTest {

  @Test
  void aKeyIsSavedAsTextAndReadBackWhateverItHolds() {
    Map<String, AttributeValue> key = Map.of("pk", AttributeValue.fromS("a&b=c%d é#1"), "n", AttributeValue.fromN("-1.5e3"),
        "b", AttributeValue.fromB(SdkBytes.fromByteArray(new byte[] {0, -1, 42})));

    String text = SegmentCheckpoints.encode(key);

    assertThat(text).isEqualTo("b=B%3AAP8q&n=N%3A-1.5e3&pk=S%3Aa%26b%3Dc%25d+%C3%A9%231");
    assertThat(SegmentCheckpoints.decode(text)).isEqualTo(key);
  }

  @Test
  void segmentsResumeAfterTheirCheckpointAndFinishedOnesAreKnown() {
    CheckpointStore store = CheckpointStore.inMemory();
    String namespace = SegmentCheckpoints.namespace("t", "Box");
    SegmentCheckpoints first = SegmentCheckpoints.load(store, namespace, 3, "Box");
    first.save(0, Map.of("pk", AttributeValue.fromS("x")));
    first.finish(2);

    SegmentCheckpoints second = SegmentCheckpoints.load(store, namespace, 3, "Box");

    assertThat(store.loadAll(namespace)).containsOnlyKeys("0/3", "2/3");
    assertThat(second.resumeAfter(0)).isEqualTo(Map.of("pk", AttributeValue.fromS("x")));
    assertThat(second.resumeAfter(1)).isNull();
    assertThat(second.finished(2)).isTrue();
    assertThat(second.finished(0)).isFalse();
    assertThat(namespace).isEqualTo("dynaforge-backfill:t:Box");
  }

  @Test
  void checkpointsOfAnotherDivisionAreRefused() {
    CheckpointStore store = CheckpointStore.inMemory();
    store.save("ns", "1/4", CheckpointStore.SHARD_END);

    assertThatThrownBy(() -> SegmentCheckpoints.load(store, "ns", 3, "Box"))
        .isInstanceOf(InvalidDataAccessApiUsageException.class)
        .hasMessageContaining("'1/4'").hasMessageContaining("segments(4)").hasMessageContaining("Box");
  }

  @Test
  void withoutAStoreNothingIsSavedOrFound() {
    SegmentCheckpoints none = SegmentCheckpoints.none();
    none.save(0, Map.of("pk", AttributeValue.fromS("x")));
    none.finish(0);
    assertThat(none.finished(0)).isFalse();
    assertThat(none.resumeAfter(0)).isNull();
  }
}
