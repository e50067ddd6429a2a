package io.dynaforge.core.engine;

import io.dynaforge.core.CancellationReason;
import io.dynaforge.core.DefaultDynamoDbExceptionTranslator;
import io.dynaforge.core.DynamoDbOperationContext;
import io.dynaforge.core.TransactGet;
import io.dynaforge.core.TransactWrite;
import io.dynaforge.core.TransactionCanceledDataAccessException;
import io.dynaforge.core.TransactionVersionConflictException;
import io.dynaforge.expression.DynamoDbExpression;
import io.dynaforge.mapping.AttributeValueConversions;
import io.dynaforge.extension.WriteOperation;
import io.dynaforge.mapping.EntityMapper;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.springframework.dao.DataAccessException;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.Get;
import software.amazon.awssdk.services.dynamodb.model.ItemResponse;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.Update;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * {@code transactWrite}/{@code transactGet}: each action prepared like its single-item counterpart
 * (auditing, version, callbacks, events, conditions), sent as one TransactWriteItems or
 * TransactGetItems request; versions are rolled back on failure and cancellation reasons are mapped
 * to the actions, a cancellation caused only by version checks becoming a
 * {@link TransactionVersionConflictException}.
 */
final class TransactionOperations {

  private final TemplateServices ctx;

  TransactionOperations(TemplateServices ctx) {
    this.ctx = ctx;
  }

  /** One transaction action while it runs. */
  private static final class TxItem {
    final String action;
    final EntityMapper<Object> mapper;
    final String table;
    final Map<String, AttributeValue> key;
    final boolean versionChecked;
    final boolean userCondition;
    final TransactWriteItem request;
    /** The prepared write (its version restored when the transaction fails). */
    final ItemWrite<Object> write;

    TxItem(String action, ItemWrite<Object> write, boolean userCondition, TransactWriteItem request) {
      this.action = action;
      this.mapper = write.mapper;
      this.table = write.table;
      this.key = write.key;
      this.versionChecked = write.versionChecked;
      this.userCondition = userCondition;
      this.request = request;
      this.write = write;
    }
  }


  /** TransactWriteItems of the prepared actions; the result lists each action's entity (null for by-key ones). */
  RequestOperation<TransactWriteItemsRequest, TransactWriteItemsResponse, List<Object>> writeOperation(
      TransactWrite transaction) {
    return writeOperation(transaction, null);
  }

  /**
   * {@link #writeOperation(TransactWrite)} with the current auditor resolved before, once for the transaction (a
   * reactive template's); {@code null}: the template's {@code AuditorAware} is asked.
   */
  RequestOperation<TransactWriteItemsRequest, TransactWriteItemsResponse, List<Object>> writeOperation(
      TransactWrite transaction, CurrentAuditor auditor) {
    Objects.requireNonNull(transaction, "transaction");
    Instant now = ctx.clock().instant();
    List<TxItem> items = new ArrayList<>();
    try {
      for (TransactWrite.Action action : transaction.actions()) {
        items.add(prepare(action, now, auditor)); // a preparation that fails restores its own version
      }
    } catch (RuntimeException e) {
      restoreVersions(items); // nothing was sent
      throw e;
    }
    List<TransactWriteItem> requests = new ArrayList<>(items.size());
    for (TxItem item : items) {
      requests.add(item.request);
    }
    // the token makes the SDK's retry of a transaction DynamoDB already applied (a 500 after the
    // write, a timeout) a no-op instead of a second application, for 10 minutes
    TransactWriteItemsRequest request = TransactWriteItemsRequest.builder().transactItems(requests)
        .clientRequestToken(java.util.UUID.randomUUID().toString()).build();
    return new ItemOperations.Operation<>(DynamoDbCall.TRANSACT_WRITE_ITEMS, () -> request, response -> {
      List<Object> result = new ArrayList<>(items.size());
      for (TxItem item : items) { // the stages after the write, in the order of the actions
        result.add(ctx.writeStages().written(item.write, null));
      }
      return result;
    }, e -> {
      restoreVersions(items);
      return OperationFailure.thrown(e instanceof TransactionCanceledException canceled ? canceled(items, canceled)
          : ctx.translator().translate(e, DynamoDbOperationContext.of("TransactWriteItems (" + items.size() + " items)",
              null, items.get(0).table)));
    });
  }

