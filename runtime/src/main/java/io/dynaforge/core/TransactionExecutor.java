package io.dynaforge.core;

import io.dynaforge.event.AfterDeleteEvent;
import io.dynaforge.event.AfterSaveEvent;
import io.dynaforge.event.AfterUpdateEvent;
import io.dynaforge.event.BeforeDeleteEvent;
import io.dynaforge.event.BeforeSaveEvent;
import io.dynaforge.event.BeforeUpdateEvent;
import io.dynaforge.mapping.EntityMapper;
import io.dynaforge.mapping.EntityMetadata;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.springframework.dao.DataAccessException;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.Get;
import software.amazon.awssdk.services.dynamodb.model.ItemResponse;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
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
final class TransactionExecutor {

  private final TemplateContext ctx;

  TransactionExecutor(TemplateContext ctx) {
    this.ctx = ctx;
  }

  /** One transaction action while it runs. */
  private static final class TxItem {
    String action;
    EntityMapper<Object> mapper;
    String table;
    Map<String, AttributeValue> key;
    Object entity;
    Object versioned;
    Long previous;
    boolean versionChecked;
    boolean userCondition;
    boolean insert;
    TransactWriteItem request;
  }

  List<Object> transactWrite(TransactWrite transaction) {
    Objects.requireNonNull(transaction, "transaction");
    Instant now = ctx.clock.instant();
    List<TxItem> items = new ArrayList<>();
    try {
      for (TransactWrite.Action action : transaction.actions()) {
        TxItem item = new TxItem();
        items.add(item);
        prepare(item, action, now);
      }
    } catch (RuntimeException e) {
      restoreVersions(items); // nothing was sent
      throw e;
    }
    List<TransactWriteItem> requests = new ArrayList<>(items.size());
    for (TxItem item : items) {
      requests.add(item.request);
    }
    try {
      ctx.client.transactWriteItems(r -> r.transactItems(requests));
    } catch (TransactionCanceledException e) {
      restoreVersions(items);
      throw canceled(items, e);
    } catch (SdkException e) {
      restoreVersions(items);
      throw ctx.translator.translate(e, DynamoDbOperationContext.of("TransactWriteItems (" + items.size() + " items)", null,
          items.get(0).table));
    }
    List<Object> result = new ArrayList<>(items.size());
    for (TxItem item : items) {
      switch (item.action) {
        case "Put" -> {
          item.entity = ctx.afterSave(item.entity, item.table);
          ctx.publish(ctx.events == null ? null : new AfterSaveEvent<>(item.entity, item.table));
        }
        case "Update" -> ctx.publish(ctx.events == null ? null : new AfterUpdateEvent<>(item.entity, item.table));
        case "Delete" -> ctx.publish(ctx.events == null ? null
            : new AfterDeleteEvent<>(item.entity != null ? item.entity : item.mapper.type(), item.table));
        default -> { }
      }
      result.add(item.entity);
    }
    return result;
  }

