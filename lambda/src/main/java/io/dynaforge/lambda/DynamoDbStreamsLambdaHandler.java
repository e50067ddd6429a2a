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
import io.dynaforge.stream.StreamDecoder;
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
 * <p>The first record that fails (its conversion, its decoding or its handler throws) ends the batch: the
 * response names its sequence number in {@code batchItemFailures} and the records after it are not
 * dispatched. With {@code ReportBatchItemFailures} on the event source mapping, Lambda then retries the
 * batch from that record, so the records before it are not delivered again (a partial batch response);
 * without it, the invocation counts as a success and the failure is lost, so turn it on. Delivery is at
 * least once: a record is delivered again when the function fails, times out or its response is lost.
 *
 * <p>Use it as the function's handler by extending it with a no-argument constructor:
 *
 * <pre>{@code
 * public class ShopFunction extends DynamoDbStreamsLambdaHandler {
 *   public ShopFunction() {
 *     super(StreamDecoder.forTable("shop"), new ShopEvents_Dispatcher(new ShopEvents()));
 *   }
 * }
 * }</pre>
 *
 * or delegate to it from a handler of your own. Thread-safe when the dispatcher is.
 */
public class DynamoDbStreamsLambdaHandler implements RequestHandler<DynamodbEvent, StreamsEventResponse> {

  private final StreamDecoder decoder;
  private final ChangeDispatcher dispatcher;

  /**
   * @param decoder decodes the records of the table the function consumes ({@link StreamDecoder#forTable})
   * @param dispatcher calls the handler's {@code @OnChange} methods ({@code new <Handler>_Dispatcher(handler)})
   */
  public DynamoDbStreamsLambdaHandler(StreamDecoder decoder, ChangeDispatcher dispatcher) {
    this.decoder = Objects.requireNonNull(decoder, "decoder");
    this.dispatcher = Objects.requireNonNull(dispatcher, "dispatcher");
  }

  /**
   * Dispatches the records of the event in order and stops at the first that fails.
   *
   * @param context may be {@code null} (tests); when given, a failure is logged to its logger
   * @return no batch item failure when every record was dispatched, else exactly one: the sequence number of
   *     the first record that failed
   */
  @Override
  public StreamsEventResponse handleRequest(DynamodbEvent event, Context context) {
    List<DynamodbStreamRecord> records = event == null || event.getRecords() == null ? List.of() : event.getRecords();
    for (DynamodbStreamRecord record : records) {
      try {
        dispatcher.dispatch(decode(record));
      } catch (RuntimeException e) {
        String sequenceNumber = sequenceNumber(record);
        failed(record, sequenceNumber, e, context);
        List<StreamsEventResponse.BatchItemFailure> failures = new ArrayList<>(1);
        failures.add(new StreamsEventResponse.BatchItemFailure(sequenceNumber));
        return new StreamsEventResponse(failures);
      }
    }
    return new StreamsEventResponse(new ArrayList<>());
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
   * Called once for the record that ends the batch, before the response is returned; logs it to the
   * context's logger. Override to report it elsewhere (it must not throw).
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
