package io.dynaforge.processor.query;

import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.KeyTemplate;
import io.dynaforge.processor.model.PropertyModel;
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.model.SortableText;
import io.dynaforge.processor.model.QueryMethod.Parameter;
import io.dynaforge.processor.model.QueryMethod.ReturnKind;
import io.dynaforge.processor.model.QueryMethod.Special;
import io.dynaforge.processor.model.TypeMapping;
import io.dynaforge.processor.query.AccessPlan.AttributeKey;
import io.dynaforge.processor.query.AccessPlan.Condition;
import io.dynaforge.processor.query.AccessPlan.Filter;
import io.dynaforge.processor.query.AccessPlan.KeyCondition;
import io.dynaforge.processor.query.AccessPlan.Operation;
import io.dynaforge.processor.query.ParsedMethod.Subject;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Turns a resolved derived query method into an {@link AccessPlan} over a key schema: GetItem when
 * the full primary key is bound with equality and one entity is returned; Query when every partition
 * attribute is bound with equality (sort-key ranges and template placeholders become key conditions,
 * everything else a filter); Scan otherwise. A pure function of its inputs: it assumes a method the
 * {@code QueryMethodValidator} accepted, reports nothing, and records in the plan the facts (a Scan's
 * reason) the plan validator judges.
 */
public final class QueryPlanner {

  /** {@code findAll()}/{@code count()} of a view repository: a Scan of the view's index, asked for by name. */
  public AccessPlan indexScan(EntityModel view, KeySchema schema, QueryMethod method) {
    return AccessPlan.builder(Operation.SCAN, view.tableName(), schema.indexName(),
            method.name() + " " + view.simpleName() + ": every item of the index '" + schema.indexName() + "'")
        .scan(true, method.name() + "() reads the whole index").build();
  }

