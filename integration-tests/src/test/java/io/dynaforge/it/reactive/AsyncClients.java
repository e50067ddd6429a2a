package io.dynaforge.it.reactive;

import io.dynaforge.testing.LocalDynamoDb;
import java.net.URI;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/** A {@link DynamoDbAsyncClient} with the settings of {@code LocalDynamoDb.clientBuilder()}: region, dummy credentials. */
public final class AsyncClients {
  private AsyncClients() {}

  public static DynamoDbAsyncClient of(URI endpoint) {
    return DynamoDbAsyncClient.builder()
        .endpointOverride(endpoint)
        .region(LocalDynamoDb.REGION)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("dummy", "dummy")))
        .httpClientBuilder(NettyNioAsyncHttpClient.builder())
        .build();
  }
}
