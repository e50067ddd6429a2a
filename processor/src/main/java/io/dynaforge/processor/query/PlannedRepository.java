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

  /** The plans of one family, in order. */
  public <P extends MethodPlan> List<P> of(Class<P> family) {
    return methods.stream().filter(family::isInstance).map(family::cast).toList();
  }
}
