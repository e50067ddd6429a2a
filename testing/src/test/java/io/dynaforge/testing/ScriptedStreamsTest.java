package io.dynaforge.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamResponse;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ExpiredIteratorException;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.Identity;
import software.amazon.awssdk.services.dynamodb.model.InternalServerErrorException;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.StreamRecord;
import software.amazon.awssdk.services.dynamodb.model.StreamStatus;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.model.TrimmedDataAccessException;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/** {@link ScriptedStreams} driven by the real SDK {@link DynamoDbStreamsClient}: what a stream consumer will see. */
class ScriptedStreamsTest {

  private ScriptedStreams streams;
  private DynamoDbStreamsClient client;
  private String arn;

  @BeforeEach
  void start() {
    streams = ScriptedStreams.start();
    client = streams.client();
    arn = streams.stream("orders");
  }

  @AfterEach
  void stop() {
    streams.close();
  }

  private static Map<String, AttributeValue> key(String pk) {
    return Map.of("pk", AttributeValue.fromS(pk), "sk", AttributeValue.fromS("A"));
  }

  private static Map<String, AttributeValue> image(String pk, String status) {
    return Map.of("pk", AttributeValue.fromS(pk), "sk", AttributeValue.fromS("A"), "status", AttributeValue.fromS(status));
  }

  private String insert(String shardId, String pk) {
    return streams.append(arn, shardId, "INSERT", key(pk), null, image(pk, "new"));
  }

  private String iterator(String shardId, ShardIteratorType type) {
    return client.getShardIterator(r -> r.streamArn(arn).shardId(shardId).shardIteratorType(type)).shardIterator();
  }

  private String iterator(String shardId, ShardIteratorType type, String sequenceNumber) {
    return client.getShardIterator(r -> r.streamArn(arn).shardId(shardId).shardIteratorType(type)
        .sequenceNumber(sequenceNumber)).shardIterator();
  }

  private GetRecordsResponse read(String iterator) {
    return client.getRecords(r -> r.shardIterator(iterator));
  }

  private static List<String> pks(GetRecordsResponse response) {
    return response.records().stream().map(r -> r.dynamodb().keys().get("pk").s()).toList();
  }

  // ---------------------------------------------------------------- listing

  @Test
  void listsALineageOfThreeGenerationsPageByPage() {
    streams.shard(arn, "root", null);
    String first = insert("root", "r1");
    streams.rollover(arn, "root", "child");
    String second = insert("child", "c1");
    streams.split(arn, "child", "left", "right");
    insert("left", "l1");
    streams.describePageSize(2);

    DescribeStreamResponse page1 = client.describeStream(r -> r.streamArn(arn));
    assertThat(page1.streamDescription().shards()).extracting(Shard::shardId).containsExactly("root", "child");
    assertThat(page1.streamDescription().lastEvaluatedShardId()).isEqualTo("child");
    DescribeStreamResponse page2 = client.describeStream(r -> r.streamArn(arn).exclusiveStartShardId("child"));
    assertThat(page2.streamDescription().shards()).extracting(Shard::shardId).containsExactly("left", "right");
    assertThat(page2.streamDescription().lastEvaluatedShardId()).isNull();

    List<Shard> all = new ArrayList<>(page1.streamDescription().shards());
    all.addAll(page2.streamDescription().shards());
    assertThat(all).extracting(Shard::parentShardId).containsExactly(null, "root", "child", "child");
    Shard root = all.get(0);
    assertThat(root.sequenceNumberRange().startingSequenceNumber()).hasSize(21).isLessThan(first);
    assertThat(root.sequenceNumberRange().endingSequenceNumber()).isEqualTo(first);
    assertThat(all.get(1).sequenceNumberRange().endingSequenceNumber()).isEqualTo(second);
    assertThat(all.get(2).sequenceNumberRange().startingSequenceNumber()).isGreaterThan(second);
    assertThat(all.get(2).sequenceNumberRange().endingSequenceNumber()).isNull();
    assertThat(all.get(3).sequenceNumberRange().endingSequenceNumber()).isNull();

    var description = page1.streamDescription();
    assertThat(description.streamArn()).isEqualTo(arn)
        .isEqualTo("arn:aws:dynamodb:us-east-1:000000000000:table/orders/stream/" + ScriptedStreams.STREAM_LABEL);
    assertThat(description.streamStatus()).isEqualTo(StreamStatus.ENABLED);
    assertThat(description.streamViewType()).isEqualTo(StreamViewType.NEW_AND_OLD_IMAGES);
    assertThat(description.tableName()).isEqualTo("orders");
    assertThat(description.streamLabel()).isEqualTo(ScriptedStreams.STREAM_LABEL);
    assertThat(description.creationRequestDateTime()).isEqualTo(Instant.parse("2024-01-01T00:00:00Z"));
    assertThat(description.keySchema()).extracting(k -> k.attributeName() + " " + k.keyType())
        .containsExactly("pk " + KeyType.HASH, "sk " + KeyType.RANGE);

    // a client's Limit under the page size, and the paginator that follows LastEvaluatedShardId
    DescribeStreamResponse one = client.describeStream(r -> r.streamArn(arn).limit(1).exclusiveStartShardId("root"));
    assertThat(one.streamDescription().shards()).extracting(Shard::shardId).containsExactly("child");
    assertThat(one.streamDescription().lastEvaluatedShardId()).isEqualTo("child");
    assertThat(streams.calls("DescribeStream")).extracting(ScriptedStreams.Call::shardId)
        .containsExactly(null, "child", "root");
  }

