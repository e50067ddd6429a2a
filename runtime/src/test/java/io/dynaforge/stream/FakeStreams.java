package io.dynaforge.stream;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamResponse;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsRequest;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.GetShardIteratorRequest;
import software.amazon.awssdk.services.dynamodb.model.GetShardIteratorResponse;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.StreamRecord;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * A stream with hand-built shards and lineage, for what moto cannot show (one open shard per table, no
 * splits): closed parents, children, and GetRecords failures. Not a mock of DynamoDB: a tiny stream
 * of its own, behind the streams client interface.
 */
final class FakeStreams implements DynamoDbStreamsClient {

  static final String ARN = "arn:aws:dynamodb:us-east-1:000000000000:table/shop/stream/2026-12-02T00:00:00.000";

  private final Map<String, Shard> shards = new LinkedHashMap<>();
  private final Map<String, List<Record>> records = new LinkedHashMap<>();
  private final Map<String, Boolean> closed = new LinkedHashMap<>();
  final AtomicInteger failNextGetRecords = new AtomicInteger();
  final AtomicInteger getRecordsCalls = new AtomicInteger();
  private int sequence = 100;

  /** Adds a shard (listed in the order added). */
  synchronized FakeStreams shard(String id, String parent, boolean isClosed) {
    shards.put(id, Shard.builder().shardId(id).parentShardId(parent).build());
    records.put(id, new ArrayList<>());
    closed.put(id, isClosed);
    return this;
  }

  /** Appends a change of the order {@code ORDER#id} to a shard. */
  synchronized FakeStreams order(String shard, String id) {
    String seq = Integer.toString(sequence++);
    records.get(shard).add(Record.builder().eventName(OperationType.INSERT).dynamodb(StreamRecord.builder()
        .sequenceNumber(seq).keys(TestKinds.item("pk", "CUSTOMER#c", "sk", "ORDER#" + id))
        .newImage(TestKinds.item("pk", "CUSTOMER#c", "sk", "ORDER#" + id)).build()).build());
    return this;
  }

  @Override
  public synchronized DescribeStreamResponse describeStream(DescribeStreamRequest request) {
    return DescribeStreamResponse.builder().streamDescription(d -> d.streamArn(ARN).shards(shards.values())).build();
  }

  @Override
  public synchronized GetShardIteratorResponse getShardIterator(GetShardIteratorRequest request) {
    List<Record> shard = records.get(request.shardId());
    int index = switch (request.shardIteratorType()) {
      case TRIM_HORIZON -> 0;
      case LATEST -> shard.size();
      case AFTER_SEQUENCE_NUMBER -> indexOf(shard, request.sequenceNumber()) + 1;
      case AT_SEQUENCE_NUMBER -> indexOf(shard, request.sequenceNumber());
      default -> throw new IllegalArgumentException(request.shardIteratorTypeAsString());
    };
    return GetShardIteratorResponse.builder().shardIterator(request.shardId() + "@" + index).build();
  }

  private static int indexOf(List<Record> shard, String sequenceNumber) {
    for (int i = 0; i < shard.size(); i++) {
      if (shard.get(i).dynamodb().sequenceNumber().equals(sequenceNumber)) {
        return i;
      }
    }
    throw new IllegalArgumentException("no record " + sequenceNumber);
  }

  @Override
  public synchronized GetRecordsResponse getRecords(GetRecordsRequest request) {
    getRecordsCalls.incrementAndGet();
    if (failNextGetRecords.getAndUpdate(n -> Math.max(0, n - 1)) > 0) {
      throw DynamoDbException.builder().statusCode(500)
          .awsErrorDetails(AwsErrorDetails.builder().errorCode("InternalServerError").build()).build();
    }
    String[] at = request.shardIterator().split("@");
    List<Record> shard = records.get(at[0]);
    int from = Integer.parseInt(at[1]);
    int to = Math.min(shard.size(), from + request.limit());
    boolean end = closed.get(at[0]) && to == shard.size();
    return GetRecordsResponse.builder().records(new ArrayList<>(shard.subList(from, to)))
        .nextShardIterator(end ? null : at[0] + "@" + to).build();
  }

  @Override
  public String serviceName() {
    return "dynamodb";
  }

  @Override
  public void close() {}
}
