package io.dynaforge.processor.validation;

import com.palantir.javapoet.TypeName;
import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.DeclaredQuery;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.PropertyModel;
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.model.QueryMethod.Parameter;
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
 * What every declared family ({@code @Query}, PartiQL, {@code @Update}, named queries) checks the same
 * way: the {@code @ExpressionValue} SpEL, each expression's syntax, its {@code #alias}es (by
 * {@code @ExpressionName} or convention, with "did you mean"), bare reserved words, its
 * {@code :value}s bound to parameters or literals, and parameters nothing uses. Each family's
 * validator ({@link DeclaredQueryValidator}, {@link PartiQlValidator}, {@link UpdateValidator}) adds
 * its own rules and, when the method is sound, its plan.
 */
public final class DeclaredExpressions {

  private DeclaredExpressions() {}

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
      boolean itemCollection, String tableName, String collectionIndex, Map<String, TypeName> collectionKeys) {

    public Target(String repository, EntityModel model, KeySchema schema, boolean view, boolean localIndex,
        boolean itemCollection, String tableName, String collectionIndex) {
      this(repository, model, schema, view, localIndex, itemCollection, tableName, collectionIndex, Map.of());
    }
  }

  /**
   * The checks before a family is chosen: a named query on an {@code @Update}, {@code @Query} with
   * {@code @Update}, and (for expression families) the SpEL of each {@code @ExpressionValue}. Returns
   * false when the method cannot be planned.
   */
  public static boolean checkDeclaration(Target target, QueryMethod method, DeclaredQuery q,
      ValidationReport report) {
    String repo = target.repository();
    String name = method.name();
    if (method.update() != null && q.annotation() != method.update()) {
      report.report(DiagnosticId.NAMED_QUERY_WITH_UPDATE, method.element(), method.update(), repo, name);
      return false;
    }
    if (method.query() != null && method.update() != null) {
      report.report(DiagnosticId.QUERY_AND_UPDATE, method.element(), method.update(), repo, name);
      return false;
    }
    if (isPartiQl(q)) {
      return true;
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
          return false;
        }
      }
    }
    return true;
  }

  /** Whether the declaration is a PartiQL statement (the PartiQL family). */
  public static boolean isPartiQl(DeclaredQuery q) {
    return !q.update() && !q.partiQl().isEmpty();
  }

  // ------------------------------------------------------------------ names and values

  static ExpressionParser.Parsed parse(QueryMethod method, DeclaredQuery q, String attribute, String expression,
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

  static void resolve(Target target, QueryMethod method, DeclaredQuery q, String expression,
      ExpressionParser.Parsed parsed, Map<String, String> names, List<Binding> bindings, Set<Parameter> used,
      ValidationReport report) {
    String repo = target.repository();
    for (ExpressionParser.Name n : parsed.names()) {
      if (!n.isAlias()) {
        if (RESERVED.contains(n.text().toUpperCase(Locale.ROOT))) {
          report.report(DiagnosticId.RESERVED_WORD_IN_EXPRESSION, method.element(), q.annotation(), repo,
              method.name(), n.text(), n.text(), quote(expression, n.column()));
        } else if (!n.nested()) {
          checkNotDerived(target, method, q, expression, n, n.text(), report);
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
      checkNotDerived(target, method, q, expression, n, attribute, report);
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
      bindings.add(new Binding(v.text(), parameter, null, compared, null,
          collectionKey(target, v.comparedWith() == null ? null : attribute(v.comparedWith(), merged(names, q)),
              parameter)));
    }
  }

  /**
   * Rule 8 of wave 4: a {@code @Derived} placeholder is not stored (its key template's column is), so
   * an expression that names its attribute would filter, condition or write something no item holds.
   */
  private static void checkNotDerived(Target target, QueryMethod method, DeclaredQuery q, String expression,
      ExpressionParser.Name name, String attribute, ValidationReport report) {
    PropertyModel p = property(target.model(), attribute);
    if (p != null && p.derived() != null && !target.model().attributeNames().contains(attribute)) {
      report.report(DiagnosticId.DERIVED_PROPERTY_IN_EXPRESSION, method.element(), q.annotation(), target.repository(),
          method.name(), name.text(), p.name(), quote(expression, name.column()));
    }
  }

  /**
   * The item-collection key attribute a parameter is compared with, when its fold has a codec for it
   * and the parameter is of the type that codec takes (as a parameter of an entity's query is
   * converted like the property only when of its type); else null, and it is converted by its type.
   */
  private static String collectionKey(Target target, String attribute, Parameter parameter) {
    TypeName codec = attribute == null ? null : target.collectionKeys().get(attribute);
    return codec != null && TypeName.get(parameter.type()).box().equals(codec) ? attribute : null;
  }

  static Map<String, String> merged(Map<String, String> names, DeclaredQuery q) {
    Map<String, String> all = new LinkedHashMap<>(names);
    q.names().forEach(all::putIfAbsent);
    return all;
  }

  /** A {@code :name} bound by {@code @Param("name")}, the parameter's name, or its position ({@code :0}). */
  static Parameter bound(QueryMethod method, String name) {
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

  static void warnUnused(Target target, QueryMethod method, Set<Parameter> used, Set<Parameter> keys,
      ValidationReport report) {
    for (Parameter p : method.bindable()) {
      if (!used.contains(p) && !keys.contains(p)) {
        report.report(DiagnosticId.UNUSED_PARAMETER, method.element(), target.repository(), method.name(), p.name());
      }
    }
  }

  static String attribute(ExpressionParser.Name name, Map<String, String> names) {
    return name.isAlias() ? names.getOrDefault(name.text(), name.text().substring(1)) : name.text();
  }

  /** The attribute names a model maps (flattened members' included, and composed key columns), for hints. */
  static List<String> attributes(EntityModel model) {
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
    model.templates().forEach(t -> names.add(t.column()));
    return names.stream().distinct().toList();
  }

  /**
   * Whether the attribute is one the model maps or writes (every template column, an index's
   * included: naming it is deliberate, rule 8 of wave 4); an item collection's rows are not
   * modelled, so any is.
   */
  static boolean hasAttribute(EntityModel model, String attribute) {
    return model == null || property(model, attribute) != null || model.attributeNames().contains(attribute);
  }

  static PropertyModel property(EntityModel model, String attribute) {
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

  static int errorCount(ValidationReport report) {
    return (int) report.problems().stream().filter(p -> p.id().kind() == javax.tools.Diagnostic.Kind.ERROR).count();
  }
}
