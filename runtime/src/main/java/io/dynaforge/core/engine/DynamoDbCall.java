package io.dynaforge.core.engine;

import io.dynaforge.core.Internal;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.function.BiFunction;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
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
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveResponse;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbResponse;
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
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveResponse;

/**
 * One kind of DynamoDB call, described once for both execution models: its name, how a blocking
 * {@link DynamoDbClient} and a non-blocking {@link DynamoDbAsyncClient} send it, which table and index
 * it names (for observations), and how it asks for and reports consumed capacity. The
 * {@link OperationExecutor} sends every {@link RequestOperation} through one of these.
 *
 * @param <Q> the request type
 * @param <S> the response type
 */
@Internal
public final class DynamoDbCall<Q extends DynamoDbRequest, S extends DynamoDbResponse> {

  public static final DynamoDbCall<GetItemRequest, GetItemResponse> GET_ITEM = new DynamoDbCall<>("GetItem",
      DynamoDbClient::getItem, DynamoDbAsyncClient::getItem, GetItemRequest::tableName, r -> null,
      (r, c) -> r.toBuilder().returnConsumedCapacity(c).build(), s -> one(s.consumedCapacity()));
  public static final DynamoDbCall<PutItemRequest, PutItemResponse> PUT_ITEM = new DynamoDbCall<>("PutItem",
      DynamoDbClient::putItem, DynamoDbAsyncClient::putItem, PutItemRequest::tableName, r -> null,
      (r, c) -> r.toBuilder().returnConsumedCapacity(c).build(), s -> one(s.consumedCapacity()));
  public static final DynamoDbCall<UpdateItemRequest, UpdateItemResponse> UPDATE_ITEM = new DynamoDbCall<>(
      "UpdateItem", DynamoDbClient::updateItem, DynamoDbAsyncClient::updateItem, UpdateItemRequest::tableName,
      r -> null, (r, c) -> r.toBuilder().returnConsumedCapacity(c).build(), s -> one(s.consumedCapacity()));
  public static final DynamoDbCall<DeleteItemRequest, DeleteItemResponse> DELETE_ITEM = new DynamoDbCall<>(
      "DeleteItem", DynamoDbClient::deleteItem, DynamoDbAsyncClient::deleteItem, DeleteItemRequest::tableName,
      r -> null, (r, c) -> r.toBuilder().returnConsumedCapacity(c).build(), s -> one(s.consumedCapacity()));
  public static final DynamoDbCall<QueryRequest, QueryResponse> QUERY = new DynamoDbCall<>("Query",
      DynamoDbClient::query, DynamoDbAsyncClient::query, QueryRequest::tableName, QueryRequest::indexName,
      (r, c) -> r.toBuilder().returnConsumedCapacity(c).build(), s -> one(s.consumedCapacity()));
  public static final DynamoDbCall<ScanRequest, ScanResponse> SCAN = new DynamoDbCall<>("Scan",
      DynamoDbClient::scan, DynamoDbAsyncClient::scan, ScanRequest::tableName, ScanRequest::indexName,
      (r, c) -> r.toBuilder().returnConsumedCapacity(c).build(), s -> one(s.consumedCapacity()));
  public static final DynamoDbCall<BatchGetItemRequest, BatchGetItemResponse> BATCH_GET_ITEM = new DynamoDbCall<>(
      "BatchGetItem", DynamoDbClient::batchGetItem, DynamoDbAsyncClient::batchGetItem,
      r -> tables(r.requestItems().keySet()), r -> null, (r, c) -> r.toBuilder().returnConsumedCapacity(c).build(),
      s -> s.hasConsumedCapacity() ? s.consumedCapacity() : null);
  public static final DynamoDbCall<BatchWriteItemRequest, BatchWriteItemResponse> BATCH_WRITE_ITEM =
      new DynamoDbCall<>("BatchWriteItem", DynamoDbClient::batchWriteItem, DynamoDbAsyncClient::batchWriteItem,
          r -> tables(r.requestItems().keySet()), r -> null,
          (r, c) -> r.toBuilder().returnConsumedCapacity(c).build(),
          s -> s.hasConsumedCapacity() ? s.consumedCapacity() : null);
  public static final DynamoDbCall<TransactWriteItemsRequest, TransactWriteItemsResponse> TRANSACT_WRITE_ITEMS =
      new DynamoDbCall<>("TransactWriteItems", DynamoDbClient::transactWriteItems,
          DynamoDbAsyncClient::transactWriteItems, DynamoDbCall::tables, r -> null,
          (r, c) -> r.toBuilder().returnConsumedCapacity(c).build(),
          s -> s.hasConsumedCapacity() ? s.consumedCapacity() : null);
  public static final DynamoDbCall<TransactGetItemsRequest, TransactGetItemsResponse> TRANSACT_GET_ITEMS =
      new DynamoDbCall<>("TransactGetItems", DynamoDbClient::transactGetItems,
          DynamoDbAsyncClient::transactGetItems, DynamoDbCall::tables, r -> null,
          (r, c) -> r.toBuilder().returnConsumedCapacity(c).build(),
          s -> s.hasConsumedCapacity() ? s.consumedCapacity() : null);
  public static final DynamoDbCall<ExecuteStatementRequest, ExecuteStatementResponse> EXECUTE_STATEMENT =
      new DynamoDbCall<>("ExecuteStatement", DynamoDbClient::executeStatement, DynamoDbAsyncClient::executeStatement,
          r -> "partiql", r -> null, (r, c) -> r.toBuilder().returnConsumedCapacity(c).build(),
          s -> one(s.consumedCapacity()));
  static final DynamoDbCall<CreateTableRequest, CreateTableResponse> CREATE_TABLE = new DynamoDbCall<>(
      "CreateTable", DynamoDbClient::createTable, DynamoDbAsyncClient::createTable, CreateTableRequest::tableName,
      r -> null, null, null);
  static final DynamoDbCall<DescribeTableRequest, DescribeTableResponse> DESCRIBE_TABLE = new DynamoDbCall<>(
      "DescribeTable", DynamoDbClient::describeTable, DynamoDbAsyncClient::describeTable,
      DescribeTableRequest::tableName, r -> null, null, null);
  static final DynamoDbCall<UpdateTableRequest, UpdateTableResponse> UPDATE_TABLE = new DynamoDbCall<>(
      "UpdateTable", DynamoDbClient::updateTable, DynamoDbAsyncClient::updateTable, UpdateTableRequest::tableName,
      r -> null, null, null);
  static final DynamoDbCall<UpdateTimeToLiveRequest, UpdateTimeToLiveResponse> UPDATE_TIME_TO_LIVE =
      new DynamoDbCall<>("UpdateTimeToLive", DynamoDbClient::updateTimeToLive, DynamoDbAsyncClient::updateTimeToLive,
          UpdateTimeToLiveRequest::tableName, r -> null, null, null);
  static final DynamoDbCall<DescribeTimeToLiveRequest, DescribeTimeToLiveResponse> DESCRIBE_TIME_TO_LIVE =
      new DynamoDbCall<>("DescribeTimeToLive", DynamoDbClient::describeTimeToLive,
          DynamoDbAsyncClient::describeTimeToLive, DescribeTimeToLiveRequest::tableName, r -> null, null, null);

