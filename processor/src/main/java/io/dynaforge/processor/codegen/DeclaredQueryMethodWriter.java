package io.dynaforge.processor.codegen;

import static io.dynaforge.processor.codegen.RuntimeTypes.BOUND_QUERY_QUERY;
import static io.dynaforge.processor.codegen.RuntimeTypes.EXECUTION_LIMIT;
import static io.dynaforge.processor.codegen.RuntimeTypes.OPERATIONS_QUERY_ITEM_COLLECTION;
import static io.dynaforge.processor.codegen.RuntimeTypes.PAGE_REQUEST;
import static io.dynaforge.processor.codegen.RuntimeTypes.PAGE_REQUEST_OF;
import static io.dynaforge.processor.codegen.RuntimeTypes.PAGE_REQUEST_UNPAGED;
import static io.dynaforge.processor.codegen.RuntimeTypes.PLAN_BIND;
import static io.dynaforge.processor.codegen.RuntimeTypes.QUERY_EXECUTION;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.model.QueryMethod.Parameter;
import io.dynaforge.processor.query.DeclaredPlan;
import io.dynaforge.processor.query.DeclaredQueryPlan;
import java.util.ArrayList;
import java.util.List;

/**
 * A {@code @Query} with expressions (or a named query): a Query of a view's index, a filter-only
 * Scan, or an item collection's Query, its request the {@code QueryPlan} constant of its expressions
 * as written, its values bound per call.
 */
final class DeclaredQueryMethodWriter implements MethodWriter<DeclaredQueryPlan> {

  @Override
  public void write(DeclaredQueryPlan query, ImplContext impl) {
    QueryMethod method = query.method();
    MethodSpec.Builder m = impl.overriding(method);
    String javadoc = MethodJavadoc.declared(query);
    m.addJavadoc("$L\n", javadoc);
    MethodJavadoc.projection(m, query.projection());
    MethodLocals locals = new MethodLocals(method);
    ArgumentValues arguments = impl.values(locals);
    CodeBlock.Builder body = CodeBlock.builder();
    List<String> names = QueryPlanConstant.alternating(query.names());
    List<String> placeholders = new ArrayList<>();
    List<CodeBlock> values = new ArrayList<>();
    for (DeclaredPlan.Binding b : query.values()) {
      placeholders.add(b.placeholder());
      values.add(arguments.binding(b));
    }
    String constant = impl.constants().allocate(method);
    impl.type().addField(QueryPlanConstant.field(constant, locals, javadoc, query.indexName(), query.keyCondition(),
        query.filter(), names, placeholders, !query.scanIndexForward(),
        query.consistentRead() || impl.repository().readsConsistently(method),
        query.projection() == null ? null : query.projection().expression(query.names())));
    locals.require(m, constant);
    CodeBlock bound = CodeBlock.of("$L.$L($L)", constant, PLAN_BIND, CodeBlock.join(values, ", "));
    int limit = Math.max(query.limit(), 0);
    if (query.kind() == DeclaredQueryPlan.Kind.COLLECTION_QUERY) {
      CodeBlock page = limit > 0 ? CodeBlock.of("$T.$L($L)", PAGE_REQUEST, PAGE_REQUEST_OF, limit)
          : CodeBlock.of("$T.$L()", PAGE_REQUEST, PAGE_REQUEST_UNPAGED);
      body.add(impl.returns().collectionQuery(method, locals, CodeBlock.of(
          "this.operations.$L($T.class, $L.$L(), $L)", impl.repository().reactive()
              ? RuntimeTypes.REACTIVE_OPERATIONS_QUERY_ITEM_COLLECTION : OPERATIONS_QUERY_ITEM_COLLECTION,
          impl.rowType(), bound,
          BOUND_QUERY_QUERY, page)));
    } else {
      // a Limit parameter overrides the annotation's limit, as on a derived method
      Parameter limitParameter = method.special(QueryMethod.Special.LIMIT);
      CodeBlock limitCode = limitParameter == null ? CodeBlock.of("$L", limit)
          : CodeBlock.of("$T.$L($L, $L)", QUERY_EXECUTION, EXECUTION_LIMIT, limit, limitParameter.name());
      body.addStatement("return $L", impl.returns().query(method, bound, limitCode, limit > 0 || limitParameter != null,
          method.special(QueryMethod.Special.SCROLL_POSITION), ExecutionFields.of(query.projection())));
    }
    impl.type().addMethod(m.addCode(body.build()).build());
  }
}
