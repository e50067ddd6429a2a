package io.dynaforge.internal;

import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.core.DynamoDbPageRequest;
import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.core.EntityQueryResult;
import io.dynaforge.core.RepositoryMethod;
import io.dynaforge.internal.paging.ConcatenatePages;
import io.dynaforge.internal.paging.PagedRead;
import io.dynaforge.internal.paging.WindowPages;
import io.dynaforge.mapping.ItemMapper;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.springframework.dao.IncorrectResultSizeDataAccessException;
import org.springframework.data.domain.Limit;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.data.domain.Window;

/**
 * Runs the Query (or opted-in Scan) a generated repository method was planned into, in the shape
 * its return type asks for. Every request goes through {@link DynamoDbOperations}. Pages are read
 * only as far as the result needs: a limit stops reading once enough rows matched, a filter that
 * empties a page makes it read on while a cursor remains.
 *
 * @param <T> the entity or view
 */
public final class QueryExecution<T> {

  private final DynamoDbOperations operations;
  private final Class<T> type;
  private final ItemMapper<T> projection;
  /** The entity (or view) a projection reads; null without a projection. */
  private final Class<?> entityType;

  /** One per generated repository: the plans' method names say which method an error is about. */
  public QueryExecution(DynamoDbOperations operations, Class<T> type) {
    this.operations = operations;
    this.type = type;
    this.projection = null;
    this.entityType = null;
  }

  /**
   * One per projection type a generated repository returns: rows of {@code entityType} (an entity or
   * a view), with its kind, expiry and extensions, read through the projection's generated mapper.
   */
  public QueryExecution(DynamoDbOperations operations, Class<?> entityType, ItemMapper<T> projection) {
    this.operations = operations;
    this.type = projection.type();
    this.projection = projection;
    this.entityType = entityType;
  }

  /** Combines a {@code Top<N>}/{@code First} count (0 for none) with a {@link Limit} parameter. */
  public static int limit(int top, Limit limit) {
    if (limit != null && limit.isLimited()) {
      return limit.max();
    }
    return top;
  }

  /** Every match, or the first {@code limit} (0 for all). */
  public List<T> list(QueryPlan.Bound bound, int limit) {
    return list(bound.query(), limit, bound.plan().method());
  }

  private List<T> list(DynamoDbQuery query, int limit, String method) {
    return PagedRead.read(ConcatenatePages.list(query, limit), request -> page(query, request, method));
  }

  /** Matches read lazily, page by page, as the stream is consumed. */
  public Stream<T> stream(QueryPlan.Bound bound, int limit) {
    DynamoDbQuery query = bound.query();
    String method = bound.plan().method();
    Iterator<T> iterator = new Iterator<>() {
      private Iterator<T> current = List.<T>of().iterator();
      private final ConcatenatePages<T> pages = ConcatenatePages.to(query, limit, items -> current = items.iterator());
      private DynamoDbPageRequest request = pages.first();

      @Override
      public boolean hasNext() {
        while (!current.hasNext() && request != null) {
          request = pages.next(page(query, request, method));
        }
        return current.hasNext();
      }

      @Override
      public T next() {
        if (!hasNext()) {
          throw new NoSuchElementException();
        }
        return current.next();
      }
    };
    return StreamSupport.stream(Spliterators.spliteratorUnknownSize(iterator, Spliterator.ORDERED), false);
  }

  /**
   * A single result. A limiting method ({@code findFirst…}) returns the first row; any other throws
   * {@link IncorrectResultSizeDataAccessException} when more than one row matches.
   */
  public Optional<T> one(QueryPlan.Bound bound, boolean limiting) {
    List<T> rows = list(bound.query(), limiting ? 1 : 2, bound.plan().method());
    if (rows.size() > 1) {
      throw new IncorrectResultSizeDataAccessException(
          bound.plan().method() + " returns one " + type.getSimpleName() + " but more than one matched; use a List return"
              + " type or findFirst…", 1);
    }
    return rows.isEmpty() ? Optional.empty() : Optional.of(rows.get(0));
  }

  /** A PartiQL statement's rows, following NextToken until the list (or {@code limit} rows) is complete. */
  public List<T> statement(String method, String statement, List<?> parameters, int limit) {
    String previous = RepositoryMethod.enter(method);
    try {
      return operations.executeStatement(type, statement, parameters, limit > 0 ? limit : Integer.MAX_VALUE);
    } finally {
      RepositoryMethod.exit(previous);
    }
  }

  /**
   * A PartiQL statement's single row: more than one is {@link IncorrectResultSizeDataAccessException}
   * naming {@code method}.
   */
  public Optional<T> statementOne(String method, String statement, List<?> parameters) {
    List<T> rows;
    String previous = RepositoryMethod.enter(method);
    try {
      rows = operations.executeStatement(type, statement, parameters, 2);
    } finally {
      RepositoryMethod.exit(previous);
    }
    if (rows.size() > 1) {
      throw new IncorrectResultSizeDataAccessException(
          method + " returns one " + type.getSimpleName() + " but its PartiQL statement matched more than one", 1);
    }
    return rows.isEmpty() ? Optional.empty() : Optional.of(rows.get(0));
  }

  /**
   * One window of at most {@code limit} evaluated rows (one DynamoDB page) starting at a keyset
   * position. Pages a filter left empty are skipped while a cursor remains. Only the last element
   * has a position: the page's LastEvaluatedKey, bound to this call ({@link CursorBindings}). A
   * position issued by another method or for other arguments is refused before any request.
   */
  public Window<T> window(QueryPlan.Bound bound, int limit, ScrollPosition position) {
    WindowPages<T> window = WindowPages.of(bound, limit, position, operations.getMapperRegistry(), rowType());
    return PagedRead.read(window, request -> page(window.query(), request, bound.plan().method()));
  }

  /** The entity or view whose rows are read (a projection's entity). */
  private Class<?> rowType() {
    return projection == null ? type : entityType;
  }

  /** Select COUNT across all pages. */
  public long count(QueryPlan.Bound bound) {
    String previous = RepositoryMethod.enter(bound.plan().method());
    try {
      return operations.count(type, bound.query());
    } finally {
      RepositoryMethod.exit(previous);
    }
  }

  /** Stops at the first match. */
  public boolean exists(QueryPlan.Bound bound) {
    String previous = RepositoryMethod.enter(bound.plan().method());
    try {
      return operations.exists(type, bound.query());
    } finally {
      RepositoryMethod.exit(previous);
    }
  }

  private EntityQueryResult<List<T>> page(DynamoDbQuery query, DynamoDbPageRequest request, String method) {
    String previous = RepositoryMethod.enter(method); // names the request in observations
    try {
      if (projection == null) {
        return operations.query(type, query, request);
      }
      return operations.query(entityType, projection, query, request);
    } finally {
      RepositoryMethod.exit(previous);
    }
  }
}
