package io.dynaforge.core.engine;

import io.dynaforge.core.Cursor;
import io.dynaforge.core.DynamoDbOperationContext;
import io.dynaforge.core.DynamoDbPageRequest;
import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.core.EntityQueryResult;
import io.dynaforge.core.Internal;
import io.dynaforge.core.TransactGet;
import io.dynaforge.core.TransactWrite;
import io.dynaforge.expression.Condition;
import io.dynaforge.expression.DynamoDbExpression;
import io.dynaforge.expression.Update;
import io.dynaforge.mapping.AttributeValueConversions;
import io.dynaforge.mapping.EntityMapper;
import io.dynaforge.mapping.EntityMetadata;
import io.dynaforge.mapping.ItemMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Supplier;
import org.springframework.dao.DataAccessException;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import org.springframework.dao.OptimisticLockingFailureException;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * Builds the template's {@link RequestOperation}s, one per DynamoDB call kind: GetItem (read, exists),
 * PutItem (save, insert; an UpdateItem for an entity with {@code @AtomicCounter}s), UpdateItem (of an
 * entity, or by key with a typed or an expression update), DeleteItem (of an entity, by key), and one
 * Query or Scan page (of entities, projections, raw items, or counted). Building an operation
 * prepares it: a write's preparation (auditing, version, callbacks, before-events, conversion,
 * extensions, the kind of its key) is {@link ItemWrite}'s, shared with transactions; so build one
 * when it is to be sent (a reactive caller builds it on subscription). Sending is the
 * {@link OperationExecutor}'s; reads go through the one read pipeline ({@link TemplateServices#read}).
 *
 * <p>Shared by {@link io.dynaforge.core.DynamoDbTemplate} and {@code ReactiveDynamoDbTemplate}; not for applications.
 */
@Internal
public final class ItemOperations {

  private final TemplateServices ctx;
  private final TransactionOperations transactions;
  private final BatchGetter batchGets;
  private final BatchOperations batchWrites;
  private final PartiQlOperations partiQl;

  ItemOperations(TemplateServices ctx) {
    this.ctx = ctx;
    this.transactions = new TransactionOperations(ctx);
    this.batchGets = new BatchGetter(ctx);
    this.batchWrites = new BatchOperations(ctx, this);
    this.partiQl = new PartiQlOperations(ctx);
  }

  // ================================================================== writes

  /** PutItem of a save or an insert; an UpdateItem for an entity with counters (a put would reset them). */
  public <T> RequestOperation<?, ?, T> save(T original, DynamoDbExpression userCondition, boolean insert) {
    return save(original, userCondition, insert, null);
  }

  /**
   * {@link #save(Object, DynamoDbExpression, boolean)} with the auditor resolved before (a reactive template's
   * {@code ReactiveAuditorAware}); {@code null}: the template's {@code AuditorAware} is asked.
   */
  public <T> RequestOperation<?, ?, T> save(T original, DynamoDbExpression userCondition, boolean insert,
      CurrentAuditor auditor) {
    Objects.requireNonNull(original, "entity");
    return put(ItemWrite.put(ctx, original, userCondition, insert, ctx.clock().instant(), ItemWrite.Site.TEMPLATE,
        auditor));
  }

  /** The PutItem (UpdateItem for an entity with counters) of a prepared put, as {@link #save} sends it. */
  <T> RequestOperation<?, ?, T> put(ItemWrite<T> write) {
    boolean insert = write.inserting;
    Function<SdkException, OperationFailure> failure = e -> {
      write.restoreVersion();
      if (!(e instanceof ConditionalCheckFailedException check)) {
        return thrown(e, write.putsAsUpdate() ? "UpdateItem" : "PutItem", write.metadata, write.table, write.key);
      }
      if (insert && write.extensionCondition) { // a duplicate key, or the extension's condition?
        return OperationFailure.probed(probe(write.metadata, write.table, write.key,
            "#pk", write.metadata.partitionKeyAttribute().attributeName(),
            stored -> stored != null ? duplicate(write, check) : userConditionFailed("insert", write.metadata,
                write.table, write.key, check), duplicate(write, check)));
      }
      if (insert) {
        return OperationFailure.thrown(duplicate(write, check));
      }
      return conditionFailure("save", write.metadata, write.table, write.key, write.previous, write.userCondition,
          check);
    };
    Function<Map<String, AttributeValue>, T> saved = stored -> ctx.writeStages().written(write, stored);
    if (write.putsAsUpdate()) {
      UpdateItemRequest request = write.putAsUpdate();
      return new Operation<>(DynamoDbCall.UPDATE_ITEM, () -> request, r -> saved.apply(r.attributes()), failure);
    }
    PutItemRequest.Builder request = PutItemRequest.builder().tableName(write.table).item(write.item);
    write.conditions.applyTo(request::conditionExpression, request::expressionAttributeNames,
        request::expressionAttributeValues);
    PutItemRequest put = request.build();
    return new Operation<>(DynamoDbCall.PUT_ITEM, () -> put, r -> saved.apply(write.item), failure);
  }

