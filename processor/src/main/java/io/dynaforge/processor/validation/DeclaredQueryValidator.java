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
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.model.QueryMethod.Parameter;
import io.dynaforge.processor.model.QueryMethod.ReturnKind;
import io.dynaforge.processor.query.DeclaredPlan.Binding;
import io.dynaforge.processor.query.DeclaredQueryPlan;
import io.dynaforge.processor.query.ExpressionParser;
import io.dynaforge.processor.query.KeySchema;
import io.dynaforge.processor.validation.DeclaredExpressions.Target;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The {@code @Query} family (expressions, not PartiQL): where the query may run (a view's index, an
 * item collection, a filter-only Scan with its opt-in), its return type, DynamoDB's key-condition
 * rules over the queried key schema, and {@code limit}/{@code scanIndexForward}; the shared
 * expression checks are {@link DeclaredExpressions}'. Returns the {@link DeclaredQueryPlan} when the
 * method is sound.
 */
public final class DeclaredQueryValidator {

  private final IndexProjectionValidator indexProjections = new IndexProjectionValidator();

  /** Checks a {@code @Query} with expressions (a named one included); its plan when it is sound, else null. */
  public DeclaredQueryPlan validate(Target target, QueryMethod method, DeclaredQuery q, ValidationReport report) {
    int errors = errorCount(report);
    String repo = target.repository();
    String name = method.name();
    if (q.limit() == 0 || q.limit() < -1) {
      report.report(DiagnosticId.INVALID_DECLARED_LIMIT, method.element(), q.annotation(), repo, name, q.limit());
    }
    boolean hasKey = !q.keyCondition().isEmpty();
    boolean hasFilter = !q.filter().isEmpty();
    if (!hasKey && !hasFilter) {
      report.report(DiagnosticId.DECLARED_QUERY_SHAPE, method.element(), q.annotation(), repo, name,
          "declares neither a keyConditionExpression nor a filterExpression", "declare one of them");
      return null;
    }
    String index = null;
    DeclaredQueryPlan.Kind kind = hasKey ? DeclaredQueryPlan.Kind.QUERY : DeclaredQueryPlan.Kind.SCAN;
    if (target.itemCollection()) {
      if (!hasKey) {
        report.report(DiagnosticId.DECLARED_QUERY_SHAPE, method.element(), q.annotation(), repo, name,
            "is filter-only, but an item collection is always one partition",
            "add a keyConditionExpression on the view's partition key");
      }
      kind = DeclaredQueryPlan.Kind.COLLECTION_QUERY;
      index = q.indexName().isEmpty() ? target.collectionIndex() : q.indexName();
      if (method.returnKind() != ReturnKind.OPTIONAL) {
        report.report(DiagnosticId.UNSUPPORTED_RETURN_TYPE, method.element(), repo, name, method.returnType(),
            "An ItemCollectionRepository @Query method returns Optional of its view.");
      }
    } else if (!target.view() && !q.indexName().isEmpty()) {
      io.dynaforge.processor.model.EntityModel model = target.model();
      KeySchema.IndexKeys keys = model.tableIndexes().stream().filter(i -> i.name().equals(q.indexName()))
          .findFirst().map(i -> KeySchema.ofIndex(model, i)).orElse(null);
      if (keys == null) {
        report.report(DiagnosticId.DECLARED_QUERY_SHAPE, method.element(), q.annotation(), repo, name,
            "names the index '" + q.indexName() + "', which " + target.model().simpleName() + " does not declare",
            "declare it on " + target.model().simpleName() + " with @TableIndex(name = \"" + q.indexName()
                + "\", ...), or query it through a @SecondaryIndex view");
        return null;
      }
      if (keys.schema() == null) {
        report.report(DiagnosticId.DECLARED_QUERY_SHAPE, method.element(), q.annotation(), repo, name,
            "names the index '" + q.indexName() + "', but " + keys.problem(),
            "compose each of the index's key attributes in " + target.model().simpleName());
        return null;
      }
      index = q.indexName();
      target = new Target(target.repository(), target.model(), keys.schema(), false, keys.index().local(), false,
          target.tableName(), null);
      if (q.consistentRead() && !keys.index().local()) {
        report.report(DiagnosticId.DECLARED_QUERY_SHAPE, method.element(), q.annotation(), repo, name,
            "asks for consistentRead on the global index '" + index + "'",
            "remove consistentRead: DynamoDB reads global indexes eventually consistently (only LSIs and tables can be"
                + " read consistently)");
      }
      if (!indexProjections.validate(repo, target.model(), keys.index(), method, report)) {
        return null;
      }
    } else if (!target.view()) {
      if (hasKey) {
        report.report(DiagnosticId.DECLARED_QUERY_SHAPE, method.element(), q.annotation(), repo, name,
            "declares a keyConditionExpression on the base table",
            "use a derived method (findBy...) for base-table key queries: the planner checks and composes its keys;"
                + " a key condition of an index of the table names it with indexName");
      }
    } else {
      index = target.schema().indexName();
      if (!q.indexName().isEmpty() && !q.indexName().equals(index)) {
        report.report(DiagnosticId.DECLARED_QUERY_SHAPE, method.element(), q.annotation(), repo, name,
            "names the index '" + q.indexName() + "', but its view " + target.model().simpleName() + " reads '"
                + index + "'", "remove indexName (the view's index is used) or query through the other index's view");
      }
      if (q.consistentRead() && !target.localIndex()) {
        report.report(DiagnosticId.DECLARED_QUERY_SHAPE, method.element(), q.annotation(), repo, name,
            "asks for consistentRead on the global index '" + index + "'",
            "remove consistentRead: DynamoDB reads global indexes eventually consistently (only LSIs and tables can be"
                + " read consistently)");
      }
    }
    if (kind == DeclaredQueryPlan.Kind.SCAN && !q.scanIndexForward()) {
      report.report(DiagnosticId.DECLARED_QUERY_SHAPE, method.element(), q.annotation(), repo, name,
          "asks for scanIndexForward = false on a filter-only Scan, which returns items in no order",
          "declare a keyConditionExpression (a Query is ordered by its sort key), or remove scanIndexForward");
    }
    if (kind == DeclaredQueryPlan.Kind.SCAN && !q.allowScan() && method.allowScan() == null) {
      report.report(DiagnosticId.DECLARED_SCAN, method.element(), q.annotation(), repo, name,
          target.view() ? "the index '" + index + "'" : "the table '" + target.tableName() + "'");
    }
    if (!target.itemCollection()) {
      checkReturnType(target, method, report);
    }
    Map<String, String> names = new LinkedHashMap<>();
    List<Binding> bindings = new ArrayList<>();
    Set<Parameter> used = new HashSet<>();
    boolean parsed = true;
    if (hasKey) {
      ExpressionParser.Parsed key = parse(method, q, "keyConditionExpression", q.keyCondition(), false, report);
      parsed = key != null;
      if (key != null) {
        resolve(target, method, q, q.keyCondition(), key, names, bindings, used, report);
        if (!target.itemCollection()) {
          checkKeyCondition(target, method, q, key, names, report);
        }
      }
    }
    if (hasFilter) {
      ExpressionParser.Parsed filter = parse(method, q, "filterExpression", q.filter(), false, report);
      parsed &= filter != null;
      if (filter != null) {
        resolve(target, method, q, q.filter(), filter, names, bindings, used, report);
      }
    }
    if (parsed) { // an expression that does not parse uses no parameter anyone could tell
      warnUnused(target, method, used, Set.of(), report);
    }
    if (errorCount(report) > errors) {
      return null;
    }
    return new DeclaredQueryPlan(method, kind, target.tableName(), index, hasKey ? q.keyCondition() : null,
        hasFilter ? q.filter() : null, q.consistentRead(), q.scanIndexForward(), q.limit(), names, bindings);
  }

