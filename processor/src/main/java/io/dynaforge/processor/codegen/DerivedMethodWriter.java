package io.dynaforge.processor.codegen;

import static io.dynaforge.processor.codegen.RuntimeTypes.EXECUTION_LIMIT;
import static io.dynaforge.processor.codegen.RuntimeTypes.OPERATIONS_FIND_BY_ID;
import static io.dynaforge.processor.codegen.RuntimeTypes.PLAN_BIND;
import static io.dynaforge.processor.codegen.RuntimeTypes.QUERY_EXECUTION;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.query.AccessPlan;
import io.dynaforge.processor.query.DerivedPlan;
import io.dynaforge.processor.query.ExpressionRenderer;
import io.dynaforge.processor.query.ProjectionPlan;
import java.util.ArrayList;
import java.util.List;

/**
 * A derived method ({@code findBy…}, or an index view's {@code findAll()}/{@code count()}): a GetItem
 * through the template, or a Query or Scan whose request is the {@code QueryPlan} constant its
 * {@link AccessPlan} renders to ({@link ExpressionRenderer}), the arguments bound per call.
 */
final class DerivedMethodWriter implements MethodWriter<DerivedPlan> {

  @Override
  public void write(DerivedPlan derived, ImplContext impl) {
    QueryMethod method = derived.method();
    AccessPlan plan = derived.access();
    MethodSpec.Builder m = impl.overriding(method);
    m.addJavadoc("$L\n", MethodJavadoc.derived(plan));
    MethodJavadoc.projection(m, derived.projection());
    MethodLocals locals = new MethodLocals(method);
    locals.consistentRead = impl.repository().readsConsistently(method);
    CodeBlock.Builder body = CodeBlock.builder();
    if (plan.operation() == AccessPlan.Operation.GET_ITEM) {
      getItem(impl, method, plan, body, locals);
      locals.requireAll(m);
    } else {
      String constant = impl.constants().allocate(method);
      query(impl, method, plan, derived.projection(), body, locals, constant);
      locals.require(m, constant);
    }
    impl.type().addMethod(m.addCode(plan.composesKeyTemplate() ? refusing(body.build(), locals) : body.build()).build());
  }

  /** The body, a key template's refusal of an argument turned into a usage error naming the method. */
  private static CodeBlock refusing(CodeBlock body, MethodLocals locals) {
    String e = locals.names.newName("refused");
    return CodeBlock.builder().beginControlFlow("try").add(body)
        .nextControlFlow("catch ($T $L)", RuntimeTypes.DYNAMODB_MAPPING_EXCEPTION, e)
        .addStatement("throw $T.$L($L, $L)", RuntimeTypes.QUERY_ARGUMENTS, RuntimeTypes.ARGUMENTS_REFUSED,
            locals.method(), e)
        .endControlFlow().build();
  }

  private static void query(ImplContext impl, QueryMethod method, AccessPlan plan, ProjectionPlan projection,
      CodeBlock.Builder m, MethodLocals locals, String constant) {
    ArgumentValues arguments = impl.values(locals);
    ExpressionRenderer.Rendered rendered = ExpressionRenderer.render(plan);
    List<String> names = QueryPlanConstant.alternating(rendered.names());
    List<String> placeholders = new ArrayList<>();
    List<CodeBlock> values = new ArrayList<>();
    for (ExpressionRenderer.ValueBinding binding : rendered.values()) {
      placeholders.add(binding.placeholder());
      values.add(arguments.value(binding.source()));
    }
    StringBuilder filter = new StringBuilder();
    for (ExpressionRenderer.Fragment f : rendered.filter()) {
      if (f instanceof ExpressionRenderer.Text t) {
        filter.append(t.text());
        continue;
      }
      ExpressionRenderer.InList in = (ExpressionRenderer.InList) f;
      // the plan expands "(:p)" to "(:p_0, :p_1, ...)" for the list bound to the slot ":p"
      String list = in.name() + " IN (" + in.valuePrefix() + ")";
      filter.append(in.negated() ? "NOT (" + list + ")" : list);
      CodeBlock listValue = arguments.list(in);
      placeholders.add(in.valuePrefix());
      values.add(listValue);
    }
    impl.type().addField(QueryPlanConstant.field(constant, locals, MethodJavadoc.derived(plan),
        plan.indexName(), rendered.keyCondition(), filter.length() == 0 ? null : filter.toString(), names,
        placeholders, Boolean.FALSE.equals(plan.scanIndexForward()), locals.consistentRead,
        projection == null ? null : projection.expression(rendered.names())));
    CodeBlock limit = plan.limitParameter() == null ? CodeBlock.of("$L", plan.top())
        : CodeBlock.of("$T.$L($L, $L)", QUERY_EXECUTION, EXECUTION_LIMIT, plan.top(), plan.limitParameter().name());
    boolean limiting = plan.top() > 0 || plan.limitParameter() != null;
    CodeBlock bound = CodeBlock.of("$L.$L($L)", constant, PLAN_BIND, CodeBlock.join(values, ", "));
    m.addStatement("return $L", impl.returns().query(method, bound, limit, limiting, plan.scrollParameter(),
        ExecutionFields.of(projection)));
  }

  private static void getItem(ImplContext impl, QueryMethod method, AccessPlan plan, CodeBlock.Builder m,
      MethodLocals locals) {
    EntityModel entity = impl.entity();
    List<CodeBlock> key = new ArrayList<>();
    for (AccessPlan.KeyCondition k : plan.key()) {
      if (k instanceof AccessPlan.AttributeKey a) {
        key.add(locals.required(a.condition().arguments().get(0)));
      } else if (k instanceof AccessPlan.TemplateKey t) {
        key.add(KeyExpressions.templateValue(entity, t, locals));
      }
    }
    Object findById = impl.repository().reactive() ? RuntimeTypes.REACTIVE_OPERATIONS_FIND_BY_ID
        : OPERATIONS_FIND_BY_ID;
    CodeBlock call = !locals.consistentRead
        ? CodeBlock.of("this.operations.$L($T.class, $L)", findById, entity.className(), CodeBlock.join(key, ", "))
        : CodeBlock.of("this.operations.$L($T.class, $L$L, true)", findById, entity.className(), CodeBlock.join(key, ", "),
            key.size() == 1 ? ", null" : "");
    m.add(impl.returns().getItem(method, locals, call));
  }
}
