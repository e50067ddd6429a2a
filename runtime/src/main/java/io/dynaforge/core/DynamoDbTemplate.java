package io.dynaforge.core;

import io.dynaforge.core.engine.ItemOperations;
import io.dynaforge.core.engine.OperationExecutor;
import io.dynaforge.core.engine.OperationContext;
import io.dynaforge.core.engine.PageReader;
import io.dynaforge.core.engine.ParallelScan;
import io.dynaforge.core.engine.Refusals;
import io.dynaforge.core.engine.TableCreator;
import io.dynaforge.core.engine.TableRequests;
import io.dynaforge.core.engine.TemplateServices;
import io.dynaforge.core.engine.TemplateEngine;
import io.dynaforge.core.engine.TemplateRuntime;
import io.dynaforge.expression.DynamoDbExpression;
import io.dynaforge.mapping.AttributeValueConversions;
import io.dynaforge.expression.Condition;
import io.dynaforge.expression.Update;
import io.dynaforge.mapping.EntityMapper;
import io.dynaforge.mapping.EntityMetadata;
import io.dynaforge.mapping.ItemMapper;
import io.dynaforge.mapping.MapperRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

/**
 * The {@link DynamoDbOperations} implementation over a {@link DynamoDbClient} and the generated
 * mappers. Thread-safe; reflection-free on every request path.
 *
 * <pre>{@code
 * DynamoDbTemplate template = new DynamoDbTemplate(client);          // defaults
 * DynamoDbTemplate custom = DynamoDbTemplate.builder(client)
 *     .tableNameResolver(TableNameResolver.prefix("dev-"))
 *     .entityCallbacks(callbacks)
 *     .eventPublisher(publisher)
 *     .extensions(new TenantGuard(tenants::current), new RegistrationDate(Customer.class, clock))
 *     .build();
 * }</pre>
 *
 * <p>Defaults: mappers from {@link MapperRegistry#load()}, the identity table names, the
 * {@link DefaultDynamoDbExceptionTranslator}, no callbacks, no events, {@link BatchRetryPolicy#defaults()},
 * the UTC system clock for auditing, no extensions.
 */
public class DynamoDbTemplate implements DynamoDbOperations, TemplateEngine {

  private final TemplateServices ctx;
  /** The client as given; every request goes through the {@link #executor}. */
  private final DynamoDbClient client;
  private final TableRequests tableRequests;
  private final TableCreator tableCreator;
  private final PageReader pages;
  private final ParallelScan parallelScans;
  /** The template's requests, as operations. */
  private final ItemOperations operations;
  /** Sends them: the one place their SDK exceptions are caught. */
  private final OperationExecutor executor;
  /** All of the above, for the request paths outside the template ({@link io.dynaforge.core.engine.ItemRewrites}). */
  private final TemplateRuntime runtime;

  /** A template with every default. */
  public DynamoDbTemplate(DynamoDbClient client) {
    this(builder(client));
  }

  protected DynamoDbTemplate(Builder builder) {
    this.client = Objects.requireNonNull(builder.client, "client");
    TemplateRuntime runtime = builder.runtime(client, null);
    this.runtime = runtime;
    this.ctx = runtime.services();
    this.operations = runtime.operations();
    this.executor = runtime.executor();
    this.tableRequests = new TableRequests(executor, ctx.translator());
    this.tableCreator = new TableCreator(ctx, tableRequests);
    this.pages = new PageReader(ctx, operations, executor);
    this.parallelScans = new ParallelScan(ctx, pages);
  }

  /** The template's context, operations and executor (for {@link io.dynaforge.core.engine.ItemRewrites}). */
  @Internal
  @Override
  public TemplateRuntime runtime() {
    return runtime;
  }

  /** The template's table requests, sent through its executor (for {@link TableRequests#of}). */
  @Internal
  @Override
  public TableRequests tableRequests() {
    return tableRequests;
  }

  public static Builder builder(DynamoDbClient client) {
    return new Builder(client);
  }