  private static DuplicateKeyException duplicate(ItemWrite<?> write, ConditionalCheckFailedException e) {
    return new DuplicateKeyException("insert of " + write.metadata.entityName() + " into table '" + write.table
        + "' failed: an item with key " + AttributeValueConversions.describeKey(write.key) + " already exists", e);
  }

  /** UpdateItem of an entity's attributes, the version checked when it has one. */
  public <T> RequestOperation<?, ?, T> update(T original, DynamoDbExpression userCondition) {
    return update(original, userCondition, (CurrentAuditor) null);
  }

  /** {@link #update(Object, DynamoDbExpression)} with the auditor resolved before ({@code null}: ask the template's). */
  public <T> RequestOperation<?, ?, T> update(T original, DynamoDbExpression userCondition, CurrentAuditor auditor) {
    Objects.requireNonNull(original, "entity");
    if (ctx.encryptedTables().encrypted(ctx.mapperFor(original.getClass()))) {
      return updateAsPut(original, userCondition, auditor);
    }
    ItemWrite<T> write = ItemWrite.update(ctx, original, userCondition, ctx.clock().instant(), ItemWrite.Site.TEMPLATE,
        auditor);
    return new Operation<>(DynamoDbCall.UPDATE_ITEM, () -> write.update,
        response -> ctx.writeStages().written(write, response.attributes()), e -> updateFailure(write, e, "UpdateItem"));
  }

  /** An update's failure (sent as {@code call}): its version restored, a failed condition told apart. */
  private OperationFailure updateFailure(ItemWrite<?> write, SdkException e, String call) {
    write.restoreVersion();
    return e instanceof ConditionalCheckFailedException check
        ? conditionFailure("update", write.metadata, write.table, write.key, write.previous, write.userCondition,
            check)
        : thrown(e, call, write.metadata, write.table, write.key);
  }

  /**
   * {@code update(entity)} of an encrypted kind: a PutItem of the whole item with the update's conditions
   * (the version, the user's, the extensions'), since the AWS Database Encryption SDK refuses an UpdateItem
   * of signed attributes; events and failures as for an update.
   */
  private <T> RequestOperation<PutItemRequest, PutItemResponse, T> updateAsPut(T original,
      DynamoDbExpression userCondition, CurrentAuditor auditor) {
    ItemWrite<T> write = ItemWrite.updateAsPut(ctx, original, userCondition, ctx.clock().instant(),
        ItemWrite.Site.TEMPLATE, auditor);
    PutItemRequest.Builder request = PutItemRequest.builder().tableName(write.table).item(write.item);
    write.conditions.applyTo(request::conditionExpression, request::expressionAttributeNames,
        request::expressionAttributeValues);
    PutItemRequest put = request.build();
    return new Operation<>(DynamoDbCall.PUT_ITEM, () -> put, response -> ctx.writeStages().written(write, null),
        e -> updateFailure(write, e, "PutItem"));
  }

  /** UpdateItem by key with a typed update: derived columns followed, auditing and version added. */
  public <T> RequestOperation<UpdateItemRequest, UpdateItemResponse, T> update(Class<T> type, Object partitionKey,
      Object sortKey, Update<T> update, Condition<T> condition) {
    return update(type, partitionKey, sortKey, update, condition, null);
  }

  /** The typed update by key with the auditor resolved before ({@code null}: ask the template's). */
  public <T> RequestOperation<UpdateItemRequest, UpdateItemResponse, T> update(Class<T> type, Object partitionKey,
      Object sortKey, Update<T> update, Condition<T> condition, CurrentAuditor auditor) {
    Objects.requireNonNull(update, "update");
    EntityMapper<T> mapper = ctx.tableMapperFor(type, "update");
    String table = ctx.tableName(mapper.metadata());
    Map<String, AttributeValue> key = ctx.keyFor(mapper, partitionKey, sortKey, table);
    TypedUpdate typed = TypedUpdate.of(mapper,
        DerivedColumns.follow(mapper, key, Expiry.zeroIsNoExpiry(mapper, update), "update", table), condition,
        "update");
    return updateByKey(mapper, table, key, typed.parts(mapper, table, ctx.clock().instant(),
        ctx.auditor(mapper, auditor)), condition != null);
  }

  /** UpdateItem by key with an update expression (and an optional condition expression). */
  public <T> RequestOperation<UpdateItemRequest, UpdateItemResponse, T> update(Class<T> type, Object partitionKey,
      Object sortKey, String updateExpression, String conditionExpression, Map<String, String> names,
      Map<String, AttributeValue> values) {
    return update(type, partitionKey, sortKey, updateExpression, conditionExpression, names, values, null);
  }

  /** The expression update by key with the auditor resolved before ({@code null}: ask the template's). */
  public <T> RequestOperation<UpdateItemRequest, UpdateItemResponse, T> update(Class<T> type, Object partitionKey,
      Object sortKey, String updateExpression, String conditionExpression, Map<String, String> names,
      Map<String, AttributeValue> values, CurrentAuditor auditor) {
    Objects.requireNonNull(updateExpression, "updateExpression");
    EntityMapper<T> mapper = ctx.tableMapperFor(type, "update");
    String table = ctx.tableName(mapper.metadata());
    Map<String, AttributeValue> key = ctx.keyFor(mapper, partitionKey, sortKey, table);
    DerivedColumns.Expression followed = DerivedColumns.follow(mapper, key, updateExpression, names, values, "update",
        table);
    return updateByKey(mapper, table, key, KeyUpdates.build(mapper, table, followed.updateExpression(),
        conditionExpression, followed.names(), followed.values(), ctx.clock().instant(), ctx.auditor(mapper, auditor)),
        conditionExpression != null);
  }

