package io.dynaforge.lambda;

import static org.assertj.core.api.Assertions.assertThat;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.LambdaLogger;
import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import com.amazonaws.services.lambda.runtime.events.DynamodbEvent.DynamodbStreamRecord;
import com.amazonaws.services.lambda.runtime.events.StreamsEventResponse;
import com.amazonaws.services.lambda.runtime.events.StreamsEventResponse.BatchItemFailure;
import com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue;
import com.amazonaws.services.lambda.runtime.events.models.dynamodb.OperationType;
import com.amazonaws.services.lambda.runtime.events.models.dynamodb.StreamRecord;
import com.amazonaws.services.lambda.runtime.events.models.dynamodb.StreamViewType;
import io.dynaforge.stream.ChangeEvent;
import io.dynaforge.stream.DeliveryPolicy;
import io.dynaforge.stream.FailedChange;
import io.dynaforge.stream.StreamDecoder;
import java.lang.reflect.Proxy;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The Lambda handler on hand-built {@link DynamodbEvent}s (as Lambda delivers them): every record decoded to
 * its kind and dispatched in order through the generated {@code ShopEvents_Dispatcher}, rows no kind claims
 * as {@code UnmappedItem}s, failures under the {@code DeliveryPolicy} (attempts in the invocation with its
 * backoff, bounded by the remaining time; the dead letter), and a partial batch response naming the record
 * still failing.
 */
class DynamoDbStreamsLambdaHandlerTest {

  private static final String ARN = "arn:aws:dynamodb:us-east-1:123456789012:table/prod-lambda_shop/stream/"
      + "2026-01-01T00:00:00.000";

  private final ShopEvents handler = new ShopEvents();
  private final DynamoDbStreamsLambdaHandler lambda = new DynamoDbStreamsLambdaHandler(
      StreamDecoder.forTable("lambda_shop"), new ShopEvents_Dispatcher(handler));

  @Test
  void eachRecordReachesTheMethodOfItsKindInOrderWithThePhysicalTableOfTheStream() {
    DynamodbEvent event = event(
        record("100", OperationType.INSERT, null, order("c1", 1, "NEW")),
        record("200", OperationType.INSERT, null, line("c1", 1, 1, "BOOK")),
        record("300", OperationType.MODIFY, order("c1", 1, "NEW"), order("c1", 1, "PAID")),
        record("400", OperationType.INSERT, null, item("c1", "PROFILE")),
        record("500", OperationType.REMOVE, line("c1", 1, 1, "BOOK"), null));

    StreamsEventResponse response = lambda.handleRequest(event, null);

    assertThat(response.getBatchItemFailures()).isEmpty();
    assertThat(handler.seen).containsExactly(
        "INSERT order 1 NEW of prod-lambda_shop",
        "INSERT line 1/1 BOOK",
        "MODIFY order 1 PAID of prod-lambda_shop",
        "INSERT unmapped PROFILE",
        "REMOVE line 1/1 BOOK");
  }

  @Test
  void theEventsCarryTheRecordsSequenceNumbersKeysAndBothImages() {
    List<ChangeEvent<?>> events = new ArrayList<>();
    new DynamoDbStreamsLambdaHandler(StreamDecoder.forTable("lambda_shop"), events::add).handleRequest(
        event(record("300", OperationType.MODIFY, order("c1", 1, "NEW"), order("c1", 1, "PAID"))), null);

    assertThat(events).singleElement().satisfies(e -> {
      assertThat(e.entityType()).isEqualTo(Order.class);
      assertThat(e.sequenceNumber()).isEqualTo("300");
      assertThat(e.keys()).containsOnlyKeys("customer", "sk");
      assertThat(((Order) e.oldImage()).status).isEqualTo("NEW");
      assertThat(((Order) e.newImage()).status).isEqualTo("PAID");
      assertThat(e.approximateCreationTime()).isNotNull();
      assertThat(e.expired()).isFalse();
    });
  }

