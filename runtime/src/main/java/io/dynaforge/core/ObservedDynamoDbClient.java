package io.dynaforge.core;

import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
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
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * The client the template's batch, transaction, PartiQL and table paths send through when
 * observations or consumed capacity are on: each call goes through the same {@link RequestObserver}
 * as the {@link OperationExecutor}'s. The template is built without it (and pays nothing) when neither
 * is configured.
 */
final class ObservedDynamoDbClient implements DynamoDbClient {

  private final DynamoDbClient delegate;
  private final RequestObserver observer;

  ObservedDynamoDbClient(DynamoDbClient delegate, RequestObserver observer) {
    this.delegate = delegate;
    this.observer = observer;
  }

  @Override
  public GetItemResponse getItem(GetItemRequest request) {
    return observer.send(DynamoDbCall.GET_ITEM, delegate, request);
  }

  @Override
  public PutItemResponse putItem(PutItemRequest request) {
    return observer.send(DynamoDbCall.PUT_ITEM, delegate, request);
  }

  @Override
  public UpdateItemResponse updateItem(UpdateItemRequest request) {
    return observer.send(DynamoDbCall.UPDATE_ITEM, delegate, request);
  }

  @Override
  public DeleteItemResponse deleteItem(DeleteItemRequest request) {
    return observer.send(DynamoDbCall.DELETE_ITEM, delegate, request);
  }

  @Override
  public QueryResponse query(QueryRequest request) {
    return observer.send(DynamoDbCall.QUERY, delegate, request);
  }

  @Override
  public ScanResponse scan(ScanRequest request) {
    return observer.send(DynamoDbCall.SCAN, delegate, request);
  }

  @Override
  public BatchGetItemResponse batchGetItem(BatchGetItemRequest request) {
    return observer.send(DynamoDbCall.BATCH_GET_ITEM, delegate, request);
  }

  @Override
  public BatchWriteItemResponse batchWriteItem(BatchWriteItemRequest request) {
    return observer.send(DynamoDbCall.BATCH_WRITE_ITEM, delegate, request);
  }

  @Override
  public TransactWriteItemsResponse transactWriteItems(TransactWriteItemsRequest request) {
    return observer.send(DynamoDbCall.TRANSACT_WRITE_ITEMS, delegate, request);
  }

  @Override
  public TransactGetItemsResponse transactGetItems(TransactGetItemsRequest request) {
    return observer.send(DynamoDbCall.TRANSACT_GET_ITEMS, delegate, request);
  }

  @Override
  public ExecuteStatementResponse executeStatement(ExecuteStatementRequest request) {
    return observer.send(DynamoDbCall.EXECUTE_STATEMENT, delegate, request);
  }

  @Override
  public CreateTableResponse createTable(CreateTableRequest request) {
    return observer.send(DynamoDbCall.CREATE_TABLE, delegate, request);
  }

  @Override
  public DescribeTableResponse describeTable(DescribeTableRequest request) {
    return observer.send(DynamoDbCall.DESCRIBE_TABLE, delegate, request);
  }

  @Override
  public software.amazon.awssdk.services.dynamodb.model.UpdateTableResponse updateTable(
      software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest request) {
    return observer.send(DynamoDbCall.UPDATE_TABLE, delegate, request);
  }

  @Override
  public software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveResponse updateTimeToLive(
      software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest request) {
    return observer.send(DynamoDbCall.UPDATE_TIME_TO_LIVE, delegate, request);
  }

  @Override
  public software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveResponse describeTimeToLive(
      software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveRequest request) {
    return observer.send(DynamoDbCall.DESCRIBE_TIME_TO_LIVE, delegate, request);
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
}
