package io.dynaforge.processor.matching;

import io.dynaforge.processor.model.RepositoryModel;
import io.dynaforge.processor.query.CrudPlan;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Types;

/**
 * The inherited CRUD family: the plans of a table repository's CRUD methods, as the runtime's
 * {@code SimpleDynamoDbRepository} implements them (a view has none).
 */
public final class CrudMethodMatcher {

  private final Types types;

  public CrudMethodMatcher(Types types) {
    this.types = types;
  }

  /** One plan per inherited CRUD method, in a fixed order whatever order the compiler lists them in. */
  public List<CrudPlan> match(RepositoryModel repository) {
    List<CrudPlan> crud = new ArrayList<>();
    for (ExecutableElement method : repository.inherited()) {
      ExecutableType member = (ExecutableType) types.asMemberOf((DeclaredType) repository.element().asType(), method);
      List<String> parameters = member.getParameterTypes().stream().map(TypeMirror::toString).toList();
      CrudPlan plan = CrudPlan.of(repository.entity(), method.getSimpleName().toString(), parameters);
      if (plan != null) {
        crud.add(plan);
      }
    }
    crud.sort(Comparator.comparingInt((CrudPlan p) -> CrudPlan.NAMES.indexOf(p.name()))
        .thenComparingInt(p -> p.parameterTypes().size())
        // overloads of one arity (a reactive repository's Iterable and Publisher ones): by their types
        .thenComparing(p -> String.join(", ", p.parameterTypes())));
    return crud;
  }
}
