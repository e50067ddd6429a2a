package io.dynaforge.processor.codegen;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import io.dynaforge.processor.model.RepositoryModel;
import io.dynaforge.processor.query.CrudPlan;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Types;

/**
 * The inherited CRUD methods: implemented by the runtime's {@code SimpleDynamoDbRepository}, the
 * {@code _Impl}'s superclass, so nothing is written but their operations, a Scan named as such, in
 * the class Javadoc. A selective repository (one of Spring Data's own interfaces) does not inherit
 * them: each CRUD method its interface has is written, delegating to the runtime's implementation.
 */
final class CrudMethodWriter {

  /** The inherited CRUD methods and their operations, as a Javadoc list; empty without any. */
  CodeBlock javadoc(List<CrudPlan> crud, com.palantir.javapoet.ClassName base, boolean delegated) {
    if (crud.isEmpty()) {
      return CodeBlock.of("");
    }
    CodeBlock.Builder list = CodeBlock.builder()
        .add(delegated ? CodeBlock.of("\n<p>Delegated to the runtime's {@code $L}:\n<ul>\n", base.simpleName())
            : CodeBlock.of("\n<p>Inherited from {@link $T}:\n<ul>\n", base));
    for (CrudPlan plan : crud) {
      list.add("<li>{@code $L}: $L, $L.\n", plan.signature(), plan.operation(), plan.reading());
    }
    return list.add("</ul>\n").build();
  }

  /**
   * A selective repository's CRUD methods, in the plans' order: each overrides the interface's method and
   * calls the runtime's implementation ({@code this.crud()}), which sends what its plan says.
   *
   * @param crud the {@code crud()} accessor of the {@code _Impl}'s base class
   */
  void delegates(List<CrudPlan> plans, RepositoryModel repository, TypeSpec.Builder type, Types types, Object crud) {
    DeclaredType declared = (DeclaredType) repository.element().asType();
    Set<String> written = new HashSet<>();
    boolean suppressed = false;
    for (CrudPlan plan : plans) {
      if (!written.add(plan.signature())) {
        continue;
      }
      for (ExecutableElement method : repository.inherited()) {
        ExecutableType member = (ExecutableType) types.asMemberOf(declared, method);
        if (!method.getSimpleName().contentEquals(plan.name())
            || !member.getParameterTypes().stream().map(TypeMirror::toString).toList().equals(plan.parameterTypes())) {
          continue;
        }
        // parameter names of our own: a class file read without -parameters names them arg0 (under ecj)
        List<String> arguments = parameterNames(plan);
        MethodSpec signature = MethodSpec.overriding(method, declared, types).build();
        MethodSpec.Builder m = MethodSpec.methodBuilder(plan.name()).addAnnotation(Override.class)
            .addModifiers(javax.lang.model.element.Modifier.PUBLIC)
            .addJavadoc("$L: $L.\n", plan.operation(), plan.reading())
            .addTypeVariables(signature.typeVariables())
            .returns(signature.returnType());
        for (int i = 0; i < arguments.size(); i++) {
          m.addParameter(signature.parameters().get(i).type(), arguments.get(i));
        }
        if (boundByFinalEntity(signature, repository)) {
          // <S extends Order> S save(S) where Order is final (a record): the signature the interface requires, which
          // ecj warns about (a final bound); no narrower token than "all" silences it, and javac accepts it
          m.addAnnotation(AnnotationSpec.builder(SuppressWarnings.class).addMember("value", "$S", "all").build());
        }
        if (!suppressed && overridesGeneric(method, declared, types)) {
          // Order save(Order) for <S extends Order> S save(S): as unchecked here as in the interface itself (javac
          // checks what a class implements on the class)
          type.addAnnotation(AnnotationSpec.builder(SuppressWarnings.class).addMember("value", "$S", "unchecked").build());
          suppressed = true;
        }
        if (member.getReturnType().getKind() == TypeKind.VOID) {
          m.addStatement("this.$L().$L($L)", crud, plan.name(), String.join(", ", arguments));
        } else {
          m.addStatement("return this.$L().$L($L)", crud, plan.name(), String.join(", ", arguments));
        }
        type.addMethod(m.build());
        break;
      }
    }
  }

  /** Whether a method without type parameters overrides a generic one of a supertype ({@code save(S)}). */
  private static boolean overridesGeneric(ExecutableElement method, DeclaredType repository, Types types) {
    if (!method.getTypeParameters().isEmpty()) {
      return false;
    }
    ExecutableType member = (ExecutableType) types.asMemberOf(repository, method);
    java.util.Deque<TypeMirror> queue = new java.util.ArrayDeque<>(types.directSupertypes(repository));
    Set<String> seen = new HashSet<>();
    while (!queue.isEmpty()) {
      TypeMirror t = queue.poll();
      if (!(t instanceof DeclaredType d) || !seen.add(t.toString())) {
        continue;
      }
      for (ExecutableElement other : javax.lang.model.util.ElementFilter.methodsIn(d.asElement().getEnclosedElements())) {
        if (!other.getTypeParameters().isEmpty() && other.getSimpleName().contentEquals(method.getSimpleName())
            && other.getParameters().size() == method.getParameters().size()
            && types.isSubsignature(member, (ExecutableType) types.asMemberOf(repository, other))) {
          return true;
        }
      }
      queue.addAll(types.directSupertypes(t));
    }
    return false;
  }

  /** Whether a type parameter of the method (as a member of the repository) is bounded by the entity, a final class. */
  private static boolean boundByFinalEntity(MethodSpec signature, RepositoryModel repository) {
    javax.lang.model.element.TypeElement entity = repository.entity().element();
    boolean isFinal = entity.getModifiers().contains(javax.lang.model.element.Modifier.FINAL)
        || entity.getKind() == javax.lang.model.element.ElementKind.RECORD
        || entity.getKind() == javax.lang.model.element.ElementKind.ENUM;
    com.palantir.javapoet.ClassName name = com.palantir.javapoet.ClassName.get(entity);
    return isFinal && signature.typeVariables().stream().anyMatch(v -> v.bounds().contains(name));
  }

  /** The parameters' names: those of Spring Data's declarations, by method. */
  private static List<String> parameterNames(CrudPlan plan) {
    int arity = plan.parameterTypes().size();
    List<String> names = switch (plan.name()) {
      case "save", "delete" -> List.of("entity");
      case "saveAll", "deleteAll" -> List.of("entities");
      case "findById", "existsById", "deleteById" -> List.of("id");
      case "findAllById", "deleteAllById" -> List.of("ids");
      case "update" -> arity == 1 ? List.of("entity") : List.of("id", "update", "condition");
      default -> List.of();
    };
    List<String> all = new java.util.ArrayList<>();
    for (int i = 0; i < arity; i++) {
      all.add(i < names.size() ? names.get(i) : "arg" + i);
    }
    return all;
  }
}
