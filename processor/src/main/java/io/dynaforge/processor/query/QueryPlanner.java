package io.dynaforge.processor.query;

import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.KeyTemplate;
import io.dynaforge.processor.model.PropertyModel;
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.model.QueryMethod.Parameter;
import io.dynaforge.processor.model.QueryMethod.ReturnKind;
import io.dynaforge.processor.model.QueryMethod.Special;
import io.dynaforge.processor.model.TypeMapping;
import io.dynaforge.processor.query.AccessPlan.AttributeKey;
import io.dynaforge.processor.query.AccessPlan.Condition;
import io.dynaforge.processor.query.AccessPlan.Filter;
import io.dynaforge.processor.query.AccessPlan.KeyCondition;
import io.dynaforge.processor.query.AccessPlan.Operation;
import io.dynaforge.processor.query.ParsedMethod.Part;
import io.dynaforge.processor.query.ParsedMethod.Subject;
import io.dynaforge.processor.util.Suggestions;
import io.dynaforge.processor.validation.DiagnosticId;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Types;

/**
 * Turns a derived query method into an {@link AccessPlan} over a key schema: GetItem when the full
 * primary key is bound with equality and one entity is returned; Query when every partition
 * attribute is bound with equality (sort-key ranges and template placeholders become key
 * conditions, everything else a filter); Scan otherwise, which needs an explicit opt-in.
 */
public final class QueryPlanner {

  /** A problem found while planning, reported on the method by the validator. */
  public record Problem(DiagnosticId id, Object[] args) {}

  /** The plan, or the problems that prevent one. */
  public record Result(AccessPlan plan, List<Problem> problems) {}

  /**
   * The key attributes a method can use.
   *
   * @param partition the partition key properties (1 to 4)
   * @param sort the sort key properties (0 to 4)
   * @param template the template composing the sort key, when it owns it
   */
  public record KeySchema(String indexName, List<PropertyModel> partition, List<PropertyModel> sort,
      KeyTemplate template) {}

  private final Types types;
  private final PropertyResolver resolver;

  public QueryPlanner(Types types, PropertyResolver resolver) {
    this.types = types;
    this.resolver = resolver;
  }

  /** The key schema of an entity's base table. */
  public static KeySchema baseTable(EntityModel entity) {
    return new KeySchema(null, entity.partitionKeys(), entity.sortKeys(),
        entity.sortKeys().isEmpty() ? entity.baseSortKeyTemplate().orElse(null) : null);
  }

