package io.dynaforge.reactive.internal;

import io.dynaforge.core.DynamoDbPageRequest;
import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.core.EntityQueryResult;
import io.dynaforge.internal.QueryPlan;
import io.dynaforge.internal.paging.ConcatenatePages;
import io.dynaforge.internal.paging.WindowPages;
import io.dynaforge.mapping.ItemMapper;
import io.dynaforge.reactive.ReactiveDynamoDbOperations;
import io.dynaforge.reactive.ReactiveDynamoDbTemplate;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.springframework.dao.IncorrectResultSizeDataAccessException;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.data.domain.Window;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * The reactive twin of {@code io.dynaforge.internal.QueryExecution}: runs the Query (or opted-in Scan)
 * a generated reactive repository method was planned into, in the shape its return type asks for
 * ({@code Flux}, {@code Mono}, {@code Mono<Window>}, counts, existence). The plans are the blocking
 * ones; only the shape differs. Pages are read on demand.
 *
 * @param <T> the entity, view or projection
 */
public final class ReactiveQueryExecution<T> {

  private final ReactiveDynamoDbOperations operations;
  private final Class<T> type;
  private final ItemMapper<T> projection;
  private final Class<?> entityType;

  /** One per generated repository. */
  public ReactiveQueryExecution(ReactiveDynamoDbOperations operations, Class<T> type) {
    this.operations = operations;
    this.type = type;
    this.projection = null;
    this.entityType = null;
  }

  /** One per projection type a generated repository returns: rows of {@code entityType} read as {@code T}. */
  public ReactiveQueryExecution(ReactiveDynamoDbOperations operations, Class<?> entityType, ItemMapper<T> projection) {
    this.operations = operations;
    this.type = projection.type();
    this.projection = projection;
    this.entityType = entityType;
  }

  private <R> Mono<R> named(String method, Mono<R> call) {
    return call.contextWrite(c -> c.put(ReactiveDynamoDbTemplate.METHOD_KEY, method));
  }

  private <R> Flux<R> named(String method, Flux<R> call) {
    return call.contextWrite(c -> c.put(ReactiveDynamoDbTemplate.METHOD_KEY, method));
  }

  /**
   * Every match, or the first {@code limit} (0 for all), read page by page on demand: the requests of
   * the blocking list and stream ({@link ConcatenatePages}).
   */
  public Flux<T> flux(QueryPlan.Bound bound, int limit) {
    DynamoDbQuery query = bound.query();
    return named(bound.plan().method(), DemandPaging.items(sink -> ConcatenatePages.to(query, limit, sink),
        (request, context, done) -> {
          CompletableFuture<EntityQueryResult<List<T>>> page = page(query, request).contextWrite(context).toFuture();
          page.whenComplete(done);
          return page;
        }));
  }

  /**
   * A single result: a limiting method ({@code findFirst…}) gets the first row; any other signals
   * {@link IncorrectResultSizeDataAccessException} when more than one row matches.
   */
  public Mono<T> one(QueryPlan.Bound bound, boolean limiting) {
    return flux(bound, limiting ? 1 : 2).collectList().flatMap(rows -> rows.size() > 1
        ? Mono.error(new IncorrectResultSizeDataAccessException(bound.plan().method() + " returns one "
            + type.getSimpleName() + " but more than one matched; use a Flux return type or findFirst…", 1))
        : Mono.justOrEmpty(rows.isEmpty() ? null : rows.get(0)));
  }

  /** A PartiQL statement's rows, following NextToken until {@code limit} rows (0: all). */
  public Flux<T> statement(String method, String statement, List<?> parameters, int limit) {
    return named(method, operations.executeStatement(type, statement, parameters,
        limit > 0 ? limit : Integer.MAX_VALUE));
  }

  /** A PartiQL statement's single row; more than one is {@link IncorrectResultSizeDataAccessException}. */
  public Mono<T> statementOne(String method, String statement, List<?> parameters) {
    return statement(method, statement, parameters, 2).collectList().flatMap(rows -> rows.size() > 1
        ? Mono.error(new IncorrectResultSizeDataAccessException(method + " returns one " + type.getSimpleName()
            + " but its PartiQL statement matched more than one", 1))
        : Mono.justOrEmpty(rows.isEmpty() ? null : rows.get(0)));
  }

  /** One window from a keyset position: the blocking {@code window}'s {@link WindowPages}, driven by demand. */
  public Mono<Window<T>> window(QueryPlan.Bound bound, int limit, ScrollPosition position) {
    return named(bound.plan().method(), Mono.defer(() -> {
      WindowPages<T> window;
      try {
        window = WindowPages.of(bound, limit, position, operations.getMapperRegistry(),
            projection == null ? type : entityType); // the blocking checks, before any request
      } catch (RuntimeException e) {
        return Mono.error(e);
      }
      return ReactivePagedRead.read(window, request -> page(window.query(), request));
    }));
  }

  private Mono<EntityQueryResult<List<T>>> page(DynamoDbQuery query, DynamoDbPageRequest request) {
    return projection == null ? operations.query(type, query, request)
        : operations.query(entityType, projection, query, request);
  }

  /** The matches counted as the blocking repository counts them. */
  public Mono<Long> count(QueryPlan.Bound bound) {
    return named(bound.plan().method(), operations.count(type, bound.query()));
  }

  /** Stops at the first match. */
  public Mono<Boolean> exists(QueryPlan.Bound bound) {
    return named(bound.plan().method(), operations.exists(type, bound.query()));
  }
}
