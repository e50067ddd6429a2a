package io.dynaforge.core.engine;

import io.dynaforge.core.DynamoDbExceptionTranslator;
import io.dynaforge.core.DynamoDbOperationContext;
import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.core.Internal;
import java.util.Objects;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbResponse;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;

/**
 * The table requests of a template (CreateTable, DescribeTable, UpdateTable, DescribeTimeToLive,
 * UpdateTimeToLive) as {@link RequestOperation}s sent by its {@link OperationExecutor}, like every other
 * request: observed ({@code dynaforge.request}) when the template observes, and a failure translated by the
 * template's {@link DynamoDbExceptionTranslator}, naming the operation and the table. {@code createTables}
 * and {@code SchemaManager} send through it. Not for applications.
 */
@Internal
public final class TableRequests {

  private final OperationExecutor executor;
  private final DynamoDbExceptionTranslator translator;

  public TableRequests(OperationExecutor executor, DynamoDbExceptionTranslator translator) {
    this.executor = executor;
    this.translator = translator;
  }

  /**
   * The table requests of a template: a {@link DynamoDbTemplate}'s own executor and translator; for another
   * {@link DynamoDbOperations}, which exposes neither, its client with the default translator, unobserved.
   */
  public static TableRequests of(DynamoDbOperations operations) {
    Objects.requireNonNull(operations, "operations");
    if (operations instanceof TemplateEngine template) {
      return template.tableRequests();
    }
    return new TableRequests(new OperationExecutor(operations.getClient(), null, RequestObserver.OFF),
        DynamoDbExceptionTranslator.defaults());
  }

  /** CreateTable; {@code false} when the table exists already (or is being created). */
  public boolean create(CreateTableRequest request) {
    try {
      return send(DynamoDbCall.CREATE_TABLE, request, request.tableName(), r -> Boolean.TRUE,
          e -> e instanceof ResourceInUseException);
    } catch (Expected exists) {
      return false;
    }
  }

  /** DescribeTable's description of the table, or {@code null} when it does not exist (or is not visible yet). */
  public TableDescription describe(String table) {
    try {
      return send(DynamoDbCall.DESCRIBE_TABLE, DescribeTableRequest.builder().tableName(table).build(), table,
          r -> r.table(), e -> e instanceof ResourceNotFoundException);
    } catch (Expected missing) {
      return null;
    }
  }

  /** DescribeTimeToLive's description of the table's time to live. */
  public TimeToLiveDescription describeTimeToLive(String table) {
    return send(DynamoDbCall.DESCRIBE_TIME_TO_LIVE, DescribeTimeToLiveRequest.builder().tableName(table).build(),
        table, r -> r.timeToLiveDescription(), e -> false);
  }

  /** UpdateTable; the table's description it answers. */
  public TableDescription update(UpdateTableRequest request) {
    return send(DynamoDbCall.UPDATE_TABLE, request, request.tableName(), r -> r.tableDescription(), e -> false);
  }

  /**
   * UpdateTimeToLive enabling time to live on the attribute; {@code false} when the server does not know the
   * operation (a local server without time to live: dynalite answers {@code UnknownOperationException}).
   */
  public boolean enableTimeToLive(String table, String attribute) {
    UpdateTimeToLiveRequest request = UpdateTimeToLiveRequest.builder().tableName(table)
        .timeToLiveSpecification(t -> t.attributeName(attribute).enabled(true)).build();
    try {
      return send(DynamoDbCall.UPDATE_TIME_TO_LIVE, request, table, r -> Boolean.TRUE,
          e -> e instanceof DynamoDbException d && d.awsErrorDetails() != null
              && "UnknownOperationException".equals(d.awsErrorDetails().errorCode()));
    } catch (Expected unsupported) {
      return false;
    }
  }

  /**
   * Sends the request through the executor; a failure {@code expected} accepts is thrown as {@link Expected}
   * (for the caller to turn into its answer), any other translated naming the operation and the table.
   */
  private <Q extends DynamoDbRequest, S extends DynamoDbResponse, R> R send(DynamoDbCall<Q, S> call, Q request,
      String table, java.util.function.Function<S, R> result,
      java.util.function.Predicate<SdkException> expected) {
    return executor.execute(OperationContext.named(call.name(), null).onTable(table),
        new ItemOperations.Operation<>(call, () -> request, result,
        e -> OperationFailure.thrown(expected.test(e) ? new Expected(e)
            : translator.translate(e, DynamoDbOperationContext.of(call.name(), null, table)))));
  }

  /** A failure the caller answers for (a table that exists, one that does not): never seen outside this class. */
  private static final class Expected extends RuntimeException {
    Expected(SdkException cause) {
      super(cause.getMessage(), cause, false, false);
    }
  }
}