  /**
   * One UpdateItem by key: the caller's actions plus auditing and the version increment (KeyUpdates), then the
   * write stages of a write by key (kind, extensions, event).
   */
  private <T> RequestOperation<UpdateItemRequest, UpdateItemResponse, T> updateByKey(EntityMapper<T> mapper,
      String table, Map<String, AttributeValue> key, KeyUpdates.Parts parts, boolean userCondition) {
    EntityMetadata metadata = mapper.metadata();
    ItemWrite<T> write = ItemWrite.updateByKey(ctx, mapper, table, key, KeyUpdates.request(table, key, parts),
        userCondition, ItemWrite.Site.TEMPLATE);
    UpdateItemRequest request = write.update;
    return new Operation<>(DynamoDbCall.UPDATE_ITEM, () -> request, response -> {
      ctx.writeStages().written(write, null);
      return ctx.read(mapper, response.attributes(), table);
    }, e -> e instanceof ConditionalCheckFailedException
        ? OperationFailure.thrown(new DataIntegrityViolationException("update of " + metadata.entityName()
            + " in table '" + table + "' (key " + AttributeValueConversions.describeKey(key) + ") failed: the condition '"
            + request.conditionExpression() + "' was not met; nothing was changed", e))
        : thrown(e, "UpdateItem", metadata, table, key));
  }

  /** DeleteItem of an entity, the version checked when it has one. */
  public <T> RequestOperation<DeleteItemRequest, DeleteItemResponse, Void> delete(T entity,
      DynamoDbExpression userCondition) {
    Objects.requireNonNull(entity, "entity");
    ItemWrite<T> write = ItemWrite.delete(ctx, entity, userCondition, ItemWrite.Site.TEMPLATE);
    DeleteItemRequest.Builder request = DeleteItemRequest.builder().tableName(write.table).key(write.key);
    write.conditions.applyTo(request::conditionExpression, request::expressionAttributeNames,
        request::expressionAttributeValues);
    DeleteItemRequest delete = request.build();
    return new Operation<>(DynamoDbCall.DELETE_ITEM, () -> delete, response -> {
      ctx.writeStages().written(write, null);
      return null;
    }, e -> {
      if (!(e instanceof ConditionalCheckFailedException check)) {
        return thrown(e, "DeleteItem", write.metadata, write.table, write.key);
      }
      return write.metadata.isVersioned()
          ? conditionFailure("delete", write.metadata, write.table, write.key, write.previous, write.userCondition,
              check)
          : OperationFailure.thrown(userConditionFailed("delete", write.metadata, write.table, write.key, check));
    });
  }

  /** DeleteItem by key, with an optional condition. */
  public RequestOperation<DeleteItemRequest, DeleteItemResponse, Void> deleteById(Class<?> type, Object partitionKey,
      Object sortKey, DynamoDbExpression condition) {
    EntityMapper<?> mapper = ctx.tableMapperFor(type, "delete");
    EntityMetadata metadata = mapper.metadata();
    String table = ctx.tableName(metadata);
    Map<String, AttributeValue> key = ctx.keyFor(mapper, partitionKey, sortKey, table);
    ItemWrite<?> write = ItemWrite.byKey(ctx, mapper, table, key, condition, false, ItemWrite.Site.TEMPLATE);
    DeleteItemRequest.Builder request = DeleteItemRequest.builder().tableName(table).key(key);
    write.conditions.applyTo(request::conditionExpression, request::expressionAttributeNames,
        request::expressionAttributeValues);
    DeleteItemRequest delete = request.build();
    return new Operation<>(DynamoDbCall.DELETE_ITEM, () -> delete, response -> {
      ctx.writeStages().written(write, null);
      return null;
    }, e -> e instanceof ConditionalCheckFailedException check
        ? OperationFailure.thrown(userConditionFailed("delete", metadata, table, key, check))
        : thrown(e, "DeleteItem", metadata, table, key));
  }

  // ================================================================== transactions

  /** TransactWriteItems of the actions, each prepared as its single-item counterpart; the entities as written. */
  public RequestOperation<?, ?, List<Object>> transactWrite(TransactWrite transaction) {
    return transactions.writeOperation(transaction);
  }

  /**
   * {@link #transactWrite(TransactWrite)} with the current auditor resolved before, once for the whole transaction
   * ({@code null}: the template's {@code AuditorAware} is asked).
   */
  public RequestOperation<?, ?, List<Object>> transactWrite(TransactWrite transaction, CurrentAuditor auditor) {
    return transactions.writeOperation(transaction, auditor);
  }

  /** TransactGetItems; one element per get, null where none of that kind is stored. */
  public RequestOperation<?, ?, List<Object>> transactGet(TransactGet transaction) {
    return transactions.getOperation(transaction);
  }