  @Test
  void aHandlerThrowingOnTheSecondOfThreeRecordsIsTheOneBatchItemFailureAfterMaxAttemptsAndTheThirdIsNotDispatched() {
    int[] attempts = {0};
    handler.failOn = e -> {
      if (e.newImage() instanceof Order o && o.orderId == 2L) {
        attempts[0]++;
        throw new IllegalStateException("unlucky order");
      }
    };
    DynamodbEvent event = event(
        record("100", OperationType.INSERT, null, order("c1", 1, "NEW")),
        record("200", OperationType.INSERT, null, order("c1", 2, "NEW")),
        record("300", OperationType.INSERT, null, order("c1", 3, "NEW")));

    StreamsEventResponse response = lambda.handleRequest(event, null);

    assertThat(response.getBatchItemFailures()).extracting(BatchItemFailure::getItemIdentifier)
        .containsExactly("200");
    assertThat(handler.seen).containsExactly("INSERT order 1 NEW of prod-lambda_shop");
    assertThat(attempts[0]).as("the default policy's maxAttempts, in this invocation").isEqualTo(3);
  }

  @Test
  void aRecordFailingFewerThanMaxAttemptsTimesIsDeliveredInTheSameInvocationAfterTheBackoff() {
    List<Long> attempts = new ArrayList<>();
    handler.failOn = e -> {
      if (e.newImage() instanceof Order o && o.orderId == 2L) {
        attempts.add(System.nanoTime());
        if (attempts.size() < 4) {
          throw new IllegalStateException("not yet");
        }
      }
    };
    DynamoDbStreamsLambdaHandler fourAttempts = new DynamoDbStreamsLambdaHandler(StreamDecoder.forTable("lambda_shop"),
        new ShopEvents_Dispatcher(handler), DeliveryPolicy.builder().maxAttempts(4)
            .backoff(Duration.ofMillis(30), Duration.ofMillis(60)).build());

    StreamsEventResponse response = fourAttempts.handleRequest(event(
        record("100", OperationType.INSERT, null, order("c1", 1, "NEW")),
        record("200", OperationType.INSERT, null, order("c1", 2, "NEW")),
        record("300", OperationType.INSERT, null, order("c1", 3, "NEW"))), context(60_000));

    assertThat(response.getBatchItemFailures()).isEmpty();
    assertThat(handler.seen).containsExactly("INSERT order 1 NEW of prod-lambda_shop",
        "INSERT order 2 NEW of prod-lambda_shop", "INSERT order 3 NEW of prod-lambda_shop");
    assertThat(attempts).hasSize(4);
    // 30, 60, 60 ms: the policy's backoff, doubling and capped (a constant delay would wait 30 ms each time)
    assertThat(millisBetween(attempts, 0)).isGreaterThanOrEqualTo(30L);
    assertThat(millisBetween(attempts, 1)).isGreaterThanOrEqualTo(60L);
    assertThat(millisBetween(attempts, 2)).isBetween(60L, 119L);
  }

  @Test
  void withADeadLetterARecordThatKeepsFailingGoesThereAfterMaxAttemptsAndTheBatchGoesOn() {
    List<FailedChange> dead = new ArrayList<>();
    int[] attempts = {0};
    handler.failOn = e -> {
      if (e.newImage() instanceof Order o && o.orderId == 2L) {
        attempts[0]++;
        throw new IllegalStateException("unlucky order");
      }
    };
    DynamoDbStreamsLambdaHandler withDeadLetter = new DynamoDbStreamsLambdaHandler(
        StreamDecoder.forTable("lambda_shop"), new ShopEvents_Dispatcher(handler),
        DeliveryPolicy.builder().maxAttempts(2).backoff(Duration.ZERO, Duration.ZERO).deadLetter(dead::add).build());

    StreamsEventResponse response = withDeadLetter.handleRequest(event(
        record("100", OperationType.INSERT, null, order("c1", 1, "NEW")),
        record("200", OperationType.INSERT, null, order("c1", 2, "NEW")),
        record("300", OperationType.INSERT, null, order("c1", 3, "NEW"))), null);

    assertThat(response.getBatchItemFailures()).isEmpty();
    assertThat(handler.seen).containsExactly("INSERT order 1 NEW of prod-lambda_shop",
        "INSERT order 3 NEW of prod-lambda_shop");
    assertThat(attempts[0]).isEqualTo(2);
    assertThat(dead).singleElement().satisfies(f -> {
      assertThat(f.attempts()).isEqualTo(2);
      assertThat(f.record().dynamodb().sequenceNumber()).isEqualTo("200");
      assertThat(f.error()).hasMessage("unlucky order");
    });
  }