  private final String name;
  private final BiFunction<DynamoDbClient, Q, S> blocking;
  private final BiFunction<DynamoDbAsyncClient, Q, CompletableFuture<S>> nonBlocking;
  private final Function<Q, String> table;
  private final Function<Q, String> index;
  private final BiFunction<Q, ReturnConsumedCapacity, Q> capacityRequested;
  private final Function<S, List<ConsumedCapacity>> capacity;

  private DynamoDbCall(String name, BiFunction<DynamoDbClient, Q, S> blocking,
      BiFunction<DynamoDbAsyncClient, Q, CompletableFuture<S>> nonBlocking, Function<Q, String> table,
      Function<Q, String> index, BiFunction<Q, ReturnConsumedCapacity, Q> capacityRequested,
      Function<S, List<ConsumedCapacity>> capacity) {
    this.name = name;
    this.blocking = blocking;
    this.nonBlocking = nonBlocking;
    this.table = table;
    this.index = index;
    this.capacityRequested = capacityRequested;
    this.capacity = capacity;
  }

  /** The DynamoDB operation name, e.g. {@code PutItem}. */
  public String name() {
    return name;
  }

  S send(DynamoDbClient client, Q request) {
    return blocking.apply(client, request);
  }

  CompletableFuture<S> send(DynamoDbAsyncClient client, Q request) {
    return nonBlocking.apply(client, request);
  }

  /** The physical table (or tables, comma-separated) the request names. */
  String tableOf(Q request) {
    return table.apply(request);
  }

  /** The index the request reads, or null. */
  String indexOf(Q request) {
    return index.apply(request);
  }

  /** The request asking for TOTAL consumed capacity (the same request for a call that reports none). */
  Q withTotalCapacity(Q request) {
    return capacityRequested == null ? request : capacityRequested.apply(request, ReturnConsumedCapacity.TOTAL);
  }

  /** The capacity the response reports, or null. */
  List<ConsumedCapacity> consumed(S response) {
    return capacity == null || response == null ? null : capacity.apply(response);
  }

  @Override
  public String toString() {
    return name;
  }

  private static List<ConsumedCapacity> one(ConsumedCapacity c) {
    return c == null ? null : List.of(c);
  }

  static String tables(java.util.Collection<String> names) {
    return names.size() == 1 ? names.iterator().next() : String.join(",", new TreeSet<>(names));
  }

  private static String tables(TransactWriteItemsRequest r) {
    TreeSet<String> names = new TreeSet<>();
    r.transactItems().forEach(i -> names.add(i.put() != null ? i.put().tableName() : i.update() != null
        ? i.update().tableName() : i.delete() != null ? i.delete().tableName() : i.conditionCheck().tableName()));
    return tables(names);
  }

  private static String tables(TransactGetItemsRequest r) {
    TreeSet<String> names = new TreeSet<>();
    r.transactItems().forEach(i -> names.add(i.get().tableName()));
    return tables(names);
  }
}