  // ================================================================== batches

  /** BatchGetItem of the ids, 100 keys a request, unprocessed ones retried; the entities found, in id order. */
  public <T> RequestSequence<List<T>> batchGet(Class<T> type, Iterable<?> ids, boolean consistentRead) {
    return batchGets.sequence(type, ids, consistentRead);
  }

  /**
   * BatchWriteItem PutRequests of the entities (prepared as {@code save} prepares them; {@code @Version}
   * and {@code @AtomicCounter} entities refused), 25 a request, unprocessed ones retried; the saved
   * instances.
   */
  public <T> RequestSequence<List<T>> saveAll(Iterable<? extends T> entities) {
    return batchWrites.saveAll(entities, null);
  }

  /**
   * {@link #saveAll(Iterable)} with each entity's auditor resolved before ({@code auditors}, in the order of the
   * entities); {@code null}: the template's {@code AuditorAware} is asked.
   */
  public <T> RequestSequence<List<T>> saveAll(List<? extends T> entities, List<CurrentAuditor> auditors) {
    return batchWrites.saveAll(entities, auditors);
  }

  /**
   * {@code save} of each entity, in BatchWriteItem PutRequests where that stores exactly what the
   * PutItem would (no {@code @Version}, no {@code @AtomicCounter}, no extension condition): what a
   * repository's {@code saveAll} sends; the saved instances in the order given.
   */
  public <T> RequestSequence<List<T>> saveEach(Iterable<? extends T> entities) {
    return batchWrites.saveEach(entities, null);
  }

  /** {@link #saveEach(Iterable)} with each entity's auditor resolved before (as {@link #saveAll(List, List)}). */
  public <T> RequestSequence<List<T>> saveEach(List<? extends T> entities, List<CurrentAuditor> auditors) {
    return batchWrites.saveEach(entities, auditors);
  }

  /** BatchWriteItem DeleteRequests; {@code @Version} entities one DeleteItem each, under their version. */
  public RequestSequence<Void> deleteAll(Iterable<?> entities) {
    return batchWrites.deleteAll(entities);
  }

  /** BatchWriteItem DeleteRequests of the ids' keys. */
  public RequestSequence<Void> deleteAllById(Class<?> type, Iterable<?> ids) {
    return batchWrites.deleteAllById(type, ids);
  }

  // ================================================================== PartiQL

  /** A PartiQL statement's rows read as entities (of the type's kind), following NextToken up to the limit. */
  public <T> RequestSequence<List<T>> executeStatement(Class<T> type, String statement, List<?> parameters,
      int limit) {
    return partiQl.execute(type, statement, parameters, limit);
  }

  /** A PartiQL statement's raw rows, following NextToken up to the limit. */
  public RequestSequence<List<Map<String, AttributeValue>>> executeStatement(String statement, List<?> parameters,
      int limit) {
    return partiQl.execute(statement, parameters, limit, null);
  }

  // ================================================================== reads by key

  /** GetItem of an entity; the result is null when there is none of its kind (or it expired, or was dropped). */
  public <T> RequestOperation<GetItemRequest, GetItemResponse, T> findById(Class<T> type, Object partitionKey,
      Object sortKey, boolean consistentRead) {
    EntityMapper<T> mapper = ctx.tableMapperFor(type, "be read with GetItem");
    EntityMetadata metadata = mapper.metadata();
    String table = ctx.tableName(metadata);
    Map<String, AttributeValue> key = ctx.keyFor(mapper, partitionKey, sortKey, table);
    GetItemRequest.Builder builder = GetItemRequest.builder().tableName(table).key(key);
    if (consistentRead) {
      builder.consistentRead(Boolean.TRUE);
    }
    GetItemRequest request = builder.build();
    return new Operation<>(DynamoDbCall.GET_ITEM, () -> request,
        response -> !response.hasItem() || response.item().isEmpty() ? null : ctx.read(mapper, response.item(), table),
        e -> thrown(e, "GetItem", metadata, table, key));
  }

  /** GetItem of the key attributes only (and the TTL): whether an item of the kind exists. */
  public RequestOperation<GetItemRequest, GetItemResponse, Boolean> existsById(Class<?> type, Object partitionKey,
      Object sortKey, boolean consistentRead) {
    EntityMapper<?> mapper = ctx.tableMapperFor(type, "be read with GetItem");
    EntityMetadata metadata = mapper.metadata();
    String table = ctx.tableName(metadata);
    Map<String, AttributeValue> key = ctx.keyFor(mapper, partitionKey, sortKey, table);
    String ttl = Expiry.filteredAttribute(mapper);
    // the key of another kind's item: none of this kind can be stored under it, nothing is sent
    GetItemRequest request = !ctx.kinds().unconstrained(mapper) && !ctx.kinds().owns(mapper, key) ? null
        : ctx.encryptedTables().encrypted(mapper) // a signed item is verified whole: no projection
            ? GetItemRequest.builder().tableName(table).key(key).consistentRead(consistentRead ? Boolean.TRUE : null)
                .build()
        : GetItemRequest.builder().tableName(table).key(key)
            .projectionExpression(ttl == null ? "#pk" : "#pk, #ttl")
            .expressionAttributeNames(ttl == null ? Map.of("#pk", metadata.partitionKeyAttribute().attributeName())
                : Map.of("#pk", metadata.partitionKeyAttribute().attributeName(), "#ttl", ttl))
            .consistentRead(consistentRead ? Boolean.TRUE : null)
            .build();
    return new Operation<>(DynamoDbCall.GET_ITEM, () -> request, response -> response != null && response.hasItem()
        && !response.item().isEmpty() && !ctx.expiry().expired(mapper, response.item()),
        e -> thrown(e, "GetItem", metadata, table, key));
  }

