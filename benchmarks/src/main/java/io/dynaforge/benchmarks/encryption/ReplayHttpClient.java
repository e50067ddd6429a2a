package io.dynaforge.benchmarks.encryption;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import software.amazon.awssdk.http.AbortableInputStream;
import software.amazon.awssdk.http.ExecutableHttpRequest;
import software.amazon.awssdk.http.HttpExecuteRequest;
import software.amazon.awssdk.http.HttpExecuteResponse;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.http.SdkHttpResponse;

/**
 * An in-process {@link SdkHttpClient} for {@link EncryptionRatios}: answers each DynamoDB call with the body set for
 * its {@code X-Amz-Target}, and keeps the last request body sent for each target while {@link #recording}, so that
 * an item the encryption SDK wrote (ciphertext, {@code aws_dbe_head}, {@code aws_dbe_foot}) can be answered back to
 * a GetItem, which the SDK then verifies and decrypts as it would a stored one.
 */
final class ReplayHttpClient implements SdkHttpClient {

  private static final SdkHttpResponse OK = SdkHttpResponse.builder().statusCode(200)
      .putHeader("Content-Type", "application/x-amz-json-1.0").putHeader("x-amzn-RequestId", "replay").build();

  private final Map<String, byte[]> bodies = new ConcurrentHashMap<>();
  private final Map<String, String> sent = new ConcurrentHashMap<>();
  volatile boolean recording;

  /** Answers calls of the operation ({@code GetItem}, ...) with this JSON body. */
  ReplayHttpClient answer(String operation, String json) {
    bodies.put("DynamoDB_20120810." + operation, json.getBytes(StandardCharsets.UTF_8));
    return this;
  }

  /** The body of the last request of the operation sent while recording. */
  String sent(String operation) {
    return sent.get("DynamoDB_20120810." + operation);
  }

  @Override
  public ExecutableHttpRequest prepareRequest(HttpExecuteRequest request) {
    String target = request.httpRequest().firstMatchingHeader("X-Amz-Target").orElse("");
    if (recording && request.contentStreamProvider().isPresent()) {
      try {
        sent.put(target, new String(request.contentStreamProvider().get().newStream().readAllBytes(),
            StandardCharsets.UTF_8));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    byte[] body = bodies.get(target);
    if (body == null) {
      throw new IllegalStateException("No answer for " + target);
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

  /** The JSON object that follows {@code "member":} in a JSON text (by brace matching; strings respected). */
  static String member(String json, String member) {
    int at = json.indexOf("\"" + member + "\":");
    if (at < 0) {
      throw new IllegalArgumentException("no " + member + " in " + json);
    }
    int start = json.indexOf('{', at);
    int depth = 0;
    boolean inString = false;
    for (int i = start; i < json.length(); i++) {
      char c = json.charAt(i);
      if (inString) {
        if (c == '\\') {
          i++;
        } else if (c == '"') {
          inString = false;
        }
      } else if (c == '"') {
        inString = true;
      } else if (c == '{') {
        depth++;
      } else if (c == '}' && --depth == 0) {
        return json.substring(start, i + 1);
      }
    }
    throw new IllegalArgumentException("unbalanced " + member + " in " + json);
  }

  @Override
  public String clientName() {
    return "replay";
  }

  @Override
  public void close() {}
}