  public Result plan(String repository, EntityModel entity, KeySchema schema, QueryMethod method) {
    List<Problem> problems = new ArrayList<>();
    String name = method.name();
    String nameProblem = MethodNameParser.problem(name);
    if (nameProblem != null) {
      problems.add(new Problem(DiagnosticId.INVALID_METHOD_NAME, new Object[] {repository, name, nameProblem}));
      return new Result(null, problems);
    }
    ParsedMethod parsed = MethodNameParser.parse(name);
    if (parsed.subject() == Subject.DELETE) {
      problems.add(new Problem(DiagnosticId.UNSUPPORTED_DERIVED_DELETE, new Object[] {repository, name, parsed.verb()}));
      return new Result(null, problems);
    }
    if (parsed.distinct()) {
      problems.add(unsupported(repository, name, "Distinct",
          "DynamoDB returns each item once per request anyway; remove Distinct from the name."));
    }
    if (parsed.allIgnoreCase()) {
      problems.add(unsupported(repository, name, "AllIgnoreCase",
          "Store a normalised copy of the attribute (for example lower case) and compare with that."));
    }
    checkReturnType(repository, entity, method, parsed, problems);
    checkSpecialParameters(repository, method, parsed, problems);

    // resolve the parts and bind parameters in order
    List<List<Condition>> branches = new ArrayList<>();
    List<Parameter> bindable = method.bindable();
    int next = 0;
    boolean resolvedAll = true;
    for (List<Part> branch : parsed.branches()) {
      List<Condition> conditions = new ArrayList<>();
      for (Part part : branch) {
        ParsedMethod.Candidate chosen = null;
        ResolvedProperty property = null;
        for (ParsedMethod.Candidate candidate : part.candidates()) {
          property = resolver.resolve(entity, candidate.property());
          if (property != null) {
            chosen = candidate;
            break;
          }
        }
        if (chosen == null) {
          resolvedAll = false;
          String text = part.candidates().get(0).property();
          problems.add(new Problem(DiagnosticId.UNKNOWN_PROPERTY, new Object[] {repository, name,
              PropertyResolver.decapitalize(text), entity.simpleName(),
              Suggestions.didYouMean(text, PropertyResolver.names(entity))}));
          continue;
        }
        if (part.ignoreCase()) {
          problems.add(unsupported(repository, name, "IgnoreCase",
              "Store a normalised copy of the attribute (for example lower case) and compare with that."));
        }
        if (!chosen.keyword().supported()) {
          problems.add(unsupported(repository, name, chosen.keyword().spellings().get(chosen.keyword().spellings().size() - 1),
              hint(chosen.keyword())));
        }
        List<Parameter> arguments = new ArrayList<>();
        for (int i = 0; i < chosen.keyword().arguments(); i++) {
          if (next < bindable.size()) {
            arguments.add(bindable.get(next));
          }
          next++;
        }
        Condition condition = new Condition(property, chosen.keyword(), arguments);
        if (arguments.size() == chosen.keyword().arguments()) {
          String argumentProblem = argumentProblem(condition);
          if (argumentProblem != null) {
            problems.add(new Problem(DiagnosticId.PARAMETER_MISMATCH, new Object[] {repository, name, argumentProblem}));
          }
        }
        conditions.add(condition);
      }
      branches.add(conditions);
    }
    if (resolvedAll && next != bindable.size()) {
      problems.add(new Problem(DiagnosticId.PARAMETER_MISMATCH, new Object[] {repository, name,
          "the name's predicates take " + next + " argument(s) but the method declares " + bindable.size()
              + " (besides Limit and ScrollPosition). Make the parameters match the predicates in order."}));
    }
    if (!problems.isEmpty()) {
      return new Result(null, problems);
    }
    AccessPlan plan = choose(repository, entity, schema, method, parsed, branches, problems);
    return new Result(problems.isEmpty() ? plan : null, problems);
  }

  // ------------------------------------------------------------------ choosing the operation