  @Test
  void aDeadLetterThatThrowsLeavesTheRecordTheBatchItemFailure() {
    handler.failOn = e -> {
      if (e.newImage() instanceof Order o && o.orderId == 2L) {
        throw new IllegalStateException("unlucky order");
      }
    };
    DynamoDbStreamsLambdaHandler refusing = new DynamoDbStreamsLambdaHandler(StreamDecoder.forTable("lambda_shop"),
        new ShopEvents_Dispatcher(handler), DeliveryPolicy.builder().maxAttempts(2)
            .backoff(Duration.ZERO, Duration.ZERO).deadLetter(f -> {
              throw new IllegalStateException("queue down");
            }).build());

    StreamsEventResponse response = refusing.handleRequest(event(
        record("100", OperationType.INSERT, null, order("c1", 1, "NEW")),
        record("200", OperationType.INSERT, null, order("c1", 2, "NEW")),
        record("300", OperationType.INSERT, null, order("c1", 3, "NEW"))), null);

    assertThat(response.getBatchItemFailures()).extracting(BatchItemFailure::getItemIdentifier)
        .containsExactly("200");
    assertThat(handler.seen).containsExactly("INSERT order 1 NEW of prod-lambda_shop");
  }

  @Test
  void theHandlerDoesNotWaitIntoTheEndOfTheInvocation() {
    int[] attempts = {0};
    handler.failOn = e -> {
      attempts[0]++;
      throw new IllegalStateException("down");
    };
    // 1.05 s left: a 100 ms backoff would leave less than the 1 s margin, so the first failure ends the batch
    StreamsEventResponse response = lambda.handleRequest(event(
        record("100", OperationType.INSERT, null, order("c1", 1, "NEW"))), context(1_050));

    assertThat(response.getBatchItemFailures()).extracting(BatchItemFailure::getItemIdentifier)
        .containsExactly("100");
    assertThat(attempts[0]).isEqualTo(1);

    attempts[0] = 0;
    lambda.handleRequest(event(record("100", OperationType.INSERT, null, order("c1", 1, "NEW"))), context(1_150));
    assertThat(attempts[0]).as("1.15 s left: one 100 ms wait fits, the 200 ms one does not").isEqualTo(2);
  }

  @Test
  void theTwoArgumentConstructorUsesTheDefaultPolicy() {
    assertThat(lambda.delivery()).isSameAs(DeliveryPolicy.defaults());
  }

  @Test
  void aRecordThatDoesNotDecodeIsTheBatchItemFailureToo() {
    Map<String, AttributeValue> poison = order("c1", 2, "NEW");
    poison.put("orderId", new AttributeValue().withS("not a number"));
    DynamodbEvent event = event(
        record("100", OperationType.INSERT, null, order("c1", 1, "NEW")),
        record("200", OperationType.INSERT, null, poison),
        record("300", OperationType.INSERT, null, order("c1", 3, "NEW")));

    StreamsEventResponse response = lambda.handleRequest(event, null);

    assertThat(response.getBatchItemFailures()).extracting(BatchItemFailure::getItemIdentifier)
        .containsExactly("200");
    assertThat(handler.seen).containsExactly("INSERT order 1 NEW of prod-lambda_shop");
  }