  // ================================================================== pages

  /** One Query or Scan page of the entity's items ({@code query} as given; see {@link #reading}). */
  public <T> RequestOperation<?, ?, EntityQueryResult<List<T>>> page(Class<T> type, DynamoDbQuery query,
      DynamoDbPageRequest page) {
    EntityMapper<T> mapper = ctx.mapperFor(type);
    return page(mapper, mapper, ctx.tableName(mapper.metadata()), reading(mapper, query), page);
  }

  /** One page of the entity's items read as a projection. */
  public <P> RequestOperation<?, ?, EntityQueryResult<List<P>>> page(Class<?> entityType, ItemMapper<P> projection,
      DynamoDbQuery query, DynamoDbPageRequest page) {
    EntityMapper<?> entity = ctx.mapperFor(entityType);
    return page(entity, projection, ctx.tableName(entity.metadata()), reading(entity, query), page);
  }

  /** One page of raw items of a logical table (no kind, no pipeline). */
  public RequestOperation<?, ?, EntityQueryResult<List<Map<String, AttributeValue>>>> itemsPage(
      String logicalTable, DynamoDbQuery query, DynamoDbPageRequest page) {
    return raw(ctx.tableNames(logicalTable), null, query, page, false, null, null);
  }

  /**
   * One page counted for the entity: its result's {@code getResult()} is the number of the kind's items
   * on that page, counted by the server where that is exact ({@link Kinds#serverCountIsExact}) and on
   * the client otherwise (the key attributes read).
   */
  public RequestOperation<?, ?, EntityQueryResult<Long>> countPage(Class<?> type, DynamoDbQuery query,
      DynamoDbPageRequest page) {
    EntityMapper<?> entity = ctx.mapperFor(type);
    return countPage(entity, ctx.tableName(entity.metadata()), reading(entity, query), page);
  }

  /**
   * The combiner of an {@code exists} of the entity's items matching {@code query}: pages of one item
   * where every item evaluated counts (the server's count is exact, nothing filtered).
   */
  public io.dynaforge.internal.paging.ExistsPages existsPages(Class<?> type, DynamoDbQuery query) {
    EntityMapper<?> entity = ctx.mapperFor(type);
    return existsPages(entity, reading(entity, Objects.requireNonNull(query, "query")));
  }

  /** {@link #existsPages(Class, DynamoDbQuery)} of a query {@link #reading} already made. */
  io.dynaforge.internal.paging.ExistsPages existsPages(EntityMapper<?> entity, DynamoDbQuery effective) {
    return new io.dynaforge.internal.paging.ExistsPages(ctx.kinds().serverCountIsExact(entity, effective)
        && effective.filterExpression() == null);
  }

  /** Refuses a parallel Scan of the type in a segment count DynamoDB would refuse (1 to 1,000,000). */
  public void requireSegments(Class<?> type, int totalSegments) {
    EntityMapper<?> mapper = ctx.mapperFor(type);
    ParallelScan.requireSegments(mapper.metadata().entityName(), ctx.tableName(mapper.metadata()), totalSegments);
  }

  /** One page of one segment of a parallel Scan of the entity's items (of its view's index for a view). */
  public <T> RequestOperation<?, ?, EntityQueryResult<List<T>>> segmentPage(Class<T> type, DynamoDbQuery filter,
      DynamoDbPageRequest page, int segment, int totalSegments) {
    EntityMapper<T> mapper = ctx.mapperFor(type);
    DynamoDbQuery query = Objects.requireNonNull(filter, "filter");
    if (mapper.metadata().isView() && query.indexName() == null) {
      query = query.toBuilder().indexName(mapper.metadata().index().name()).build();
    }
    if (!query.isScan()) {
      throw new org.springframework.dao.InvalidDataAccessApiUsageException("parallelScan takes a filter-only query;"
          + " this one has the key condition '" + query.keyConditionExpression() + "'");
    }
    String table = ctx.tableName(mapper.metadata());
    return raw(table, mapper.metadata().entityName(), reading(mapper, query), page, false, segment, totalSegments)
        .then(raw -> read(mapper, mapper, table, raw));
  }

  // ================================================================== item collections

  /**
   * One Query page of an item collection, folded by its view's {@code ItemCollectionMapper} (see {@link
   * #fold}); what the blocking {@code queryItemCollection} reads, for the reactive template.
   */
  public <V> RequestOperation<?, ?, EntityQueryResult<V>> collectionPage(Class<V> view, DynamoDbQuery query,
      DynamoDbPageRequest page) {
    io.dynaforge.mapping.ItemCollectionMapper<V> mapper = collectionMapper(view, query);
    String table = ctx.tableNames(mapper.tableName());
    return raw(table, null, collectionQuery(mapper, query), page, false, null, null)
        .then(rows -> fold(mapper, view, table, rows));
  }