  private AccessPlan choose(String repository, EntityModel entity, KeySchema schema, QueryMethod method,
      ParsedMethod parsed, List<List<Condition>> branches, List<Problem> problems) {
    String reading = reading(entity, parsed, branches);
    Parameter limit = method.special(Special.LIMIT);
    Parameter scroll = method.special(Special.SCROLL_POSITION);
    String scanReason = null;
    List<KeyCondition> key = new ArrayList<>();
    List<Condition> remaining = new ArrayList<>();
    if (branches.size() > 1) {
      scanReason = "its Or branches cannot form one key condition (DynamoDB takes exactly one)";
    } else {
      remaining.addAll(branches.get(0));
      for (PropertyModel pk : schema.partition()) {
        Condition eq = take(remaining, pk, Keyword.EQUALS);
        if (eq == null) {
          Condition other = remaining.stream().filter(c -> c.property().root() == pk).findFirst().orElse(null);
          scanReason = other == null
              ? "it has no equality on the partition key '" + pk.name() + "'"
              : "it compares the partition key '" + pk.name() + "' with " + other.keyword().name().toLowerCase(Locale.ROOT)
                  .replace('_', ' ') + ", and a key condition needs equality on it";
          break;
        }
        key.add(new AttributeKey(eq));
      }
      if (scanReason == null) {
        sortKey(schema, remaining, key);
      }
    }
    boolean orderProblem = false;
    Boolean forward = null;
    if (!parsed.orders().isEmpty()) {
      ParsedMethod.Order order = parsed.orders().get(0);
      ResolvedProperty property = resolver.resolve(entity, order.property());
      String problem = null;
      if (parsed.orders().size() > 1) {
        problem = "DynamoDB returns items in one order only, by the sort key; order by the sort key alone";
      } else if (scanReason != null) {
        problem = "a Scan returns items in no defined order; only a Query can be ordered, by its sort key";
      } else if (property == null) {
        problem = "there is no such property" + Suggestions.didYouMean(order.property(), PropertyResolver.names(entity));
      } else if (!isSortOrder(schema, property)) {
        problem = "only the sort key " + sortKeyDisplay(schema) + " can order a Query (ScanIndexForward); Dynaforge"
            + " never sorts in memory";
      }
      if (problem != null) {
        orderProblem = true;
        problems.add(new Problem(DiagnosticId.INVALID_ORDER_BY,
            new Object[] {repository, method.name(), PropertyResolver.decapitalize(order.property()), problem}));
      } else {
        forward = order.ascending();
      }
    }
    if (orderProblem) {
      return null;
    }
    if (scanReason != null) {
      Filter filter = tree(branches);
      if (schema.template() != null && !leadingLiteral(schema.template()).isEmpty()) {
        filter = new AccessPlan.And(List.of(new AccessPlan.PrefixFilter(
            new AccessPlan.TemplatePrefixKey(schema.template(), leadingLiteral(schema.template()))), filter));
      }
      return new AccessPlan(Operation.SCAN, entity.tableName(), schema.indexName(), List.of(), filter, null,
          parsed.top(), limit, scroll, method.allowScan() != null, reading, scanReason);
    }
    if (key.size() == schema.partition().size() && schema.template() != null && schema.sort().isEmpty()
        && key.stream().noneMatch(k -> k instanceof AccessPlan.TemplateKey)) {
      String literal = leadingLiteral(schema.template());
      if (!literal.isEmpty()) {
        key.add(new AccessPlan.TemplatePrefixKey(schema.template(), literal));
      }
    }
    for (Condition c : remaining) {
      PropertyModel root = c.property().root();
      if (root != null && (schema.partition().contains(root) || schema.sort().contains(root))) {
        problems.add(new Problem(DiagnosticId.KEY_ATTRIBUTE_IN_FILTER, new Object[] {repository, method.name(),
            root.name(), "'" + describe(c) + "'"}));
      }
    }
    if (!problems.isEmpty()) {
      return null;
    }
    Filter filter = remaining.isEmpty() ? null : tree(List.of(remaining));
    boolean fullKey = fullKey(schema, key);
    boolean single = method.returnKind() == ReturnKind.SINGLE || method.returnKind() == ReturnKind.OPTIONAL;
    Operation operation = fullKey && single && filter == null && parsed.subject() == Subject.FIND
        && parsed.top() == 0 && limit == null && forward == null && schema.indexName() == null
        ? Operation.GET_ITEM : Operation.QUERY;
    return new AccessPlan(operation, entity.tableName(), schema.indexName(), key, filter, forward, parsed.top(),
        limit, scroll, false, reading, null);
  }

  /** Moves the sort-key conditions out of {@code remaining} into {@code key}. */
  private void sortKey(KeySchema schema, List<Condition> remaining, List<KeyCondition> key) {
    if (!schema.sort().isEmpty()) {
      for (int i = 0; i < schema.sort().size(); i++) {
        PropertyModel sk = schema.sort().get(i);
        Condition eq = take(remaining, sk, Keyword.EQUALS);
        if (eq != null) {
          key.add(new AttributeKey(eq));
          continue;
        }
        Condition range = remaining.stream().filter(c -> c.property().root() == sk && c.keyword().isKeyRange())
            .findFirst().orElse(null);
        if (range != null && (range.keyword() != Keyword.STARTING_WITH || isString(sk))) {
          remaining.remove(range);
          key.add(new AttributeKey(range));
        }
        break; // left to right: a range, or a gap, ends the key condition
      }
      return;
    }
    KeyTemplate template = schema.template();
    if (template == null) {
      return;
    }
    List<Condition> bound = new ArrayList<>();
    for (String placeholder : template.placeholders()) {
      Condition eq = remaining.stream().filter(c -> c.property().root() != null
          && c.property().root().name().equals(placeholder) && c.keyword() == Keyword.EQUALS).findFirst().orElse(null);
      if (eq == null) {
        break;
      }
      bound.add(eq);
    }
    if (!bound.isEmpty()) {
      remaining.removeAll(bound);
      key.add(new AccessPlan.TemplateKey(template, bound, bound.size() == template.placeholders().size()));
    }
  }

