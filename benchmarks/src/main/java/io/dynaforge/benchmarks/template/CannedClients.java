package io.dynaforge.benchmarks.template;

import java.net.URI;
import java.util.concurrent.Executor;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.client.config.SdkAdvancedAsyncClientOption;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClientBuilder;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** DynamoDB clients over the canned HTTP clients, configured alike (endpoint, region, static credentials). */
final class CannedClients {

  private CannedClients() {}

  static DynamoDbClient blocking(CannedHttpClient http, ExecutionInterceptor interceptor) {
    return DynamoDbClient.builder()
        .httpClient(http)
        .endpointOverride(URI.create("http://localhost:8000"))
        .region(Region.US_EAST_1)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("bench", "bench")))
        .overrideConfiguration(c -> {
          if (interceptor != null) {
            c.addExecutionInterceptor(interceptor);
          }
        })
        .build();
  }

  /**
   * @param completion the SDK's future-completion executor; {@code null} keeps the SDK's default (a
   *     thread pool, {@code sdk-async-response-*}), {@code Runnable::run} completes on the thread that
   *     delivers the response
   */
  static DynamoDbAsyncClient async(CannedAsyncHttpClient http, Executor completion, ExecutionInterceptor interceptor) {
    DynamoDbAsyncClientBuilder builder = DynamoDbAsyncClient.builder()
        .httpClient(http)
        .endpointOverride(URI.create("http://localhost:8000"))
        .region(Region.US_EAST_1)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("bench", "bench")))
        .overrideConfiguration(c -> {
          if (interceptor != null) {
            c.addExecutionInterceptor(interceptor);
          }
        });
    if (completion != null) {
      builder.asyncConfiguration(a -> a.advancedOption(SdkAdvancedAsyncClientOption.FUTURE_COMPLETION_EXECUTOR,
          completion));
    }
    return builder.build();
  }
}