  /** Prepares an action as its single-item counterpart is prepared ({@link ItemWrite}) and builds its request. */
  private TxItem prepare(TransactWrite.Action action, Instant now, CurrentAuditor auditor) {
    if (action instanceof TransactWrite.Put put) {
      ItemWrite<Object> write = ItemWrite.put(ctx, put.entity(), put.condition(), put.insert(), now,
          ItemWrite.Site.TRANSACTION, auditor);
      if (write.putsAsUpdate()) { // a Put would reset the @AtomicCounters
        return new TxItem("Put", write, write.userCondition,
            TransactWriteItem.builder().update(transactUpdate(write.putAsUpdate())).build());
      }
      Put.Builder request = Put.builder().tableName(write.table).item(write.item);
      write.conditions.applyTo(request::conditionExpression, request::expressionAttributeNames,
          request::expressionAttributeValues);
      return new TxItem("Put", write, write.userCondition, TransactWriteItem.builder().put(request.build()).build());
    }
    if (action instanceof TransactWrite.Update update) {
      if (update.entity() != null && ctx.encryptedTables().encrypted(ctx.mapperFor(update.entity().getClass()))) {
        // the encryption SDK refuses an Update of signed attributes: the whole item, with the same conditions
        ItemWrite<Object> write = ItemWrite.updateAsPut(ctx, update.entity(), update.condition(), now,
            ItemWrite.Site.TRANSACTION, auditor);
        Put.Builder request = Put.builder().tableName(write.table).item(write.item);
        write.conditions.applyTo(request::conditionExpression, request::expressionAttributeNames,
            request::expressionAttributeValues);
        return new TxItem("Update", write, write.userCondition, TransactWriteItem.builder().put(request.build()).build());
      }
      ItemWrite<Object> write = ItemWrite.update(ctx, update.entity(), update.condition(), now,
          ItemWrite.Site.TRANSACTION, auditor);
      UpdateItemRequest built = write.update;
      if (built.updateExpression() == null) { // a transaction's Update needs an expression; UpdateItem does not
        write.restoreVersion();
        throw new InvalidDataAccessApiUsageException("transactWrite update of the item in table '" + built.tableName()
            + "' has nothing to set or remove; use a condition check instead");
      }
      return new TxItem("Update", write, write.userCondition,
          TransactWriteItem.builder().update(transactUpdate(built)).build());
    }
    if (action instanceof TransactWrite.UpdateById update) {
      EntityMapper<Object> mapper = ctx.mapperForUnchecked(update.type());
      String table = ctx.tableName(mapper.metadata());
      Map<String, AttributeValue> key = ctx.keyFor(mapper, update.partitionKey(), update.sortKey(), table);
      @SuppressWarnings("unchecked")
      io.dynaforge.expression.Update<Object> actions = (io.dynaforge.expression.Update<Object>) update.update();
      TypedUpdate typed = TypedUpdate.of(mapper, DerivedColumns.follow(mapper, key, Expiry.zeroIsNoExpiry(mapper,
          actions), "transactWrite update",
          table), update.condition(), "transactWrite update");
      KeyUpdates.Parts parts = typed.parts(mapper, table, now, ctx.auditor(mapper, auditor));
      ItemWrite<Object> write = ItemWrite.updateByKey(ctx, mapper, table, key, KeyUpdates.request(table, key, parts),
          update.condition() != null, ItemWrite.Site.TRANSACTION);
      return new TxItem("Update", write, update.condition() != null,
          TransactWriteItem.builder().update(transactUpdate(write.update)).build());
    }
    if (action instanceof TransactWrite.Delete delete) {
      return deleteItem(ItemWrite.delete(ctx, delete.entity(), delete.condition(), ItemWrite.Site.TRANSACTION));
    }
    if (action instanceof TransactWrite.DeleteById delete) {
      return deleteItem(byKey(delete.type(), delete.partitionKey(), delete.sortKey(), delete.condition(), false));
    }
    if (action instanceof TransactWrite.ConditionCheck check) {
      return checkItem(ItemWrite.conditionCheck(ctx, check.entity(), check.condition()));
    }
    if (action instanceof TransactWrite.ConditionCheckById check) {
      return checkItem(byKey(check.type(), check.partitionKey(), check.sortKey(), check.condition(), true));
    }
    throw new InvalidDataAccessApiUsageException("Unknown transaction action " + action);
  }

