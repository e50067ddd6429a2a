package io.dynaforge.core;

import io.dynaforge.expression.DynamoDbExpression;
import io.dynaforge.expression.Condition;
import io.dynaforge.expression.Update;
import io.dynaforge.mapping.ItemMapper;
import io.dynaforge.mapping.MapperRegistry;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

/**
 * The operations generated repositories and users call. Every failure is a Spring
 * {@link org.springframework.dao.DataAccessException}; no SDK exception escapes. Entities are
 * {@code @Table} types with a generated mapper; table names are logical and resolved through the
 * {@link TableNameResolver} on every path (PartiQL statements are sent as written).
 *
 * <p>{@code save}, {@code insert} and {@code update} return the written instance: the same object for
 * mutable entities, a new one for records and other immutable types (version and auditing values are
 * applied through copies), and whatever a callback returned.
 */
public interface DynamoDbOperations {

  // ------------------------------------------------------------------ writes

  /**
   * PutItem. A {@code @Version} entity without a version is written with version 1 under
   * {@code attribute_not_exists(version)}; one with a version {@code v} is written with {@code v + 1}
   * under {@code version = v}. A failed version condition restores the in-memory version and throws
   * {@link org.springframework.dao.OptimisticLockingFailureException}.
   */
  <T> T save(T entity);

  /**
   * PutItem under an extra condition, combined with the version condition by AND (placeholders never
   * collide: the template's own are renamed). A failed user condition throws
   * {@link org.springframework.dao.DataIntegrityViolationException}.
   */
  <T> T save(T entity, DynamoDbExpression condition);

  /** {@link #save(Object, DynamoDbExpression)} with the condition's parts; values may be plain Java values. */
  <T> T save(T entity, String conditionExpression, Map<String, String> names, Map<String, ?> values);

  /** {@link #save(Object, DynamoDbExpression)} with a typed condition (built from {@code <Entity>_Attributes}). */
  default <T> T save(T entity, Condition<T> condition) {
    return save(entity, java.util.Objects.requireNonNull(condition, "condition").toExpression());
  }

  /**
   * PutItem under {@code attribute_not_exists(partitionKey)}; an existing item throws
   * {@link org.springframework.dao.DuplicateKeyException}. A versioned entity is written with version 1.
   */
  <T> T insert(T entity);

  /**
   * UpdateItem: SET every non-key attribute the entity writes, REMOVE the entity's other attributes
   * (its null properties). A {@code @Version} entity must carry a version; it is incremented under
   * {@code version = previous}. Without {@code @Version} the item is created when missing, as
   * UpdateItem does.
   */
  <T> T update(T entity);

  /** {@link #update(Object)} under an extra condition (AND), failing with DataIntegrityViolationException. */
  <T> T update(T entity, DynamoDbExpression condition);

  /** {@link #update(Object, DynamoDbExpression)} with a typed condition. */
  default <T> T update(T entity, Condition<T> condition) {
    return update(entity, java.util.Objects.requireNonNull(condition, "condition").toExpression());
  }

  /**
   * UpdateItem by key with an update expression; returns the item after the update (ALL_NEW),
   * converted. {@code sortKey} is {@code null} for a partition-only table.
   */
  <T> T update(Class<T> type, Object partitionKey, Object sortKey, String updateExpression,
      Map<String, String> names, Map<String, ?> values);

  /**
   * UpdateItem by key with an update and a condition expression sharing the same placeholders; a failed
   * condition throws DataIntegrityViolationException. {@code conditionExpression} may be {@code null}.
   */
  <T> T update(Class<T> type, Object partitionKey, Object sortKey, String updateExpression,
      String conditionExpression, Map<String, String> names, Map<String, ?> values);

