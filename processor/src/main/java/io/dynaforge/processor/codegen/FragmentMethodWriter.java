package io.dynaforge.processor.codegen;

import io.dynaforge.processor.util.UniqueNames;

import static io.dynaforge.processor.codegen.RuntimeTypes.FRAGMENTS_IMPLEMENTATION;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import io.dynaforge.processor.model.FragmentModel;
import io.dynaforge.processor.model.RepositoryModel;
import io.dynaforge.processor.query.FragmentPlan;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.util.Types;

/**
 * A custom fragment: one field holding its implementation, taken from the constructor's {@code
 * fragments}, and a method delegating to it for each of the fragment's methods.
 */
final class FragmentMethodWriter {

  private final Types types;
  private final UniqueNames names = new UniqueNames();

  /** For one {@code _Impl}: the field names it takes are unique in it. */
  FragmentMethodWriter(Types types) {
    this.types = types;
    for (String taken : List.of("operations", "fragments", "mapper", "type", "INSTANCE", ExecutionFields.QUERIES)) {
      names.newName(taken);
    }
  }

  /** Adds the fragment's field and delegating methods; returns the constructor's statement setting the field. */
  CodeBlock write(FragmentPlan plan, RepositoryModel repository, TypeSpec.Builder type) {
    FragmentModel f = plan.fragment();
    String field = names.newName(Character.toLowerCase(f.fragment().getSimpleName().charAt(0))
        + f.fragment().getSimpleName().toString().substring(1));
    type.addField(FieldSpec.builder(f.implName(), field, Modifier.PRIVATE, Modifier.FINAL).build());
    CodeBlock init = CodeBlock.builder().addStatement(f.constructor() == FragmentModel.Constructor.OPERATIONS
        ? "this.$L = fragments.$L($T.class, () -> new $T(operations))"
        : "this.$L = fragments.$L($T.class, $T::new)", field, FRAGMENTS_IMPLEMENTATION, f.implName(), f.implName())
        .build();
    for (ExecutableElement method : f.methods()) {
      MethodSpec.Builder m = MethodSpec.overriding(method, (DeclaredType) repository.element().asType(), types);
      List<CodeBlock> args = new ArrayList<>();
      method.getParameters().forEach(p -> args.add(CodeBlock.of("$L", p.getSimpleName())));
      CodeBlock call = CodeBlock.of("this.$L.$L($L)", field, method.getSimpleName(), CodeBlock.join(args, ", "));
      m.addJavadoc("Delegated to the custom fragment {@link $T}.\n", f.implName());
      if (method.getReturnType().getKind() == TypeKind.VOID) {
        m.addStatement(call);
      } else {
        m.addStatement("return $L", call);
      }
      type.addMethod(m.build());
    }
    return init;
  }
}
