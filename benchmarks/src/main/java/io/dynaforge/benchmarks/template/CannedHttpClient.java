package io.dynaforge.benchmarks.template;

import java.io.ByteArrayInputStream;
import java.io.InterruptedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import software.amazon.awssdk.http.AbortableInputStream;
import software.amazon.awssdk.http.ExecutableHttpRequest;
import software.amazon.awssdk.http.HttpExecuteRequest;
import software.amazon.awssdk.http.HttpExecuteResponse;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.http.SdkHttpResponse;

/**
 * An in-process {@link SdkHttpClient}: answers every DynamoDB call with a canned JSON body chosen by
 * the {@code X-Amz-Target} header, so a benchmark measures the client-side work only (marshalling,
 * signing, the SDK pipeline, unmarshalling, mapping) without network or server. With a latency, the
 * calling thread sleeps that long before the response (the blocking client's thread waits for the
 * network anyway). {@link CannedAsyncHttpClient} is the non-blocking twin, with the same bodies.
 */
final class CannedHttpClient implements SdkHttpClient {

  static final String GET_ITEM_RESPONSE = "{\"Item\":{"
      + "\"id\":{\"S\":\"c-1\"},\"name\":{\"S\":\"Ada Lovelace\"},\"email\":{\"S\":\"ada@example.com\"},"
      + "\"visits\":{\"N\":\"42\"},\"points\":{\"N\":\"1234567\"},\"active\":{\"BOOL\":true},"
      + "\"since\":{\"S\":\"2024-03-01T10:15:30Z\"}}}";

  /** UpdateItem with ALL_NEW: the item after the update. */
  static final String UPDATE_ITEM_RESPONSE = "{\"Attributes\"" + GET_ITEM_RESPONSE.substring("{\"Item\"".length());

  /** Items on the canned Query page. */
  static final int QUERY_PAGE_ITEMS = 10;

  /** A Query page of {@link #QUERY_PAGE_ITEMS} items (ids c-0 … c-9), the last page (no LastEvaluatedKey). */
  static final String QUERY_RESPONSE = queryResponse(QUERY_PAGE_ITEMS);

  /** The canned bodies by {@code X-Amz-Target}, shared by the blocking and the non-blocking client. */
  static final Map<String, byte[]> BODIES = Map.of(
      "DynamoDB_20120810.GetItem", GET_ITEM_RESPONSE.getBytes(StandardCharsets.UTF_8),
      "DynamoDB_20120810.PutItem", "{}".getBytes(StandardCharsets.UTF_8),
      "DynamoDB_20120810.UpdateItem", UPDATE_ITEM_RESPONSE.getBytes(StandardCharsets.UTF_8),
      "DynamoDB_20120810.Query", QUERY_RESPONSE.getBytes(StandardCharsets.UTF_8));

  static final SdkHttpResponse OK = SdkHttpResponse.builder().statusCode(200)
      .putHeader("Content-Type", "application/x-amz-json-1.0").putHeader("x-amzn-RequestId", "canned").build();

  private final long latencyNanos;

  /** Answers at once. */
  CannedHttpClient() {
    this(0);
  }

  /** Answers after {@code latencyNanos}, the calling thread sleeping meanwhile. */
  CannedHttpClient(long latencyNanos) {
    this.latencyNanos = latencyNanos;
  }

  static byte[] body(String target) {
    byte[] body = BODIES.get(target);
    if (body == null) {
      throw new IllegalStateException("No canned response for " + target);
    }
    return body;
  }

  private static String queryResponse(int items) {
    StringBuilder json = new StringBuilder("{\"Count\":").append(items).append(",\"ScannedCount\":").append(items)
        .append(",\"Items\":[");
    for (int i = 0; i < items; i++) {
      json.append(i == 0 ? "" : ",").append("{\"id\":{\"S\":\"c-").append(i).append("\"},")
          .append(GET_ITEM_RESPONSE, GET_ITEM_RESPONSE.indexOf("\"name\""), GET_ITEM_RESPONSE.length() - 1);
    }
    return json.append("]}").toString();
  }

  @Override
  public ExecutableHttpRequest prepareRequest(HttpExecuteRequest request) {
    byte[] body = body(request.httpRequest().firstMatchingHeader("X-Amz-Target").orElse(""));
    return new ExecutableHttpRequest() {
      @Override
      public HttpExecuteResponse call() throws InterruptedIOException {
        if (latencyNanos > 0) {
          try {
            Thread.sleep(latencyNanos / 1_000_000, (int) (latencyNanos % 1_000_000));
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted in the canned latency");
          }
        }
        return HttpExecuteResponse.builder().response(OK)
            .responseBody(AbortableInputStream.create(new ByteArrayInputStream(body))).build();
      }

      @Override
      public void abort() {}
    };
  }

  @Override
  public String clientName() {
    return "canned";
  }

  @Override
  public void close() {}
}
