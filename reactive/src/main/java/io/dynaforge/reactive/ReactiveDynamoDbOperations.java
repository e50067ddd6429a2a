package io.dynaforge.reactive;

import io.dynaforge.core.DynamoDbPageRequest;
import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.core.EntityQueryResult;
import io.dynaforge.core.TransactGet;
import io.dynaforge.core.TransactWrite;
import io.dynaforge.expression.Condition;
import io.dynaforge.expression.DynamoDbExpression;
import io.dynaforge.expression.Update;
import io.dynaforge.mapping.ItemMapper;
import io.dynaforge.mapping.MapperRegistry;
import java.util.List;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * The operations of {@link io.dynaforge.core.DynamoDbOperations}, non-blocking: {@code Mono<T>} for one
 * result or none, {@code Flux<T>} for many. Nothing is sent before subscription; a {@code Flux} reads
 * pages on demand and cancelling it stops paging; errors are the same {@code DataAccessException}s
 * as the blocking template's, as {@code onError}; no method blocks a thread (retries and batch
 * backoff are timers).
 */
public interface ReactiveDynamoDbOperations {

  // ------------------------------------------------------------------ writes

  /** PutItem (UpdateItem for an entity with {@code @AtomicCounter}s); the saved instance. */
  <T> Mono<T> save(T entity);

  /** {@link #save(Object)} under an extra condition. */
  <T> Mono<T> save(T entity, DynamoDbExpression condition);

  /** {@link #save(Object)} under a typed condition. */
  <T> Mono<T> save(T entity, Condition<T> condition);

  /** PutItem conditioned on the key not existing ({@code DuplicateKeyException} when it does). */
  <T> Mono<T> insert(T entity);

  /** UpdateItem of the entity's attributes (REMOVE for null ones), its version checked. */
  <T> Mono<T> update(T entity);

  <T> Mono<T> update(T entity, DynamoDbExpression condition);

  /** One UpdateItem by key; the item after the update, as an entity. */
  <T> Mono<T> update(Class<T> type, Object partitionKey, Object sortKey, Update<T> update);

  <T> Mono<T> update(Class<T> type, Object partitionKey, Object sortKey, Update<T> update, Condition<T> condition);

  /** One UpdateItem by key with an update expression (derived columns followed, as the blocking template does). */
  <T> Mono<T> update(Class<T> type, Object partitionKey, Object sortKey, String updateExpression,
      String conditionExpression, java.util.Map<String, String> names, java.util.Map<String, ?> values);

  /** DeleteItem of the entity, its version checked. */
  <T> Mono<Void> delete(T entity);

  <T> Mono<Void> delete(T entity, DynamoDbExpression condition);

  Mono<Void> deleteById(Class<?> type, Object partitionKey);

  Mono<Void> deleteById(Class<?> type, Object partitionKey, Object sortKey);

  Mono<Void> deleteById(Class<?> type, Object partitionKey, Object sortKey, DynamoDbExpression condition);

  // ------------------------------------------------------------------ reads

  /** GetItem; empty when there is no item of the entity's kind under the key (or it expired). */
  <T> Mono<T> findById(Class<T> type, Object partitionKey);

  <T> Mono<T> findById(Class<T> type, Object partitionKey, Object sortKey);

  <T> Mono<T> findById(Class<T> type, Object partitionKey, Object sortKey, boolean consistentRead);

  Mono<Boolean> existsById(Class<?> type, Object partitionKey, Object sortKey, boolean consistentRead);

  /** Every page of the Query (or Scan, without a key condition), read on demand. */
  <T> Flux<T> query(Class<T> type, DynamoDbQuery query);

  /** The entity's items read as a projection, page by page on demand. */
  <P> Flux<P> query(Class<?> entityType, ItemMapper<P> projection, DynamoDbQuery query);

  /** {@link #query(Class, DynamoDbQuery)} with at most {@code pageSize} items evaluated per request (0: no limit). */
  <T> Flux<T> query(Class<T> type, DynamoDbQuery query, int pageSize);

