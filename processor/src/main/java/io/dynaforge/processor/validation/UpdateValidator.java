package io.dynaforge.processor.validation;

import static io.dynaforge.processor.validation.DeclaredExpressions.attribute;
import static io.dynaforge.processor.validation.DeclaredExpressions.errorCount;
import static io.dynaforge.processor.validation.DeclaredExpressions.parse;
import static io.dynaforge.processor.validation.DeclaredExpressions.quote;
import static io.dynaforge.processor.validation.DeclaredExpressions.resolve;
import static io.dynaforge.processor.validation.DeclaredExpressions.warnUnused;

import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.DeclaredQuery;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.model.QueryMethod.Parameter;
import io.dynaforge.processor.query.DeclaredPlan.Binding;
import io.dynaforge.processor.query.UpdatePlan;
import io.dynaforge.processor.query.ExpressionParser;
import io.dynaforge.processor.validation.DeclaredExpressions.Target;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The {@code @Update} family: only on a table repository, the key parameters named after the key
 * properties, its return type, no update of a key attribute, no path touched twice, plus the shared
 * expression checks. Returns the {@link UpdatePlan} (exactly one UpdateItem) when the method is sound.
 */
public final class UpdateValidator {

  /** Checks an {@code @Update}; its plan when it is sound, else null. */
  public UpdatePlan validate(Target target, QueryMethod method, DeclaredQuery q, ValidationReport report) {
    int errors = errorCount(report);
    String repo = target.repository();
    String name = method.name();
    if (target.view() || target.itemCollection()) {
      report.report(DiagnosticId.DECLARED_QUERY_SHAPE, method.element(), q.annotation(), repo, name,
          "is an @Update on a read-only view", "update through the @Table entity's DynamoDbRepository");
      return null;
    }
    EntityModel entity = target.model();
    Parameter pk = keyParameter(method, partitionName(entity));
    Parameter sk = entity.hasSortKey() && entity.constantSortKey().isEmpty() ? keyParameter(method, sortName(entity)) : null;
    if (pk == null) {
      report.report(DiagnosticId.UPDATE_KEY_PARAMETER, method.element(), q.annotation(), repo, name,
          partitionName(entity), "partition");
    }
    if (entity.hasSortKey() && entity.constantSortKey().isEmpty() && sk == null) {
      report.report(DiagnosticId.UPDATE_KEY_PARAMETER, method.element(), q.annotation(), repo, name,
          sortName(entity), entity.sortKeys().isEmpty() ? "composed sort" : "sort");
    }
    switch (method.returnKind()) {
      case SINGLE, OPTIONAL -> { }
      default -> {
        if (!method.returnsNothing()) {
          report.report(DiagnosticId.UNSUPPORTED_RETURN_TYPE, method.element(), repo, name, method.returnType(),
              ReturnShapes.of(method).update(entity.simpleName()));
        }
      }
    }
    Map<String, String> names = new LinkedHashMap<>();
    List<Binding> bindings = new ArrayList<>();
    Set<Parameter> used = new HashSet<>();
    ExpressionParser.Parsed update = parse(method, q, "updateExpression", q.updateExpression(), true, report);
    boolean parsed = update != null;
    if (update != null) {
      resolve(target, method, q, q.updateExpression(), update, names, bindings, used, report);
      checkArithmetic(target, method, q, update, bindings, report);
      Map<String, ExpressionParser.UpdateAction> touched = new LinkedHashMap<>();
      Set<String> keys = new HashSet<>();
      entity.partitionKeys().forEach(p -> keys.add(p.attributeName()));
      entity.sortKeys().forEach(p -> keys.add(p.attributeName()));
      entity.templates().stream().filter(t -> t.base()).forEach(t -> keys.add(t.column()));
      for (ExpressionParser.UpdateAction action : update.updates()) {
        String attribute = attribute(action.first(), names);
        if (keys.contains(attribute)) {
          report.report(DiagnosticId.UPDATE_OF_KEY, method.element(), q.annotation(), repo, name, action.clause(),
              attribute, quote(q.updateExpression(), action.first().column()));
        }
        String path = action.path();
        ExpressionParser.UpdateAction previous = touched.putIfAbsent(path, action);
        if (previous != null) {
          report.report(DiagnosticId.UPDATE_OVERLAP, method.element(), q.annotation(), repo, name, path,
              previous.clause(), action.clause(), quote(q.updateExpression(), action.first().column()));
        }
      }
      checkTemplateColumns(target, method, q, update, names, report);
    }
    if (!q.conditionExpression().isEmpty()) {
      ExpressionParser.Parsed condition = parse(method, q, "conditionExpression", q.conditionExpression(), false, report);
      parsed &= condition != null;
      if (condition != null) {
        resolve(target, method, q, q.conditionExpression(), condition, names, bindings, used, report);
      }
    }
    Set<Parameter> keyParams = new HashSet<>();
    if (pk != null) {
      keyParams.add(pk);
    }
    if (sk != null) {
      keyParams.add(sk);
    }
    if (parsed) {
      warnUnused(target, method, used, keyParams, report);
    }
    if (errorCount(report) > errors) {
      return null;
    }
    return new UpdatePlan(method, target.tableName(), q.updateExpression(),
        q.conditionExpression().isEmpty() ? null : q.conditionExpression(), names, bindings, pk, sk);
  }

