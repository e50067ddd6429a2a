package io.dynaforge.stream;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.testing.ScriptedStreams;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * The poller against a stream with a real shard lineage ({@link ScriptedStreams}: closed roots, closed
 * children, splits, open leaves, trimmed records, expired iterators, throttling), over the real SDK
 * client with its retries off, so each failure reaches the poller. moto serves one open shard per table:
 * none of this could be seen there.
 */
class StreamLineageTest {

  private static ScriptedStreams endpoint;
  private static DynamoDbStreamsClient client;

  private final StreamDecoder decoder = StreamDecoder.forTable(TestKinds.registry(), TestKinds.TABLE);
  private final List<String> seen = Collections.synchronizedList(new ArrayList<>());
  private String arn;
  private static int tables;

  @BeforeAll
  static void startEndpoint() {
    endpoint = ScriptedStreams.start();
    client = endpoint.client();
  }

  @AfterAll
  static void stopEndpoint() {
    client.close();
    endpoint.close();
  }

  @BeforeEach
  void newStream() {
    arn = endpoint.stream("shop" + (++tables));
    endpoint.clearCalls();
  }

  private String order(String shard, String id) {
    return endpoint.append(arn, shard, "INSERT", TestKinds.item("pk", "CUSTOMER#c", "sk", "ORDER#" + id), null,
        TestKinds.item("pk", "CUSTOMER#c", "sk", "ORDER#" + id));
  }

  private StreamPoller.Builder poller() {
    return StreamPoller.builder(client, null).streamArn(arn).decoder(decoder)
        .pollInterval(Duration.ofMillis(200)).retryDelay(Duration.ofMillis(1))
        .dispatcher(e -> seen.add(((TestKinds.Order) e.newImage()).id()));
  }

  private static void idle(StreamPoller poller) throws InterruptedException {
    assertThat(poller.awaitIdle(Duration.ofSeconds(20))).as("the poller went idle").isTrue();
  }

  /** root (closed) -> child (closed) -> split into two open leaves: the lineage of a stream a few hours old. */
  private void threeGenerations() {
    endpoint.shard(arn, "root", null);
    order("root", "old1");
    endpoint.rollover(arn, "root", "child");
    order("child", "old2");
    order("child", "old3");
    endpoint.split(arn, "child", "leafA", "leafB");
    order("leafA", "old4");
    order("leafB", "old5");
  }

  @Test
  void latestDeliversExactlyTheChangesAfterStartAcrossThreeGenerationsAndLaterSplits() throws Exception {
    threeGenerations();
    StreamPoller poller = poller().startingPosition(StartingPosition.LATEST).build();
    poller.start();
    idle(poller);
    order("leafA", "NEW");
    order("leafB", "NEW2");
    idle(poller);
    endpoint.split(arn, "leafA", "leafA1", "leafA2");
    order("leafA1", "NEWER");
    idle(poller);
    poller.stop();
    assertThat(seen).containsExactlyInAnyOrder("NEW", "NEW2", "NEWER");
    assertThat(seen.indexOf("NEW")).isLessThan(seen.indexOf("NEWER"));
    assertThat(endpoint.calls("GetShardIterator")).as("no iterator of a closed ancestor")
        .noneMatch(c -> c.shardId().equals("root") || c.shardId().equals("child"));
  }

  @Test
  void trimHorizonDeliversEveryGenerationParentsBeforeChildren() throws Exception {
    threeGenerations();
    endpoint.listOrder(arn, "leafB", "leafA", "child", "root"); // listed children first
    StreamPoller poller = poller().batchSize(1).build();
    poller.start();
    idle(poller);
    poller.stop();
    assertThat(seen.subList(0, 3)).containsExactly("old1", "old2", "old3");
    assertThat(seen.subList(3, 5)).containsExactlyInAnyOrder("old4", "old5");
  }

  @Test
  void aHandlerFailingOnceOnTheFirstChangeAtLatestLosesNothing() throws Exception {
    endpoint.shard(arn, "s", null);
    order("s", "before");
    AtomicInteger failures = new AtomicInteger(1);
    // one attempt before the dead letter: there is none, so the change is retried, never dropped
    StreamPoller poller = poller().startingPosition(StartingPosition.LATEST).maxAttempts(1).dispatcher(e -> {
      String id = ((TestKinds.Order) e.newImage()).id();
      if (id.equals("first") && failures.getAndDecrement() > 0) {
        throw new IllegalStateException("not yet");
      }
      seen.add(id);
    }).build();
    poller.start();
    idle(poller);
    order("s", "first");
    order("s", "second");
    order("s", "third");
    idle(poller);
    poller.stop();
    assertThat(seen).containsExactly("first", "second", "third");
  }

  @Test
  void aThrottledGetRecordsBeforeAnythingWasDeliveredDropsNothing() throws Exception {
    endpoint.shard(arn, "s", null);
    StreamPoller poller = poller().startingPosition(StartingPosition.LATEST).build();
    poller.start();
    idle(poller); // the poller now waits 200 ms before its next GetRecords
    endpoint.throttleNext("GetRecords", 3);
    order("s", "pending");
    idle(poller);
    poller.stop();
    assertThat(seen).containsExactly("pending");
    assertThat(endpoint.calls("GetRecords")).filteredOn(c -> c.status() == 400).hasSize(3);
    assertThat(endpoint.calls("GetShardIterator")).as("the throttled iterator is used again").hasSize(1);
  }

