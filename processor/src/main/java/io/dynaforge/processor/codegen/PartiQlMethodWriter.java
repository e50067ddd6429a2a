package io.dynaforge.processor.codegen;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.query.DeclaredPlan;
import io.dynaforge.processor.query.PartiQlPlan;
import java.util.ArrayList;
import java.util.List;

/** A PartiQL {@code @Query} (or named query): the statement as written, its parameters bound by position. */
final class PartiQlMethodWriter implements MethodWriter<PartiQlPlan> {

  @Override
  public void write(PartiQlPlan plan, ImplContext impl) {
    QueryMethod method = plan.method();
    MethodSpec.Builder m = impl.overriding(method);
    m.addJavadoc("$L\n", MethodJavadoc.declared(plan));
    MethodLocals locals = new MethodLocals(method);
    ArgumentValues arguments = impl.values(locals);
    List<CodeBlock> args = new ArrayList<>();
    for (DeclaredPlan.Binding b : plan.values()) {
      args.add(arguments.partiQl(b));
    }
    CodeBlock parameters = args.isEmpty() ? CodeBlock.of("$T.of()", List.class)
        : CodeBlock.of("$T.asList($L)", java.util.Arrays.class, CodeBlock.join(args, ", "));
    CodeBlock execution = CodeBlock.of("this.$L", ExecutionFields.QUERIES);
    CodeBlock body = CodeBlock.builder().addStatement(impl.returns().statement(method, execution, locals.method(),
        plan.statement(), parameters, Math.max(plan.limit(), 0))).build();
    impl.type().addMethod(m.addCode(body).build());
  }
}
