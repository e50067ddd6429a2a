package io.dynaforge.processor.validation;

import static io.dynaforge.processor.validation.DeclaredExpressions.errorCount;

import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.DeclaredQuery;
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.model.QueryMethod.Parameter;
import io.dynaforge.processor.query.DeclaredPlan.Binding;
import io.dynaforge.processor.query.PartiQlParameters;
import io.dynaforge.processor.query.PartiQlPlan;
import io.dynaforge.processor.validation.DeclaredExpressions.Target;
import java.util.ArrayList;
import java.util.List;

/**
 * The PartiQL family: a statement sent as written (table names are physical), its {@code ?} markers
 * (not those inside literals) against the bindable parameters, its return type. Returns the
 * {@link PartiQlPlan} when the method is sound.
 */
public final class PartiQlValidator {

  /** A PartiQL statement: sent as written (table names are physical), parameters bound positionally. */
  public PartiQlPlan validate(Target target, QueryMethod method, DeclaredQuery q, ValidationReport report) {
    int errors = errorCount(report);
    String repo = target.repository();
    String name = method.name();
    if (target.itemCollection()) {
      report.report(DiagnosticId.DECLARED_QUERY_SHAPE, method.element(), q.annotation(), repo, name,
          "declares a PartiQL statement on an ItemCollectionRepository, which folds Query pages",
          "use a keyConditionExpression");
      return null;
    }
    if (!q.keyCondition().isEmpty() || !q.filter().isEmpty()) {
      report.report(DiagnosticId.DECLARED_QUERY_SHAPE, method.element(), q.annotation(), repo, name,
          "declares a PartiQL statement together with expressions", "keep either partiQl or the expressions");
    }
    if (!q.scanIndexForward()) {
      report.report(DiagnosticId.DECLARED_QUERY_SHAPE, method.element(), q.annotation(), repo, name,
          "asks for scanIndexForward = false on a PartiQL statement", "order with ORDER BY in the statement");
    }
    String statement = statementKind(q.partiQl());
    if (WRITES.contains(statement) && target.model() != null && target.model().versionProperty().isPresent()) {
      report.report(DiagnosticId.PARTIQL_WRITE_ON_VERSIONED_ENTITY, method.element(), q.annotation(), repo, name,
          statement, target.model().simpleName(), target.model().versionProperty().get().name());
    }
    switch (method.returnKind()) {
      case LIST, OPTIONAL, SINGLE -> { }
      default -> report.report(DiagnosticId.UNSUPPORTED_RETURN_TYPE, method.element(), repo, name,
          method.returnType(), ReturnShapes.of(method).partiQl());
    }
    List<String> compared = PartiQlParameters.comparedAttributes(q.partiQl());
    int markers = compared.size();
    if (markers != method.bindable().size()) {
      report.report(DiagnosticId.ARGUMENT_COUNT, method.element(), repo, name, markers, method.bindable().size());
    }
    if (errorCount(report) > errors) {
      return null;
    }
    return new PartiQlPlan(method, target.tableName(), q.partiQl(), q.limit(), bindings(target, method, compared));
  }

  /** The statements that write: sent as written, they would neither check nor bump a {@code @Version}. */
  private static final java.util.Set<String> WRITES = java.util.Set.of("UPDATE", "DELETE", "INSERT");

  /** The statement's first word, upper case: {@code SELECT}, {@code UPDATE}, ... */
  static String statementKind(String statement) {
    String trimmed = statement.strip();
    int end = 0;
    while (end < trimmed.length() && Character.isLetter(trimmed.charAt(end))) {
      end++;
    }
    return trimmed.substring(0, end).toUpperCase(java.util.Locale.ROOT);
  }

  /**
   * One binding per bindable parameter, in order, with the property its {@code ?} is compared with
   * when the statement says ({@code attr = ?} and the like, see {@link PartiQlParameters}); null when
   * it does not, and the parameter is then converted by its own Java type.
   */
  private static List<Binding> bindings(Target target, QueryMethod method, List<String> attributes) {
    List<Binding> bindings = new ArrayList<>();
    List<Parameter> bindable = method.bindable();
    for (int i = 0; i < bindable.size(); i++) {
      String attribute = i < attributes.size() ? attributes.get(i) : null;
      bindings.add(new Binding("?" + i, bindable.get(i), null,
          attribute == null ? null : DeclaredExpressions.property(target.model(), attribute)));
    }
    return bindings;
  }
}