  @Test
  void anExpiredIteratorResumesAtTheFirstUndeliveredRecord() throws Exception {
    endpoint.shard(arn, "s", null);
    for (int i = 1; i <= 6; i++) {
      order("s", "r" + i);
    }
    StreamPoller poller = poller().batchSize(2).dispatcher(e -> {
      String id = ((TestKinds.Order) e.newImage()).id();
      seen.add(id);
      if (id.equals("r3")) {
        endpoint.expireIterators();
      }
    }).build();
    poller.start();
    idle(poller);
    poller.stop();
    assertThat(seen).containsExactly("r1", "r2", "r3", "r4", "r5", "r6");
    assertThat(endpoint.calls("GetShardIterator")).last()
        .satisfies(c -> assertThat(c.iteratorType()).isEqualTo("AFTER_SEQUENCE_NUMBER"));
  }

  @Test
  void aRestartBeforeTheFirstCheckpointResumesAtTheFirstUndeliveredRecordNotAtANewLatest() throws Exception {
    endpoint.shard(arn, "s", null);
    order("s", "before");
    CheckpointStore checkpoints = CheckpointStore.inMemory();
    StreamPoller failing = poller().startingPosition(StartingPosition.LATEST).checkpoints(checkpoints)
        .dispatcher(e -> {
          throw new IllegalStateException("the handler's database is down");
        }).build();
    failing.start();
    idle(failing);
    String a = order("s", "a");
    order("s", "b");
    assertThat(failing.awaitIdle(Duration.ofMillis(500))).as("a change waiting is not idle").isFalse();
    failing.stop();
    assertThat(checkpoints.load(arn, "s")).isEqualTo("AT:" + a);
    StreamPoller restarted = poller().startingPosition(StartingPosition.LATEST).checkpoints(checkpoints).build();
    restarted.start();
    idle(restarted);
    restarted.stop();
    assertThat(seen).containsExactly("a", "b");
  }

  @Test
  void aRestartOfALatestPollerThatReadNothingStartsItsShardsWhereTheFirstDidAndNewShardsAtTheirStart()
      throws Exception {
    endpoint.shard(arn, "s", null);
    order("s", "before");
    CheckpointStore checkpoints = CheckpointStore.inMemory();
    StreamPoller first = poller().startingPosition(StartingPosition.LATEST).checkpoints(checkpoints).build();
    first.start();
    idle(first);
    first.stop();
    endpoint.rollover(arn, "s", "s2");
    order("s2", "while-away");
    StreamPoller second = poller().startingPosition(StartingPosition.LATEST).checkpoints(checkpoints).build();
    second.start();
    idle(second);
    second.stop();
    assertThat(seen).as("a child of a shard being read starts at its oldest record").containsExactly("while-away");
  }

  @Test
  void recordsTrimmedWhileTheConsumerWasAwayAreReportedOnceAndDeliveryGoesOnFromTheOldestLeft() throws Exception {
    endpoint.shard(arn, "s", null);
    String r1 = order("s", "r1");
    CheckpointStore checkpoints = CheckpointStore.inMemory();
    StreamPoller first = poller().checkpoints(checkpoints).build();
    first.start();
    idle(first);
    first.stop();
    order("s", "r2");
    order("s", "r3");
    order("s", "r4");
    endpoint.trim(arn, "s", 3); // r1, r2, r3 are gone
    List<StreamGap> gaps = Collections.synchronizedList(new ArrayList<>());
    StreamPoller second = poller().checkpoints(checkpoints).onGap(gaps::add).build();
    second.start();
    idle(second);
    second.stop();
    assertThat(seen).containsExactly("r1", "r4");
    assertThat(gaps).containsExactly(new StreamGap(TestKinds.TABLE, "s", r1));
    assertThat(checkpoints.load(arn, "s")).as("the gap is not reported again after a restart").doesNotContain(r1);
  }

  @Test
  void aFailingStreamIsRetriedWithBackoffAndTheListingIsPaged() throws Exception {
    endpoint.describePageSize(1);
    threeGenerations();
    endpoint.failNext("GetRecords", 2);
    endpoint.failNext("DescribeStream", 1);
    StreamPoller poller = poller().build();
    poller.start();
    idle(poller);
    poller.stop();
    assertThat(seen).containsExactlyInAnyOrder("old1", "old2", "old3", "old4", "old5");
    assertThat(seen.subList(0, 3)).containsExactly("old1", "old2", "old3");
    assertThat(endpoint.calls("DescribeStream")).hasSizeGreaterThanOrEqualTo(4);
    endpoint.describePageSize(100);
  }

  @Test
  void aFailingChangeHoldsOnlyItsOwnShard() throws Exception {
    endpoint.shard(arn, "a", null);
    endpoint.shard(arn, "b", null);
    order("a", "a1");
    order("a", "a2");
    order("b", "b1");
    AtomicInteger failures = new AtomicInteger(30);
    StreamPoller poller = poller().delivery(DeliveryPolicy.builder().backoff(Duration.ofMillis(1),
        Duration.ofMillis(5)).build()).dispatcher(e -> {
      String id = ((TestKinds.Order) e.newImage()).id();
      if (id.equals("a1") && failures.getAndDecrement() > 0) {
        throw new IllegalStateException("not yet");
      }
      seen.add(id);
    }).build();
    poller.start();
    idle(poller);
    poller.stop();
    assertThat(seen).containsExactly("b1", "a1", "a2");
    assertThat(failures.get()).as("31 attempts, none skipped").isEqualTo(-1);
  }
}
