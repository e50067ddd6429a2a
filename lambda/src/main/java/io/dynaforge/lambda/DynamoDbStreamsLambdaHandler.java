package io.dynaforge.lambda;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.LambdaLogger;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import com.amazonaws.services.lambda.runtime.events.DynamodbEvent.DynamodbStreamRecord;
import com.amazonaws.services.lambda.runtime.events.StreamsEventResponse;
import com.amazonaws.services.lambda.runtime.events.transformers.v2.dynamodb.DynamodbRecordTransformer;
import io.dynaforge.stream.ChangeDispatcher;
import io.dynaforge.stream.ChangeEvent;
import io.dynaforge.stream.DeliveryPolicy;
import io.dynaforge.stream.PendingChange;
import io.dynaforge.stream.StreamDecoder;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.Record;

/**
 * An AWS Lambda handler for DynamoDB Streams events: each record of the batch, in order, is converted to
 * an SDK v2 {@link Record} ({@code aws-lambda-java-events-sdk-transformer}), decoded to its entity kind by
 * the {@link StreamDecoder} and handed to the {@link ChangeDispatcher} (a generated
 * {@code <Handler>_Dispatcher}).
 *
 * <p><b>Failures</b> follow the {@link DeliveryPolicy} that {@code StreamPoller} and the KCL processor use
 * (default {@link DeliveryPolicy#defaults()}), each record through a {@link PendingChange}:
 * <ul>
 *   <li>A record whose decoding or handler throws is tried again in the same invocation, after the policy's
 *       backoff, up to the policy's {@code maxAttempts} attempts. The handler never sleeps into the end of the
 *       invocation: when the backoff would leave less than {@link #timeMargin()} of the
 *       {@link Context#getRemainingTimeInMillis() remaining time}, it stops trying (only with a
 *       {@code Context}; without one, as in tests, time is not bounded).</li>
 *   <li>With a dead letter, a record that failed {@code maxAttempts} times goes there and the batch goes on
 *       with the next record.</li>
 *   <li>A record still failing when the handler stops trying (no dead letter, a dead letter that threw, or
 *       no time left) ends the batch: the response names its sequence number in {@code batchItemFailures}
 *       and the records after it are not dispatched. With {@code ReportBatchItemFailures} on the event
 *       source mapping, Lambda then retries the batch from that record, and the shard waits (Lambda reads
 *       nothing after it until it succeeds): nothing is skipped. Attempts are counted per invocation, so
 *       without a dead letter a record is retried for as long as it fails, unless the event source
 *       mapping's own {@code MaximumRetryAttempts} or {@code MaximumRecordAgeInSeconds} gives up first
 *       (leave them at -1, the default, to never skip; give it an on-failure destination otherwise).
 *       Without {@code ReportBatchItemFailures} the invocation counts as a success and the failure is
 *       lost, so turn it on.</li>
 * </ul>
 * Delivery is at least once: a record is delivered again when the function fails, times out or its response
 * is lost, and the records before a failed one are not delivered again.
 *
 * <p>Use it as the function's handler by extending it with a no-argument constructor:
 *
 * <pre>{@code
 * public class ShopFunction extends DynamoDbStreamsLambdaHandler {
 *   public ShopFunction() {
 *     super(StreamDecoder.forTable("shop"), new ShopEvents_Dispatcher(new ShopEvents()),
 *         DeliveryPolicy.builder().maxAttempts(5).build());
 *   }
 * }
 * }</pre>
 *
 * or delegate to it from a handler of your own. Thread-safe when the dispatcher is.
 */
public class DynamoDbStreamsLambdaHandler implements RequestHandler<DynamodbEvent, StreamsEventResponse> {

  private static final Duration TIME_MARGIN = Duration.ofSeconds(1);

  private final StreamDecoder decoder;
  private final ChangeDispatcher dispatcher;
  private final DeliveryPolicy delivery;

  /**
   * With {@link DeliveryPolicy#defaults()}: 3 attempts in an invocation, 100 ms then 200 ms apart, no dead
   * letter (a record still failing is the batch item failure).
   *
   * @param decoder decodes the records of the table the function consumes ({@link StreamDecoder#forTable})
   * @param dispatcher calls the handler's {@code @OnChange} methods ({@code new <Handler>_Dispatcher(handler)})
   */
  public DynamoDbStreamsLambdaHandler(StreamDecoder decoder, ChangeDispatcher dispatcher) {
    this(decoder, dispatcher, DeliveryPolicy.defaults());
  }

  /**
   * @param decoder decodes the records of the table the function consumes ({@link StreamDecoder#forTable})
   * @param dispatcher calls the handler's {@code @OnChange} methods ({@code new <Handler>_Dispatcher(handler)})
   * @param delivery the attempts per invocation, their backoff and the dead letter (see the class comment)
   */
  public DynamoDbStreamsLambdaHandler(StreamDecoder decoder, ChangeDispatcher dispatcher, DeliveryPolicy delivery) {
    this.decoder = Objects.requireNonNull(decoder, "decoder");
    this.dispatcher = Objects.requireNonNull(dispatcher, "dispatcher");
    this.delivery = Objects.requireNonNull(delivery, "delivery");
  }

