package io.dynaforge.processor.validation;

import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.PropertyModel;
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.model.QueryMethod.Parameter;
import io.dynaforge.processor.model.QueryMethod.ReturnKind;
import io.dynaforge.processor.model.QueryMethod.Special;
import io.dynaforge.processor.model.SortableText;
import io.dynaforge.processor.model.TypeMapping;
import io.dynaforge.processor.query.AccessPlan.Condition;
import io.dynaforge.processor.query.KeySchema;
import io.dynaforge.processor.query.Keyword;
import io.dynaforge.processor.query.MethodNameParser;
import io.dynaforge.processor.query.ParsedMethod;
import io.dynaforge.processor.query.ParsedMethod.Subject;
import io.dynaforge.processor.query.PropertyResolver;
import io.dynaforge.processor.query.ResolvedMethod;
import io.dynaforge.processor.query.ResolvedProperty;
import io.dynaforge.processor.util.Suggestions;
import java.util.List;
import java.util.Set;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.PrimitiveType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Types;

/**
 * Checks one derived query method before it is planned: its name, return type, special parameters,
 * that every predicate names a property and takes arguments of the right type, and that its
 * {@code OrderBy} names the sort key. What depends on the plan (a Scan nobody asked for, a key
 * attribute left in a filter) is {@link AccessPlanValidator}'s.
 */
public final class QueryMethodValidator {

  private static final Set<String> COLLECTIONS = Set.of("java.util.List", "java.util.Set", "java.util.Collection");

  private final Types types;
  private final PropertyResolver properties;

  public QueryMethodValidator(Types types, PropertyResolver properties) {
    this.types = types;
    this.properties = properties;
  }

  /** Whether the name is a derived query at all; reports why not. */
  public boolean validateName(String repository, QueryMethod method, ValidationReport report) {
    String problem = MethodNameParser.problem(method.name());
    if (problem != null && io.dynaforge.processor.query.CrudPlan.NAMES.contains(method.name())) {
      problem = "it is named like the inherited CRUD method " + method.name() + ", but it does not override it"
          + " (its parameters or return type differ), so the repository's base class does not implement it; and"
          + " a derived query needs By (find…By…)";
    }
    if (problem != null) {
      report.report(DiagnosticId.INVALID_METHOD_NAME, method.element(), repository, method.name(), problem);
      return false;
    }
    return true;
  }

  public void validate(String repository, EntityModel entity, KeySchema schema, ResolvedMethod resolved,
      ValidationReport report) {
    QueryMethod method = resolved.method();
    ParsedMethod parsed = resolved.parsed();
    String name = method.name();
    if (parsed.subject() == Subject.DELETE) {
      report.report(DiagnosticId.UNSUPPORTED_DERIVED_DELETE, method.element(), repository, name, parsed.verb());
      return;
    }
    if (parsed.distinct()) {
      report.report(DiagnosticId.UNSUPPORTED_KEYWORD, method.element(), repository, name, "Distinct",
          "DynamoDB returns each item once per request anyway; remove Distinct from the name.");
    }
    if (parsed.allIgnoreCase() || parsed.parts().stream().anyMatch(ParsedMethod.Part::ignoreCase)) {
      report.report(DiagnosticId.UNSUPPORTED_KEYWORD, method.element(), repository, name,
          parsed.allIgnoreCase() ? "AllIgnoreCase" : "IgnoreCase",
          "Store a normalised copy of the attribute (for example lower case) and compare with that.");
    }
    if (parsed.topText() != null && parsed.top() == 0) {
      report.report(DiagnosticId.INVALID_LIMIT, method.element(), repository, name, parsed.topText());
    }
    checkReturnType(repository, entity, method, parsed, report);
    checkSpecialParameters(repository, method, parsed, report);
    for (String text : resolved.unresolved()) {
      String crud = io.dynaforge.processor.query.CrudPlan.NAMES.contains(name)
          ? " It is named like the inherited CRUD method " + name + " but does not override it (its parameters"
              + " differ), so it is read as a derived query."
          : "";
      report.report(DiagnosticId.UNKNOWN_PROPERTY, method.element(), repository, name,
          PropertyResolver.decapitalize(text), entity.simpleName(), didYouMean(text, properties.names(entity)) + crud);
    }
    for (Condition c : resolved.conditions()) {
      Keyword keyword = c.keyword();
      if (!keyword.supported()) {
        report.report(DiagnosticId.UNSUPPORTED_KEYWORD, method.element(), repository, name,
            keyword.spellings().get(keyword.spellings().size() - 1), hint(keyword));
      } else if (c.arguments().size() == keyword.arguments()) {
        checkArguments(repository, name, c, method, report);
      }
    }
    int declared = method.bindable().size();
    if (resolved.unresolved().isEmpty() && resolved.argumentsTaken() != declared) {
      report.report(DiagnosticId.ARGUMENT_COUNT, method.element(), repository, name, resolved.argumentsTaken(),
          declared);
    }
    checkOrder(repository, entity, schema, resolved, report);
  }

