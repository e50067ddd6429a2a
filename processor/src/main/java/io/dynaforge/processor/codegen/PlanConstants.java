package io.dynaforge.processor.codegen;

import io.dynaforge.processor.util.UniqueNames;
import io.dynaforge.processor.util.ConstantNames;

import io.dynaforge.processor.model.QueryMethod;
import java.util.Set;

/**
 * The names of the {@code QueryPlan} constants of one repository: from the method name
 * ({@code findByPk} becomes {@code FIND_BY_PK}), unique among overloads, and never a parameter
 * name of any method (a parameter would shadow the constant in that method's body).
 */
final class PlanConstants {
  private final UniqueNames names = new UniqueNames();

  PlanConstants(Set<String> reserved) {
    reserved.forEach(names::newName);
    names.newName(ExecutionFields.QUERIES);
  }

  String allocate(QueryMethod method) {
    String camel = method.element().getSimpleName().toString();
    return names.newName(ConstantNames.of(camel));
  }
}
