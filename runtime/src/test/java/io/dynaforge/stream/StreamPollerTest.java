package io.dynaforge.stream;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The poller over a hand-built stream ({@link FakeStreams}): lineage, order, checkpoints, failures of
 * GetRecords, retries and the dead letter. Its behaviour against a real stream (moto) is in the
 * integration tests.
 */
class StreamPollerTest {

  private final StreamDecoder decoder = StreamDecoder.forTable(TestKinds.registry(), TestKinds.TABLE);
  private final List<String> seen = Collections.synchronizedList(new ArrayList<>());

  private StreamPoller.Builder poller(FakeStreams streams) {
    return StreamPoller.builder(streams, null).streamArn(FakeStreams.ARN).decoder(decoder)
        .pollInterval(Duration.ofMillis(5)).retryDelay(Duration.ofMillis(1))
        .dispatcher(e -> seen.add(((TestKinds.Order) e.newImage()).id()));
  }

  @Test
  void parentsAreReadToTheirEndBeforeTheirChildrenAndEachShardInOrder() throws Exception {
    // children listed first: the order comes from the lineage, not from the listing
    FakeStreams streams = new FakeStreams().shard("child-a", "parent", false).shard("child-b", "parent", false)
        .shard("parent", "gone", true);
    streams.order("parent", "p1").order("parent", "p2").order("parent", "p3");
    streams.order("child-a", "a1").order("child-a", "a2").order("child-b", "b1");
    CheckpointStore checkpoints = CheckpointStore.inMemory();
    StreamPoller poller = poller(streams).checkpoints(checkpoints).batchSize(2).build();
    poller.start();
    assertThat(poller.awaitIdle(Duration.ofSeconds(10))).isTrue();
    poller.stop();
    assertThat(seen.subList(0, 3)).containsExactly("p1", "p2", "p3");
    assertThat(seen.subList(3, 6)).containsExactlyInAnyOrder("a1", "a2", "b1");
    assertThat(seen.indexOf("a1")).isLessThan(seen.indexOf("a2"));
    assertThat(checkpoints.loadAll(FakeStreams.ARN)).containsEntry("parent", CheckpointStore.SHARD_END)
        .containsKeys("child-a", "child-b");
  }

  @Test
  void aRestartResumesAfterTheCheckpointsAndDeliversOnlyWhatCameSince() throws Exception {
    FakeStreams streams = new FakeStreams().shard("s", null, false);
    streams.order("s", "1").order("s", "2");
    CheckpointStore checkpoints = CheckpointStore.inMemory();
    StreamPoller first = poller(streams).checkpoints(checkpoints).build();
    first.start();
    assertThat(first.awaitIdle(Duration.ofSeconds(10))).isTrue();
    first.stop();
    streams.order("s", "3");
    StreamPoller second = poller(streams).checkpoints(checkpoints).build();
    second.start();
    assertThat(second.awaitIdle(Duration.ofSeconds(10))).isTrue();
    second.stop();
    assertThat(seen).containsExactly("1", "2", "3");
  }

  @Test
  void aPollerKilledBetweenDispatchAndCheckpointDeliversTheChangeAgain() throws Exception {
    FakeStreams streams = new FakeStreams().shard("s", null, false);
    streams.order("s", "1").order("s", "2");
    CheckpointStore durable = CheckpointStore.inMemory();
    // the process "dies" before its checkpoint: saves never reach the durable store
    CheckpointStore dying = new CheckpointStore() {
      public String load(String namespace, String key) {
        return durable.load(namespace, key);
      }

      public void save(String namespace, String key, String position) {
        throw new IllegalStateException("killed");
      }

      public java.util.Map<String, String> loadAll(String namespace) {
        return durable.loadAll(namespace);
      }
    };
    StreamPoller killed = poller(streams).checkpoints(dying).build();
    killed.start();
    long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
    while (seen.size() < 2 && System.nanoTime() < deadline) {
      Thread.sleep(5);
    }
    assertThat(killed.awaitIdle(Duration.ofMillis(300))).as("a pending checkpoint is not idle").isFalse();
    killed.stop();
    assertThat(seen).containsExactly("1", "2");
    StreamPoller restarted = poller(streams).checkpoints(durable).build();
    restarted.start();
    assertThat(restarted.awaitIdle(Duration.ofSeconds(10))).isTrue();
    restarted.stop();
    assertThat(seen).as("delivered again, never lost").containsExactly("1", "2", "1", "2");
  }

