package io.dynaforge.reactive;

import io.dynaforge.core.DynamoDbPageRequest;
import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.core.EntityQueryResult;
import io.dynaforge.core.engine.CurrentAuditor;
import io.dynaforge.core.engine.ItemOperations;
import io.dynaforge.core.engine.OperationContext;
import io.dynaforge.core.engine.OperationExecutor;
import io.dynaforge.core.engine.Refusals;
import io.dynaforge.internal.paging.CountPages;
import io.dynaforge.internal.paging.ExistsPages;
import io.dynaforge.internal.paging.ConcatenatePages;
import io.dynaforge.reactive.internal.DemandPaging;
import io.dynaforge.reactive.internal.ReactivePagedRead;
import io.dynaforge.core.engine.RequestOperation;
import io.dynaforge.core.engine.RequestSequence;
import io.dynaforge.core.TemplateOptions;
import io.dynaforge.core.engine.TemplateRuntime;
import io.dynaforge.core.TransactGet;
import io.dynaforge.core.TransactWrite;
import io.dynaforge.expression.Condition;
import io.dynaforge.expression.DynamoDbExpression;
import io.dynaforge.expression.Update;
import io.dynaforge.mapping.AttributeValueConversions;
import io.dynaforge.mapping.ItemMapper;
import io.dynaforge.mapping.MapperRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Supplier;
import org.springframework.data.domain.ReactiveAuditorAware;
import org.springframework.data.mapping.callback.EntityCallback;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import reactor.util.context.ContextView;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * The {@link ReactiveDynamoDbOperations} implementation over a {@link DynamoDbAsyncClient}: the same
 * {@link ItemOperations} as the blocking {@code DynamoDbTemplate} (preparation, kind, expiry,
 * extensions, auditing, versions, counters, callbacks, events, exception translation), sent by the same
 * {@link OperationExecutor}, non-blocking. Each operation is built on subscription, so nothing is
 * prepared or sent before; a {@code Flux} reads pages on demand.
 *
 * <p>Every refusal (a null or unknown argument, a value a key cannot hold, an item that does not map)
 * is a {@code DataAccessException} error signal, as the blocking template's {@code Refusals} boundary
 * makes it ({@code InvalidDataAccessApiUsageException} for a refused argument); no method throws
 * (but {@link #getTableName}, which returns no publisher, throws it).
 *
 * <pre>{@code
 * ReactiveDynamoDbTemplate template = ReactiveDynamoDbTemplate.builder(DynamoDbAsyncClient.create())
 *     .tableNameResolver(TableNameResolver.prefix("dev-"))
 *     .build();
 * }</pre>
 */
public class ReactiveDynamoDbTemplate implements ReactiveDynamoDbOperations {

  /**
   * The Reactor context key under which a repository names the method a request belongs to
   * ({@code OrderRepository.findByCustomer}), for observations and consumed capacity.
   */
  public static final String METHOD_KEY = "dynaforge.method";

  private final ItemOperations operations;
  private final OperationExecutor executor;
  private final TemplateRuntime runtime;
  private final DynamoDbAsyncClient client;
  private final ReactiveStages stages;

  protected ReactiveDynamoDbTemplate(Builder builder) {
    this.client = builder.client;
    this.runtime = builder.runtime();
    this.operations = runtime.operations();
    this.executor = runtime.executor();
    this.stages = new ReactiveStages(builder.reactiveAuditorAware, ReactiveCallbacks.of(builder.reactiveCallbacks),
        runtime);
  }

  public static Builder builder(DynamoDbAsyncClient client) {
    return new Builder(client);
  }

  /**
   * Options of a {@link ReactiveDynamoDbTemplate}: those of every template ({@link TemplateOptions}), and the
   * reactive ones: a {@link ReactiveAuditorAware} and reactive entity callbacks.
   */
  public static final class Builder extends TemplateOptions<Builder> {
    private final DynamoDbAsyncClient client;
    private ReactiveAuditorAware<?> reactiveAuditorAware;
    private final List<EntityCallback<?>> reactiveCallbacks = new ArrayList<>();

    private Builder(DynamoDbAsyncClient client) {
      this.client = Objects.requireNonNull(client, "client");
    }

    /**
     * The source of {@code @CreatedBy}/{@code @LastModifiedBy} for the reactive template and repositories: asked
     * once per entity written (save, insert, update, saveAll, saveEach, updates by key) that has one of them,
     * inside the operation's chain (so it sees the subscriber's context, e.g. Spring Security's
     * {@code ReactiveSecurityContextHolder}), never blocked on; empty sets nothing. When a blocking
     * {@link #auditorAware} is set too, this one wins and the blocking one is not asked. A {@code transactWrite}
     * asks it once for all its actions. Default none.
     */
    public Builder reactiveAuditorAware(ReactiveAuditorAware<?> reactiveAuditorAware) {
      this.reactiveAuditorAware = reactiveAuditorAware;
      return this;
    }

    /**
     * Adds reactive entity callbacks ({@code io.dynaforge.event.ReactiveBeforeConvertCallback},
     * {@code ReactiveBeforeSaveCallback}, {@code ReactiveAfterSaveCallback}, {@code ReactiveAfterConvertCallback}),
     * applied in their order ({@code Ordered}, {@code @Order}) to the entities of their type. Blocking callbacks go
     * to {@link #entityCallbacks(org.springframework.data.mapping.callback.EntityCallbacks)}; one given here is an
     * {@code IllegalArgumentException} when the template is built.
     */
    public Builder entityCallbacks(EntityCallback<?>... callbacks) {
      for (EntityCallback<?> callback : callbacks) {
        this.reactiveCallbacks.add(Objects.requireNonNull(callback, "callback"));
      }
      return this;
    }

    private TemplateRuntime runtime() {
      return runtime(null, client);
    }

    public ReactiveDynamoDbTemplate build() {
      return new ReactiveDynamoDbTemplate(this);
    }
  }

  // ------------------------------------------------------------------ sending

  /**
   * The operation built and sent on subscription, its requests observed as {@code context}'s (captured when the
   * publisher was assembled; a reactive repository's method, from the subscriber context, names it).
   */
  private <R> Mono<R> send(OperationContext context, Supplier<? extends RequestOperation<?, ?, R>> operation) {
    return OperationMono.of(executor, context, operation);
  }

  /**
   * A save: the entity through the reactive before-stages (callbacks, auditor) when there are any, the operation
   * {@code save} builds of it sent, and the saved entity through the reactive after-save callbacks.
   */
  private <T> Mono<T> saving(OperationContext context, T entity,
      java.util.function.BiFunction<T, CurrentAuditor, RequestOperation<?, ?, T>> save) {
    Mono<T> saved = stages.stagesSaves()
        ? stages.beforeSave(entity).flatMap(staged -> send(context, () -> save.apply(staged.entity(),
            staged.auditor())))
        : send(context, () -> save.apply(entity, null));
    return stages.afterSave(saved);
  }

  /** An update: sent with the reactive auditor of the type when there is one. */
  private <T> Mono<T> updating(Class<?> type, Function<CurrentAuditor, RequestOperation<?, ?, T>> update) {
    OperationContext context = OperationContext.capture("update", type);
    if (!stages.stagesUpdates()) {
      return send(context, () -> update.apply(null));
    }
    if (type == null) { // refused by the operation
      return send(context, () -> update.apply(CurrentAuditor.NONE));
    }
    return stages.auditor(type).flatMap(auditor -> send(context, () -> update.apply(auditor)));
  }

  private <R> Mono<R> sequence(OperationContext context, Supplier<? extends RequestSequence<R>> sequence) {
    return Mono.deferContextual(subscriber -> start(context.named(subscriber.getOrDefault(METHOD_KEY, null)),
        sequence));
  }

  /** The sequence prepared and sent; a refusal while preparing it is the error signal. */
  private <R> Mono<R> start(OperationContext context, Supplier<? extends RequestSequence<R>> sequence) {
    RequestSequence<R> requests;
    try {
      requests = sequence.get();
    } catch (RuntimeException e) {
      return Mono.error(Refusals.refused(e));
    }
    return Mono.fromFuture(executor.executeAsync(context, requests));
  }

  /** Every page after the first on demand, each page's operation built when it is requested. */
  private <T> Flux<T> pages(OperationContext operation,
      Function<DynamoDbPageRequest, RequestOperation<?, ?, EntityQueryResult<List<T>>>> page) {
    return pages(operation, 0, page);
  }

  /** Every page under {@code operation}'s context, whichever thread completed the page before. */
  private <T> Flux<T> pages(OperationContext operation, int pageSize,
      Function<DynamoDbPageRequest, RequestOperation<?, ?, EntityQueryResult<List<T>>>> page) {
    return DemandPaging.items(sink -> ConcatenatePages.everyPage(pageSize, sink),
        (request, context, done) -> OperationMono.send(executor, operation, page.apply(request),
        context, done));
  }

  // ------------------------------------------------------------------ writes

  @Override
  public <T> Mono<T> save(T entity) {
    return saving(OperationContext.captureOf("save", entity), entity,
        (e, auditor) -> operations.save(e, null, false, auditor));
  }

  @Override
  public <T> Mono<T> save(T entity, DynamoDbExpression condition) {
    return saving(OperationContext.captureOf("save", entity), entity,
        (e, auditor) -> operations.save(e, Objects.requireNonNull(condition, "condition"), false,
        auditor));
  }

  @Override
  public <T> Mono<T> save(T entity, Condition<T> condition) {
    return saving(OperationContext.captureOf("save", entity), entity, (e, auditor) -> operations.save(e,
        Objects.requireNonNull(condition, "condition").toExpression(), false, auditor));
  }

  @Override
  public <T> Mono<T> insert(T entity) {
    return saving(OperationContext.captureOf("insert", entity), entity,
        (e, auditor) -> operations.save(e, null, true, auditor));
  }

  @Override
  public <T> Mono<T> update(T entity) {
    return updating(entity == null ? null : entity.getClass(), auditor -> operations.update(entity, null, auditor));
  }

  @Override
  public <T> Mono<T> update(T entity, DynamoDbExpression condition) {
    return updating(entity == null ? null : entity.getClass(),
        auditor -> operations.update(entity, Objects.requireNonNull(condition, "condition"), auditor));
  }

  @Override
  public <T> Mono<T> update(Class<T> type, Object partitionKey, Object sortKey, Update<T> update) {
    return stages.afterConvert(type,
        updating(type, auditor -> operations.update(type, partitionKey, sortKey, update, null, auditor)));
  }

  @Override
  public <T> Mono<T> update(Class<T> type, Object partitionKey, Object sortKey, Update<T> update,
      Condition<T> condition) {
    return stages.afterConvert(type,
        updating(type, auditor -> operations.update(type, partitionKey, sortKey, update, condition, auditor)));
  }

  @Override
  public <T> Mono<T> update(Class<T> type, Object partitionKey, Object sortKey, String updateExpression,
      String conditionExpression, Map<String, String> names, Map<String, ?> values) {
    return stages.afterConvert(type, updating(type, auditor -> operations.update(type, partitionKey, sortKey,
        updateExpression, conditionExpression, names, AttributeValueConversions.toAttributeValues(values), auditor)));
  }

  @Override
  public <T> Mono<Void> delete(T entity) {
    return send(OperationContext.captureOf("delete", entity), () -> operations.delete(entity, null));
  }

  @Override
  public <T> Mono<Void> delete(T entity, DynamoDbExpression condition) {
    return send(OperationContext.captureOf("delete", entity), () -> operations.delete(entity,
        Objects.requireNonNull(condition, "condition")));
  }

  @Override
  public Mono<Void> deleteById(Class<?> type, Object partitionKey) {
    return deleteById(type, partitionKey, null, null);
  }

  @Override
  public Mono<Void> deleteById(Class<?> type, Object partitionKey, Object sortKey) {
    return deleteById(type, partitionKey, sortKey, null);
  }

  @Override
  public Mono<Void> deleteById(Class<?> type, Object partitionKey, Object sortKey, DynamoDbExpression condition) {
    return send(OperationContext.capture("deleteById", type), () -> operations.deleteById(type, partitionKey, sortKey, condition));
  }

  // ------------------------------------------------------------------ reads

  @Override
  public <T> Mono<T> findById(Class<T> type, Object partitionKey) {
    return findById(type, partitionKey, null, false);
  }

  @Override
  public <T> Mono<T> findById(Class<T> type, Object partitionKey, Object sortKey) {
    return findById(type, partitionKey, sortKey, false);
  }

  @Override
  public <T> Mono<T> findById(Class<T> type, Object partitionKey, Object sortKey, boolean consistentRead) {
    return stages.afterConvert(type, send(OperationContext.capture("findById", type),
        () -> operations.findById(type, partitionKey, sortKey, consistentRead)));
  }

  @Override
  public Mono<Boolean> existsById(Class<?> type, Object partitionKey, Object sortKey, boolean consistentRead) {
    return send(OperationContext.capture("existsById", type), () -> operations.existsById(type, partitionKey, sortKey, consistentRead));
  }

  @Override
  public <T> Flux<T> query(Class<T> type, DynamoDbQuery query) {
    return stages.afterConvert(type, pages(OperationContext.capture("query", type), page -> operations.page(type, Objects.requireNonNull(query, "query"),
        page)));
  }

  @Override
  public <P> Flux<P> query(Class<?> entityType, ItemMapper<P> projection, DynamoDbQuery query) {
    return stages.afterConvert(entityType, pages(OperationContext.capture("query", entityType), page -> operations.page(entityType, projection,
        Objects.requireNonNull(query, "query"), page)));
  }

  @Override
  public <T> Flux<T> query(Class<T> type, DynamoDbQuery query, int pageSize) {
    return stages.afterConvert(type, pages(OperationContext.capture("query", type), pageSize, page -> operations.page(type,
        Objects.requireNonNull(query, "query"), page)));
  }

  @Override
  public <P> Flux<P> query(Class<?> entityType, ItemMapper<P> projection, DynamoDbQuery query, int pageSize) {
    return stages.afterConvert(entityType, pages(OperationContext.capture("query", entityType), pageSize, page -> operations.page(entityType,
        projection,
        Objects.requireNonNull(query, "query"), page)));
  }

  @Override
  public <T> Mono<EntityQueryResult<List<T>>> query(Class<T> type, DynamoDbQuery query, DynamoDbPageRequest page) {
    return stages.afterConvertPage(type, send(OperationContext.capture("query", type), () -> operations.page(type, query, page)));
  }

  @Override
  public <P> Mono<EntityQueryResult<List<P>>> query(Class<?> entityType, ItemMapper<P> projection,
      DynamoDbQuery query, DynamoDbPageRequest page) {
    return stages.afterConvertPage(entityType, send(OperationContext.capture("query", entityType),
        () -> operations.page(entityType, projection, query, page)));
  }

  @Override
  public <V> Mono<EntityQueryResult<V>> queryItemCollection(Class<V> view, DynamoDbQuery query,
      DynamoDbPageRequest page) {
    return send(OperationContext.capture("queryItemCollection", null), () -> operations.collectionPage(view, query,
        page));
  }

  @Override
  public Mono<EntityQueryResult<List<Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue>>>>
      queryItems(String logicalTableName, DynamoDbQuery query, DynamoDbPageRequest page) {
    return send(OperationContext.capture("queryItems", null), () -> operations.itemsPage(logicalTableName, query,
        page));
  }

  @Override
  public <T> Flux<T> findAll(Class<T> type) {
    OperationContext context = OperationContext.capture("findAll", type);
    return Flux.defer(() -> {
      DynamoDbQuery scan;
      try {
        scan = operations.scanOf(type);
      } catch (RuntimeException e) {
        return Flux.error(Refusals.refused(e));
      }
      return stages.afterConvert(type, pages(context, page -> operations.page(type, scan, page)));
    });
  }

  @Override
  public Mono<Long> count(Class<?> type) {
    OperationContext context = OperationContext.capture("count", type);
    return Mono.defer(() -> {
      DynamoDbQuery scan;
      try {
        scan = operations.scanOf(type);
      } catch (RuntimeException e) {
        return Mono.error(Refusals.refused(e));
      }
      return count(context, type, scan);
    });
  }

  @Override
  public Mono<Long> count(Class<?> type, DynamoDbQuery query) {
    return count(OperationContext.capture("count", type), type, query);
  }

  private Mono<Long> count(OperationContext context, Class<?> type, DynamoDbQuery query) {
    // a null query is refused when the first page is built
    return Mono.defer(() -> ReactivePagedRead.read(new CountPages(),
        request -> send(context, () -> operations.countPage(type, query, request))));
  }

  @Override
  public Mono<Boolean> exists(Class<?> type, DynamoDbQuery query) {
    OperationContext context = OperationContext.capture("exists", type);
    return Mono.defer(() -> {
      ExistsPages pages;
      try {
        pages = operations.existsPages(type, query);
      } catch (RuntimeException e) {
        return Mono.error(Refusals.refused(e));
      }
      return ReactivePagedRead.read(pages, request -> send(context, () -> operations.countPage(type, query, request)));
    });
  }

  @Override
  public <T> Flux<T> parallelScan(Class<T> type, int totalSegments) {
    return parallelScan(type, DynamoDbQuery.scanAll(), totalSegments);
  }

  @Override
  public <T> Flux<T> parallelScan(Class<T> type, DynamoDbQuery filter, int totalSegments) {
    try {
      operations.requireSegments(type, totalSegments); // 1 to 1,000,000, as the blocking template
    } catch (RuntimeException e) {
      return Flux.error(Refusals.refused(e));
    }
    OperationContext context = OperationContext.capture("parallelScan", type);
    List<Flux<T>> segments = new ArrayList<>(totalSegments);
    for (int segment = 0; segment < totalSegments; segment++) {
      int s = segment;
      segments.add(pages(context, page -> operations.segmentPage(type, filter, page, s, totalSegments)));
    }
    return stages.afterConvert(type, Flux.merge(segments));
  }

  @Override
  public <T> Flux<T> executeStatement(Class<T> type, String statement, List<?> parameters, int limit) {
    return stages.afterConvert(type, sequence(OperationContext.capture("executeStatement", type),
        () -> operations.executeStatement(type, statement, parameters, limit))
        .flatMapIterable(rows -> rows));
  }

  // ------------------------------------------------------------------ batches and transactions

  @Override
  public <T> Flux<T> saveAll(Iterable<? extends T> entities) {
    return savingAll(entities, false);
  }

  @Override
  public <T> Flux<T> saveEach(Iterable<? extends T> entities) {
    return savingAll(entities, true);
  }

  /** {@code saveAll} or {@code saveEach}, the entities through the reactive stages, one after another, when any. */
  private <T> Flux<T> savingAll(Iterable<? extends T> entities, boolean each) {
    OperationContext context = OperationContext.captureFirst(each ? "saveEach" : "saveAll", entities);
    Flux<T> saved;
    if (!stages.stagesSaves()) {
      saved = this.<List<T>>sequence(context, () -> each ? operations.saveEach(entities) : operations.saveAll(entities))
          .flatMapIterable(list -> list);
    } else {
      saved = stages.<T>beforeSave(entities).flatMapMany(staged -> {
        List<T> given = new ArrayList<>(staged.size());
        List<CurrentAuditor> auditors = new ArrayList<>(staged.size());
        for (ReactiveStages.Staged<T> s : staged) {
          given.add(s.entity());
          auditors.add(s.auditor());
        }
        boolean asked = !auditors.isEmpty() && auditors.get(0) == null; // no reactive auditor: the template's
        List<CurrentAuditor> resolved = asked ? null : auditors;
        return this.<List<T>>sequence(context, () -> each ? operations.saveEach(given, resolved)
            : operations.saveAll(given, resolved)).flatMapIterable(list -> list);
      });
    }
    return stages.afterSave(saved);
  }

  @Override
  public <T> Flux<T> findAllById(Class<T> type, Iterable<?> ids) {
    return stages.afterConvert(type, sequence(OperationContext.capture("batchGet", type), () -> operations.batchGet(type, ids, false))
        .flatMapIterable(found -> found));
  }

  /** {@link #findAllById} with strongly consistent reads when asked. */
  public <T> Flux<T> batchGet(Class<T> type, Iterable<?> ids, boolean consistentRead) {
    return stages.afterConvert(type, sequence(OperationContext.capture("batchGet", type),
        () -> operations.batchGet(type, ids, consistentRead))
        .flatMapIterable(found -> found));
  }

  @Override
  public Mono<Void> deleteAll(Iterable<?> entities) {
    return sequence(OperationContext.captureFirst("deleteAll", entities), () -> operations.deleteAll(entities));
  }

  @Override
  public Mono<Void> deleteAllById(Class<?> type, Iterable<?> ids) {
    return sequence(OperationContext.capture("deleteAllById", type), () -> operations.deleteAllById(type, ids));
  }

  @Override
  public Mono<Void> transactWrite(TransactWrite transaction) {
    OperationContext context = OperationContext.ofTransaction(transaction);
    if (!stages.stagesUpdates()) {
      return send(context, () -> operations.transactWrite(transaction)).then();
    }
    return stages.currentAuditor().flatMap(auditor -> send(context,
        () -> operations.transactWrite(transaction, auditor)))
        .then();
  }

  @Override
  public Mono<List<Object>> transactGet(TransactGet transaction) {
    return stages.afterConvertEach(send(OperationContext.capture("transactGet", null), () -> operations.transactGet(transaction)));
  }

  // ------------------------------------------------------------------ infrastructure

  @Override
  public String getTableName(Class<?> type) {
    try {
      return runtime.tableName(type);
    } catch (RuntimeException e) {
      throw Refusals.refused(e);
    }
  }

  @Override
  public MapperRegistry getMapperRegistry() {
    return runtime.mappers();
  }

  /** The client as given. */
  public DynamoDbAsyncClient getClient() {
    return client;
  }

  @Override
  public String toString() {
    return "ReactiveDynamoDbTemplate[" + runtime.mappers() + "]";
  }
}