  private static boolean fullKey(KeySchema schema, List<KeyCondition> key) {
    int partitions = schema.partition().size();
    if (schema.sort().isEmpty() && schema.template() == null) {
      return key.size() == partitions;
    }
    if (key.size() != partitions + (schema.sort().isEmpty() ? 1 : schema.sort().size())) {
      return false;
    }
    for (KeyCondition k : key.subList(partitions, key.size())) {
      boolean equality = k instanceof AttributeKey a && a.condition().keyword() == Keyword.EQUALS
          || k instanceof AccessPlan.TemplateKey t && t.complete();
      if (!equality) {
        return false;
      }
    }
    return true;
  }

  private static Condition take(List<Condition> conditions, PropertyModel property, Keyword keyword) {
    for (Condition c : conditions) {
      if (c.property().root() == property && c.keyword() == keyword) {
        conditions.remove(c);
        return c;
      }
    }
    return null;
  }

  private static Filter tree(List<List<Condition>> branches) {
    List<Filter> ors = new ArrayList<>();
    for (List<Condition> branch : branches) {
      List<Filter> ands = new ArrayList<>();
      for (Condition c : branch) {
        ands.add(new AccessPlan.Leaf(c));
      }
      ors.add(ands.size() == 1 ? ands.get(0) : new AccessPlan.And(ands));
    }
    return ors.size() == 1 ? ors.get(0) : new AccessPlan.Or(ors);
  }

  private static boolean isSortOrder(KeySchema schema, ResolvedProperty property) {
    PropertyModel root = property.root();
    if (root == null) {
      return false;
    }
    if (!schema.sort().isEmpty()) {
      return schema.sort().contains(root);
    }
    return schema.template() != null && !schema.template().placeholders().isEmpty()
        && schema.template().placeholders().get(0).equals(root.name());
  }

  private static String sortKeyDisplay(KeySchema schema) {
    if (!schema.sort().isEmpty()) {
      return "'" + String.join("', '", schema.sort().stream().map(PropertyModel::name).toList()) + "'";
    }
    if (schema.template() != null) {
      return "'" + schema.template().column() + "' (order by its first placeholder '"
          + schema.template().placeholders().get(0) + "')";
    }
    return "(this table has none)";
  }

  /** The literal a template starts with, or "". */
  public static String leadingLiteral(KeyTemplate template) {
    return !template.segments().isEmpty() && template.segments().get(0) instanceof KeyTemplate.Literal l
        ? l.text() : "";
  }

  // ------------------------------------------------------------------ checks

  private void checkReturnType(String repository, EntityModel entity, QueryMethod method, ParsedMethod parsed,
      List<Problem> problems) {
    String name = method.name();
    ReturnKind kind = method.returnKind();
    if (kind == ReturnKind.PAGE || kind == ReturnKind.SLICE) {
      problems.add(new Problem(DiagnosticId.PAGED_RETURN_TYPE,
          new Object[] {repository, name, method.returnType(), entity.simpleName()}));
      return;
    }
    String expected = switch (parsed.subject()) {
      case COUNT -> kind == ReturnKind.COUNT ? null : "A count…By method returns long or Long.";
      case EXISTS -> kind == ReturnKind.EXISTS ? null : "An exists…By method returns boolean or Boolean.";
      default -> kind == ReturnKind.COUNT || kind == ReturnKind.EXISTS || kind == ReturnKind.UNSUPPORTED
          ? "Return List<" + entity.simpleName() + ">, Stream<" + entity.simpleName() + ">, Optional<"
              + entity.simpleName() + ">, " + entity.simpleName() + " or Window<" + entity.simpleName()
              + ">; count with count…By (long) and test with exists…By (boolean)."
          : null;
    };
    if (expected != null) {
      problems.add(new Problem(DiagnosticId.UNSUPPORTED_RETURN_TYPE, new Object[] {repository, name, method.returnType(), expected}));
    }
  }