  /** The view's fold; a query without a key condition is refused (an item collection is one partition). */
  public <V> io.dynaforge.mapping.ItemCollectionMapper<V> collectionMapper(Class<V> view, DynamoDbQuery query) {
    io.dynaforge.mapping.ItemCollectionMapper<V> mapper;
    try {
      mapper = ctx.mappers().collectionMapperFor(Objects.requireNonNull(view, "view"));
    } catch (io.dynaforge.mapping.DynamoDbMappingException e) {
      throw new org.springframework.dao.InvalidDataAccessApiUsageException(e.getMessage(), e);
    }
    if (Objects.requireNonNull(query, "query").isScan()) {
      throw new org.springframework.dao.InvalidDataAccessApiUsageException("queryItemCollection of "
          + view.getSimpleName() + " needs a key condition on its partition key '" + mapper.partitionKeyAttribute()
          + "'");
    }
    return mapper;
  }

  /** The query on the view's index unless it names one. */
  public static DynamoDbQuery collectionQuery(io.dynaforge.mapping.ItemCollectionMapper<?> mapper, DynamoDbQuery query) {
    return query.indexName() != null || mapper.indexName() == null ? query
        : query.toBuilder().indexName(mapper.indexName()).build();
  }

  /**
   * A page of rows folded into the view: the expired rows of kinds that filter them left out, each row
   * through the extensions' {@code afterRead} (null skips it) before the fold; null without rows.
   */
  public <V> EntityQueryResult<V> fold(io.dynaforge.mapping.ItemCollectionMapper<V> mapper, Class<V> view, String table,
      EntityQueryResult<List<Map<String, AttributeValue>>> rows) {
    List<Map<String, AttributeValue>> items = unexpiredRows(expiringMembers(mapper.tableName()), rows.getResult());
    items = ctx.extensions().readAll(view, table, items); // each item through afterRead before the fold
    V folded = items.isEmpty() ? null : mapper.fold(items);
    return rows.withResult(folded);
  }

  /** The rows that have not expired for the kind that owns them, among the kinds that filter. */
  private List<Map<String, AttributeValue>> unexpiredRows(List<EntityMapper<?>> filtering,
      List<Map<String, AttributeValue>> rows) {
    if (filtering.isEmpty()) {
      return rows;
    }
    List<Map<String, AttributeValue>> kept = new ArrayList<>(rows.size());
    for (Map<String, AttributeValue> row : rows) {
      boolean expired = false;
      for (EntityMapper<?> member : filtering) {
        if (ctx.kinds().owns(member, row) && ctx.expiry().expired(member, row)) {
          expired = true;
          break;
        }
      }
      if (!expired) {
        kept.add(row);
      }
    }
    return kept;
  }

  /** The entities of a logical table whose expired items reads leave out (item-collection rows). */
  private List<EntityMapper<?>> expiringMembers(String logicalTable) {
    List<EntityMapper<?>> filtering = null;
    for (EntityMapper<?> candidate : ctx.mappers().all()) {
      if (candidate.filtersExpired() && !candidate.metadata().isView()
          && candidate.metadata().tableName().equals(logicalTable)) {
        if (filtering == null) {
          filtering = new ArrayList<>(2);
        }
        filtering.add(candidate);
      }
    }
    return filtering == null ? List.of() : filtering;
  }

  /** The Scan of an entity's whole table, or of its view's index. */
  public DynamoDbQuery scanOf(Class<?> type) {
    EntityMetadata metadata = ctx.mapperFor(type).metadata();
    return metadata.isView() ? DynamoDbQuery.builder().indexName(metadata.index().name()).build()
        : DynamoDbQuery.scanAll();
  }

  /** One page through {@code target}: items the read pipeline leaves out are not in the result. */
  <T> RequestOperation<?, ?, EntityQueryResult<List<T>>> page(EntityMapper<?> entity, ItemMapper<T> target,
      String table, DynamoDbQuery effective, DynamoDbPageRequest page) {
    return raw(table, entity != null ? entity.metadata().entityName() : TemplateServices.entityName(target), effective,
        page, false, null, null).then(raw -> read(entity, target, table, raw));
  }

  /** A raw page through the read pipeline: the items it keeps, the page's cursor and counts. */
  private <T> EntityQueryResult<List<T>> read(EntityMapper<?> entity, ItemMapper<T> target, String table,
      EntityQueryResult<List<Map<String, AttributeValue>>> raw) {
    List<T> values = new ArrayList<>(raw.getResult().size());
    java.util.function.Function<Map<String, AttributeValue>, T> reader = ctx.reader(entity, target, table);
    for (Map<String, AttributeValue> item : raw.getResult()) {
      T value = reader.apply(item);
      if (value != null) {
        values.add(value);
      }
    }
    return raw.withResult(values);
  }