  public AccessPlan plan(EntityModel entity, KeySchema schema, ResolvedMethod resolved) {
    QueryMethod method = resolved.method();
    ParsedMethod parsed = resolved.parsed();
    List<List<Condition>> branches = resolved.branches();
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
      scanReason = partitionKey(schema, remaining, key);
      if (scanReason == null) {
        sortKey(schema, remaining, key, partitionBound(key));
      }
    }
    Boolean forward = parsed.orders().isEmpty() ? null : parsed.orders().get(0).ascending();
    if (scanReason != null) {
      Filter filter = tree(branches);
      if (schema.template() != null && !schema.template().leadingLiteral().isEmpty()) {
        filter = new AccessPlan.And(List.of(new AccessPlan.PrefixFilter(
            new AccessPlan.TemplatePrefixKey(schema.template(), schema.template().leadingLiteral())), filter));
      }
      return AccessPlan.builder(Operation.SCAN, entity.tableName(), schema.indexName(), reading).filter(filter)
          .top(parsed.top()).limitParameter(limit).scrollParameter(scroll)
          .scan(method.allowScan() != null, scanReason).build();
    }
    if (key.size() == schema.partitionConditions() && schema.template() != null && schema.sort().isEmpty()) {
      String literal = schema.template().leadingLiteral();
      if (!literal.isEmpty()) {
        key.add(new AccessPlan.TemplatePrefixKey(schema.template(), literal));
      }
    }
    Filter filter = remaining.isEmpty() ? null : tree(List.of(remaining));
    boolean fullKey = fullKey(schema, key);
    // a List of the one item the full key names is a GetItem too: 0 or 1 element
    boolean single = method.returnKind() == ReturnKind.SINGLE || method.returnKind() == ReturnKind.OPTIONAL
        || method.returnKind() == ReturnKind.LIST;
    Operation operation = fullKey && single && filter == null && parsed.subject() == Subject.FIND
        && parsed.top() == 0 && limit == null && forward == null && schema.indexName() == null
        && method.projection() == null // a projection is read by a Query of the same key, with its ProjectionExpression
        ? Operation.GET_ITEM : Operation.QUERY;
    return AccessPlan.builder(operation, entity.tableName(), schema.indexName(), reading).key(key).filter(filter)
        .scanIndexForward(forward).top(parsed.top()).limitParameter(limit).scrollParameter(scroll).build();
  }

  /**
   * Moves the partition-key equalities out of {@code remaining} into {@code key}: one per attribute,
   * or, for a partition-key template, the composed value (raw, {@code findByPk}) or every placeholder.
   * Returns why there is none (the method is then a Scan), or null.
   */
  private static String partitionKey(KeySchema schema, List<Condition> remaining, List<KeyCondition> key) {
    KeyTemplate template = schema.partitionTemplate();
    if (template != null) {
      Condition raw = take(remaining, schema.partitionColumn(), Keyword.EQUALS);
      if (raw != null) {
        key.add(new AttributeKey(raw));
        return null;
      }
      List<Condition> bound = new ArrayList<>();
      for (String placeholder : template.placeholders()) {
        Condition eq = equality(remaining, placeholder);
        if (eq == null) {
          return "it binds no equality on the placeholder '" + placeholder + "' of " + template.display()
              + ", so the partition key cannot be composed";
        }
        bound.add(eq);
      }
      remaining.removeAll(bound);
      key.add(new AccessPlan.TemplateKey(template, bound, true));
      return null;
    }
    for (PropertyModel pk : schema.partition()) {
      Condition eq = take(remaining, pk, Keyword.EQUALS);
      if (eq == null) {
        Condition other = remaining.stream().filter(c -> c.property().root() == pk).findFirst().orElse(null);
        return other == null
            ? "it has no equality on the partition key '" + pk.name() + "'"
            : "it compares the partition key '" + pk.name() + "' with " + other.keyword().name().toLowerCase(Locale.ROOT)
                .replace('_', ' ') + ", and a key condition needs equality on it";
      }
      key.add(new AttributeKey(eq));
    }
    return null;
  }

  private static Condition equality(List<Condition> remaining, String property) {
    return remaining.stream().filter(c -> c.property().root() != null && c.property().root().name().equals(property)
        && c.keyword() == Keyword.EQUALS).findFirst().orElse(null);
  }

  /** The equalities the partition key already took: a placeholder they bind binds the sort key's too. */
  private static List<Condition> partitionBound(List<KeyCondition> key) {
    List<Condition> bound = new ArrayList<>();
    for (KeyCondition k : key) {
      if (k instanceof AttributeKey a) {
        bound.add(a.condition());
      } else if (k instanceof AccessPlan.TemplateKey t) {
        bound.addAll(t.placeholders());
      }
    }
    return bound;
  }

  /**
   * Moves the sort-key conditions out of {@code remaining} into {@code key}. A sort-key template
   * placeholder the partition key already bound ({@code c#{customerId}} in both keys) is bound by the
   * same equality.
   */
  private void sortKey(KeySchema schema, List<Condition> remaining, List<KeyCondition> key,
      List<Condition> partitionBound) {
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
    PropertyModel column = schema.sortColumn();
    if (column != null) {
      Condition raw = take(remaining, column, Keyword.EQUALS);
      if (raw == null) {
        raw = remaining.stream().filter(c -> c.property().root() == column && c.keyword().isKeyRange())
            .findFirst().orElse(null);
        remaining.remove(raw);
      }
      if (raw != null) {
        key.add(new AttributeKey(raw));
        return;
      }
    }
    if (template.isConstant()) {
      key.add(new AccessPlan.TemplateKey(template, List.of(), true));
      return;
    }
    List<Condition> bound = new ArrayList<>();
    for (String placeholder : template.placeholders()) {
      Condition eq = equality(remaining, placeholder);
      if (eq == null) {
        eq = equality(partitionBound, placeholder);
      }
      if (eq == null) {
        break;
      }
      bound.add(eq);
    }
    remaining.removeAll(bound);
    if (bound.size() < template.placeholders().size()) {
      String next = template.placeholders().get(bound.size());
      Condition range = remaining.stream().filter(c -> c.property().root() != null
          && c.property().root().name().equals(next) && c.keyword().isKeyRange()
          && SortableText.placeholderSortsLikeValue(template, c.property().root())
          && (c.keyword() != Keyword.STARTING_WITH || isString(c.property().root()))).findFirst().orElse(null);
      if (range != null) {
        remaining.remove(range);
        key.add(new AccessPlan.TemplateRangeKey(template, bound, range));
        return;
      }
    }
    if (!bound.isEmpty()) {
      key.add(new AccessPlan.TemplateKey(template, bound, bound.size() == template.placeholders().size()));
    }
  }

  private static boolean isString(PropertyModel p) {
    return p.mapping() instanceof TypeMapping.Scalar s && s.kind() == TypeMapping.ScalarKind.STRING;
  }

  private static boolean fullKey(KeySchema schema, List<KeyCondition> key) {
    int partitions = schema.partitionConditions();
    if (!schema.hasSortKey()) {
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

  public static String describe(Condition c) {
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