  @Test
  void failedGetRecordsAreRetriedWithoutLosingOrRepeatingARecord() throws Exception {
    FakeStreams streams = new FakeStreams().shard("s", null, false);
    streams.order("s", "1").order("s", "2").order("s", "3");
    streams.failNextGetRecords.set(3);
    StreamPoller poller = poller(streams).batchSize(1).build();
    poller.start();
    assertThat(poller.awaitIdle(Duration.ofSeconds(10))).isTrue();
    poller.stop();
    assertThat(seen).containsExactly("1", "2", "3");
    assertThat(streams.getRecordsCalls.get()).isGreaterThan(3);
  }

  @Test
  void aHandlerThatKeepsFailingIsTriedMaxAttemptsTimesThenDeadLetteredAndThePollerMovesOn() throws Exception {
    FakeStreams streams = new FakeStreams().shard("s", null, false);
    streams.order("s", "ok1").order("s", "poison").order("s", "ok2");
    AtomicInteger poisonAttempts = new AtomicInteger();
    List<FailedChange> dead = Collections.synchronizedList(new ArrayList<>());
    StreamPoller poller = poller(streams).maxAttempts(4).deadLetter(dead::add).dispatcher(e -> {
      String id = ((TestKinds.Order) e.newImage()).id();
      if (id.equals("poison")) {
        poisonAttempts.incrementAndGet();
        throw new IllegalStateException("cannot handle " + id);
      }
      seen.add(id);
    }).build();
    poller.start();
    assertThat(poller.awaitIdle(Duration.ofSeconds(10))).isTrue();
    poller.stop();
    assertThat(seen).containsExactly("ok1", "ok2");
    assertThat(poisonAttempts.get()).isEqualTo(4);
    assertThat(dead).singleElement().satisfies(f -> {
      assertThat(f.attempts()).isEqualTo(4);
      assertThat(f.error()).hasMessage("cannot handle poison");
      assertThat(((TestKinds.Order) f.event().newImage()).id()).isEqualTo("poison");
      assertThat(f.record().dynamodb().sequenceNumber()).isEqualTo("101");
    });
  }

  @Test
  void withoutADeadLetterAFailingChangeHoldsItsShardAndIsNeverSkipped() throws Exception {
    FakeStreams streams = new FakeStreams().shard("s", null, false);
    streams.order("s", "1").order("s", "2");
    AtomicInteger failures = new AtomicInteger(5);
    StreamPoller poller = poller(streams).maxAttempts(2).dispatcher(e -> {
      String id = ((TestKinds.Order) e.newImage()).id();
      if (id.equals("1") && failures.getAndDecrement() > 0) {
        throw new IllegalStateException("not yet");
      }
      seen.add(id);
    }).build();
    poller.start();
    assertThat(poller.awaitIdle(Duration.ofSeconds(10))).isTrue();
    poller.stop();
    assertThat(seen).containsExactly("1", "2");
  }

  @Test
  void latestSkipsWhatIsAlreadyInTheStream() throws Exception {
    FakeStreams streams = new FakeStreams().shard("s", null, false);
    streams.order("s", "old");
    StreamPoller poller = poller(streams).startingPosition(StartingPosition.LATEST).build();
    poller.start();
    assertThat(poller.awaitIdle(Duration.ofSeconds(10))).isTrue();
    streams.order("s", "new");
    assertThat(poller.awaitIdle(Duration.ofSeconds(10))).isTrue();
    poller.stop();
    assertThat(seen).containsExactly("new");
  }
}
