package io.dynaforge.processor.codegen;

import io.dynaforge.processor.util.UniqueNames;

import static io.dynaforge.processor.codegen.RuntimeTypes.ARGUMENTS_REQUIRE_ALL;
import static io.dynaforge.processor.codegen.RuntimeTypes.PLAN_REQUIRE;
import static io.dynaforge.processor.codegen.RuntimeTypes.QUERY_ARGUMENTS;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.model.QueryMethod.Parameter;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The names a generated method declares, allocated after the user's parameter names so that a
 * parameter called {@code e} never collides with a lambda parameter; and the parameters its body
 * needs non-null, in first-use order, checked in one statement before the request is built.
 */
final class MethodLocals {
  final UniqueNames names = new UniqueNames();
  final String qualifiedName;
  final Set<Parameter> required = new LinkedHashSet<>();
  /** Whether the method's reads are strongly consistent ({@code @ConsistentRead}). */
  boolean consistentRead;

  MethodLocals(QueryMethod queryMethod) {
    for (Parameter p : queryMethod.parameters()) {
      names.newName(p.name(), p);
    }
    qualifiedName = queryMethod.qualifiedName();
  }

  /** {@code Repository.method} as a literal, for runtime error messages. */
  CodeBlock method() {
    return CodeBlock.of("$S", qualifiedName);
  }

  /** The parameter itself, checked for null first when it is a reference (see {@link #required}). */
  CodeBlock required(Parameter p) {
    if (!p.type().getKind().isPrimitive()) {
      required.add(p);
    }
    return CodeBlock.of("$L", p.name());
  }

  /** {@code PLAN.require(a, b);} for the required parameters, first in the method. */
  void require(MethodSpec.Builder m, String plan) {
    if (!required.isEmpty()) {
      m.addStatement("$L.$L($L)", plan, PLAN_REQUIRE, arguments());
    }
  }

  /** {@code QueryArguments.requireAll("Repo.m", "a, b", a, b);} for a method without a plan. */
  void requireAll(MethodSpec.Builder m) {
    if (!required.isEmpty()) {
      List<String> names = required.stream().map(Parameter::name).toList();
      m.addStatement("$T.$L($S, $S, $L)", QUERY_ARGUMENTS, ARGUMENTS_REQUIRE_ALL, qualifiedName,
          String.join(", ", names), arguments());
    }
  }

  private CodeBlock arguments() {
    List<CodeBlock> args = new ArrayList<>();
    for (Parameter p : required) {
      // an array argument alone would be taken as the varargs array itself
      args.add(p.type().getKind() == javax.lang.model.type.TypeKind.ARRAY
          ? CodeBlock.of("($T) $L", Object.class, p.name()) : CodeBlock.of("$L", p.name()));
    }
    return CodeBlock.join(args, ", ");
  }
}