  /** A delete or condition check ({@code check}) by key, through the stages of a write by key. */
  private ItemWrite<Object> byKey(Class<?> type, Object partitionKey, Object sortKey, DynamoDbExpression condition,
      boolean check) {
    EntityMapper<Object> mapper = ctx.mapperForUnchecked(type);
    String table = ctx.tableName(mapper.metadata());
    Map<String, AttributeValue> key = ctx.keyFor(mapper, partitionKey, sortKey, table);
    return ItemWrite.byKey(ctx, mapper, table, key, condition, check, ItemWrite.Site.TRANSACTION);
  }

  /** The Delete action of a prepared delete (of an entity or by key). */
  private static TxItem deleteItem(ItemWrite<Object> write) {
    Delete.Builder request = Delete.builder().tableName(write.table).key(write.key);
    write.conditions.applyTo(request::conditionExpression, request::expressionAttributeNames,
        request::expressionAttributeValues);
    return new TxItem("Delete", write, write.userCondition, TransactWriteItem.builder().delete(request.build()).build());
  }

  /** The ConditionCheck action of a prepared condition check (of an entity or by key). */
  private static TxItem checkItem(ItemWrite<Object> write) {
    ConditionCheck.Builder request = ConditionCheck.builder().tableName(write.table).key(write.key);
    write.conditions.applyTo(request::conditionExpression, request::expressionAttributeNames,
        request::expressionAttributeValues);
    return new TxItem("ConditionCheck", write, true,
        TransactWriteItem.builder().conditionCheck(request.build()).build());
  }

  /** An UpdateItem request as a transaction's Update action (same key, expressions and placeholders). */
  private static Update transactUpdate(UpdateItemRequest built) {
    Update.Builder request = Update.builder().tableName(built.tableName()).key(built.key())
        .updateExpression(built.updateExpression());
    if (built.conditionExpression() != null) {
      request.conditionExpression(built.conditionExpression());
    }
    if (built.hasExpressionAttributeNames()) {
      request.expressionAttributeNames(built.expressionAttributeNames());
    }
    if (built.hasExpressionAttributeValues()) {
      request.expressionAttributeValues(built.expressionAttributeValues());
    }
    return request.build();
  }

  private void restoreVersions(List<TxItem> items) {
    for (TxItem item : items) {
      if (item.write != null) {
        item.write.restoreVersion();
      }
    }
  }

