package io.dynaforge.it.reactive;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.Cursor;
import io.dynaforge.core.CursorBinding;
import io.dynaforge.core.CursorCodec;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.core.InvalidCursorException;
import io.dynaforge.reactive.ReactiveDynamoDbTemplate;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.RequestRecorder;
import io.dynaforge.testing.TestTables;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.data.domain.KeysetScrollPosition;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.data.domain.Window;
import reactor.core.publisher.Flux;
import reactor.test.StepVerifier;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** {@code Mono<Window<T>>} paged through {@link CursorCodec} tokens; the binding checked before any request. */
@ExtendWith(DynamoDbExtension.class)
class ReactiveCursorTokensTest {

  static final RequestRecorder log = new RequestRecorder();
  static final CursorCodec CURSORS = CursorCodec.builder().key("k1", secret()).build();
  static DynamoDbClient client;
  static DynamoDbAsyncClient async;
  static PurchaseRepository purchases;

  static byte[] secret() {
    byte[] key = new byte[32];
    Arrays.fill(key, (byte) 9);
    return key;
  }

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables tables) {
    client = local.clientBuilder().build();
    DynamoDbTemplate.builder(client).tableNameResolver(tables::name).build().createTables(Purchase.class);
    async = DynamoDbAsyncClient.builder()
        .endpointOverride(local.endpoint())
        .region(LocalDynamoDb.REGION)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("dummy", "dummy")))
        .httpClientBuilder(NettyNioAsyncHttpClient.builder())
        .overrideConfiguration(c -> c.addExecutionInterceptor(log))
        .build();
    purchases = new PurchaseRepository_Impl(ReactiveDynamoDbTemplate.builder(async).tableNameResolver(tables::name)
        .build());
    StepVerifier.create(purchases.saveAll(Flux.just(
            new Purchase("c1", "o1", "NEW", 10),
            new Purchase("c1", "o2", "SHIPPED", 25),
            new Purchase("c1", "o3", "SHIPPED", 40),
            new Purchase("c1", "o4", "NEW", 5),
            new Purchase("c1", "o5", "NEW", 7),
            new Purchase("c2", "o6", "NEW", 5))))
        .expectNextCount(6).verifyComplete();
  }

  @AfterAll
  static void close() {
    async.close();
    client.close();
  }

  @Test
  void pagingThroughTokensReturnsEveryRowOnce() {
    List<String> read = new ArrayList<>();
    String token = null;
    int windows = 0;
    do {
      Window<Purchase> window = purchases.findFirst2ByCustomer("c1", CURSORS.decodeOrInitial(token)).block();
      window.forEach(p -> read.add(p.orderId));
      token = CURSORS.encode(window);
      windows++;
    } while (token != null && windows < 10);
    assertThat(read).containsExactly("o1", "o2", "o3", "o4", "o5");
  }

  @Test
  void aTokenWithOtherArgumentsFailsTheMonoBeforeAnyRequest() {
    ScrollPosition position = CURSORS.decode(CURSORS.encode(
        purchases.findFirst2ByCustomer("c1", ScrollPosition.keyset()).block()));
    log.clear();

    StepVerifier.create(purchases.findFirst2ByCustomer("c2", position))
        .expectErrorSatisfies(e -> assertThat(e).isInstanceOf(InvalidCursorException.class)
            .hasMessage("The cursor was issued by PurchaseRepository.findFirst2ByCustomer for other arguments"))
        .verify();
    assertThat(log.requests()).isEmpty();
  }

  @Test
  void aPositionIssuedByAnotherMethodFailsTheMonoBeforeAnyRequest() {
    KeysetScrollPosition issued = (KeysetScrollPosition) CURSORS.decode(CURSORS.encode(
        purchases.findFirst2ByCustomer("c1", ScrollPosition.keyset()).block()));
    CursorBinding binding = CursorBinding.of(issued);
    CursorBinding other = new CursorBinding("ShopperRepository.findFirst2ByCustomer", binding.arguments(),
        binding.schema());
    ScrollPosition position = Cursor.position(Cursor.fromPosition(issued), other, true);
    log.clear();

    StepVerifier.create(purchases.findFirst2ByCustomer("c1", position))
        .expectErrorSatisfies(e -> assertThat(e).isInstanceOf(InvalidCursorException.class)
            .hasMessage("The cursor was issued by ShopperRepository.findFirst2ByCustomer,"
                + " not PurchaseRepository.findFirst2ByCustomer"))
        .verify();
    assertThat(log.requests()).isEmpty();
  }
}