  /**
   * Delivers the records of the event in order under the delivery policy and stops at the first that is
   * still failing when the handler stops trying it.
   *
   * @param context may be {@code null} (tests); when given, its remaining time bounds the waits between
   *     attempts, and the record that ends the batch is logged to its logger
   * @return no batch item failure when every record was delivered or dead-lettered, else exactly one: the
   *     sequence number of the record that ends the batch
   */
  @Override
  public StreamsEventResponse handleRequest(DynamodbEvent event, Context context) {
    List<DynamodbStreamRecord> records = event == null || event.getRecords() == null ? List.of() : event.getRecords();
    for (DynamodbStreamRecord record : records) {
      RuntimeException failure = deliver(record, context);
      if (failure != null) {
        String sequenceNumber = sequenceNumber(record);
        failed(record, sequenceNumber, failure, context);
        List<StreamsEventResponse.BatchItemFailure> failures = new ArrayList<>(1);
        failures.add(new StreamsEventResponse.BatchItemFailure(sequenceNumber));
        return new StreamsEventResponse(failures);
      }
    }
    return new StreamsEventResponse(new ArrayList<>());
  }

  /**
   * Attempts one record under the policy: null when it was delivered or dead-lettered, else its last failure
   * (after {@code maxAttempts} attempts, or when the remaining time allows no further wait).
   */
  private RuntimeException deliver(DynamodbStreamRecord record, Context context) {
    Record converted;
    try {
      converted = DynamodbRecordTransformer.toRecordV2(record);
    } catch (RuntimeException e) {
      return e; // nothing to attempt: Lambda retries the batch from this record
    }
    PendingChange change = new PendingChange(delivery, converted, String.valueOf(record.getEventSourceARN()));
    while (change.attempt(r -> decode(record), dispatcher) == PendingChange.Outcome.RETRY) {
      Duration wait = change.retryDelay();
      if (change.attempts() >= delivery.maxAttempts() || !timeLeftFor(wait, context)) {
        return change.lastError();
      }
      try {
        Thread.sleep(wait.toMillis());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return change.lastError();
      }
    }
    return null;
  }

  /** Whether waiting {@code wait} leaves at least {@link #timeMargin()} of the invocation (no context: yes). */
  private boolean timeLeftFor(Duration wait, Context context) {
    return context == null
        || Duration.ofMillis(context.getRemainingTimeInMillis()).minus(wait).compareTo(timeMargin()) >= 0;
  }

  /**
   * The time an invocation keeps for its last attempt and its response: the handler does not wait for a
   * further attempt when less than this would be left after the wait. 1 second; override to change it.
   */
  protected Duration timeMargin() {
    return TIME_MARGIN;
  }

  /** The delivery policy this handler applies. */
  public DeliveryPolicy delivery() {
    return delivery;
  }

  /**
   * The event of one record: converted to an SDK v2 record and decoded, with the physical table name of the
   * record's {@code eventSourceARN} (else the decoder's own name).
   */
  protected ChangeEvent<?> decode(DynamodbStreamRecord record) {
    Record converted = DynamodbRecordTransformer.toRecordV2(record);
    String table = tableName(record.getEventSourceARN());
    return table == null ? decoder.decode(converted) : decoder.decode(converted, table);
  }

  /**
   * Called once for the record that ends the batch (after its last attempt in this invocation), before the
   * response is returned; logs it to the context's logger. Override to report it elsewhere (it must not throw).
   */
  protected void failed(DynamodbStreamRecord record, String sequenceNumber, RuntimeException error, Context context) {
    LambdaLogger logger = context == null ? null : context.getLogger();
    if (logger != null) {
      logger.log("Dynaforge: the change " + sequenceNumber + " of " + record.getEventSourceARN()
          + " failed; Lambda retries the batch from it: " + error);
    }
  }

  /** The decoder this handler uses. */
  public StreamDecoder decoder() {
    return decoder;
  }

  /** The dispatcher this handler calls. */
  public ChangeDispatcher dispatcher() {
    return dispatcher;
  }

  private static String sequenceNumber(DynamodbStreamRecord record) {
    return record.getDynamodb() == null ? null : record.getDynamodb().getSequenceNumber();
  }

  /**
   * The table name of a stream ARN ({@code arn:aws:dynamodb:us-east-1:123456789012:table/shop/stream/2026-...}),
   * or {@code null} when it is missing or of another form.
   */
  static String tableName(String streamArn) {
    if (streamArn == null) {
      return null;
    }
    int table = streamArn.indexOf(":table/");
    if (table < 0) {
      return null;
    }
    int start = table + ":table/".length();
    int end = streamArn.indexOf("/stream/", start);
    String name = end < 0 ? streamArn.substring(start) : streamArn.substring(start, end);
    return name.isEmpty() ? null : name;
  }
}