  @Test
  void anEmptyEventDispatchesNothingAndFailsNothing() {
    assertThat(lambda.handleRequest(new DynamodbEvent(), null).getBatchItemFailures()).isEmpty();
    assertThat(lambda.handleRequest(event(), null).getBatchItemFailures()).isEmpty();
    assertThat(handler.seen).isEmpty();
  }

  @Test
  void theTableNameIsReadFromTheStreamArn() {
    assertThat(DynamoDbStreamsLambdaHandler.tableName(ARN)).isEqualTo("prod-lambda_shop");
    assertThat(DynamoDbStreamsLambdaHandler.tableName("arn:aws:dynamodb:eu-west-1:1:table/t")).isEqualTo("t");
    assertThat(DynamoDbStreamsLambdaHandler.tableName("something else")).isNull();
    assertThat(DynamoDbStreamsLambdaHandler.tableName(null)).isNull();
  }

  private static long millisBetween(List<Long> nanos, int i) {
    return (nanos.get(i + 1) - nanos.get(i)) / 1_000_000;
  }

  /** A Lambda context that always has {@code remainingMillis} left (and a logger); nothing else is asked. */
  private static Context context(int remainingMillis) {
    return (Context) Proxy.newProxyInstance(Context.class.getClassLoader(), new Class<?>[] {Context.class},
        (proxy, method, args) -> switch (method.getName()) {
          case "getRemainingTimeInMillis" -> remainingMillis;
          case "getLogger" -> new LambdaLogger() {
            @Override
            public void log(String message) {}

            @Override
            public void log(byte[] message) {}
          };
          default -> throw new UnsupportedOperationException(method.getName());
        });
  }

  private static DynamodbEvent event(DynamodbStreamRecord... records) {
    DynamodbEvent event = new DynamodbEvent();
    event.setRecords(List.of(records));
    return event;
  }

  private static DynamodbStreamRecord record(String sequenceNumber, OperationType type,
      Map<String, AttributeValue> oldImage, Map<String, AttributeValue> newImage) {
    Map<String, AttributeValue> image = newImage != null ? newImage : oldImage;
    Map<String, AttributeValue> keys = new LinkedHashMap<>();
    keys.put("customer", image.get("customer"));
    keys.put("sk", image.get("sk"));
    StreamRecord change = new StreamRecord().withKeys(keys).withSequenceNumber(sequenceNumber)
        .withSizeBytes(100L).withStreamViewType(StreamViewType.NEW_AND_OLD_IMAGES)
        .withApproximateCreationDateTime(new Date(1_767_225_600_000L));
    if (oldImage != null) {
      change.setOldImage(oldImage);
    }
    if (newImage != null) {
      change.setNewImage(newImage);
    }
    DynamodbStreamRecord record = new DynamodbStreamRecord();
    record.setEventID("id-" + sequenceNumber);
    record.setEventName(type);
    record.setEventVersion("1.1");
    record.setEventSource("aws:dynamodb");
    record.setAwsRegion("us-east-1");
    record.setEventSourceARN(ARN);
    record.setDynamodb(change);
    return record;
  }

  private static Map<String, AttributeValue> item(String customer, String sk) {
    Map<String, AttributeValue> item = new LinkedHashMap<>();
    item.put("customer", new AttributeValue().withS(customer));
    item.put("sk", new AttributeValue().withS(sk));
    return item;
  }

  private static Map<String, AttributeValue> order(String customer, long orderId, String status) {
    Map<String, AttributeValue> item = item(customer, "ORDER#" + orderId);
    item.put("orderId", new AttributeValue().withN(Long.toString(orderId)));
    item.put("status", new AttributeValue().withS(status));
    return item;
  }

  private static Map<String, AttributeValue> line(String customer, long orderId, int line, String sku) {
    Map<String, AttributeValue> item = item(customer, "ORDER#" + orderId + "#LINE#" + String.format("%03d", line));
    item.put("orderId", new AttributeValue().withN(Long.toString(orderId)));
    item.put("line", new AttributeValue().withN(Integer.toString(line)));
    item.put("sku", new AttributeValue().withS(sku));
    return item;
  }
}