  @Test
  void listsShardsInTheOrderToldAndStreamsByTable() {
    streams.shard(arn, "root", null).rollover(arn, "root", "child");
    streams.listOrder(arn, "child");
    assertThat(client.describeStream(r -> r.streamArn(arn)).streamDescription().shards())
        .extracting(Shard::shardId).containsExactly("child", "root");

    String other = streams.stream("customers", "id", null);
    assertThat(client.listStreams(r -> { }).streams()).extracting(s -> s.streamArn()).containsExactly(arn, other);
    assertThat(client.listStreams(r -> r.tableName("customers")).streams())
        .singleElement().satisfies(s -> {
          assertThat(s.streamArn()).isEqualTo(other);
          assertThat(s.tableName()).isEqualTo("customers");
          assertThat(s.streamLabel()).isEqualTo(ScriptedStreams.STREAM_LABEL);
        });
    var firstPage = client.listStreams(r -> r.limit(1));
    assertThat(firstPage.streams()).extracting(s -> s.streamArn()).containsExactly(arn);
    assertThat(firstPage.lastEvaluatedStreamArn()).isEqualTo(arn);
    assertThat(client.listStreams(r -> r.exclusiveStartStreamArn(arn)).streams())
        .extracting(s -> s.streamArn()).containsExactly(other);
    assertThat(client.describeStream(r -> r.streamArn(other)).streamDescription().keySchema())
        .extracting(k -> k.attributeName()).containsExactly("id");
    assertThatThrownBy(() -> client.describeStream(r -> r.streamArn(arn + "x")))
        .isInstanceOf(ResourceNotFoundException.class);
    assertThatThrownBy(() -> streams.stream("orders")).isInstanceOf(IllegalStateException.class);
  }

  // ---------------------------------------------------------------- reading

  @Test
  void aSplitParentIsReadToItsEndThenBothChildren() {
    streams.shard(arn, "parent", null);
    insert("parent", "p1");
    insert("parent", "p2");
    streams.split(arn, "parent", "a", "b");
    insert("a", "a1");
    insert("b", "b1");
    insert("a", "a2");

    GetRecordsResponse parent = read(iterator("parent", ShardIteratorType.TRIM_HORIZON));
    assertThat(pks(parent)).containsExactly("p1", "p2");
    assertThat(parent.nextShardIterator()).as("a closed shard read to its end").isNull();
    assertThat(pks(read(iterator("a", ShardIteratorType.TRIM_HORIZON)))).containsExactly("a1", "a2");
    assertThat(pks(read(iterator("b", ShardIteratorType.TRIM_HORIZON)))).containsExactly("b1");
    assertThatThrownBy(() -> insert("parent", "late")).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("closed");
  }

