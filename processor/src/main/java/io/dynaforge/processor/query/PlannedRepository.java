package io.dynaforge.processor.query;

import io.dynaforge.processor.model.RepositoryModel;
import java.util.List;

/**
 * A repository whose every method has a plan: what the writers turn into {@code <Repo>_Impl} and the
 * access-pattern report.
 *
 * @param model the repository as read
 * @param methods one plan per method: the derived methods in declaration order, then the declared
 *     ones, then the inherited CRUD methods, then the custom fragments
 */
public record PlannedRepository(RepositoryModel model, List<MethodPlan> methods) {
  public PlannedRepository {
    methods = List.copyOf(methods);
  }

  /** The projections its methods return, each once (the first plan of each projection type), in method order. */
  public List<ProjectionPlan> projections() {
    java.util.Map<String, ProjectionPlan> byType = new java.util.LinkedHashMap<>();
    for (MethodPlan plan : methods) {
      ProjectionPlan p = plan instanceof DerivedPlan d ? d.projection()
          : plan instanceof DeclaredQueryPlan q ? q.projection() : null;
      if (p != null) {
        byType.putIfAbsent(p.model().mapperName().canonicalName(), p);
      }
    }
    return List.copyOf(byType.values());
  }

  /** The plans of one family, in order. */
  public <P extends MethodPlan> List<P> of(Class<P> family) {
    return methods.stream().filter(family::isInstance).map(family::cast).toList();
  }
}