  RequestOperation<?, ?, EntityQueryResult<Long>> countPage(EntityMapper<?> entity, String table,
      DynamoDbQuery effective, DynamoDbPageRequest page) {
    boolean server = ctx.kinds().serverCountIsExact(entity, effective);
    // a signed item is verified whole: on an encrypted table the rows the kind check counts are read whole
    DynamoDbQuery counted = server || encrypted(entity.metadata()) ? effective : keysOnly(entity, effective);
    return raw(table, entity.metadata().entityName(), counted, page, server, null, null).then(raw -> {
      long count = server ? raw.getCount() : kept(entity, raw.getResult());
      return raw.withResult(count);
    });
  }

  private int kept(EntityMapper<?> entity, List<Map<String, AttributeValue>> rows) {
    int kept = 0;
    TemplateServices.Keeping keeping = ctx.keeping(entity);
    for (Map<String, AttributeValue> row : rows) {
      if (keeping.keeps(row)) {
        kept++;
      }
    }
    return kept;
  }

  /** The query reading only what the kind check and the expiry check look at. */
  private DynamoDbQuery keysOnly(EntityMapper<?> entity, DynamoDbQuery query) {
    java.util.Set<String> attributes = ctx.attributesKept(entity);
    for (io.dynaforge.mapping.KeyAttribute key : entity.metadata().keyAttributes()) {
      attributes.add(key.attributeName());
    }
    return ProjectionAttributes.only(query, attributes);
  }

  /**
   * The request every read of an entity's items sends: the kind's server-side filter on a base-table
   * Scan, the expiry filter, and, under a projection, also the attributes the kind check, the expiry
   * check and the extensions look at.
   */
  public DynamoDbQuery reading(EntityMapper<?> entity, DynamoDbQuery query) {
    DynamoDbQuery effective = ctx.expiry().unexpired(entity, ctx.kinds().scanFilter(entity, query));
    if (effective.projectionExpression() == null) {
      return effective;
    }
    if (encrypted(entity.metadata())) { // a signed item is verified whole: a projection reads whole items there
      return ProjectionAttributes.whole(effective);
    }
    java.util.Set<String> needed = ctx.attributesKept(entity);
    needed.addAll(ctx.extensions().attributesRead(entity.type()));
    return ProjectionAttributes.including(effective, needed);
  }

  /**
   * One Query (key condition present) or Scan page of raw items, or only the count; both take the same
   * options (index, filter, placeholders, consistent read, page size, start cursor, count only) from
   * one place. {@code segment} is null for a whole Scan or a Query.
   */
  Operation<?, ?, EntityQueryResult<List<Map<String, AttributeValue>>>> raw(String table, String entityName,
      DynamoDbQuery query, DynamoDbPageRequest page, boolean countOnly, Integer segment, Integer totalSegments) {
    Objects.requireNonNull(query, "query");
    DynamoDbPageRequest effectivePage = page == null ? DynamoDbPageRequest.unpaged() : page;
    Map<String, AttributeValue> startKey = effectivePage.cursor() == null ? null
        : effectivePage.cursor().exclusiveStartKey();
    // the options both requests share; null leaves an option unset
    Map<String, String> names = query.names().isEmpty() ? null : query.names();
    Map<String, AttributeValue> values = query.values().isEmpty() ? null : query.values();
    Boolean consistentRead = query.consistentRead() ? Boolean.TRUE : null;
    software.amazon.awssdk.services.dynamodb.model.Select select =
        countOnly ? software.amazon.awssdk.services.dynamodb.model.Select.COUNT : null;
    String projection = countOnly ? null : query.projectionExpression();
    Function<SdkException, OperationFailure> failure = e -> { // the operation's text only when it failed
      String operation = (query.isScan() ? (segment == null ? "Scan" : "Scan of segment " + segment + "/"
          + totalSegments) : "Query") + (query.indexName() == null ? "" : " of index '" + query.indexName() + "'");
      return OperationFailure.thrown(
          ctx.translator().translate(e, new DynamoDbOperationContext(operation, entityName, table, null)));
    };
    if (query.isScan()) {
      ScanRequest request = ScanRequest.builder().tableName(table)
          .indexName(query.indexName())
          .filterExpression(query.filterExpression())
          .expressionAttributeNames(names)
          .expressionAttributeValues(values)
          .consistentRead(consistentRead)
          .limit(effectivePage.limit())
          .exclusiveStartKey(startKey)
          .select(select)
          .segment(segment)
          .totalSegments(totalSegments)
          .projectionExpression(projection)
          .build();
      return new Operation<>(DynamoDbCall.SCAN, () -> request, (ScanResponse r) -> rawResult(
          r.hasItems() ? r.items() : null, r.hasLastEvaluatedKey() ? r.lastEvaluatedKey() : null, r.count(),
          r.scannedCount()), failure);
    }
    QueryRequest request = QueryRequest.builder().tableName(table)
        .keyConditionExpression(query.keyConditionExpression())
        .indexName(query.indexName())
        .filterExpression(query.filterExpression())
        .expressionAttributeNames(names)
        .expressionAttributeValues(values)
        .scanIndexForward(query.scanIndexForward() ? null : Boolean.FALSE)
        .consistentRead(consistentRead)
        .limit(effectivePage.limit())
        .exclusiveStartKey(startKey)
        .select(select)
        .projectionExpression(projection)
        .build();
    return new Operation<>(DynamoDbCall.QUERY, () -> request, (QueryResponse r) -> rawResult(
        r.hasItems() ? r.items() : null, r.hasLastEvaluatedKey() ? r.lastEvaluatedKey() : null, r.count(),
        r.scannedCount()), failure);
  }