  private static void checkReturnType(Target target, QueryMethod method, ValidationReport report) {
    switch (method.returnKind()) {
      case LIST, STREAM, OPTIONAL, SINGLE, WINDOW, COUNT, EXISTS -> { }
      default -> report.report(DiagnosticId.UNSUPPORTED_RETURN_TYPE, method.element(), target.repository(),
          method.name(), method.returnType(), ReturnShapes.of(method).declaredQuery());
    }
  }

  /** DynamoDB's key-condition rules over the queried key schema. */
  private static void checkKeyCondition(Target target, QueryMethod method, DeclaredQuery q,
      ExpressionParser.Parsed key, Map<String, String> names, ValidationReport report) {
    String expression = q.keyCondition();
    if (key.keyTerms() == null) {
      report.report(DiagnosticId.INVALID_KEY_CONDITION, method.element(), q.annotation(), target.repository(),
          method.name(), "a key condition is an AND of comparisons; OR, NOT, IN, <> and functions other than"
              + " begins_with are not allowed", quote(expression, 0));
      return;
    }
    KeySchema schema = target.schema();
    List<String> partition = schema.partitionAttributes();
    List<String> sort = schema.sortAttributes();
    Set<String> equalities = new HashSet<>();
    for (ExpressionParser.KeyTerm term : key.keyTerms()) {
      String attribute = attribute(term.attribute(), names);
      if (partition.contains(attribute)) {
        if (!term.operator().equals("=")) {
          report.report(DiagnosticId.INVALID_KEY_CONDITION, method.element(), q.annotation(), target.repository(),
              method.name(), "the partition attribute '" + attribute + "' needs equality, not " + term.operator(),
              quote(expression, term.attribute().column()));
        }
        equalities.add(attribute);
      } else if (!sort.contains(attribute)) {
        report.report(DiagnosticId.INVALID_KEY_CONDITION, method.element(), q.annotation(), target.repository(),
            method.name(), "'" + attribute + "' is not a key attribute of " + (schema.indexName() == null
                ? "the table" : "the index '" + schema.indexName() + "'") + " (keys: " + partition + " " + sort
                + "); move it to the filterExpression", quote(expression, term.attribute().column()));
      }
    }
    for (String p : partition) {
      if (!equalities.contains(p)) {
        report.report(DiagnosticId.INVALID_KEY_CONDITION, method.element(), q.annotation(), target.repository(),
            method.name(), "it has no equality on the partition attribute '" + p + "'", quote(expression, 0));
      }
    }
  }
}
