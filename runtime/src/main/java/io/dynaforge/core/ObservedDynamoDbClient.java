package io.dynaforge.core;

import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.CreateTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.ExecuteStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.ExecuteStatementResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * The client the template sends through when observations or consumed capacity are on: every
 * request it sends is one {@code dynaforge.request} observation (nested under the caller's current
 * one, its error recorded) and, with {@code returnConsumedCapacity}, asks for TOTAL capacity and hands
 * the response's to the listeners. It implements the operations the template sends; the template is
 * built without it (and pays nothing) when neither is configured.
 */
final class ObservedDynamoDbClient implements DynamoDbClient {

  static final String OBSERVATION = "dynaforge.request";
  private static final String NONE = "none";

  private final DynamoDbClient delegate;
  private final ObservationRegistry registry;
  private final boolean capacity;
  private final List<ConsumedCapacityListener> listeners;

  ObservedDynamoDbClient(DynamoDbClient delegate, ObservationRegistry registry, boolean capacity,
      List<ConsumedCapacityListener> listeners) {
    this.delegate = delegate;
    this.registry = registry == null || registry.isNoop() ? null : registry;
    this.capacity = capacity;
    this.listeners = List.copyOf(listeners);
  }

  /** Whether anything would be observed: else the template uses the client itself. */
  static boolean needed(ObservationRegistry registry, boolean capacity) {
    return registry != null && !registry.isNoop() || capacity;
  }

  private <R> R observe(String operation, String table, String index, Supplier<R> call,
      java.util.function.Function<R, List<ConsumedCapacity>> consumed) {
    RequestInfo info = new RequestInfo(operation, table, index, RepositoryMethod.current());
    R response;
    if (registry == null) {
      response = call.get();
    } else {
      Observation observation = Observation.createNotStarted(OBSERVATION, registry)
          .contextualName(operation + " " + table)
          .lowCardinalityKeyValue("db.system", "dynamodb")
          .lowCardinalityKeyValue("db.operation", operation)
          .lowCardinalityKeyValue("db.dynamodb.table", table)
          .lowCardinalityKeyValue("db.dynamodb.index", index == null ? NONE : index)
          .lowCardinalityKeyValue("dynaforge.method", info.method());
      response = observation.observe(call);
    }
    if (capacity && response != null && !listeners.isEmpty()) {
      List<ConsumedCapacity> reported = consumed.apply(response);
      if (reported != null) {
        for (ConsumedCapacity c : reported) {
          if (c != null) {
            for (ConsumedCapacityListener listener : listeners) {
              listener.onConsumedCapacity(info, c);
            }
          }
        }
      }
    }
    return response;
  }

  private static String tables(java.util.Collection<String> names) {
    return names.size() == 1 ? names.iterator().next() : String.join(",", new TreeSet<>(names));
  }

  private static List<ConsumedCapacity> one(ConsumedCapacity c) {
    return c == null ? null : List.of(c);
  }

  private ReturnConsumedCapacity total() {
    return capacity ? ReturnConsumedCapacity.TOTAL : null;
  }

  @Override
  public GetItemResponse getItem(GetItemRequest request) {
    GetItemRequest r = capacity ? request.toBuilder().returnConsumedCapacity(total()).build() : request;
    return observe("GetItem", r.tableName(), null, () -> delegate.getItem(r), x -> one(x.consumedCapacity()));
  }

  @Override
  public PutItemResponse putItem(PutItemRequest request) {
    PutItemRequest r = capacity ? request.toBuilder().returnConsumedCapacity(total()).build() : request;
    return observe("PutItem", r.tableName(), null, () -> delegate.putItem(r), x -> one(x.consumedCapacity()));
  }

  @Override
  public UpdateItemResponse updateItem(UpdateItemRequest request) {
    UpdateItemRequest r = capacity ? request.toBuilder().returnConsumedCapacity(total()).build() : request;
    return observe("UpdateItem", r.tableName(), null, () -> delegate.updateItem(r), x -> one(x.consumedCapacity()));
  }

  @Override
  public DeleteItemResponse deleteItem(DeleteItemRequest request) {
    DeleteItemRequest r = capacity ? request.toBuilder().returnConsumedCapacity(total()).build() : request;
    return observe("DeleteItem", r.tableName(), null, () -> delegate.deleteItem(r), x -> one(x.consumedCapacity()));
  }

  @Override
  public QueryResponse query(QueryRequest request) {
    QueryRequest r = capacity ? request.toBuilder().returnConsumedCapacity(total()).build() : request;
    return observe("Query", r.tableName(), r.indexName(), () -> delegate.query(r), x -> one(x.consumedCapacity()));
  }