  private DataAccessException canceled(List<TxItem> items, TransactionCanceledException e) {
    List<CancellationReason> reasons = new ArrayList<>();
    boolean versionOnly = true;
    boolean anyFailed = false;
    List<software.amazon.awssdk.services.dynamodb.model.CancellationReason> given =
        e.hasCancellationReasons() ? e.cancellationReasons() : List.of();
    for (int i = 0; i < items.size(); i++) {
      TxItem item = items.get(i);
      String code = i < given.size() ? given.get(i).code() : null;
      String message = i < given.size() ? given.get(i).message() : null;
      boolean failed = code != null && !"None".equalsIgnoreCase(code);
      boolean versionConflict = failed && "ConditionalCheckFailed".equals(code) && item.versionChecked && !item.userCondition;
      if (failed) {
        anyFailed = true;
        versionOnly &= versionConflict;
      }
      reasons.add(new CancellationReason(i, item.action, item.mapper.metadata().entityName(), item.table,
          AttributeValueConversions.describeKey(item.key), code, message, versionConflict));
    }
    List<CancellationReason> failedReasons = reasons.stream().filter(CancellationReason::failed).toList();
    if (anyFailed && versionOnly) {
      return new TransactionVersionConflictException("Optimistic locking failure: transactWrite of " + items.size()
          + " item(s) was cancelled because the stored version of " + failedReasons.size()
          + " item(s) differs from the entity's: " + failedReasons, reasons, e);
    }
    return new TransactionCanceledDataAccessException("transactWrite of " + items.size()
        + " item(s) was cancelled: " + (failedReasons.isEmpty() ? DefaultDynamoDbExceptionTranslator.reason(e) : failedReasons),
        reasons, e);
  }


  /** TransactGetItems; the result has one element per get, null where none of that kind is stored. */
  RequestOperation<TransactGetItemsRequest, TransactGetItemsResponse, List<Object>> getOperation(
      TransactGet transaction) {
    Objects.requireNonNull(transaction, "transaction");
    List<EntityMapper<Object>> mappersOfGets = new ArrayList<>();
    List<String> tables = new ArrayList<>();
    List<TransactGetItem> requests = new ArrayList<>();
    for (TransactGet.Get get : transaction.gets()) {
      EntityMapper<Object> mapper = ctx.mapperForUnchecked(get.type());
      String table = ctx.tableName(mapper.metadata());
      Map<String, AttributeValue> key = ctx.keyFor(mapper, get.partitionKey(), get.sortKey(), table);
      mappersOfGets.add(mapper);
      tables.add(table);
      requests.add(TransactGetItem.builder().get(Get.builder().tableName(table).key(key).build()).build());
    }
    TransactGetItemsRequest request = TransactGetItemsRequest.builder().transactItems(requests).build();
    return new ItemOperations.Operation<>(DynamoDbCall.TRANSACT_GET_ITEMS, () -> request, response -> {
      List<Object> result = new ArrayList<>(requests.size());
      List<ItemResponse> responses = response.hasResponses() ? response.responses() : List.of();
      for (int i = 0; i < requests.size(); i++) {
        ItemResponse itemResponse = i < responses.size() ? responses.get(i) : null;
        if (itemResponse == null || !itemResponse.hasItem() || itemResponse.item().isEmpty()) {
          result.add(null);
        } else { // null: another kind's item, expired, or an extension skipped it
          result.add(ctx.read(mappersOfGets.get(i), itemResponse.item(), tables.get(i)));
        }
      }
      return result;
    }, error -> {
      if (!(error instanceof TransactionCanceledException e)) {
        return OperationFailure.thrown(ctx.translator().translate(error, DynamoDbOperationContext.of(
            "TransactGetItems (" + requests.size() + " items)", null, tables.get(0))));
      }
      List<CancellationReason> reasons = new ArrayList<>();
      for (int i = 0; i < requests.size() && e.hasCancellationReasons() && i < e.cancellationReasons().size(); i++) {
        var reason = e.cancellationReasons().get(i);
        reasons.add(new CancellationReason(i, "Get", mappersOfGets.get(i).metadata().entityName(), tables.get(i),
            AttributeValueConversions.describeKey(requests.get(i).get().key()), reason.code(), reason.message(), false));
      }
      return OperationFailure.thrown(new TransactionCanceledDataAccessException("transactGet of " + requests.size()
          + " item(s) was cancelled: " + reasons.stream().filter(CancellationReason::failed).toList(), reasons, e));
    });
  }
}