  /**
   * One UpdateItem by key with a typed update (built from {@code <Entity>_Attributes}); returns the
   * item after the update (ALL_NEW) as an entity. The {@code @Version} attribute of a versioned entity
   * is incremented in the same request (so a copy read before cannot be saved over this update) and
   * its {@code @LastModifiedDate} attributes are set. {@code partitionKey}/{@code sortKey} are stored
   * key values (compose templated keys with {@code _Keys}), converted as the key properties are;
   * {@code sortKey} is {@code null} for a partition-only table. Without a condition the item is
   * created when missing, as UpdateItem does.
   *
   * @throws org.springframework.dao.InvalidDataAccessApiUsageException for an empty update, or one
   *     that writes the {@code @Version} attribute
   */
  <T> T update(Class<T> type, Object partitionKey, Object sortKey, Update<T> update);

  /**
   * {@link #update(Class, Object, Object, Update)} under a condition: a failed one is a
   * {@link org.springframework.dao.DataIntegrityViolationException} and nothing changes.
   */
  <T> T update(Class<T> type, Object partitionKey, Object sortKey, Update<T> update, Condition<T> condition);

  /**
   * DeleteItem of an entity's key; a {@code @Version} entity is deleted under its version condition
   * ({@code version = v}, or {@code attribute_not_exists(version)} when it has none), and a mismatch
   * throws OptimisticLockingFailureException. Deleting a missing item is not an error.
   */
  <T> void delete(T entity);

  /** {@link #delete(Object)} under an extra condition (AND); a failed one throws DataIntegrityViolationException. */
  <T> void delete(T entity, DynamoDbExpression condition);

  /** {@link #delete(Object, DynamoDbExpression)} with a typed condition. */
  default <T> void delete(T entity, Condition<T> condition) {
    delete(entity, java.util.Objects.requireNonNull(condition, "condition").toExpression());
  }

  /** DeleteItem by partition key (a partition-only table). */
  void deleteById(Class<?> type, Object partitionKey);

  /** DeleteItem by key; {@code sortKey} is {@code null} for a partition-only table. */
  void deleteById(Class<?> type, Object partitionKey, Object sortKey);

  /** DeleteItem by key under a condition; a failed one throws DataIntegrityViolationException. */
  void deleteById(Class<?> type, Object partitionKey, Object sortKey, DynamoDbExpression condition);

  /** {@link #deleteById(Class, Object, Object, DynamoDbExpression)} with a typed condition. */
  default <T> void deleteById(Class<T> type, Object partitionKey, Object sortKey, Condition<T> condition) {
    deleteById(type, partitionKey, sortKey, java.util.Objects.requireNonNull(condition, "condition").toExpression());
  }

  // ------------------------------------------------------------------ reads

  /** GetItem by partition key (eventually consistent). */
  <T> Optional<T> findById(Class<T> type, Object partitionKey);

  /** GetItem by key (eventually consistent); {@code sortKey} is {@code null} for a partition-only table. */
  <T> Optional<T> findById(Class<T> type, Object partitionKey, Object sortKey);

  /** GetItem by key. */
  <T> Optional<T> findById(Class<T> type, Object partitionKey, Object sortKey, boolean consistentRead);

  /** One GetItem projecting only the partition key: no conversion, no callbacks, no events. */
  boolean existsById(Class<?> type, Object partitionKey);

  /** {@link #existsById(Class, Object)} for a table with a sort key. */
  boolean existsById(Class<?> type, Object partitionKey, Object sortKey);

  /** {@link #existsById(Class, Object, Object)} with a choice of read consistency. */
  boolean existsById(Class<?> type, Object partitionKey, Object sortKey, boolean consistentRead);

  /** A validated query of the entity's base table key schema. */
  <T> IndexQueryBuilder<T> query(Class<T> type);

  /** A validated query of a given key schema: the base table's or a secondary index's. */
  <T> IndexQueryBuilder<T> query(Class<T> type, IndexKeySchema keySchema);

  /** One Query page (or Scan page when the query has no key condition). */
  <T> EntityQueryResult<List<T>> query(Class<T> type, DynamoDbQuery query, DynamoDbPageRequest page);

  /**
   * One Query (or Scan) page of an entity's (or view's) items, each read as a projection of it: the
   * entity's kind, expiry and extensions apply exactly as to a read of the entity itself (an
   * extension's {@code afterRead} sees the entity type and the attributes it asks for), then the
   * projection's mapper converts what is left. Generated repositories read every projection this way.
   */
  <P> EntityQueryResult<List<P>> query(Class<?> entityType, ItemMapper<P> projection, DynamoDbQuery query,
      DynamoDbPageRequest page);

