package io.dynaforge.processor.codegen;

import static io.dynaforge.processor.codegen.RuntimeTypes.OPERATIONS_UPDATE;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.query.UpdatePlan;

/** An {@code @Update}: one UpdateItem through the template, its expressions as written, its values bound per call. */
final class UpdateMethodWriter implements MethodWriter<UpdatePlan> {

  @Override
  public void write(UpdatePlan update, ImplContext impl) {
    QueryMethod method = update.method();
    MethodSpec.Builder m = impl.overriding(method);
    m.addJavadoc("$L\n", MethodJavadoc.declared(update));
    MethodLocals locals = new MethodLocals(method);
    ArgumentValues arguments = impl.values(locals);
    // the values first: their parameters are checked for null before the key's, in the order they are used
    CodeBlock values = arguments.valuesMap(update);
    Object updateItem = impl.repository().reactive() ? RuntimeTypes.REACTIVE_OPERATIONS_UPDATE : OPERATIONS_UPDATE;
    CodeBlock call = CodeBlock.of("this.operations.$L($T.class, $L, $L, $S, $L, $L, $L)", updateItem, impl.rowType(),
        locals.required(update.partitionKey()), update.sortKey() == null ? "null" : locals.required(update.sortKey()),
        update.updateExpression(), update.conditionExpression() == null ? "null" : CodeBlock.of("$S",
            update.conditionExpression()), ArgumentValues.namesMap(update), values);
    CodeBlock body = impl.returns().update(method, locals, call);
    locals.requireAll(m);
    impl.type().addMethod(m.addCode(body).build());
  }
}
