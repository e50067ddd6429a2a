package io.dynaforge.processor.codegen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.model.RepositoryModel;
import java.util.Set;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.util.Types;

/**
 * What every method writer of one {@code <Repository>_Impl} shares: the repository, the type its
 * rows are read as, the class being built (a writer adds its method and its plan constant to it),
 * and the names already taken in it.
 *
 * @param repository the repository as read
 * @param entity the entity (or index view) it reads, or null for an item-collection repository
 * @param rowType the entity's class, or the item collection's view
 * @param type the {@code _Impl} being built
 * @param code the converters the methods use, their fields added once at the end
 * @param constants the names of the {@code QueryPlan} constants
 */
record ImplContext(Types types, RepositoryModel repository, EntityModel entity, ClassName rowType,
    TypeSpec.Builder type, ConversionCode code, PlanConstants constants) {

  ImplContext(Types types, RepositoryModel repository, EntityModel entity, ClassName rowType, TypeSpec.Builder type,
      Set<String> reserved) {
    this(types, repository, entity, rowType, type, new ConversionCode(reserved), new PlanConstants(reserved));
  }

  /** The method overriding the repository's {@code method}. */
  MethodSpec.Builder overriding(QueryMethod method) {
    return MethodSpec.overriding(method.element(), (DeclaredType) repository.element().asType(), types);
  }

  /** How this repository's methods return what they call: blocking, or as {@code Mono}/{@code Flux}. */
  Returns returns() {
    return Returns.of(repository.reactive());
  }

    /** The argument values of this repository's methods. */
  ArgumentValues values(MethodLocals locals) {
    return new ArgumentValues(types, entity, code, locals);
  }
}
