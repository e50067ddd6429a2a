package io.dynaforge.processor.query;

import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.model.RepositoryModel;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A repository whose every method has a plan: what the writers turn into {@code <Repo>_Impl} and the
 * access-pattern report.
 *
 * @param model the repository as read
 * @param plans each derived method's plan, in declaration order
 * @param declared each {@code @Query}/{@code @Update} method's plan
 * @param crud each inherited CRUD method's plan, in the interface's member order
 */
public record PlannedRepository(RepositoryModel model, Map<QueryMethod, AccessPlan> plans,
    Map<QueryMethod, DeclaredPlan> declared, java.util.List<CrudPlan> crud) {
  public PlannedRepository {
    plans = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(plans));
    declared = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(declared));
    crud = java.util.List.copyOf(crud);
  }

  public PlannedRepository(RepositoryModel model, Map<QueryMethod, AccessPlan> plans) {
    this(model, plans, Map.of(), java.util.List.of());
  }
}