  @Test
  void latestStartsAfterTheLastRecordAtTheTimeTrimHorizonAtTheOldest() {
    streams.shard(arn, "s", null);
    insert("s", "before1");
    insert("s", "before2");
    String latest = iterator("s", ShardIteratorType.LATEST);
    String horizon = iterator("s", ShardIteratorType.TRIM_HORIZON);
    insert("s", "after");

    assertThat(pks(read(latest))).containsExactly("after");
    assertThat(pks(read(horizon))).containsExactly("before1", "before2", "after");
  }

  @Test
  void anOpenShardAtItsEndAnswersNothingAndTheSamePositionAClosedOneNoIterator() {
    streams.shard(arn, "s", null);
    insert("s", "1");
    GetRecordsResponse first = read(iterator("s", ShardIteratorType.TRIM_HORIZON));
    assertThat(pks(first)).containsExactly("1");
    GetRecordsResponse empty = read(first.nextShardIterator());
    assertThat(empty.records()).isEmpty();
    assertThat(empty.nextShardIterator()).isNotNull();

    insert("s", "2");
    GetRecordsResponse second = read(empty.nextShardIterator());
    assertThat(pks(second)).containsExactly("2");
    streams.close(arn, "s");
    GetRecordsResponse end = read(second.nextShardIterator());
    assertThat(end.records()).isEmpty();
    assertThat(end.nextShardIterator()).as("closed, and the read reached its end").isNull();

    // Limit pages through a closed shard; only the last page has no next iterator
    GetRecordsResponse page = client.getRecords(r -> r.shardIterator(iterator("s", ShardIteratorType.TRIM_HORIZON))
        .limit(1));
    assertThat(pks(page)).containsExactly("1");
    assertThat(page.nextShardIterator()).isNotNull();
    GetRecordsResponse last = client.getRecords(r -> r.shardIterator(page.nextShardIterator()).limit(1));
    assertThat(pks(last)).containsExactly("2");
    assertThat(last.nextShardIterator()).isNull();
    assertThat(read(iterator("s", ShardIteratorType.LATEST)).nextShardIterator()).isNull();
    assertThatThrownBy(() -> client.getRecords(r -> r.shardIterator(page.nextShardIterator()).limit(1001)))
        .isInstanceOf(DynamoDbException.class)
        .satisfies(e -> assertThat(((DynamoDbException) e).awsErrorDetails().errorCode())
            .isEqualTo("ValidationException"));
  }

  @Test
  void atAndAfterASequenceNumber() {
    streams.shard(arn, "s", null);
    String one = insert("s", "1");
    String two = insert("s", "2");
    insert("s", "3");
    streams.shard(arn, "other", null);
    String elsewhere = insert("other", "x");

    assertThat(one).hasSize(21).matches("0+[1-9][0-9]*");
    assertThat(two).isGreaterThan(one);
    assertThat(pks(read(iterator("s", ShardIteratorType.AT_SEQUENCE_NUMBER, two)))).containsExactly("2", "3");
    assertThat(pks(read(iterator("s", ShardIteratorType.AFTER_SEQUENCE_NUMBER, two)))).containsExactly("3");
    assertThat(pks(read(iterator("s", ShardIteratorType.AFTER_SEQUENCE_NUMBER, one)))).containsExactly("2", "3");

    String start = client.describeStream(r -> r.streamArn(arn)).streamDescription().shards().get(0)
        .sequenceNumberRange().startingSequenceNumber();
    assertThat(pks(read(iterator("s", ShardIteratorType.AT_SEQUENCE_NUMBER, start)))).containsExactly("1", "2", "3");

    assertThatThrownBy(() -> iterator("s", ShardIteratorType.AT_SEQUENCE_NUMBER, elsewhere))
        .isInstanceOf(DynamoDbException.class)
        .satisfies(e -> {
          assertThat(((DynamoDbException) e).statusCode()).isEqualTo(400);
          assertThat(((DynamoDbException) e).awsErrorDetails().errorCode()).isEqualTo("ValidationException");
        });
    assertThatThrownBy(() -> iterator("s", ShardIteratorType.AFTER_SEQUENCE_NUMBER))
        .isInstanceOf(DynamoDbException.class).hasMessageContaining("SequenceNumber");
    assertThatThrownBy(() -> iterator("missing", ShardIteratorType.TRIM_HORIZON))
        .isInstanceOf(ResourceNotFoundException.class);
  }

