package io.dynaforge.core.engine;

import io.dynaforge.core.ItemCipher;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ItemResponse;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.Select;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * The write and read stage of a template with an {@link ItemCipher}: encrypts the items a request writes
 * (PutItem, the puts of a BatchWriteItem and of a TransactWriteItems) and decrypts the items a response
 * returns (GetItem, Query and Scan pages, BatchGetItem, TransactGetItems) on the tables the cipher covers.
 * A read that asks for part of the items (a projection: {@code existsById}, a count) is left as it is: a
 * signed item verifies only whole. Keys, conditions and update expressions are never touched. Not for
 * applications.
 */
final class ItemCipherStage {

  private final ItemCipher cipher;

  ItemCipherStage(ItemCipher cipher) {
    this.cipher = cipher;
  }

  /** The request with the items it writes encrypted. */
  @SuppressWarnings("unchecked")
  <Q extends DynamoDbRequest, S extends DynamoDbResponse> Q encrypt(DynamoDbCall<Q, S> call, Q request) {
    if (call == DynamoDbCall.PUT_ITEM) {
      PutItemRequest put = (PutItemRequest) request;
      return cipher.covers(put.tableName())
          ? (Q) put.toBuilder().item(cipher.encrypt(put.tableName(), put.item())).build() : request;
    }
    if (call == DynamoDbCall.BATCH_WRITE_ITEM) {
      return (Q) batchWrite((BatchWriteItemRequest) request);
    }
    if (call == DynamoDbCall.TRANSACT_WRITE_ITEMS) {
      return (Q) transactWrite((TransactWriteItemsRequest) request);
    }
    if (call == DynamoDbCall.UPDATE_ITEM) {
      UpdateItemRequest update = (UpdateItemRequest) request;
      if (cipher.covers(update.tableName())) {
        refuseSignedChanges(update.tableName(), update.updateExpression(), update.expressionAttributeNames());
      }
    }
    return request;
  }

  /**
   * An UpdateItem is sent unencrypted: it may change only unsigned attributes (a typed update of an
   * {@code @Unsigned} property). A signed one (a version bump, any other attribute) would leave an item the
   * next read cannot verify, so it is refused before sending. Names are read through the request's
   * {@code #aliases}, as the template writes every update.
   */
  private void refuseSignedChanges(String table, String expression, Map<String, String> names) {
    if (expression == null) {
      return;
    }
    List<String> signed = new ArrayList<>();
    java.util.regex.Matcher alias = ALIAS.matcher(expression);
    while (alias.find()) {
      String attribute = names.getOrDefault(alias.group(), alias.group());
      if (cipher.signs(table, attribute) && !signed.contains(attribute)) {
        signed.add(attribute);
      }
    }
    if (!signed.isEmpty()) {
      throw new org.springframework.dao.InvalidDataAccessApiUsageException("An UpdateItem of the encrypted table '"
          + table + "' changes the signed attribute(s) " + signed + ": the encryption SDK could no longer verify"
          + " the item. Save the whole entity (a conditional PutItem), or update only @Unsigned attributes of a"
          + " kind without @Version.");
    }
  }

  private static final java.util.regex.Pattern ALIAS = java.util.regex.Pattern.compile("#[A-Za-z0-9_]+");

  /** The response with the whole items it returns decrypted. */
  @SuppressWarnings("unchecked")
  <Q extends DynamoDbRequest, S extends DynamoDbResponse> S decrypt(DynamoDbCall<Q, S> call, Q request, S response) {
    if (call == DynamoDbCall.GET_ITEM) {
      GetItemRequest get = (GetItemRequest) request;
      GetItemResponse got = (GetItemResponse) response;
      return got.hasItem() && whole(get.projectionExpression(), get.hasAttributesToGet()) && cipher.covers(get.tableName())
          ? (S) got.toBuilder().item(cipher.decrypt(get.tableName(), got.item())).build() : response;
    }
    if (call == DynamoDbCall.QUERY) {
      QueryRequest query = (QueryRequest) request;
      QueryResponse page = (QueryResponse) response;
      return page.hasItems() && whole(query.projectionExpression(), query.hasAttributesToGet())
          && query.select() != Select.COUNT && cipher.covers(query.tableName())
          ? (S) page.toBuilder().items(decryptAll(query.tableName(), page.items())).build() : response;
    }
    if (call == DynamoDbCall.SCAN) {
      ScanRequest scan = (ScanRequest) request;
      ScanResponse page = (ScanResponse) response;
      return page.hasItems() && whole(scan.projectionExpression(), scan.hasAttributesToGet())
          && scan.select() != Select.COUNT && cipher.covers(scan.tableName())
          ? (S) page.toBuilder().items(decryptAll(scan.tableName(), page.items())).build() : response;
    }
    if (call == DynamoDbCall.BATCH_GET_ITEM) {
      return (S) batchGet((software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest) request,
          (BatchGetItemResponse) response);
    }
    if (call == DynamoDbCall.TRANSACT_GET_ITEMS) {
      return (S) transactGet((TransactGetItemsRequest) request, (TransactGetItemsResponse) response);
    }
    return response;
  }