  /** {@link #query(Class, ItemMapper, DynamoDbQuery)} with at most {@code pageSize} items evaluated per request. */
  <P> Flux<P> query(Class<?> entityType, ItemMapper<P> projection, DynamoDbQuery query, int pageSize);

  /** One page (a {@code Window}'s). */
  <T> Mono<EntityQueryResult<List<T>>> query(Class<T> type, DynamoDbQuery query, DynamoDbPageRequest page);

  /** One page of a projection. */
  <P> Mono<EntityQueryResult<List<P>>> query(Class<?> entityType, ItemMapper<P> projection, DynamoDbQuery query,
      DynamoDbPageRequest page);

  /**
   * One Query page of an item collection, folded by its {@code @ItemCollectionView}'s generated fold
   * (expired rows left out, extensions applied, as the blocking {@code queryItemCollection}); the
   * result is null when the page holds no row.
   */
  <V> Mono<EntityQueryResult<V>> queryItemCollection(Class<V> view, DynamoDbQuery query, DynamoDbPageRequest page);

  /** One page of raw items of a logical table (no kind, no read pipeline). */
  Mono<EntityQueryResult<List<java.util.Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue>>>>
      queryItems(String logicalTableName, DynamoDbQuery query, DynamoDbPageRequest page);

  /** A Scan of the entity's items (its kind only; of its index for a view). */
  <T> Flux<T> findAll(Class<T> type);

  Mono<Long> count(Class<?> type);

  /** The entity's items the query matches, counted as the blocking template counts them. */
  Mono<Long> count(Class<?> type, DynamoDbQuery query);

  Mono<Boolean> exists(Class<?> type, DynamoDbQuery query);

  /** A parallel Scan: the segments read concurrently, each page on demand. */
  <T> Flux<T> parallelScan(Class<T> type, int totalSegments);

  <T> Flux<T> parallelScan(Class<T> type, DynamoDbQuery filter, int totalSegments);

  /** A PartiQL statement's rows read as entities, following NextToken up to {@code limit} rows. */
  <T> Flux<T> executeStatement(Class<T> type, String statement, List<?> parameters, int limit);

  // ------------------------------------------------------------------ batches and transactions

  /** BatchWriteItem, 25 items a request, unprocessed ones retried with backoff (timers, not sleeps). */
  <T> Flux<T> saveAll(Iterable<? extends T> entities);

  /**
   * {@link #save(Object)} of each entity, in order, sent as BatchWriteItem where that stores exactly
   * what {@code save} would (as the blocking {@code DynamoDbOperations.saveEach}): what
   * {@code ReactiveDynamoDbRepository.saveAll} calls. Without a {@code @Version} or an
   * {@code @AtomicCounter} among them, the entities no extension added a condition to go out as
   * BatchWriteItem PutRequests (25 a request, unprocessed ones retried on timers), the others as one
   * PutItem each; otherwise one {@code save} per entity. A {@code BatchWriteIncompleteException} names
   * what is still unprocessed after the retries. This default saves one at a time.
   */
  default <T> Flux<T> saveEach(Iterable<? extends T> entities) {
    return Flux.<T>fromIterable(entities).concatMap(this::save);
  }

  /** BatchGetItem, 100 keys a request, in the order of the ids; missing ones left out. */
  <T> Flux<T> findAllById(Class<T> type, Iterable<?> ids);

  Mono<Void> deleteAll(Iterable<?> entities);

  Mono<Void> deleteAllById(Class<?> type, Iterable<?> ids);

  /** TransactWriteItems. */
  Mono<Void> transactWrite(TransactWrite transaction);

  /** TransactGetItems: one element per get, {@code null} where there is no item of that kind. */
  Mono<List<Object>> transactGet(TransactGet transaction);

  // ------------------------------------------------------------------ infrastructure

  /** The physical name of the entity's table. */
  String getTableName(Class<?> type);

  MapperRegistry getMapperRegistry();
}
