package io.dynaforge.processor.codegen;

import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.model.RepositoryModel;
import io.dynaforge.processor.query.AccessPlan;
import io.dynaforge.processor.query.ExpressionRenderer;
import io.dynaforge.processor.query.PlannedRepository;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.VariableElement;

/**
 * Writes {@code META-INF/dynaforge/access-patterns/<repository>.json}: for every method, the
 * operation, table, index, key condition, filter, ordering, limit and scan opt-in, from the same plan
 * the generated code runs. Deterministic, so a pull request's diff shows every access-pattern change.
 */
public final class AccessPatternReport {

  public static final String FOLDER = "META-INF/dynaforge/access-patterns/";

  private AccessPatternReport() {}

  public static String path(RepositoryModel repository) {
    return FOLDER + repository.element().getQualifiedName() + ".json";
  }

  public static String json(PlannedRepository planned) {
    RepositoryModel repository = planned.model();
    StringBuilder b = new StringBuilder();
    b.append("{\n");
    field(b, 1, "repository", repository.element().getQualifiedName().toString(), true);
    field(b, 1, "entity", repository.entity().element().getQualifiedName().toString(), true);
    field(b, 1, "table", repository.entity().tableName(), true);
    b.append("  \"methods\": [");
    List<Map.Entry<QueryMethod, AccessPlan>> entries = new ArrayList<>(planned.plans().entrySet());
    for (int i = 0; i < entries.size(); i++) {
      b.append(i == 0 ? "\n" : ",\n");
      method(b, entries.get(i).getKey(), entries.get(i).getValue());
    }
    b.append(entries.isEmpty() ? "]\n" : "\n  ]\n");
    return b.append("}\n").toString();
  }

  private static void method(StringBuilder b, QueryMethod method, AccessPlan plan) {
    ExpressionRenderer.Rendered rendered = ExpressionRenderer.render(plan);
    b.append("    {\n");
    field(b, 3, "method", signature(method), true);
    field(b, 3, "operation", plan.operation().display(), true);
    field(b, 3, "table", plan.tableName(), true);
    field(b, 3, "index", plan.indexName(), true);
    if (plan.operation() == AccessPlan.Operation.GET_ITEM) {
      List<String> key = new ArrayList<>();
      for (AccessPlan.KeyCondition k : plan.key()) {
        if (k instanceof AccessPlan.AttributeKey a) {
          key.add(a.condition().property().attributeDisplay() + " = " + a.condition().arguments().get(0).name());
        } else if (k instanceof AccessPlan.TemplateKey t) {
          key.add(t.template().column() + " = " + t.template().template());
        }
      }
      field(b, 3, "key", String.join(" AND ", key), true);
    } else {
      field(b, 3, "keyCondition", rendered.keyCondition(), true);
    }
    field(b, 3, "filter", rendered.filterText(), true);
    b.append("      \"names\": {");
    int n = 0;
    for (Map.Entry<String, String> e : rendered.names().entrySet()) {
      b.append(n++ == 0 ? "" : ", ").append(quote(e.getKey())).append(": ").append(quote(e.getValue()));
    }
    b.append("},\n");
    field(b, 3, "ordering", plan.scanIndexForward() == null ? null
        : plan.scanIndexForward() ? "ascending (ScanIndexForward=true)" : "descending (ScanIndexForward=false)", true);
    String limit = plan.limitParameter() != null ? "parameter " + plan.limitParameter().name()
        : plan.top() > 0 ? Integer.toString(plan.top()) : null;
    field(b, 3, "limit", limit, true);
    field(b, 3, "returns", method.returnKind().name().toLowerCase(java.util.Locale.ROOT), true);
    b.append("      \"scan\": ").append(plan.operation() == AccessPlan.Operation.SCAN).append(",\n");
    b.append("      \"scanOptIn\": ").append(plan.scanOptIn()).append(",\n");
    field(b, 3, "reading", plan.reading(), false);
    b.append("    }");
  }

  private static String signature(QueryMethod method) {
    List<String> params = new ArrayList<>();
    for (VariableElement p : method.element().getParameters()) {
      params.add(p.asType().toString());
    }
    return method.name() + "(" + String.join(", ", params) + ")";
  }

  private static void field(StringBuilder b, int depth, String name, String value, boolean comma) {
    b.append("  ".repeat(depth)).append(quote(name)).append(": ").append(value == null ? "null" : quote(value))
        .append(comma ? ",\n" : "\n");
  }

  static String quote(String s) {
    StringBuilder b = new StringBuilder("\"");
    for (char c : s.toCharArray()) {
      switch (c) {
        case '"' -> b.append("\\\"");
        case '\\' -> b.append("\\\\");
        case '\n' -> b.append("\\n");
        case '\t' -> b.append("\\t");
        default -> {
          if (c < 0x20) {
            b.append(String.format("\\u%04x", (int) c));
          } else {
            b.append(c);
          }
        }
      }
    }
    return b.append('"').toString();
  }
}