  /**
   * One Query page read through any item mapper (e.g. a secondary-index view's) from a logical table:
   * the extension point of index views. Conversion runs the AfterConvert hooks.
   */
  <T> EntityQueryResult<List<T>> query(ItemMapper<T> mapper, String logicalTableName, DynamoDbQuery query,
      DynamoDbPageRequest page);

  /**
   * One Query page of an {@code @ItemCollectionView}, folded into the view: the key condition is the
   * caller's (over the view's table, or its index when the query names none); the result is the
   * view, or {@code null} when the page held no row, with the continuation cursor. It does not follow
   * {@code LastEvaluatedKey}; pass the cursor back for the next page. No per-row hooks fire.
   */
  <V> EntityQueryResult<V> queryItemCollection(Class<V> view, DynamoDbQuery query, DynamoDbPageRequest page);

  /** One Query page of raw items: no conversion, no hooks (for item-collection folding). */
  EntityQueryResult<List<Map<String, AttributeValue>>> queryItems(String logicalTableName, DynamoDbQuery query,
      DynamoDbPageRequest page);

  /** One Scan page of the base table. */
  <T> EntityQueryResult<List<T>> scan(Class<T> type, DynamoDbPageRequest page);

  /** One Scan page with the query's index, filter and consistency (its key condition must be null). */
  <T> EntityQueryResult<List<T>> scan(Class<T> type, DynamoDbQuery filter, DynamoDbPageRequest page);

  /**
   * A parallel Scan of the entity's table (a view's index): {@code totalSegments} segments (1 to
   * 1,000,000) read concurrently, up to 16 at a time, every item exactly once, in no particular
   * order. The stream reads as it is consumed (pages wait in a small bounded buffer); close it (try
   * with resources) to stop early: the segments not yet read are not read. The first failure of any
   * segment is thrown by the stream as a {@link org.springframework.dao.DataAccessException}.
   */
  <T> java.util.stream.Stream<T> parallelScan(Class<T> type, int totalSegments);

  /** {@link #parallelScan(Class, int)} with the query's filter, index and consistency (no key condition). */
  <T> java.util.stream.Stream<T> parallelScan(Class<T> type, DynamoDbQuery filter, int totalSegments);

  /** Every item of the base table (Scan, all pages). */
  <T> List<T> findAll(Class<T> type);

  /** Every item a query (or filter-only scan) returns, all pages. */
  <T> List<T> findAll(Class<T> type, DynamoDbQuery query);

  /** The number of items of the base table (Scan with Select COUNT, all pages). */
  long count(Class<?> type);

  /** The number of items a query (or filter-only scan) matches (Select COUNT, all pages). */
  long count(Class<?> type, DynamoDbQuery query);

  /** Whether the base table holds any item. */
  boolean exists(Class<?> type);

  /** Whether a query (or filter-only scan) matches an item; stops at the first match. */
  boolean exists(Class<?> type, DynamoDbQuery query);

  /** PartiQL with positional parameters ({@code ?}), following NextToken; converts every item. */
  <T> List<T> executeStatement(Class<T> type, String statement, List<?> parameters);

  /** PartiQL, following NextToken until {@code limit} items are read. */
  <T> List<T> executeStatement(Class<T> type, String statement, List<?> parameters, int limit);

  /** PartiQL returning raw items (for INSERT/UPDATE/DELETE statements, or untyped reads). */
  List<Map<String, AttributeValue>> executeStatement(String statement, List<?> parameters);

  // ------------------------------------------------------------------ batches and transactions

  /**
   * BatchWriteItem: entities of any types, grouped by resolved table in first-seen order, 25 per
   * request; unprocessed items retried with the {@link BatchRetryPolicy}. {@code @Version} entities
   * are rejected before anything is written (BatchWriteItem cannot carry conditions).
   *
   * @throws BatchWriteIncompleteException naming the items not confirmed written
   */
  <T> List<T> saveAll(Iterable<? extends T> entities);