  private void checkSpecialParameters(String repository, QueryMethod method, ParsedMethod parsed, List<Problem> problems) {
    String name = method.name();
    Parameter limit = method.special(Special.LIMIT);
    if (limit != null && parsed.top() > 0) {
      problems.add(new Problem(DiagnosticId.LIMIT_CONFLICT, new Object[] {repository, name,
          parsed.top() == 1 ? "First" : "Top" + parsed.top(), limit.name()}));
    }
    for (Parameter p : method.parameters()) {
      if (p.special() == Special.PAGEABLE) {
        problems.add(new Problem(DiagnosticId.PARAMETER_MISMATCH, new Object[] {repository, name,
            "the Pageable parameter '" + p.name() + "' asks for offset paging, which DynamoDB does not have. Return"
                + " Window<T> with a ScrollPosition parameter, and a Limit parameter for the window size."}));
      } else if (p.special() == Special.SORT) {
        problems.add(new Problem(DiagnosticId.PARAMETER_MISMATCH, new Object[] {repository, name,
            "the Sort parameter '" + p.name() + "' cannot be honoured: a Query is ordered by its sort key only. Use"
                + " OrderBy<SortKey>Asc/Desc in the method name."}));
      } else if (p.special() == Special.SCROLL_POSITION && method.returnKind() != ReturnKind.WINDOW) {
        problems.add(new Problem(DiagnosticId.PARAMETER_MISMATCH, new Object[] {repository, name,
            "the ScrollPosition parameter '" + p.name() + "' only makes sense with a Window<T> return type."}));
      }
    }
  }

  /** Whether the arguments fit the predicate; null when they do. */
  private String argumentProblem(Condition c) {
    PropertyModel leaf = c.property().leaf();
    TypeMirror property = boxed(leaf.type());
    for (Parameter argument : c.arguments()) {
      TypeMirror given = boxed(argument.type());
      String problem = switch (c.keyword()) {
        case STARTING_WITH -> isString(leaf) && isStringType(given) ? null
            : "StartingWith on '" + c.property().display() + "' needs a String attribute and a String argument";
        case CONTAINING, NOT_CONTAINING -> containingProblem(c, leaf, given);
        case IN, NOT_IN -> inProblem(c, property, given);
        default -> types.isAssignable(given, property) ? null
            : "the parameter '" + argument.name() + "' is a " + argument.type() + " but '" + c.property().display()
                + "' is a " + leaf.type() + "; declare it as " + leaf.type();
      };
      if (problem != null) {
        return problem;
      }
    }
    if ((c.keyword() == Keyword.TRUE || c.keyword() == Keyword.FALSE)
        && !(leaf.mapping() instanceof TypeMapping.Scalar s && s.kind() == TypeMapping.ScalarKind.BOOLEAN)) {
      return c.keyword().name().charAt(0) + c.keyword().name().substring(1).toLowerCase(Locale.ROOT)
          + " needs a boolean property, but '" + c.property().display() + "' is a " + leaf.type();
    }
    return null;
  }

  private String containingProblem(Condition c, PropertyModel leaf, TypeMirror given) {
    TypeMapping m = leaf.mapping();
    TypeMirror element = elementType(leaf.type());
    if (isString(leaf)) {
      return isStringType(given) ? null : "Containing on the String '" + c.property().display() + "' takes a String";
    }
    if ((m instanceof TypeMapping.ListOf || m instanceof TypeMapping.NativeSet) && element != null) {
      return types.isAssignable(given, boxed(element)) ? null
          : "Containing on '" + c.property().display() + "' takes one element, a " + element;
    }
    return "Containing needs a String, list or set property, not '" + c.property().display() + "' (" + leaf.type() + ")";
  }

  private String inProblem(Condition c, TypeMirror property, TypeMirror given) {
    TypeMirror element = elementType(given);
    if (element == null || !types.isAssignable(boxed(element), property)) {
      return "In takes a collection of " + property + " for '" + c.property().display() + "', not " + given;
    }
    return null;
  }