  /**
   * "Did you mean" for a predicate no property matched: a close property name, or a property followed
   * by a misspelled keyword ({@code DateBetwen}: {@code DateBetween}, the keyword Between).
   */
  private static String didYouMean(String text, java.util.List<String> names) {
    String property = Suggestions.didYouMean(text, names);
    if (!property.isEmpty()) {
      return property;
    }
    String bestName = null;
    String bestKeyword = null;
    for (String name : names) {
      if (text.length() <= name.length() || !text.startsWith(name)
          || (bestName != null && bestName.length() >= name.length())) {
        continue; // the longest property the text starts with wins
      }
      String keyword = Suggestions.closest(text.substring(name.length()),
          Keyword.spellingsLongestFirst().stream().map(Keyword.Spelling::text).toList());
      if (keyword != null) {
        bestName = name;
        bestKeyword = keyword;
      }
    }
    return bestName == null ? "" : " Did you mean '" + bestName + bestKeyword + "' (the property '"
        + PropertyResolver.decapitalize(bestName) + "' and the keyword " + bestKeyword + ")?";
  }

  // ------------------------------------------------------------------ OrderBy

  private void checkOrder(String repository, EntityModel entity, KeySchema schema, ResolvedMethod resolved,
      ValidationReport report) {
    ParsedMethod parsed = resolved.parsed();
    if (parsed.orders().isEmpty()) {
      return;
    }
    ParsedMethod.Order order = parsed.orders().get(0);
    ResolvedProperty property = resolved.order();
    String problem;
    String didYouMean = "";
    if (parsed.orders().size() > 1) {
      problem = "DynamoDB returns items in one order only, by the sort key; order by the sort key alone";
    } else if (property == null) {
      problem = "there is no such property";
      didYouMean = Suggestions.didYouMean(order.property(), properties.names(entity));
    } else {
      problem = sortOrderProblem(schema, property, equalities(resolved));
    }
    if (problem != null) {
      report.report(DiagnosticId.INVALID_ORDER_BY, resolved.method().element(), repository, resolved.method().name(),
          PropertyResolver.decapitalize(order.property()), problem, didYouMean);
    }
  }

  /** The properties every branch of the method binds by equality (none when it has Or branches). */
  private static List<String> equalities(ResolvedMethod resolved) {
    if (resolved.branches().size() != 1) {
      return List.of();
    }
    return resolved.branches().get(0).stream().filter(c -> c.keyword() == Keyword.EQUALS && c.property().root() != null)
        .map(c -> c.property().root().name()).toList();
  }