  // ---------------------------------------------------------------- trimmed records and expired iterators

  @Test
  void trimmedRecordsAnswerTrimmedDataAccessAndTrimHorizonStartsAfterThem() {
    streams.shard(arn, "s", null);
    String one = insert("s", "1");
    String two = insert("s", "2");
    String three = insert("s", "3");
    String old = iterator("s", ShardIteratorType.TRIM_HORIZON);
    streams.trim(arn, "s", 2);

    assertThatThrownBy(() -> read(old)).isInstanceOf(TrimmedDataAccessException.class)
        .satisfies(e -> assertThat(((TrimmedDataAccessException) e).statusCode()).isEqualTo(400));
    assertThatThrownBy(() -> iterator("s", ShardIteratorType.AT_SEQUENCE_NUMBER, one))
        .isInstanceOf(TrimmedDataAccessException.class);
    assertThatThrownBy(() -> iterator("s", ShardIteratorType.AFTER_SEQUENCE_NUMBER, two))
        .isInstanceOf(TrimmedDataAccessException.class);
    assertThat(pks(read(iterator("s", ShardIteratorType.TRIM_HORIZON)))).containsExactly("3");
    assertThat(pks(read(iterator("s", ShardIteratorType.AT_SEQUENCE_NUMBER, three)))).containsExactly("3");
    assertThatThrownBy(() -> streams.trim(arn, "s", 4)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void aForgottenShardIsUnlistedAndItsChildrenLookLikeRoots() {
    streams.shard(arn, "old", null);
    insert("old", "1");
    streams.rollover(arn, "old", "young");
    assertThatThrownBy(() -> streams.forget(arn, "young")).isInstanceOf(IllegalStateException.class);
    String iterator = iterator("old", ShardIteratorType.TRIM_HORIZON);
    streams.forget(arn, "old");

    List<Shard> listed = client.describeStream(r -> r.streamArn(arn)).streamDescription().shards();
    assertThat(listed).extracting(Shard::shardId).containsExactly("young");
    assertThat(listed.get(0).parentShardId()).as("still named, as DynamoDB does, but not listed").isEqualTo("old");
    assertThatThrownBy(() -> iterator("old", ShardIteratorType.TRIM_HORIZON))
        .isInstanceOf(ResourceNotFoundException.class);
    assertThatThrownBy(() -> read(iterator)).isInstanceOf(TrimmedDataAccessException.class);
  }

  @Test
  void expiredIteratorsAnswerExpiredIteratorAndNewOnesWork() {
    streams.shard(arn, "s", null);
    insert("s", "1");
    String before = iterator("s", ShardIteratorType.TRIM_HORIZON);
    GetRecordsResponse read = read(before);
    streams.expireIterators();

    assertThatThrownBy(() -> read(before)).isInstanceOf(ExpiredIteratorException.class)
        .satisfies(e -> assertThat(((ExpiredIteratorException) e).statusCode()).isEqualTo(400));
    assertThatThrownBy(() -> read(read.nextShardIterator())).isInstanceOf(ExpiredIteratorException.class);
    assertThat(pks(read(iterator("s", ShardIteratorType.AT_SEQUENCE_NUMBER,
        read.records().get(0).dynamodb().sequenceNumber())))).containsExactly("1");
    assertThatThrownBy(() -> read("not-an-iterator")).isInstanceOf(DynamoDbException.class)
        .satisfies(e -> assertThat(((DynamoDbException) e).awsErrorDetails().errorCode())
            .isEqualTo("ValidationException"));
  }

  // ---------------------------------------------------------------- faults

  @Test
  void throttlesAreSeenWithRetriesOffAndAbsorbedWithRetriesOn() {
    streams.shard(arn, "s", null);
    insert("s", "1");
    String iterator = iterator("s", ShardIteratorType.TRIM_HORIZON);
    streams.clearCalls();
    streams.throttleNext("GetRecords", 1);

    assertThatThrownBy(() -> read(iterator)).isInstanceOf(LimitExceededException.class)
        .satisfies(e -> assertThat(((LimitExceededException) e).statusCode()).isEqualTo(400));
    assertThat(pks(read(iterator))).as("the throttled request changed nothing").containsExactly("1");

    streams.throttleNext("GetRecords", 2);
    DynamoDbStreamsClient retrying = streams.client(3);
    assertThat(pks(retrying.getRecords(r -> r.shardIterator(iterator)))).containsExactly("1");
    assertThat(streams.calls("GetRecords")).extracting(ScriptedStreams.Call::status)
        .containsExactly(400, 200, 400, 400, 200);

    streams.throttleNext("GetRecords", 2);
    DynamoDbStreamsClient once = streams.client(1);
    assertThatThrownBy(() -> once.getRecords(r -> r.shardIterator(iterator)))
        .isInstanceOf(LimitExceededException.class);
    assertThat(streams.calls("GetRecords")).hasSize(7);
    streams.throttleNext("DescribeStream", 1).throttleNext("DescribeStream", 0);
    assertThat(client.describeStream(r -> r.streamArn(arn)).streamDescription().shards()).hasSize(1);
  }

  @Test
  void theSdksOwnStandardRetriesDoNotRetryLimitExceeded() {
    streams.shard(arn, "s", null);
    String iterator = iterator("s", ShardIteratorType.TRIM_HORIZON);
    streams.throttleNext("GetRecords", 1);
    try (DynamoDbStreamsClient plain = DynamoDbStreamsClient.builder().endpointOverride(streams.endpoint())
        .region(software.amazon.awssdk.regions.Region.US_EAST_1)
        .credentialsProvider(software.amazon.awssdk.auth.credentials.StaticCredentialsProvider.create(
            software.amazon.awssdk.auth.credentials.AwsBasicCredentials.create("dummy", "dummy")))
        .build()) {
      assertThatThrownBy(() -> plain.getRecords(r -> r.shardIterator(iterator)))
          .isInstanceOf(LimitExceededException.class);
    }
    assertThat(streams.calls("GetRecords")).extracting(ScriptedStreams.Call::status).containsExactly(400);
  }

  @Test
  void failuresAre500sThatRetriesAbsorb() {
    streams.shard(arn, "s", null);
    streams.failNext("GetShardIterator", 1);
    assertThatThrownBy(() -> iterator("s", ShardIteratorType.LATEST))
        .isInstanceOf(InternalServerErrorException.class)
        .satisfies(e -> assertThat(((InternalServerErrorException) e).statusCode()).isEqualTo(500));

    streams.failNext("GetShardIterator", 2);
    DynamoDbStreamsClient retrying = streams.client(2);
    assertThat(retrying.getShardIterator(r -> r.streamArn(arn).shardId("s")
        .shardIteratorType(ShardIteratorType.LATEST)).shardIterator()).isNotBlank();
    assertThat(streams.calls("GetShardIterator")).extracting(ScriptedStreams.Call::status)
        .containsExactly(500, 500, 500, 200);
  }

  // ---------------------------------------------------------------- the call log

  @Test
  void recordsEveryCall() {
    streams.shard(arn, "s", null);
    String one = insert("s", "1");
    insert("s", "2");
    streams.clearCalls();

    client.describeStream(r -> r.streamArn(arn));
    String horizon = iterator("s", ShardIteratorType.TRIM_HORIZON);
    GetRecordsResponse all = read(horizon);
    read(all.nextShardIterator());
    iterator("s", ShardIteratorType.AFTER_SEQUENCE_NUMBER, one);
    streams.throttleNext("GetRecords", 1);
    assertThatThrownBy(() -> read(horizon)).isInstanceOf(LimitExceededException.class);

    assertThat(streams.calls()).containsExactly(
        new ScriptedStreams.Call("DescribeStream", null, null, null, 200, 0),
        new ScriptedStreams.Call("GetShardIterator", "s", "TRIM_HORIZON", null, 200, 0),
        new ScriptedStreams.Call("GetRecords", "s", null, one, 200, 2),
        new ScriptedStreams.Call("GetRecords", "s", null, null, 200, 0),
        new ScriptedStreams.Call("GetShardIterator", "s", "AFTER_SEQUENCE_NUMBER", one, 200, 0),
        new ScriptedStreams.Call("GetRecords", "s", null, null, 400, 0));
    assertThat(streams.calls("GetShardIterator")).hasSize(2);
    streams.clearCalls();
    assertThat(streams.calls()).isEmpty();
  }

  @Test
  void unknownOperationsAnswerUnknownOperationException() throws Exception {
    HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(streams.endpoint())
        .header("X-Amz-Target", "DynamoDBStreams_20120810.DeleteStream")
        .header("Content-Type", "application/x-amz-json-1.0")
        .POST(HttpRequest.BodyPublishers.ofString("{}")).build(), HttpResponse.BodyHandlers.ofString());
    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(response.body()).contains("UnknownOperationException");
    assertThat(streams.calls()).singleElement()
        .isEqualTo(new ScriptedStreams.Call("DeleteStream", null, null, null, 400, 0));
  }

  @Test
  void aReaderSeesEveryRecordInOrderWhileTheTestAppendsAndRollsOver() throws Exception {
    streams.shard(arn, "g0", null);
    int generations = 4;
    int perShard = 50;
    Thread writer = new Thread(() -> {
      for (int g = 0; g < generations; g++) {
        for (int i = 0; i < perShard; i++) {
          insert("g" + g, g + "-" + i);
        }
        if (g + 1 < generations) {
          streams.rollover(arn, "g" + g, "g" + (g + 1));
        }
      }
      streams.close(arn, "g" + (generations - 1));
    });
    writer.start();
    List<String> seen = new ArrayList<>();
    for (int g = 0; g < generations; g++) {
      String shard = "g" + g;
      while (client.describeStream(r -> r.streamArn(arn)).streamDescription().shards().stream()
          .noneMatch(s -> s.shardId().equals(shard))) {
        Thread.sleep(1);
      }
      String next = iterator(shard, ShardIteratorType.TRIM_HORIZON);
      while (next != null) {
        String current = next;
        GetRecordsResponse response = client.getRecords(r -> r.shardIterator(current).limit(7));
        seen.addAll(pks(response));
        next = response.nextShardIterator();
      }
    }
    writer.join(10_000);
    List<String> expected = new ArrayList<>();
    for (int g = 0; g < generations; g++) {
      for (int i = 0; i < perShard; i++) {
        expected.add(g + "-" + i);
      }
    }
    assertThat(seen).containsExactlyElementsOf(expected);
  }

  // ---------------------------------------------------------------- records as the SDK reads them

  @Test
  void theSdkUnmarshalsEveryAttributeTypeAndTheRecordsFields() {
    streams.shard(arn, "s", null);
    Map<String, AttributeValue> image = new LinkedHashMap<>();
    image.put("pk", AttributeValue.fromS("p"));
    image.put("sk", AttributeValue.fromS("A"));
    image.put("n", AttributeValue.fromN("-12.50"));
    image.put("b", AttributeValue.fromB(SdkBytes.fromByteArray(new byte[] {0, 1, (byte) 0xfe, (byte) 0xff})));
    image.put("bool", AttributeValue.fromBool(false));
    image.put("nul", AttributeValue.fromNul(true));
    image.put("m", AttributeValue.fromM(Map.of("inner", AttributeValue.fromL(List.of(AttributeValue.fromS("x"),
        AttributeValue.fromN("1"), AttributeValue.fromM(Map.of()))))));
    image.put("l", AttributeValue.fromL(List.of()));
    image.put("ss", AttributeValue.fromSs(List.of("a", "\"quoted\"\n")));
    image.put("ns", AttributeValue.fromNs(List.of("1", "2.5")));
    image.put("bs", AttributeValue.fromBs(List.of(SdkBytes.fromUtf8String("é"), SdkBytes.fromByteArray(new byte[0]))));
    Map<String, AttributeValue> old = Map.of("pk", AttributeValue.fromS("p"), "sk", AttributeValue.fromS("A"),
        "n", AttributeValue.fromN("1"));
    Instant at = Instant.parse("2025-03-04T05:06:07.250Z");
    String modified = streams.append(arn, "s", Record.builder().eventName(OperationType.MODIFY)
        .dynamodb(StreamRecord.builder().keys(key("p")).oldImage(old).newImage(image)
            .approximateCreationDateTime(at).build()).build());
    String expired = streams.appendExpired(arn, "s", key("p"), image);
    Instant before = Instant.now().minusSeconds(1);
    streams.append(arn, "s", "INSERT", key("q"), null, null);

    List<Record> records = read(iterator("s", ShardIteratorType.TRIM_HORIZON)).records();
    assertThat(records).hasSize(3);
    Record record = records.get(0);
    assertThat(record.eventName()).isEqualTo(OperationType.MODIFY);
    assertThat(record.eventVersion()).isEqualTo("1.1");
    assertThat(record.eventSource()).isEqualTo("aws:dynamodb");
    assertThat(record.awsRegion()).isEqualTo("us-east-1");
    assertThat(record.eventID()).isNotBlank().isNotEqualTo(records.get(1).eventID());
    assertThat(record.userIdentity()).isNull();
    assertThat(record.dynamodb().approximateCreationDateTime()).isEqualTo(at);
    assertThat(record.dynamodb().keys()).isEqualTo(key("p"));
    assertThat(record.dynamodb().newImage()).isEqualTo(image);
    assertThat(record.dynamodb().oldImage()).isEqualTo(old);
    assertThat(record.dynamodb().sequenceNumber()).isEqualTo(modified);
    assertThat(record.dynamodb().sizeBytes()).isPositive();
    assertThat(record.dynamodb().streamViewType()).isEqualTo(StreamViewType.NEW_AND_OLD_IMAGES);
    assertThat(record.dynamodb().newImage().get("b").b().asByteArray()).containsExactly(0, 1, 0xfe, 0xff);
    assertThat(record.dynamodb().newImage().get("nul").nul()).isTrue();

    Record ttl = records.get(1);
    assertThat(ttl.eventName()).isEqualTo(OperationType.REMOVE);
    assertThat(ttl.userIdentity()).isEqualTo(Identity.builder().type("Service").principalId("dynamodb.amazonaws.com")
        .build());
    assertThat(ttl.dynamodb().sequenceNumber()).isEqualTo(expired);
    assertThat(ttl.dynamodb().oldImage()).isEqualTo(image);
    assertThat(ttl.dynamodb().hasNewImage()).isFalse();

    Record now = records.get(2);
    assertThat(now.dynamodb().approximateCreationDateTime()).isBetween(before, Instant.now());
    assertThat(now.dynamodb().hasOldImage()).isFalse();
    assertThat(now.dynamodb().hasNewImage()).isFalse();
  }

  @Test
  void scriptingMistakesFailInTheTest() {
    streams.shard(arn, "s", null);
    assertThatThrownBy(() -> streams.shard(arn, "s", null)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> streams.shard("arn:nope", "t", null)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> streams.append(arn, "s", "UPSERT", key("p"), null, null))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> streams.append(arn, "nope", "INSERT", key("p"), null, null))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> streams.split(arn, "s", "s", "t")).isInstanceOf(IllegalArgumentException.class);
    assertThat(client.describeStream(r -> r.streamArn(arn)).streamDescription().shards())
        .as("a refused split changed nothing").singleElement()
        .satisfies(s -> assertThat(s.sequenceNumberRange().endingSequenceNumber()).isNull());
    streams.close(arn, "s");
    assertThatThrownBy(() -> streams.close(arn, "s")).isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> streams.rollover(arn, "s", "t")).isInstanceOf(IllegalStateException.class);
  }
}
