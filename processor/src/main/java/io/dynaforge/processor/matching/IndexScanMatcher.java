package io.dynaforge.processor.matching;

import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.model.RepositoryModel;
import io.dynaforge.processor.query.DerivedPlan;
import io.dynaforge.processor.query.KeySchema;
import io.dynaforge.processor.query.QueryPlanner;

/**
 * An index view's {@code findAll()} and {@code count()} (which a view inherits from no CRUD base
 * class): a Scan of the view's index, planned as a {@link DerivedPlan}.
 */
public final class IndexScanMatcher {

  private final QueryPlanner planner;

  public IndexScanMatcher(QueryPlanner planner) {
    this.planner = planner;
  }

  /** The Scan of the index, or null when the method is not a view's {@code findAll()}/{@code count()}. */
  public DerivedPlan match(RepositoryModel repository, KeySchema schema, QueryMethod method) {
    return matches(repository, method) ? new DerivedPlan(method, planner.indexScan(repository.entity(), schema, method))
        : null;
  }

  private static boolean matches(RepositoryModel repository, QueryMethod method) {
    return repository.view() && method.projection() == null && method.parameters().isEmpty()
        && method.query() == null
        && (method.name().equals("findAll") && method.returnKind() == QueryMethod.ReturnKind.LIST
            || method.name().equals("count") && method.returnKind() == QueryMethod.ReturnKind.COUNT);
  }
}