  /**
   * Rule 8 of wave 4: a {@code +}, {@code -} or {@code ADD} computes with a number, so a parameter it
   * binds is of a number type (for {@code ADD}, a collection too: it adds to a set).
   */
  private static void checkArithmetic(Target target, QueryMethod method, DeclaredQuery q,
      ExpressionParser.Parsed update, List<Binding> bindings, ValidationReport report) {
    Set<String> reported = new HashSet<>();
    for (ExpressionParser.Value v : update.values()) {
      if (v.arithmetic() == null || !reported.add(v.text())) {
        continue;
      }
      Parameter parameter = bindings.stream().filter(b -> b.placeholder().equals(v.text()) && b.parameter() != null)
          .map(Binding::parameter).findFirst().orElse(null);
      boolean add = v.arithmetic().equals("ADD");
      if (parameter == null || JavaTypes.isNumber(parameter.type())
          || (add && JavaTypes.isCollection(parameter.type()))) {
        continue;
      }
      report.report(DiagnosticId.NON_NUMERIC_ARITHMETIC, method.element(), q.annotation(), target.repository(),
          method.name(), v.text(), add ? "an ADD" : "the arithmetic '" + v.arithmetic() + "' of a SET",
          parameter.name(), parameter.type(), parameter.name(), add ? ", or a Set for an ADD to a set" : "",
          quote(q.updateExpression(), v.column()));
    }
  }

  /**
   * Rule 2 of wave 4, checked where the runtime would refuse (DerivedColumns): an update that changes a
   * placeholder of a template column must fix every placeholder of it (a plain {@code SET #a = :v}, or
   * the key arguments), so that the column is recomposed in the same request; a sparse column one of
   * whose placeholders is removed is removed. A placeholder of the base table's own key template
   * cannot change. A column the update names itself is sent as written.
   */
  private static void checkTemplateColumns(Target target, QueryMethod method, DeclaredQuery q,
      ExpressionParser.Parsed update, Map<String, String> names, ValidationReport report) {
    EntityModel entity = target.model();
    if (!entity.isTable()) {
      return;
    }
    Set<String> written = new HashSet<>();
    Set<String> assigned = new HashSet<>();
    Set<String> removed = new HashSet<>();
    Map<String, ExpressionParser.UpdateAction> first = new LinkedHashMap<>();
    for (ExpressionParser.UpdateAction action : update.updates()) {
      String attribute = attribute(action.first(), names);
      written.add(attribute);
      first.putIfAbsent(attribute, action);
      boolean whole = action.path().equals(action.first().text());
      if (whole && action.assigned() != null) {
        assigned.add(attribute);
      } else if (whole && action.clause().equals("REMOVE")) {
        removed.add(attribute);
      }
    }
    Set<String> fromKey = new HashSet<>();
    entity.partitionKeys().forEach(p -> fromKey.add(p.name()));
    entity.sortKeys().forEach(p -> fromKey.add(p.name()));
    for (io.dynaforge.processor.model.KeyTemplate t : entity.templates()) {
      if (t.targetsBaseKey()) {
        fromKey.addAll(t.placeholders());
      }
    }
    for (io.dynaforge.processor.model.KeyTemplate t : entity.templates()) {
      if (t.placeholders().isEmpty() || written.contains(t.column())) {
        continue;
      }
      List<String> touched = new ArrayList<>();
      List<String> missing = new ArrayList<>();
      boolean removesOne = false;
      ExpressionParser.UpdateAction marked = null;
      for (String placeholder : t.placeholders()) {
        io.dynaforge.processor.model.PropertyModel p = entity.property(placeholder).orElse(null);
        String attribute = p == null || p.derived() != null ? null : p.attributeName();
        if (attribute != null && written.contains(attribute)) {
          touched.add(placeholder);
          marked = marked == null ? first.get(attribute) : marked;
          removesOne |= removed.contains(attribute);
        }
        if (!fromKey.contains(placeholder) && (attribute == null || !assigned.contains(attribute))) {
          missing.add(placeholder);
        }
      }
      if (touched.isEmpty()) {
        continue;
      }
      String repo = target.repository();
      String quoted = quote(q.updateExpression(), marked.first().column());
      if (t.targetsBaseKey()) {
        report.report(DiagnosticId.UPDATE_OF_KEY_PLACEHOLDER, method.element(), q.annotation(), repo, method.name(),
            touched, "\"" + t.template() + "\"", t.column(), quoted);
        continue;
      }
      if (missing.isEmpty() || (t.sparse() && removesOne)) {
        continue; // recomposed, or removed with the item's place in a sparse index
      }
      report.report(DiagnosticId.PARTIAL_TEMPLATE_UPDATE, method.element(), q.annotation(), repo, method.name(),
          touched, missing, t.column(), "\"" + t.template() + "\"", missing,
          t.sparse() ? " or by removing one of its placeholders (the column is sparse: the item leaves its index)" : "",
          t.column(), quoted);
    }
  }

  private static String partitionName(EntityModel entity) {
    return entity.partitionKeys().isEmpty() ? entity.basePartitionKeyTemplate().map(t -> t.methodName()).orElse("pk")
        : entity.partitionKeys().get(0).name();
  }

  private static String sortName(EntityModel entity) {
    return entity.sortKeys().isEmpty() ? entity.baseSortKeyTemplate().map(t -> t.methodName()).orElse("sk")
        : entity.sortKeys().get(0).name();
  }

  /** The parameter bound by the key's name: {@code @Param("pk")} or a parameter named {@code pk}. */
  private static Parameter keyParameter(QueryMethod method, String name) {
    return method.parameters().stream().filter(p -> p.bindName().equals(name)).findFirst().orElse(null);
  }
}