  /**
   * {@link #save(Object)} of each entity, in order, sent as BatchWriteItem where that stores exactly
   * what {@code save} would: what {@code DynamoDbRepository.saveAll} calls. When none of the entities
   * has a {@code @Version} or an {@code @AtomicCounter}, each is prepared as {@code save} prepares it
   * (auditing, callbacks, BeforeSaveEvent, conversion, extensions as for a PutItem) before anything is
   * sent, and those no extension added a condition to go out as BatchWriteItem PutRequests (25 a
   * request, unprocessed ones retried with the {@link BatchRetryPolicy}), the others as one PutItem
   * each; otherwise it is one {@code save} per entity. After-save callbacks and events run per entity.
   * This default saves one at a time.
   *
   * @return the saved instances, in the order given
   * @throws BatchWriteIncompleteException naming the entities and keys not confirmed written when
   *     unprocessed items are left after the retries
   */
  default <T> List<T> saveEach(Iterable<? extends T> entities) {
    List<T> saved = new java.util.ArrayList<>();
    for (T entity : entities) {
      saved.add(save(entity));
    }
    return saved;
  }

  /**
   * BatchGetItem (100 keys per request, unprocessed keys retried, duplicates removed, missing items
   * skipped), in the order of the ids. An id is the partition key value for a partition-only table,
   * a {@link io.dynaforge.repository.DynamoDbCompositeId} for a table with a sort key.
   */
  <T> List<T> findAllById(Class<T> type, Iterable<?> ids);

  /**
   * BatchWriteItem DeleteRequests of the entities' keys: 25 a request (grouped by table, a key given
   * twice deleted once), unprocessed ones retried with the {@link BatchRetryPolicy}; a
   * {@link BatchWriteIncompleteException} lists the keys still not deleted when the retries run out (every
   * other item was deleted). A {@code @Version} entity is deleted one at a time, after the batches, under
   * its version condition, as {@link #delete(Object)} does (an
   * {@link org.springframework.dao.OptimisticLockingFailureException} on a mismatch). Events as
   * {@code delete} publishes them, an AfterDeleteEvent only for an item confirmed deleted. Every key is
   * converted (and every extension has seen the batch's) before anything is sent.
   */
  void deleteAll(Iterable<?> entities);

  /**
   * BatchWriteItem DeleteRequests by id, as {@link #deleteAll(Iterable)} sends them; ids as
   * {@link #findAllById} takes them (a partition key, a {@code DynamoDbCompositeId}, or the partition key
   * of an entity whose sort key is a constant). No version is known from an id, so a {@code @Version}
   * entity's items are deleted without a version condition, as {@code deleteById} deletes them.
   */
  void deleteAllById(Class<?> type, Iterable<?> ids);

  /** {@link #findAllById} with a choice of read consistency. */
  <T> List<T> batchGet(Class<T> type, Iterable<?> ids, boolean consistentRead);

  /**
   * TransactWriteItems. Returns one entry per action: the written instance for put/update, the given
   * entity for delete/condition check, {@code null} for the by-key actions.
   *
   * @throws TransactionCanceledDataAccessException with the per-item reasons, or
   *     {@link TransactionVersionConflictException} when only version conditions failed
   */
  List<Object> transactWrite(TransactWrite transaction);

  /** TransactGetItems: one entry per get, {@code null} where the item does not exist. */
  List<Object> transactGet(TransactGet transaction);

  // ------------------------------------------------------------------ tables and infrastructure

  /** The CreateTableRequests of the entities' tables (one per physical table), with resolved names. */
  List<CreateTableRequest> createTableRequests(Class<?>... types);

  /**
   * Creates the entities' tables that do not exist yet and waits until they are ACTIVE (polling
   * DescribeTable every 50 ms). Nothing is ever created implicitly by other operations.
   */
  void createTables(Class<?>... types);

  /** The resolved physical table of an entity type. */
  String getTableName(Class<?> type);

  /** The registry the template finds mappers in. */
  MapperRegistry getMapperRegistry();

  /** The underlying client. */
  DynamoDbClient getClient();
}
