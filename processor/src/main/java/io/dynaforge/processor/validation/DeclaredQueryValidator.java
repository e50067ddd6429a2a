package io.dynaforge.processor.validation;

import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.DeclaredQuery;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.PropertyModel;
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.model.QueryMethod.Parameter;
import io.dynaforge.processor.model.QueryMethod.ReturnKind;
import io.dynaforge.processor.model.RepositoryModel;
import io.dynaforge.processor.query.DeclaredPlan;
import io.dynaforge.processor.query.DeclaredPlan.Binding;
import io.dynaforge.processor.query.ExpressionParser;
import io.dynaforge.processor.query.KeySchema;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Checks a {@code @Query} or {@code @Update} method and, when it is sound, returns the plan it runs
 * as. Every expression is parsed here: a syntax error, an unbound {@code :value}, an unresolved
 * {@code #alias}, a bare reserved word, a key condition DynamoDB would refuse, or an update of a key
 * is a compile error on the method, quoting the expression with a marker under the token.
 */
public final class DeclaredQueryValidator {

  /** DynamoDB's 573 reserved words, read once from {@code reserved-words.txt} beside this class. */
  private static final Set<String> RESERVED = reservedWords();

  private static Set<String> reservedWords() {
    try (java.io.InputStream in = DeclaredQueryValidator.class.getResourceAsStream("reserved-words.txt")) {
      if (in == null) {
        throw new IllegalStateException("reserved-words.txt is missing from the processor jar");
      }
      Set<String> words = new java.util.HashSet<>();
      for (String line : new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).split("\n")) {
        String word = line.trim();
        if (!word.isEmpty() && !word.startsWith("#")) {
          words.add(word);
        }
      }
      return Set.copyOf(words);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  /** What the method reads or writes. */
  public record Target(String repository, EntityModel model, KeySchema schema, boolean view, boolean localIndex,
      boolean itemCollection, String tableName, String collectionIndex) {}

  public DeclaredPlan validate(Target target, QueryMethod method, ValidationReport report) {
    return validate(target, method, DeclaredQuery.of(method), report);
  }

  /** Checks a declared query given explicitly (a named query). */
  public DeclaredPlan validate(Target target, QueryMethod method, DeclaredQuery q, ValidationReport report) {
    int errors = errorCount(report);
    String repo = target.repository();
    String name = method.name();
    if (method.update() != null && q.annotation() != method.update()) {
      report.report(DiagnosticId.NAMED_QUERY_WITH_UPDATE, method.element(), method.update(), repo, name);
      return null;
    }
    if (method.query() != null && method.update() != null) {
      report.report(DiagnosticId.QUERY_AND_UPDATE, method.element(), method.update(), repo, name);
      return null;
    }
    if (!q.update() && !q.partiQl().isEmpty()) {
      return partiQl(target, method, q, report, errors);
    }
    for (Map.Entry<String, String> v : q.values().entrySet()) {
      if (DeclaredQuery.literalType(v.getValue()) == null) {
        try {
          new org.springframework.expression.spel.standard.SpelExpressionParser().parseExpression(v.getValue());
        } catch (org.springframework.expression.ParseException | IllegalStateException e) {
          report.report(DiagnosticId.EXPRESSION_SYNTAX, method.element(), q.annotation(), repo, name,
              "SpEL of @ExpressionValue(name = \"" + v.getKey() + "\")",
              String.valueOf(e.getMessage()).replaceAll("^EL\\d+E: ", ""), quote(v.getValue(),
                  e instanceof org.springframework.expression.ParseException p ? Math.max(p.getPosition(), 0) : 0));
          return null;
        }
      }
    }
    return q.update() ? update(target, method, q, report, errors) : query(target, method, q, report, errors);
  }

  // ------------------------------------------------------------------ @Query

  private DeclaredPlan query(Target target, QueryMethod method, DeclaredQuery q, ValidationReport report,
      int errors) {
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
    DeclaredPlan.Kind kind = hasKey ? DeclaredPlan.Kind.QUERY : DeclaredPlan.Kind.SCAN;
    if (target.itemCollection()) {
      if (!hasKey) {
        report.report(DiagnosticId.DECLARED_QUERY_SHAPE, method.element(), q.annotation(), repo, name,
            "is filter-only, but an item collection is always one partition",
            "add a keyConditionExpression on the view's partition key");
      }
      kind = DeclaredPlan.Kind.COLLECTION_QUERY;
      index = q.indexName().isEmpty() ? target.collectionIndex() : q.indexName();
      if (method.returnKind() != ReturnKind.OPTIONAL) {
        report.report(DiagnosticId.UNSUPPORTED_RETURN_TYPE, method.element(), repo, name, method.returnType(),
            "An ItemCollectionRepository @Query method returns Optional of its view.");
      }
    } else if (!target.view()) {
      if (!q.indexName().isEmpty()) {
        report.report(DiagnosticId.DECLARED_QUERY_SHAPE, method.element(), q.annotation(), repo, name,
            "names the index '" + q.indexName() + "' on a base-table repository",
            "query the index through a @SecondaryIndex view and its SecondaryIndexRepository");
      }
      if (hasKey) {
        report.report(DiagnosticId.DECLARED_QUERY_SHAPE, method.element(), q.annotation(), repo, name,
            "declares a keyConditionExpression on the base table",
            "use a derived method (findBy...) for base-table key queries: the planner checks and composes its keys");
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
    if (kind == DeclaredPlan.Kind.SCAN && !q.scanIndexForward()) {
      report.report(DiagnosticId.DECLARED_QUERY_SHAPE, method.element(), q.annotation(), repo, name,
          "asks for scanIndexForward = false on a filter-only Scan, which returns items in no order",
          "declare a keyConditionExpression (a Query is ordered by its sort key), or remove scanIndexForward");
    }
    if (kind == DeclaredPlan.Kind.SCAN && !q.allowScan() && method.allowScan() == null) {
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
    return new DeclaredPlan(kind, target.tableName(), index, hasKey ? q.keyCondition() : null,
        hasFilter ? q.filter() : null, null, null, q.consistentRead(), q.limit(), names, bindings, null, null, null,
        q.scanIndexForward());
  }

  private static void checkReturnType(Target target, QueryMethod method, ValidationReport report) {
    switch (method.returnKind()) {
      case LIST, STREAM, OPTIONAL, SINGLE, WINDOW, COUNT, EXISTS -> { }
      default -> report.report(DiagnosticId.UNSUPPORTED_RETURN_TYPE, method.element(), target.repository(),
          method.name(), method.returnType(), "A @Query method returns List<T>, Stream<T>, Optional<T>, T, Window<T>,"
              + " long/Long (a count) or boolean/Boolean (an existence check).");
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
    List<String> partition = new ArrayList<>();
    schema.partition().forEach(p -> partition.add(p.attributeName()));
    if (schema.partitionColumn() != null) {
      partition.add(schema.partitionColumn().attributeName());
    }
    List<String> sort = new ArrayList<>();
    schema.sort().forEach(p -> sort.add(p.attributeName()));
    if (schema.sortColumn() != null) {
      sort.add(schema.sortColumn().attributeName());
    }
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

  // ------------------------------------------------------------------ PartiQL

  /** A PartiQL statement: sent as written (table names are physical), parameters bound positionally. */
  private DeclaredPlan partiQl(Target target, QueryMethod method, DeclaredQuery q, ValidationReport report,
      int errors) {
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
    switch (method.returnKind()) {
      case LIST, OPTIONAL, SINGLE -> { }
      default -> report.report(DiagnosticId.UNSUPPORTED_RETURN_TYPE, method.element(), repo, name,
          method.returnType(), "A PartiQL @Query returns List<T>, Optional<T> or T (Window over PartiQL is not"
              + " implemented).");
    }
    int markers = io.dynaforge.processor.query.PartiQlStatement.parameterMarkers(q.partiQl());
    if (markers != method.bindable().size()) {
      report.report(DiagnosticId.ARGUMENT_COUNT, method.element(), repo, name, markers, method.bindable().size());
    }
    if (errorCount(report) > errors) {
      return null;
    }
    return new DeclaredPlan(DeclaredPlan.Kind.PARTIQL, target.tableName(), null, null, null, null, null, false,
        q.limit(), Map.of(), List.of(), null, null, q.partiQl(), true);
  }

  // ------------------------------------------------------------------ @Update

  private DeclaredPlan update(Target target, QueryMethod method, DeclaredQuery q, ValidationReport report,
      int errors) {
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
        if (method.returnType().getKind() != javax.lang.model.type.TypeKind.VOID) {
          report.report(DiagnosticId.UNSUPPORTED_RETURN_TYPE, method.element(), repo, name, method.returnType(),
              "An @Update method returns void, " + entity.simpleName() + " or Optional<" + entity.simpleName()
                  + "> (the item after the update).");
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
    return new DeclaredPlan(DeclaredPlan.Kind.UPDATE, target.tableName(), null, null, null, q.updateExpression(),
        q.conditionExpression().isEmpty() ? null : q.conditionExpression(), false, -1, names, bindings, pk, sk, null,
        true);
  }

  private static String partitionName(EntityModel entity) {
    return entity.partitionKeys().isEmpty() ? entity.basePartitionKeyTemplate().map(t -> t.column()).orElse("pk")
        : entity.partitionKeys().get(0).name();
  }

  private static String sortName(EntityModel entity) {
    return entity.sortKeys().isEmpty() ? entity.baseSortKeyTemplate().map(t -> t.column()).orElse("sk")
        : entity.sortKeys().get(0).name();
  }

  /** The parameter bound by the key's name: {@code @Param("pk")} or a parameter named {@code pk}. */
  private static Parameter keyParameter(QueryMethod method, String name) {
    return method.parameters().stream().filter(p -> p.bindName().equals(name)).findFirst().orElse(null);
  }

  // ------------------------------------------------------------------ names and values

  private static ExpressionParser.Parsed parse(QueryMethod method, DeclaredQuery q, String attribute, String expression,
      boolean update, ValidationReport report) {
    try {
      return update ? ExpressionParser.update(expression) : ExpressionParser.condition(expression);
    } catch (ExpressionParser.SyntaxError e) {
      report.report(DiagnosticId.EXPRESSION_SYNTAX, method.element(), q.annotation(),
          method.element().getEnclosingElement().getSimpleName(), method.name(), attribute, e.getMessage(),
          quote(expression, e.column()));
      return null;
    }
  }

  private void resolve(Target target, QueryMethod method, DeclaredQuery q, String expression,
      ExpressionParser.Parsed parsed, Map<String, String> names, List<Binding> bindings, Set<Parameter> used,
      ValidationReport report) {
    String repo = target.repository();
    for (ExpressionParser.Name n : parsed.names()) {
      if (!n.isAlias()) {
        if (RESERVED.contains(n.text().toUpperCase(Locale.ROOT))) {
          report.report(DiagnosticId.RESERVED_WORD_IN_EXPRESSION, method.element(), q.annotation(), repo,
              method.name(), n.text(), n.text(), quote(expression, n.column()));
        }
        continue;
      }
      if (names.containsKey(n.text())) {
        continue;
      }
      String declared = q.names().get(n.text());
      String attribute = declared != null ? declared : n.text().substring(1);
      if (n.nested()) {
        // an attribute inside a nested value: the item's own attributes say nothing about it
        names.put(n.text(), attribute);
        continue;
      }
      if (declared == null && !hasAttribute(target.model(), attribute)) {
        String suggestion = io.dynaforge.processor.util.Suggestions.closest(attribute, attributes(target.model()));
        report.report(DiagnosticId.UNRESOLVED_ALIAS, method.element(), q.annotation(), repo, method.name(), n.text(),
            target.model().simpleName(), attribute, suggestion == null ? "" : " Did you mean '#" + suggestion + "'?",
            n.text(), quote(expression, n.column()));
        continue;
      }
      if (declared != null && !hasAttribute(target.model(), declared)) {
        report.report(DiagnosticId.UNKNOWN_ALIASED_ATTRIBUTE, method.element(), q.annotation(), repo, method.name(),
            n.text(), declared, target.model().simpleName(),
            io.dynaforge.processor.util.Suggestions.didYouMean(declared, attributes(target.model())));
      }
      names.put(n.text(), attribute);
    }
    for (ExpressionParser.Value v : parsed.values()) {
      if (bindings.stream().anyMatch(b -> b.placeholder().equals(v.text()))) {
        continue;
      }
      PropertyModel compared = v.comparedWith() == null ? null
          : property(target.model(), attribute(v.comparedWith(), merged(names, q)));
      String literal = q.values().get(v.text());
      if (literal != null) {
        boolean typed = DeclaredQuery.literalType(literal) != null;
        bindings.add(new Binding(v.text(), null, typed ? literal : null, compared, typed ? null : literal));
        continue;
      }
      Parameter parameter = bound(method, v.text().substring(1));
      if (parameter == null) {
        report.report(DiagnosticId.UNBOUND_PLACEHOLDER, method.element(), q.annotation(), repo, method.name(), v.text(),
            v.text().substring(1), quote(expression, v.column()));
        continue;
      }
      used.add(parameter);
      bindings.add(new Binding(v.text(), parameter, null, compared));
    }
  }

  private static Map<String, String> merged(Map<String, String> names, DeclaredQuery q) {
    Map<String, String> all = new LinkedHashMap<>(names);
    q.names().forEach(all::putIfAbsent);
    return all;
  }

  /** A {@code :name} bound by {@code @Param("name")}, the parameter's name, or its position ({@code :0}). */
  private static Parameter bound(QueryMethod method, String name) {
    for (Parameter p : method.bindable()) {
      if (p.bindName().equals(name)) {
        return p;
      }
    }
    if (name.chars().allMatch(Character::isDigit)) {
      int index = Integer.parseInt(name);
      List<Parameter> bindable = method.bindable();
      return index < bindable.size() ? bindable.get(index) : null;
    }
    return null;
  }

  private static void warnUnused(Target target, QueryMethod method, Set<Parameter> used, Set<Parameter> keys,
      ValidationReport report) {
    for (Parameter p : method.bindable()) {
      if (!used.contains(p) && !keys.contains(p)) {
        report.report(DiagnosticId.UNUSED_PARAMETER, method.element(), target.repository(), method.name(), p.name());
      }
    }
  }

  private static String attribute(ExpressionParser.Name name, Map<String, String> names) {
    return name.isAlias() ? names.getOrDefault(name.text(), name.text().substring(1)) : name.text();
  }

  /** The attribute names a model maps (flattened members' included, and composed key columns), for hints. */
  private static List<String> attributes(EntityModel model) {
    List<String> names = new ArrayList<>();
    if (model == null) {
      return names;
    }
    for (PropertyModel p : model.properties()) {
      if (p.flattened() != null) {
        names.addAll(attributes(p.flattened().type()));
      } else {
        names.add(p.attributeName());
      }
    }
    model.keyColumns().forEach(c -> names.add(c.attributeName()));
    return names;
  }

  /** Whether the attribute is one the model maps; an item collection's rows are not modelled, so any is. */
  private static boolean hasAttribute(EntityModel model, String attribute) {
    return model == null || property(model, attribute) != null;
  }

  private static PropertyModel property(EntityModel model, String attribute) {
    if (model == null) {
      return null;
    }
    for (PropertyModel p : model.properties()) {
      if (p.attributeName().equals(attribute) && p.flattened() == null) {
        return p;
      }
      if (p.flattened() != null) {
        PropertyModel inner = property(p.flattened().type(), attribute);
        if (inner != null) {
          return inner;
        }
      }
    }
    return model.keyColumns().stream().filter(c -> c.attributeName().equals(attribute)).findFirst().orElse(null);
  }

  /** The expression with a marker under the column: {@code \n    status = :s\n    ^}. */
  static String quote(String expression, int column) {
    return "\n    " + expression + "\n    " + " ".repeat(Math.max(0, Math.min(column, expression.length()))) + "^";
  }

  private static int errorCount(ValidationReport report) {
    return (int) report.problems().stream().filter(p -> p.id().kind() == javax.tools.Diagnostic.Kind.ERROR).count();
  }
}
