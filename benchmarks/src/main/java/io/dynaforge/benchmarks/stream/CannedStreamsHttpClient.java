package io.dynaforge.benchmarks.stream;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.http.AbortableInputStream;
import software.amazon.awssdk.http.ExecutableHttpRequest;
import software.amazon.awssdk.http.HttpExecuteRequest;
import software.amazon.awssdk.http.HttpExecuteResponse;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.http.SdkHttpResponse;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Record;

/**
 * An in-process DynamoDB Streams endpoint for {@link PollerOverhead}: one open shard whose every
 * GetRecords answers the same page of records with a next iterator (a stream that never runs dry), so
 * the benchmark measures the client-side work only (SDK unmarshalling, decoding, dispatch, the loop).
 */
final class CannedStreamsHttpClient implements SdkHttpClient {

  static final String STREAM_ARN = "arn:aws:dynamodb:us-east-1:000000000000:table/shop_stream/stream/2026-12-02T00:00:00.000";

  private static final SdkHttpResponse OK = SdkHttpResponse.builder().statusCode(200)
      .putHeader("Content-Type", "application/x-amz-json-1.0").putHeader("x-amzn-RequestId", "canned").build();

  private final Map<String, byte[]> bodies;

  /** Answers GetRecords with these records, as DynamoDB Streams writes them. */
  CannedStreamsHttpClient(List<Record> page) {
    this.bodies = Map.of(
        "DynamoDBStreams_20120810.DescribeStream", bytes("{\"StreamDescription\":{\"StreamArn\":\"" + STREAM_ARN
            + "\",\"StreamStatus\":\"ENABLED\",\"StreamViewType\":\"NEW_AND_OLD_IMAGES\",\"TableName\":\"shop_stream\","
            + "\"Shards\":[{\"ShardId\":\"shardId-0\",\"SequenceNumberRange\":{\"StartingSequenceNumber\":\"1\"}}]}}"),
        "DynamoDBStreams_20120810.GetShardIterator", bytes("{\"ShardIterator\":\"it-0\"}"),
        "DynamoDBStreams_20120810.GetRecords", bytes(getRecords(page)));
  }

  private static byte[] bytes(String json) {
    return json.getBytes(StandardCharsets.UTF_8);
  }

  private static String getRecords(List<Record> page) {
    StringBuilder json = new StringBuilder("{\"Records\":[");
    for (int i = 0; i < page.size(); i++) {
      Record r = page.get(i);
      json.append(i == 0 ? "" : ",").append("{\"awsRegion\":\"us-east-1\",\"dynamodb\":{")
          .append("\"ApproximateCreationDateTime\":").append(r.dynamodb().approximateCreationDateTime().getEpochSecond())
          .append(",\"Keys\":");
      image(json, r.dynamodb().keys());
      json.append(",\"NewImage\":");
      image(json, r.dynamodb().newImage());
      json.append(",\"OldImage\":");
      image(json, r.dynamodb().oldImage());
      json.append(",\"SequenceNumber\":\"").append(r.dynamodb().sequenceNumber())
          .append("\",\"SizeBytes\":200,\"StreamViewType\":\"NEW_AND_OLD_IMAGES\"},\"eventID\":\"e").append(i)
          .append("\",\"eventName\":\"").append(r.eventNameAsString())
          .append("\",\"eventSource\":\"aws:dynamodb\",\"eventVersion\":\"1.1\"}");
    }
    return json.append("],\"NextShardIterator\":\"it-1\"}").toString();
  }

  /** An image of S and N attributes, the only types the benchmark's records hold. */
  private static void image(StringBuilder json, Map<String, AttributeValue> image) {
    json.append('{');
    int n = 0;
    for (Map.Entry<String, AttributeValue> e : image.entrySet()) {
      AttributeValue v = e.getValue();
      json.append(n++ == 0 ? "" : ",").append('"').append(e.getKey()).append("\":")
          .append(v.s() != null ? "{\"S\":\"" + v.s() + "\"}" : "{\"N\":\"" + v.n() + "\"}");
    }
    json.append('}');
  }

  @Override
  public ExecutableHttpRequest prepareRequest(HttpExecuteRequest request) {
    String target = request.httpRequest().firstMatchingHeader("X-Amz-Target").orElse("");
    byte[] body = bodies.get(target);
    if (body == null) {
      throw new IllegalStateException("No canned response for " + target);
    }
    return new ExecutableHttpRequest() {
      @Override
      public HttpExecuteResponse call() {
        return HttpExecuteResponse.builder().response(OK)
            .responseBody(AbortableInputStream.create(new ByteArrayInputStream(body))).build();
      }

      @Override
      public void abort() {}
    };
  }

  @Override
  public String clientName() {
    return "canned-streams";
  }

  @Override
  public void close() {}
}