  private static TypeMirror elementType(TypeMirror type) {
    if (!(type instanceof DeclaredType d) || d.getTypeArguments().size() != 1) {
      return null;
    }
    String q = ((javax.lang.model.element.TypeElement) d.asElement()).getQualifiedName().toString();
    return COLLECTIONS.contains(q) ? d.getTypeArguments().get(0) : null;
  }

  private static final Set<String> COLLECTIONS = Set.of("java.util.List", "java.util.Set", "java.util.Collection");

  private TypeMirror boxed(TypeMirror type) {
    return type.getKind().isPrimitive() ? types.boxedClass((javax.lang.model.type.PrimitiveType) type).asType() : type;
  }

  private static boolean isString(PropertyModel p) {
    return p.mapping() instanceof TypeMapping.Scalar s && s.kind() == TypeMapping.ScalarKind.STRING;
  }

  private static boolean isStringType(TypeMirror t) {
    return t.toString().equals("java.lang.String");
  }

  private static Problem unsupported(String repository, String method, String keyword, String hint) {
    return new Problem(DiagnosticId.UNSUPPORTED_KEYWORD, new Object[] {repository, method, keyword, hint});
  }

  private static String hint(Keyword k) {
    return switch (k) {
      case ENDING_WITH -> "Only prefixes can be matched (StartingWith, begins_with); store the value reversed to"
          + " match suffixes.";
      case LIKE, NOT_LIKE, REGEX -> "Use StartingWith or Containing, or declare the filter with @Query.";
      case IS_EMPTY, IS_NOT_EMPTY -> "DynamoDB does not store empty sets; use IsNull/IsNotNull.";
      case NEAR, WITHIN -> "DynamoDB has no geospatial queries; use a geohash sort key.";
      case EXISTS -> "Use IsNotNull (attribute_exists).";
      default -> "";
    };
  }

  /** "find Match where pk = ?0 and sk starts with ?1, order by sk desc, first 3". */
  private static String reading(EntityModel entity, ParsedMethod parsed, List<List<Condition>> branches) {
    StringBuilder b = new StringBuilder(parsed.subject().name().toLowerCase(Locale.ROOT)).append(' ')
        .append(entity.simpleName());
    if (parsed.top() > 0) {
      b.append(" (first ").append(parsed.top()).append(')');
    }
    b.append(" where ");
    List<String> ors = new ArrayList<>();
    for (List<Condition> branch : branches) {
      List<String> ands = new ArrayList<>();
      for (Condition c : branch) {
        ands.add(describe(c));
      }
      ors.add(String.join(" and ", ands));
    }
    b.append(String.join(" or ", ors));
    for (ParsedMethod.Order o : parsed.orders()) {
      b.append(", ordered by ").append(PropertyResolver.decapitalize(o.property())).append(o.ascending() ? " asc" : " desc");
    }
    return b.toString();
  }

  static String describe(Condition c) {
    String p = c.property().display();
    List<String> args = c.arguments().stream().map(Parameter::name).toList();
    return switch (c.keyword()) {
      case EQUALS -> p + " = " + args.get(0);
      case NOT_EQUALS -> p + " <> " + args.get(0);
      case LESS_THAN, BEFORE -> p + " < " + args.get(0);
      case LESS_THAN_EQUAL -> p + " <= " + args.get(0);
      case GREATER_THAN, AFTER -> p + " > " + args.get(0);
      case GREATER_THAN_EQUAL -> p + " >= " + args.get(0);
      case BETWEEN -> p + " between " + args.get(0) + " and " + args.get(1);
      case STARTING_WITH -> p + " starts with " + args.get(0);
      case CONTAINING -> p + " contains " + args.get(0);
      case NOT_CONTAINING -> p + " does not contain " + args.get(0);
      case IN -> p + " in " + args.get(0);
      case NOT_IN -> p + " not in " + args.get(0);
      case TRUE -> p + " is true";
      case FALSE -> p + " is false";
      case IS_NULL -> p + " is absent";
      case IS_NOT_NULL -> p + " is present";
      default -> p + " " + c.keyword().name().toLowerCase(Locale.ROOT);
    };
  }
}