  /**
   * Why ordering by {@code property} cannot be a Query's ScanIndexForward, or null when it can: the
   * sort key, or a placeholder of its template whose text sorts like its value and which is the first
   * one, or follows only placeholders the method binds by equality.
   */
  private static String sortOrderProblem(KeySchema schema, ResolvedProperty property, List<String> equalities) {
    PropertyModel root = property.root();
    if (!schema.sort().isEmpty()) {
      return root != null && schema.sort().contains(root) ? null
          : "only the sort key '" + String.join("', '", schema.sort().stream().map(PropertyModel::name).toList())
              + "' can order a Query (ScanIndexForward); Dynaforge never sorts in memory";
    }
    if (root != null && root == schema.sortColumn()) {
      return null; // the composed sort key itself
    }
    String leading = schema.leadingPlaceholder();
    if (leading == null) {
      return schema.template() != null && schema.template().isConstant()
          ? "the sort key is the constant \"" + schema.template().template() + "\", so there is nothing to order by"
          : "only the sort key can order a Query (ScanIndexForward), and this table has none; Dynaforge never sorts"
              + " in memory";
    }
    if (root == null || !schema.template().placeholders().contains(root.name())) {
      return "only the sort key '" + schema.template().column() + "' (ordered by its first placeholder '" + leading
          + "') can order a Query (ScanIndexForward); Dynaforge never sorts in memory";
    }
    List<String> before = schema.template().placeholders()
        .subList(0, schema.template().placeholders().indexOf(root.name()));
    if (!equalities.containsAll(before)) {
      return "'" + root.name() + "' is not the first placeholder of " + schema.template().display()
          + ": the stored '" + schema.template().column() + "' sorts by '" + leading + "' first, so only OrderBy"
          + PropertyResolver.capitalize(leading) + " can be a Query's order (or OrderBy" + PropertyResolver.capitalize(
              root.name()) + " where the method binds '" + String.join("', '", before) + "' by equality)";
    }
    if (!SortableText.placeholderSortsLikeValue(schema.template(), root)) {
      return "the placeholder '" + root.name() + "' is a " + root.type() + ", and '" + schema.template().column()
          + "' is compared as text: " + SortableText.why(root.mapping()) + ". Only placeholders whose text sorts"
          + " like their value (String, LocalDate, YearMonth, Year, an integral number with a width such as {"
          + root.name() + ":8}, or a value stored through an @OrderPreserving @Converter) can order a Query; make '"
          + root.name() + "' such a type, or give it a width";
    }
    return null;
  }

  // ------------------------------------------------------------------ return type and special parameters

  private void checkReturnType(String repository, EntityModel entity, QueryMethod method, ParsedMethod parsed,
      ValidationReport report) {
    String name = method.name();
    ReturnKind kind = method.returnKind();
    ReturnShapes shapes = ReturnShapes.of(method);
    String e = entity.simpleName();
    if (kind == ReturnKind.PAGE || kind == ReturnKind.SLICE) {
      report.report(DiagnosticId.PAGED_RETURN_TYPE, method.element(), repository, name, method.returnType(),
          shapes.window(e));
      return;
    }
    String expected = switch (parsed.subject()) {
      case COUNT -> kind == ReturnKind.COUNT ? null : shapes.count();
      case EXISTS -> kind == ReturnKind.EXISTS ? null : shapes.exists();
      default -> kind == ReturnKind.COUNT || kind == ReturnKind.EXISTS || kind == ReturnKind.UNSUPPORTED
          ? shapes.query(e) : null;
    };
    if (expected != null) {
      report.report(DiagnosticId.UNSUPPORTED_RETURN_TYPE, method.element(), repository, name, method.returnType(),
          expected);
    }
  }

  private void checkSpecialParameters(String repository, QueryMethod method, ParsedMethod parsed,
      ValidationReport report) {
    String name = method.name();
    Parameter limit = method.special(Special.LIMIT);
    if (limit != null && parsed.topText() != null) {
      report.report(DiagnosticId.LIMIT_CONFLICT, method.element(), repository, name, parsed.topText(), limit.name());
    }
    for (Parameter p : method.parameters()) {
      if (p.special() == Special.PAGEABLE) {
        report.report(DiagnosticId.PAGEABLE_PARAMETER, parameter(method, p), repository, name, p.name());
      } else if (p.special() == Special.SORT) {
        report.report(DiagnosticId.SORT_PARAMETER, parameter(method, p), repository, name, p.name());
      } else if (p.special() == Special.SCROLL_POSITION && method.returnKind() != ReturnKind.WINDOW) {
        report.report(DiagnosticId.SCROLL_POSITION_WITHOUT_WINDOW, parameter(method, p), repository, name, p.name(),
            method.returnType(), ReturnShapes.of(method).window("T"));
      }
    }
  }

  /** The parameter's own element: a parameter's problem is reported on it, not on the method. */
  private static javax.lang.model.element.Element parameter(QueryMethod method, Parameter p) {
    return method.element().getParameters().get(p.index());
  }

