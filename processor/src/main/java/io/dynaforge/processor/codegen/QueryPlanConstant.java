package io.dynaforge.processor.codegen;

import static io.dynaforge.processor.codegen.RuntimeTypes.PLAN_CONSISTENT_READ;
import static io.dynaforge.processor.codegen.RuntimeTypes.PLAN_DESCENDING;
import static io.dynaforge.processor.codegen.RuntimeTypes.PLAN_OF;
import static io.dynaforge.processor.codegen.RuntimeTypes.PLAN_PROJECTING;
import static io.dynaforge.processor.codegen.RuntimeTypes.QUERY_PLAN;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import io.dynaforge.processor.model.QueryMethod.Parameter;
import io.dynaforge.processor.query.ProjectionPlan;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * The {@code static final QueryPlan} of one method: everything about its request but the argument
 * values, built once when the repository class initialises. What a Query or Scan sends, whatever
 * shape its result is returned in.
 */
final class QueryPlanConstant {
  private QueryPlanConstant() {}

  static FieldSpec field(String name, MethodLocals locals, String javadoc, String indexName,
      String keyCondition, String filter, List<String> names, List<String> placeholders, boolean descending,
      boolean consistentRead, ProjectionPlan.Expression projection) {
    CodeBlock.Builder init = CodeBlock.builder().add("$T.$L($S,\n", QUERY_PLAN, PLAN_OF, locals.qualifiedName)
        .indent().indent()
        .add("$L, $L, $L,\n", literal(indexName), literal(keyCondition), literal(filter));
    init.add("$L,\n$L", strings(names), strings(placeholders));
    for (Parameter p : locals.required) {
      init.add(", $S", p.name());
    }
    init.add(")").unindent().unindent();
    if (descending) {
      init.add(".$L()", PLAN_DESCENDING);
    }
    if (consistentRead) {
      init.add(".$L()", PLAN_CONSISTENT_READ);
    }
    if (projection != null) {
      init.add("\n        .$L($S$L)", PLAN_PROJECTING, projection.text(), projection.names().isEmpty() ? ""
          : CodeBlock.of(", $L", CodeBlock.join(alternating(projection.names()).stream()
              .map(n -> CodeBlock.of("$S", n)).toList(), ", ")));
    }
    return FieldSpec.builder(QUERY_PLAN, name, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("$L\n", javadoc).initializer(init.build()).build();
  }

  /** {@code #name} placeholders and attribute names, alternating, as {@code QueryPlan.of} takes them. */
  static List<String> alternating(Map<String, String> names) {
    List<String> result = new ArrayList<>();
    names.forEach((placeholder, attribute) -> {
      result.add(placeholder);
      result.add(attribute);
    });
    return result;
  }

  private static CodeBlock literal(String value) {
    return value == null ? CodeBlock.of("null") : CodeBlock.of("$S", value);
  }

  private static CodeBlock strings(List<String> values) {
    if (values.isEmpty()) {
      return CodeBlock.of("new $T[0]", String.class);
    }
    List<CodeBlock> items = new ArrayList<>();
    values.forEach(v -> items.add(CodeBlock.of("$S", v)));
    return CodeBlock.of("new $T[] {$L}", String.class, CodeBlock.join(items, ", "));
  }
}