  private void prepare(TxItem tx, TransactWrite.Action action, Instant now) {
    if (action instanceof TransactWrite.Put put) {
      tx.action = "Put";
      tx.insert = put.insert();
      tx.mapper = ctx.mapperOf(put.entity());
      EntityMetadata metadata = tx.mapper.metadata();
      tx.table = ctx.tableName(metadata);
      Object entity = tx.mapper.withAuditing(put.entity(), now);
      if (metadata.isVersioned()) {
        tx.previous = put.insert() ? null : tx.mapper.versionOf(entity);
        entity = tx.mapper.withVersion(entity, tx.previous == null ? 1L : tx.previous + 1);
        tx.versioned = entity;
        tx.versionChecked = !put.insert();
      }
      entity = ctx.beforeConvert(entity, tx.table);
      entity = ctx.beforeSave(entity, tx.table);
      ctx.publish(ctx.events == null ? null : new BeforeSaveEvent<>(entity, tx.table));
      tx.entity = entity;
      Map<String, AttributeValue> item = ctx.toItem(tx.mapper, entity, "TransactWriteItems", tx.table);
      TemplateContext.requireKey(metadata, item, "transactWrite put", tx.table);
      tx.key = TemplateContext.keyOfItem(metadata, item);
      Conditions conditions = new Conditions(put.condition());
      tx.userCondition = put.condition() != null;
      if (put.insert()) {
        conditions.add("attribute_not_exists(" + conditions.name("dfpk", metadata.partitionKeyAttribute().attributeName()) + ")");
      } else if (metadata.isVersioned()) {
        conditions.version(metadata.versionAttribute(), tx.previous);
      }
      Put.Builder request = Put.builder().tableName(tx.table).item(item);
      conditions.applyTo(request::conditionExpression, request::expressionAttributeNames,
          request::expressionAttributeValues);
      tx.request = TransactWriteItem.builder().put(request.build()).build();
    } else if (action instanceof TransactWrite.Update update) {
      tx.action = "Update";
      tx.mapper = ctx.mapperOf(update.entity());
      EntityMetadata metadata = tx.mapper.metadata();
      tx.table = ctx.tableName(metadata);
      if (metadata.isVersioned()) {
        tx.previous = tx.mapper.versionOf(update.entity());
        if (tx.previous == null) {
          throw new InvalidDataAccessApiUsageException("transactWrite update of " + metadata.entityName()
              + " needs the entity's @Version value, but it has none");
        }
      }
      Object entity = tx.mapper.withAuditing(update.entity(), now);
      if (tx.previous != null) {
        entity = tx.mapper.withVersion(entity, tx.previous + 1);
        tx.versioned = entity;
        tx.versionChecked = true;
      }
      tx.entity = entity;
      tx.userCondition = update.condition() != null;
      ctx.publish(ctx.events == null ? null : new BeforeUpdateEvent<>(entity, tx.table));
      tx.key = ctx.keyOf(tx.mapper, entity, "TransactWriteItems", tx.table);
      UpdateItemRequest built = UpdateRequests.build(ctx, tx.mapper, entity, tx.key, tx.table, tx.previous, update.condition());
      if (built.updateExpression() == null) { // a transaction's Update needs an expression; UpdateItem does not
        throw new InvalidDataAccessApiUsageException("transactWrite update of the item in table '" + built.tableName()
            + "' has nothing to set or remove; use a condition check instead");
      }
      Update.Builder request = Update.builder().tableName(tx.table).key(tx.key)
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
      tx.request = TransactWriteItem.builder().update(request.build()).build();
    } else if (action instanceof TransactWrite.Delete delete) {
      tx.action = "Delete";
      tx.mapper = ctx.mapperOf(delete.entity());
      EntityMetadata metadata = tx.mapper.metadata();
      tx.table = ctx.tableName(metadata);
      tx.entity = delete.entity();
      tx.key = ctx.keyOf(tx.mapper, delete.entity(), "TransactWriteItems", tx.table);
      Conditions conditions = new Conditions(delete.condition());
      tx.userCondition = delete.condition() != null;
      if (metadata.isVersioned()) {
        tx.previous = tx.mapper.versionOf(delete.entity());
        conditions.version(metadata.versionAttribute(), tx.previous);
        tx.versionChecked = true;
      }
      ctx.publish(ctx.events == null ? null : new BeforeDeleteEvent<>(delete.entity(), tx.table));
      Delete.Builder request = Delete.builder().tableName(tx.table).key(tx.key);
      conditions.applyTo(request::conditionExpression, request::expressionAttributeNames,
        request::expressionAttributeValues);
      tx.request = TransactWriteItem.builder().delete(request.build()).build();
    } else if (action instanceof TransactWrite.DeleteById delete) {
      tx.action = "Delete";
      tx.mapper = ctx.mapperForUnchecked(delete.type());
      tx.table = ctx.tableName(tx.mapper.metadata());
      tx.key = ctx.keyFor(tx.mapper, delete.partitionKey(), delete.sortKey(), tx.table);
      tx.userCondition = delete.condition() != null;
      ctx.publish(ctx.events == null ? null : new BeforeDeleteEvent<>(delete.type(), tx.table));
      Delete.Builder request = Delete.builder().tableName(tx.table).key(tx.key);
      if (delete.condition() != null) {
        new Conditions(delete.condition()).applyTo(request::conditionExpression, request::expressionAttributeNames,
        request::expressionAttributeValues);
      }
      tx.request = TransactWriteItem.builder().delete(request.build()).build();
    } else if (action instanceof TransactWrite.ConditionCheck check) {
      tx.action = "ConditionCheck";
      tx.mapper = ctx.mapperOf(check.entity());
      EntityMetadata metadata = tx.mapper.metadata();
      tx.table = ctx.tableName(metadata);
      tx.entity = check.entity();
      tx.key = ctx.keyOf(tx.mapper, check.entity(), "TransactWriteItems", tx.table);
      Conditions conditions = new Conditions(check.condition());
      tx.userCondition = true;
      if (metadata.isVersioned()) {
        tx.previous = tx.mapper.versionOf(check.entity());
        conditions.version(metadata.versionAttribute(), tx.previous);
        tx.versionChecked = true;
      }
      ConditionCheck.Builder request = ConditionCheck.builder().tableName(tx.table).key(tx.key);
      conditions.applyTo(request::conditionExpression, request::expressionAttributeNames,
          request::expressionAttributeValues);
      tx.request = TransactWriteItem.builder().conditionCheck(request.build()).build();
    } else if (action instanceof TransactWrite.ConditionCheckById check) {
      tx.action = "ConditionCheck";
      tx.mapper = ctx.mapperForUnchecked(check.type());
      tx.table = ctx.tableName(tx.mapper.metadata());
      tx.key = ctx.keyFor(tx.mapper, check.partitionKey(), check.sortKey(), tx.table);
      tx.userCondition = true;
      Conditions conditions = new Conditions(check.condition());
      ConditionCheck.Builder request = ConditionCheck.builder().tableName(tx.table).key(tx.key);
      conditions.applyTo(request::conditionExpression, request::expressionAttributeNames,
          request::expressionAttributeValues);
      tx.request = TransactWriteItem.builder().conditionCheck(request.build()).build();
    } else {
      throw new InvalidDataAccessApiUsageException("Unknown transaction action " + action);
    }
  }