  private static boolean whole(String projection, boolean attributesToGet) {
    return projection == null && !attributesToGet;
  }

  private List<Map<String, AttributeValue>> decryptAll(String table, List<Map<String, AttributeValue>> items) {
    List<Map<String, AttributeValue>> decrypted = new ArrayList<>(items.size());
    for (Map<String, AttributeValue> item : items) {
      decrypted.add(cipher.decrypt(table, item));
    }
    return decrypted;
  }

  private BatchWriteItemRequest batchWrite(BatchWriteItemRequest request) {
    if (request.requestItems().keySet().stream().noneMatch(cipher::covers)) {
      return request;
    }
    Map<String, List<WriteRequest>> tables = new LinkedHashMap<>();
    request.requestItems().forEach((table, writes) -> {
      if (!cipher.covers(table)) {
        tables.put(table, writes);
        return;
      }
      List<WriteRequest> encrypted = new ArrayList<>(writes.size());
      for (WriteRequest write : writes) {
        encrypted.add(write.putRequest() == null ? write : write.toBuilder()
            .putRequest(p -> p.item(cipher.encrypt(table, write.putRequest().item()))).build());
      }
      tables.put(table, encrypted);
    });
    return request.toBuilder().requestItems(tables).build();
  }

  private TransactWriteItemsRequest transactWrite(TransactWriteItemsRequest request) {
    for (TransactWriteItem action : request.transactItems()) {
      if (action.update() != null && cipher.covers(action.update().tableName())) {
        refuseSignedChanges(action.update().tableName(), action.update().updateExpression(),
            action.update().expressionAttributeNames());
      }
    }
    if (request.transactItems().stream().noneMatch(a -> a.put() != null && cipher.covers(a.put().tableName()))) {
      return request;
    }
    List<TransactWriteItem> actions = new ArrayList<>(request.transactItems().size());
    for (TransactWriteItem action : request.transactItems()) {
      String table = action.put() == null ? null : action.put().tableName();
      actions.add(table == null || !cipher.covers(table) ? action : action.toBuilder()
          .put(action.put().toBuilder().item(cipher.encrypt(table, action.put().item())).build()).build());
    }
    return request.toBuilder().transactItems(actions).build();
  }

  private BatchGetItemResponse batchGet(software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest request,
      BatchGetItemResponse response) {
    if (!response.hasResponses() || response.responses().keySet().stream().noneMatch(cipher::covers)) {
      return response;
    }
    Map<String, List<Map<String, AttributeValue>>> tables = new LinkedHashMap<>();
    response.responses().forEach((table, items) -> {
      KeysAndAttributes asked = request.requestItems().get(table);
      boolean whole = asked == null || whole(asked.projectionExpression(), asked.hasAttributesToGet());
      tables.put(table, whole && cipher.covers(table) ? decryptAll(table, items) : items);
    });
    return response.toBuilder().responses(tables).build();
  }

  private TransactGetItemsResponse transactGet(TransactGetItemsRequest request, TransactGetItemsResponse response) {
    if (!response.hasResponses()) {
      return response;
    }
    List<ItemResponse> items = new ArrayList<>(response.responses().size());
    boolean changed = false;
    for (int i = 0; i < response.responses().size(); i++) {
      ItemResponse item = response.responses().get(i);
      TransactGetItem asked = i < request.transactItems().size() ? request.transactItems().get(i) : null;
      String table = asked == null || asked.get() == null ? null : asked.get().tableName();
      if (item.hasItem() && table != null && asked.get().projectionExpression() == null && cipher.covers(table)) {
        items.add(item.toBuilder().item(cipher.decrypt(table, item.item())).build());
        changed = true;
      } else {
        items.add(item);
      }
    }
    return changed ? response.toBuilder().responses(items).build() : response;
  }
}