  /** Options of a {@link DynamoDbTemplate}; every one is optional (see {@link TemplateOptions}). */
  public static final class Builder extends TemplateOptions<Builder> {
    private final DynamoDbClient client;

    private Builder(DynamoDbClient client) {
      this.client = Objects.requireNonNull(client, "client");
    }

    public DynamoDbTemplate build() {
      return new DynamoDbTemplate(this);
    }
  }

  // ================================================================== writes

  @Override
  public <T> T save(T entity) {
    try {
      return doSave(entity, null, false);
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  @Override
  public <T> T save(T entity, DynamoDbExpression condition) {
    try {
      return doSave(entity, Objects.requireNonNull(condition, "condition"), false);
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  @Override
  public <T> T save(T entity, String conditionExpression, Map<String, String> names, Map<String, ?> values) {
    try {
      return doSave(entity, DynamoDbExpression.of(conditionExpression, names, values), false);
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  @Override
  public <T> T insert(T entity) {
    try {
      return doSave(entity, null, true);
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  private <T> T doSave(T original, DynamoDbExpression userCondition, boolean insert) {
    return executor.execute(OperationContext.captureOf(insert ? "insert" : "save", original),
        operations.save(original, userCondition, insert));
  }

  @Override
  public <T> T update(T entity) {
    try {
      return doUpdate(entity, null);
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  @Override
  public <T> T update(T entity, DynamoDbExpression condition) {
    try {
      return doUpdate(entity, Objects.requireNonNull(condition, "condition"));
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  private <T> T doUpdate(T original, DynamoDbExpression userCondition) {
    return executor.execute(OperationContext.captureOf("update", original), operations.update(original, userCondition));
  }

  @Override
  public <T> T update(Class<T> type, Object partitionKey, Object sortKey, String updateExpression,
      Map<String, String> names, Map<String, ?> values) {
    return update(type, partitionKey, sortKey, updateExpression, null, names, values); // guarded there
  }

  @Override
  public <T> T update(Class<T> type, Object partitionKey, Object sortKey, String updateExpression,
      String conditionExpression, Map<String, String> names, Map<String, ?> values) {
    try {
      return executor.execute(OperationContext.capture("update", type), operations.update(type, partitionKey, sortKey,
          updateExpression, conditionExpression,
          names, AttributeValueConversions.toAttributeValues(values)));
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  @Override
  public <T> T update(Class<T> type, Object partitionKey, Object sortKey, Update<T> update) {
    return update(type, partitionKey, sortKey, update, null); // guarded there
  }

  @Override
  public <T> T update(Class<T> type, Object partitionKey, Object sortKey, Update<T> update, Condition<T> condition) {
    try {
      return executor.execute(OperationContext.capture("update", type),
          operations.update(type, partitionKey, sortKey, update, condition));
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }


  @Override
  public <T> void delete(T entity) {
    try {
      doDelete(entity, null);
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  @Override
  public <T> void delete(T entity, DynamoDbExpression condition) {
    try {
      doDelete(entity, Objects.requireNonNull(condition, "condition"));
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  private <T> void doDelete(T entity, DynamoDbExpression userCondition) {
    executor.execute(OperationContext.captureOf("delete", entity), operations.delete(entity, userCondition));
  }

  @Override
  public void deleteById(Class<?> type, Object partitionKey) {
    deleteById(type, partitionKey, null, (DynamoDbExpression) null); // guarded there
  }

  @Override
  public void deleteById(Class<?> type, Object partitionKey, Object sortKey) {
    deleteById(type, partitionKey, sortKey, (DynamoDbExpression) null); // guarded there
  }

  @Override
  public void deleteById(Class<?> type, Object partitionKey, Object sortKey, DynamoDbExpression condition) {
    try {
      executor.execute(OperationContext.capture("deleteById", type),
          operations.deleteById(type, partitionKey, sortKey, condition));
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  // ================================================================== reads

  @Override
  public <T> Optional<T> findById(Class<T> type, Object partitionKey) {
    return findById(type, partitionKey, null, false); // guarded there
  }

  @Override
  public <T> Optional<T> findById(Class<T> type, Object partitionKey, Object sortKey) {
    return findById(type, partitionKey, sortKey, false); // guarded there
  }

  @Override
  public <T> Optional<T> findById(Class<T> type, Object partitionKey, Object sortKey, boolean consistentRead) {
    try {
      // empty: no item, another kind's item under that key, expired, or an extension skipped it
      return Optional.ofNullable(executor.execute(OperationContext.capture("findById", type),
          operations.findById(type, partitionKey, sortKey, consistentRead)));
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  @Override
  public boolean existsById(Class<?> type, Object partitionKey) {
    return existsById(type, partitionKey, null); // guarded there
  }

  @Override
  public boolean existsById(Class<?> type, Object partitionKey, Object sortKey) {
    return existsById(type, partitionKey, sortKey, false); // guarded there
  }

  @Override
  public boolean existsById(Class<?> type, Object partitionKey, Object sortKey, boolean consistentRead) {
    try {
      return executor.execute(OperationContext.capture("existsById", type),
          operations.existsById(type, partitionKey, sortKey, consistentRead));
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  @Override
  public <T> IndexQueryBuilder<T> query(Class<T> type) {
    try {
      EntityMapper<T> mapper = ctx.mapperFor(type);
      return query(type, IndexKeySchema.of(mapper.metadata()));
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  @Override
  public <T> IndexQueryBuilder<T> query(Class<T> type, IndexKeySchema keySchema) {
    try {
      EntityMapper<T> mapper = ctx.mapperFor(type);
      EntityMetadata metadata = mapper.metadata();
      String target = metadata.entityName() + " (table '" + ctx.tableName(metadata) + "')";
      return new IndexQueryBuilder<>(keySchema, target, mapper::keyValue,
          (query, page) -> query(mapper, metadata.tableName(), query, page));
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  @Override
  public <T> EntityQueryResult<List<T>> query(Class<T> type, DynamoDbQuery query, DynamoDbPageRequest page) {
    try {
      EntityMapper<T> mapper = ctx.mapperFor(type);
      return query(mapper, mapper.metadata().tableName(), query, page);
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  @Override
  public <T> EntityQueryResult<List<T>> query(ItemMapper<T> mapper, String logicalTableName, DynamoDbQuery query,
      DynamoDbPageRequest page) {
    try {
      if (mapper instanceof EntityMapper<T> entity) {
        return pages.page(OperationContext.named("query", entity.metadata().entityName()), entity, entity,
            ctx.tableNames(logicalTableName), reading(entity, query), page);
      }
      return pages.page(OperationContext.named("query", null), null, mapper, ctx.tableNames(logicalTableName), query, page);
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  @Override
  public <P> EntityQueryResult<List<P>> query(Class<?> entityType, ItemMapper<P> projection, DynamoDbQuery query,
      DynamoDbPageRequest page) {
    try {
      EntityMapper<?> entity = ctx.mapperFor(entityType);
      return pages.page(OperationContext.named("query", entity.metadata().entityName()), entity, projection,
          ctx.tableName(entity.metadata()), reading(entity, query), page);
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  /**
   * The request every read of an entity's items sends: the kind's server-side filter on a base-table
   * Scan, the expiry filter, and, under a projection, also the attributes the kind check, the expiry
   * check and the extensions look at.
   */
  private DynamoDbQuery reading(EntityMapper<?> entity, DynamoDbQuery query) {
    return operations.reading(entity, query);
  }

  @Override
  public <V> EntityQueryResult<V> queryItemCollection(Class<V> view, DynamoDbQuery query, DynamoDbPageRequest page) {
    try {
      io.dynaforge.mapping.ItemCollectionMapper<V> mapper = operations.collectionMapper(view, query);
      String table = ctx.tableNames(mapper.tableName());
      EntityQueryResult<List<Map<String, AttributeValue>>> rows = pages.read(OperationContext.named("queryItemCollection", null), table, null,
          ItemOperations.collectionQuery(mapper, query), page == null ? DynamoDbPageRequest.unpaged() : page, false);
      return operations.fold(mapper, view, table, rows);
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  @Override
  public EntityQueryResult<List<Map<String, AttributeValue>>> queryItems(String logicalTableName, DynamoDbQuery query,
      DynamoDbPageRequest page) {
    try {
      return pages.read(OperationContext.named("queryItems", null), ctx.tableNames(logicalTableName), null, query, page,
          false);
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  @Override
  public <T> Stream<T> parallelScan(Class<T> type, int totalSegments) {
    return parallelScan(type, DynamoDbQuery.scanAll(), totalSegments); // guarded there
  }

  @Override
  public <T> Stream<T> parallelScan(Class<T> type, DynamoDbQuery filter, int totalSegments) {
    try {
      Objects.requireNonNull(filter, "filter");
      EntityMapper<T> mapper = ctx.mapperFor(type);
      String table = ctx.tableName(mapper.metadata());
      DynamoDbQuery query = filter;
      if (mapper.metadata().isView() && filter.indexName() == null) {
        query = filter.toBuilder().indexName(mapper.metadata().index().name()).build();
      }
      return parallelScans.scan(OperationContext.named("parallelScan", mapper.metadata().entityName()), mapper, table, mapper.metadata().entityName(), reading(mapper, query), totalSegments);
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  @Override
  public <T> EntityQueryResult<List<T>> scan(Class<T> type, DynamoDbPageRequest page) {
    return scan(type, DynamoDbQuery.scanAll(), page); // guarded there
  }

  @Override
  public <T> EntityQueryResult<List<T>> scan(Class<T> type, DynamoDbQuery filter, DynamoDbPageRequest page) {
    try {
      if (!filter.isScan()) {
        throw new InvalidDataAccessApiUsageException("scan takes a filter-only query; this one has the key condition '"
            + filter.keyConditionExpression() + "' (use query)");
      }
      return query(type, filter, page);
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  @Override
  public <T> List<T> findAll(Class<T> type) {
    try {
      return findAll(type, scanOf(ctx.mapperFor(type).metadata()));
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  /** A Scan of the entity's table, or of a view's index. */
  private static DynamoDbQuery scanOf(EntityMetadata metadata) {
    return metadata.isView() ? DynamoDbQuery.builder().indexName(metadata.index().name()).build()
        : DynamoDbQuery.scanAll();
  }

  @Override
  public <T> List<T> findAll(Class<T> type, DynamoDbQuery query) {
    try {
      EntityMapper<T> mapper = ctx.mapperFor(type);
      return pages.all(OperationContext.named("findAll", mapper.metadata().entityName()), mapper, mapper, ctx.tableName(mapper.metadata()), reading(mapper, query));
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  @Override
  public long count(Class<?> type) {
    try {
      return count(type, scanOf(ctx.mapperFor(type).metadata()));
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  @Override
  public long count(Class<?> type, DynamoDbQuery query) {
    try {
      EntityMapper<?> mapper = ctx.mapperFor(type);
      return pages.count(OperationContext.named("count", mapper.metadata().entityName()), mapper, ctx.tableName(mapper.metadata()), reading(mapper, query));
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  @Override
  public boolean exists(Class<?> type) {
    try {
      return exists(type, scanOf(ctx.mapperFor(type).metadata()));
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  @Override
  public boolean exists(Class<?> type, DynamoDbQuery query) {
    try {
      EntityMapper<?> mapper = ctx.mapperFor(type);
      return pages.exists(OperationContext.named("exists", mapper.metadata().entityName()), mapper, ctx.tableName(mapper.metadata()), reading(mapper, query));
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  @Override
  public <T> List<T> executeStatement(Class<T> type, String statement, List<?> parameters) {
    return executeStatement(type, statement, parameters, Integer.MAX_VALUE); // guarded there
  }

  @Override
  public <T> List<T> executeStatement(Class<T> type, String statement, List<?> parameters, int limit) {
    try {
      return executor.execute(OperationContext.capture("executeStatement", type),
          operations.executeStatement(type, statement, parameters, limit));
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  @Override
  public List<Map<String, AttributeValue>> executeStatement(String statement, List<?> parameters) {
    try {
      return executor.execute(OperationContext.capture("executeStatement", null),
          operations.executeStatement(statement, parameters, Integer.MAX_VALUE));
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  // ================================================================== batches


  @Override
  @SuppressWarnings("unchecked")
  public <T> List<T> saveAll(Iterable<? extends T> entities) {
    try {
      return executor.execute(OperationContext.captureFirst("saveAll", entities), operations.saveAll(entities));
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }


  @Override
  public <T> List<T> saveEach(Iterable<? extends T> entities) {
    try {
      return executor.execute(OperationContext.captureFirst("saveEach", entities), operations.saveEach(entities));
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  @Override
  public void deleteAll(Iterable<?> entities) {
    try {
      executor.execute(OperationContext.captureFirst("deleteAll", entities), operations.deleteAll(entities));
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  @Override
  @SuppressWarnings("unchecked")
  public void deleteAllById(Class<?> type, Iterable<?> ids) {
    try {
      executor.execute(OperationContext.capture("deleteAllById", type), operations.deleteAllById(type, ids));
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  @Override
  public <T> List<T> findAllById(Class<T> type, Iterable<?> ids) {
    return batchGet(type, ids, false); // guarded there
  }

  @Override
  public <T> List<T> batchGet(Class<T> type, Iterable<?> ids, boolean consistentRead) {
    try {
      return executor.execute(OperationContext.capture("batchGet", type), operations.batchGet(type, ids, consistentRead));
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  // ================================================================== transactions

  @Override
  public List<Object> transactWrite(TransactWrite transaction) {
    try {
      return executor.execute(OperationContext.ofTransaction(transaction), operations.transactWrite(transaction));
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  @Override
  public List<Object> transactGet(TransactGet transaction) {
    try {
      return executor.execute(OperationContext.capture("transactGet", null), operations.transactGet(transaction));
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  // ================================================================== tables

  @Override
  public List<CreateTableRequest> createTableRequests(Class<?>... types) {
    try {
      return tableCreator.createTableRequests(types);
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  @Override
  public void createTables(Class<?>... types) {
    try {
      tableCreator.createTables(types);
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  // ================================================================== infrastructure

  @Override
  public String getTableName(Class<?> type) {
    try {
      return ctx.tableName(ctx.mapperFor(type).metadata());
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  @Override
  public MapperRegistry getMapperRegistry() {
    return ctx.mappers();
  }

  @Override
  public DynamoDbClient getClient() {
    return client;
  }




  // ================================================================== the interface's defaults, guarded

  @Override
  public <T> T save(T entity, io.dynaforge.expression.Condition<T> condition) {
    try {
      return DynamoDbOperations.super.save(entity, condition);
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  @Override
  public <T> T update(T entity, io.dynaforge.expression.Condition<T> condition) {
    try {
      return DynamoDbOperations.super.update(entity, condition);
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  @Override
  public <T> void delete(T entity, io.dynaforge.expression.Condition<T> condition) {
    try {
      DynamoDbOperations.super.delete(entity, condition);
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  @Override
  public <T> void deleteById(Class<T> type, Object partitionKey, Object sortKey,
      io.dynaforge.expression.Condition<T> condition) {
    try {
      DynamoDbOperations.super.deleteById(type, partitionKey, sortKey, condition);
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  @Override
  public String toString() {
    return "DynamoDbTemplate[" + ctx.mappers() + ", tables=" + (ctx.identityNames() ? "identity" : ctx.tableNames()) + "]";
  }

}