  private void restoreVersions(List<TxItem> items) {
    for (TxItem item : items) {
      if (item.versioned != null) {
        TemplateContext.restoreVersion(item.mapper, item.versioned, item.entity != null ? item.entity : item.versioned, item.previous);
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

  List<Object> transactGet(TransactGet transaction) {
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
    TransactGetItemsResponse response;
    try {
      response = ctx.client.transactGetItems(r -> r.transactItems(requests));
    } catch (TransactionCanceledException e) {
      List<CancellationReason> reasons = new ArrayList<>();
      for (int i = 0; i < requests.size() && e.hasCancellationReasons() && i < e.cancellationReasons().size(); i++) {
        var reason = e.cancellationReasons().get(i);
        reasons.add(new CancellationReason(i, "Get", mappersOfGets.get(i).metadata().entityName(), tables.get(i),
            AttributeValueConversions.describeKey(requests.get(i).get().key()), reason.code(), reason.message(), false));
      }
      throw new TransactionCanceledDataAccessException("transactGet of " + requests.size() + " item(s) was cancelled: "
          + reasons.stream().filter(CancellationReason::failed).toList(), reasons, e);
    } catch (SdkException e) {
      throw ctx.translator.translate(e, DynamoDbOperationContext.of("TransactGetItems (" + requests.size() + " items)",
          null, tables.get(0)));
    }
    List<Object> result = new ArrayList<>(requests.size());
    List<ItemResponse> responses = response.hasResponses() ? response.responses() : List.of();
    for (int i = 0; i < requests.size(); i++) {
      ItemResponse itemResponse = i < responses.size() ? responses.get(i) : null;
      if (itemResponse == null || !itemResponse.hasItem() || itemResponse.item().isEmpty()) {
        result.add(null);
      } else {
        result.add(ctx.read(mappersOfGets.get(i), itemResponse.item(), tables.get(i)));
      }
    }
    return result;
  }
}
