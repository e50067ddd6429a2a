package io.dynaforge.benchmarks.template;

import java.io.ByteArrayInputStream;
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
 * signing, the SDK pipeline, unmarshalling, mapping) without network or server.
 */
final class CannedHttpClient implements SdkHttpClient {

  static final String GET_ITEM_RESPONSE = "{\"Item\":{"
      + "\"id\":{\"S\":\"c-1\"},\"name\":{\"S\":\"Ada Lovelace\"},\"email\":{\"S\":\"ada@example.com\"},"
      + "\"visits\":{\"N\":\"42\"},\"points\":{\"N\":\"1234567\"},\"active\":{\"BOOL\":true},"
      + "\"since\":{\"S\":\"2024-03-01T10:15:30Z\"}}}";

  /** UpdateItem with ALL_NEW: the item after the update. */
  static final String UPDATE_ITEM_RESPONSE = "{\"Attributes\"" + GET_ITEM_RESPONSE.substring("{\"Item\"".length());

  private final Map<String, byte[]> bodies = Map.of(
      "DynamoDB_20120810.GetItem", GET_ITEM_RESPONSE.getBytes(StandardCharsets.UTF_8),
      "DynamoDB_20120810.PutItem", "{}".getBytes(StandardCharsets.UTF_8),
      "DynamoDB_20120810.UpdateItem", UPDATE_ITEM_RESPONSE.getBytes(StandardCharsets.UTF_8));

  private static final SdkHttpResponse OK = SdkHttpResponse.builder().statusCode(200)
      .putHeader("Content-Type", "application/x-amz-json-1.0").putHeader("x-amzn-RequestId", "canned").build();

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
    return "canned";
  }

  @Override
  public void close() {}
}