  private static EntityQueryResult<List<Map<String, AttributeValue>>> rawResult(
      List<Map<String, AttributeValue>> items, Map<String, AttributeValue> lastEvaluatedKey, Integer count,
      Integer scannedCount) {
    return EntityQueryResult.of(items != null ? items : List.of(), Cursor.of(lastEvaluatedKey),
        count == null ? 0 : count, scannedCount == null ? 0 : scannedCount);
  }

  // ================================================================== failures

  /** Whether the entity's table is an encrypted table (its items signed, read only whole). */
  private boolean encrypted(EntityMetadata metadata) {
    return ctx.encryptedTables().encrypted(metadata);
  }

  private OperationFailure thrown(SdkException e, String operation, EntityMetadata metadata, String table,
      Map<String, AttributeValue> key) {
    return OperationFailure.thrown(ctx.translate(e, operation, metadata, table, key));
  }

  private static DataIntegrityViolationException userConditionFailed(String operation, EntityMetadata metadata,
      String table, Map<String, AttributeValue> key, ConditionalCheckFailedException e) {
    return new DataIntegrityViolationException(operation + " of " + metadata.entityName() + " in table '" + table
        + "' (key " + AttributeValueConversions.describeKey(key) + ") failed: the condition expression was not met", e);
  }

  /**
   * A failed condition of a versioned write or delete. With a user condition too, a consistent read of
   * the version tells which one failed.
   */
  private OperationFailure conditionFailure(String operation, EntityMetadata metadata, String table,
      Map<String, AttributeValue> key, Long expected, boolean userCondition, ConditionalCheckFailedException e) {
    if (!metadata.isVersioned()) {
      return OperationFailure.thrown(userConditionFailed(operation, metadata, table, key, e));
    }
    String expectation = expected == null
        ? "expected no stored version (a new entity), but an item with a version exists"
        : "expected the stored version to be " + expected + ", but the item has another version or no longer exists";
    DataAccessException locking = new OptimisticLockingFailureException("Optimistic locking failure: " + operation
        + " of " + metadata.entityName() + " in table '" + table + "' (key " + AttributeValueConversions.describeKey(key)
        + "): " + expectation + " (version attribute '" + metadata.versionAttribute() + "')", e);
    if (!userCondition) {
      return OperationFailure.thrown(locking);
    }
    return OperationFailure.probed(probe(metadata, table, key, "#v", metadata.versionAttribute(), stored -> {
      boolean matches;
      if (expected == null) {
        matches = stored == null;
      } else {
        try {
          matches = stored != null && stored.n() != null
              && new java.math.BigDecimal(stored.n()).longValue() == expected;
        } catch (NumberFormatException unknown) {
          matches = false;
        }
      }
      return matches ? userConditionFailed(operation, metadata, table, key, e) : locking;
    }, locking));
  }

  /**
   * A consistent GetItem of one attribute of the item under the key, deciding which exception to
   * report ({@code decide} gets the attribute, or null when the item or the attribute is missing);
   * {@code unknown} when the probe itself fails.
   */
  private RequestOperation<GetItemRequest, GetItemResponse, RuntimeException> probe(EntityMetadata metadata,
      String table, Map<String, AttributeValue> key, String placeholder, String attribute,
      Function<AttributeValue, RuntimeException> decide, RuntimeException unknown) {
    GetItemRequest.Builder builder = GetItemRequest.builder().tableName(table).key(key).consistentRead(Boolean.TRUE);
    if (!encrypted(metadata)) { // a signed item is verified whole: no projection on an encrypted table
      builder.projectionExpression(placeholder).expressionAttributeNames(Map.of(placeholder, attribute));
    }
    GetItemRequest request = builder.build();
    return new Operation<>(DynamoDbCall.GET_ITEM, () -> request,
        response -> decide.apply(response.hasItem() ? response.item().get(attribute) : null),
        e -> OperationFailure.thrown(unknown));
  }

  /**
   * An operation made of its three parts; {@link #then} maps its result (a page to entities, to a count).
   */
  record Operation<Q extends DynamoDbRequest, S extends DynamoDbResponse, R>(DynamoDbCall<Q, S> call,
      Supplier<Q> requestSupplier, Function<S, R> resultOf, Function<SdkException, OperationFailure> failureOf)
      implements RequestOperation<Q, S, R> {

    @Override
    public Q request() {
      return requestSupplier.get();
    }

    @Override
    public R result(S response) {
      return resultOf.apply(response);
    }

    @Override
    public OperationFailure failure(SdkException error) {
      return failureOf.apply(error);
    }

    <V> Operation<Q, S, V> then(Function<R, V> next) {
      return new Operation<>(call, requestSupplier, resultOf.andThen(next), failureOf);
    }
  }
}