  @Override
  public ScanResponse scan(ScanRequest request) {
    ScanRequest r = capacity ? request.toBuilder().returnConsumedCapacity(total()).build() : request;
    return observe("Scan", r.tableName(), r.indexName(), () -> delegate.scan(r), x -> one(x.consumedCapacity()));
  }

  @Override
  public BatchGetItemResponse batchGetItem(BatchGetItemRequest request) {
    BatchGetItemRequest r = capacity ? request.toBuilder().returnConsumedCapacity(total()).build() : request;
    return observe("BatchGetItem", tables(r.requestItems().keySet()), null, () -> delegate.batchGetItem(r),
        x -> x.hasConsumedCapacity() ? x.consumedCapacity() : null);
  }

  @Override
  public BatchWriteItemResponse batchWriteItem(BatchWriteItemRequest request) {
    BatchWriteItemRequest r = capacity ? request.toBuilder().returnConsumedCapacity(total()).build() : request;
    return observe("BatchWriteItem", tables(r.requestItems().keySet()), null, () -> delegate.batchWriteItem(r),
        x -> x.hasConsumedCapacity() ? x.consumedCapacity() : null);
  }

  @Override
  public TransactWriteItemsResponse transactWriteItems(TransactWriteItemsRequest request) {
    TransactWriteItemsRequest r = capacity ? request.toBuilder().returnConsumedCapacity(total()).build() : request;
    List<String> names = new ArrayList<>();
    r.transactItems().forEach(i -> names.add(i.put() != null ? i.put().tableName() : i.update() != null
        ? i.update().tableName() : i.delete() != null ? i.delete().tableName() : i.conditionCheck().tableName()));
    return observe("TransactWriteItems", tables(new TreeSet<>(names)), null, () -> delegate.transactWriteItems(r),
        x -> x.hasConsumedCapacity() ? x.consumedCapacity() : null);
  }

  @Override
  public TransactGetItemsResponse transactGetItems(TransactGetItemsRequest request) {
    TransactGetItemsRequest r = capacity ? request.toBuilder().returnConsumedCapacity(total()).build() : request;
    TreeSet<String> names = new TreeSet<>();
    r.transactItems().forEach(i -> names.add(i.get().tableName()));
    return observe("TransactGetItems", tables(names), null, () -> delegate.transactGetItems(r),
        x -> x.hasConsumedCapacity() ? x.consumedCapacity() : null);
  }

  @Override
  public ExecuteStatementResponse executeStatement(ExecuteStatementRequest request) {
    ExecuteStatementRequest r = capacity ? request.toBuilder().returnConsumedCapacity(total()).build() : request;
    return observe("ExecuteStatement", "partiql", null, () -> delegate.executeStatement(r),
        x -> one(x.consumedCapacity()));
  }

  @Override
  public CreateTableResponse createTable(CreateTableRequest request) {
    return observe("CreateTable", request.tableName(), null, () -> delegate.createTable(request), x -> null);
  }

  @Override
  public DescribeTableResponse describeTable(DescribeTableRequest request) {
    return observe("DescribeTable", request.tableName(), null, () -> delegate.describeTable(request), x -> null);
  }

  @Override
  public software.amazon.awssdk.services.dynamodb.model.UpdateTableResponse updateTable(
      software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest request) {
    return observe("UpdateTable", request.tableName(), null, () -> delegate.updateTable(request), x -> null);
  }

  @Override
  public software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveResponse updateTimeToLive(
      software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest request) {
    return observe("UpdateTimeToLive", request.tableName(), null, () -> delegate.updateTimeToLive(request), x -> null);
  }

  @Override
  public software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveResponse describeTimeToLive(
      software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveRequest request) {
    return observe("DescribeTimeToLive", request.tableName(), null, () -> delegate.describeTimeToLive(request),
        x -> null);
  }

  @Override
  public String serviceName() {
    return delegate.serviceName();
  }

  @Override
  public software.amazon.awssdk.services.dynamodb.DynamoDbServiceClientConfiguration serviceClientConfiguration() {
    return delegate.serviceClientConfiguration();
  }

  @Override
  public void close() {
    delegate.close();
  }

  /** The observation's keys, for tests and documentation. */
  static Map<String, String> keys(RequestInfo info) {
    return Map.of("db.operation", info.operation(), "db.dynamodb.table", info.tableName(),
        "db.dynamodb.index", info.indexName() == null ? NONE : info.indexName(), "dynaforge.method", info.method());
  }
}