  // ------------------------------------------------------------------ arguments

  private void checkArguments(String repository, String method, Condition c, QueryMethod queryMethod,
      ValidationReport report) {
    PropertyModel leaf = c.property().leaf();
    String predicate = c.keyword().spellings().get(c.keyword().spellings().size() - 1) + " on '"
        + c.property().display() + "'";
    if ((c.keyword() == Keyword.TRUE || c.keyword() == Keyword.FALSE)
        && !(leaf.mapping() instanceof TypeMapping.Scalar s && s.kind() == TypeMapping.ScalarKind.BOOLEAN)) {
      report.report(DiagnosticId.UNSUPPORTED_KEYWORD, queryMethod.element(), repository, method,
          c.keyword() == Keyword.TRUE ? "True" : "False",
          "It needs a boolean property, but '" + c.property().display() + "' is a " + leaf.type() + ".");
      return;
    }
    TypeMirror property = boxed(leaf.type());
    for (Parameter argument : c.arguments()) {
      TypeMirror given = boxed(argument.type());
      String expected = switch (c.keyword()) {
        case STARTING_WITH -> isString(leaf) && isStringType(given) ? null
            : isString(leaf) ? "it takes a String" : "it needs a String attribute, and '" + c.property().display()
                + "' is a " + leaf.type();
        case CONTAINING, NOT_CONTAINING -> containingProblem(c, leaf, given);
        case IN, NOT_IN -> inProblem(property, given);
        default -> types.isAssignable(given, property) ? null
            : "'" + c.property().display() + "' is a " + leaf.type() + "; declare the parameter as " + leaf.type();
      };
      if (expected != null) {
        report.report(DiagnosticId.PARAMETER_MISMATCH, parameter(queryMethod, argument), repository, method, predicate,
            argument.name(), argument.type(), expected);
        return;
      }
    }
  }

  private String containingProblem(Condition c, PropertyModel leaf, TypeMirror given) {
    TypeMapping m = leaf.mapping();
    TypeMirror element = elementType(leaf.type());
    if (isString(leaf)) {
      return isStringType(given) ? null : "on a String it takes a String";
    }
    if ((m instanceof TypeMapping.ListOf || m instanceof TypeMapping.NativeSet) && element != null) {
      return types.isAssignable(given, boxed(element)) ? null : "it takes one element, a " + element;
    }
    return "it needs a String, list or set property, and '" + c.property().display() + "' is a " + leaf.type();
  }

  private String inProblem(TypeMirror property, TypeMirror given) {
    TypeMirror element = elementType(given);
    return element != null && types.isAssignable(boxed(element), property) ? null
        : "it takes a collection of " + property;
  }

  private static TypeMirror elementType(TypeMirror type) {
    if (!(type instanceof DeclaredType d) || d.getTypeArguments().size() != 1) {
      return null;
    }
    String q = ((javax.lang.model.element.TypeElement) d.asElement()).getQualifiedName().toString();
    return COLLECTIONS.contains(q) ? d.getTypeArguments().get(0) : null;
  }

  private TypeMirror boxed(TypeMirror type) {
    return type.getKind().isPrimitive() ? types.boxedClass((PrimitiveType) type).asType() : type;
  }

  private static boolean isString(PropertyModel p) {
    return p.mapping() instanceof TypeMapping.Scalar s && s.kind() == TypeMapping.ScalarKind.STRING;
  }

  private static boolean isStringType(TypeMirror t) {
    return t.toString().equals("java.lang.String");
  }

  private static String hint(Keyword k) {
    return switch (k) {
      case ENDING_WITH -> "Only prefixes can be matched (StartingWith, begins_with); store the value reversed to"
          + " match suffixes.";
      case LIKE, NOT_LIKE, REGEX -> "Use StartingWith or Containing, or declare the filter with @Query.";
      case IS_EMPTY, IS_NOT_EMPTY -> "DynamoDB does not store empty sets; use IsNull/IsNotNull.";
      case NEAR, WITHIN -> "DynamoDB has no geospatial queries; use a geohash sort key.";
      case EXISTS -> "Use IsNotNull (attribute_exists).";
      default -> "It has no DynamoDB equivalent.";
    };
  }
}
