package io.dynaforge.processor.query;

import io.dynaforge.processor.model.QueryMethod.Parameter;
import io.dynaforge.processor.query.AccessPlan.Condition;
import io.dynaforge.processor.query.AccessPlan.Filter;
import io.dynaforge.processor.query.AccessPlan.KeyCondition;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Renders a plan's key condition and filter as DynamoDB expressions. Every attribute name goes
 * through a {@code #name} placeholder and every value through a {@code :value} placeholder, chosen at
 * build time, so nothing a caller passes is ever concatenated into an expression.
 */
public final class ExpressionRenderer {

  /** A piece of a filter: fixed text, or an {@code IN} list whose length is known only at run time. */
  public sealed interface Fragment {}

  public record Text(String text) implements Fragment {}

  /** {@code #name IN (:prefix_0, :prefix_1, ...)}, negated for NotIn. */
  public record InList(String name, String valuePrefix, Condition condition, Parameter parameter, boolean negated)
      implements Fragment {}

  /** Where a {@code :value} comes from. */
  public sealed interface ValueSource {}

  /** A method argument converted like the property it is compared with. */
  public record Argument(Condition condition, Parameter parameter) implements ValueSource {}

  /** A composed template value ({@code sk = :sk}) or prefix ({@code begins_with(#sk, :sk)}). */
  public record TemplateValue(AccessPlan.TemplateKey key) implements ValueSource {}

  /** The literal prefix of a template: keeps other item kinds out. */
  public record PrefixValue(AccessPlan.TemplatePrefixKey key) implements ValueSource {}

  /** Which bound of a placeholder range a value is. */
  public enum Bound {
    /** The composed value up to the ranged placeholder's argument, inclusive. */
    LOWER_INCLUSIVE,
    /** The smallest sort key above every key whose placeholder equals the argument. */
    LOWER_EXCLUSIVE,
    /** The largest sort key any item whose placeholder equals the argument can have. */
    UPPER_INCLUSIVE,
    /** Below every key whose placeholder equals the argument (an inclusive form). */
    UPPER_EXCLUSIVE,
    /** The composed value up to the argument, nothing after it: {@code <} and {@code begins_with}. */
    EXACT,
    /** Everything before the ranged placeholder: the open lower end. */
    PREFIX,
    /** Just above every key starting with the prefix: the open upper end. */
    PREFIX_END
  }

  /**
   * One bound of a {@link AccessPlan.TemplateRangeKey}, from its {@code argument}-th range argument
   * (unused for the prefix bounds).
   */
  public record TemplateBound(AccessPlan.TemplateRangeKey key, Bound bound, int argument) implements ValueSource {}

  /** {@code :true} or {@code :false}. */
  public record BooleanValue(boolean value) implements ValueSource {}

  public record ValueBinding(String placeholder, ValueSource source) {}

  /**
   * The rendered expressions.
   *
   * @param keyCondition the key condition, or null (GetItem, Scan)
   * @param filter the filter in pieces, or an empty list
   * @param names every {@code #name} and its attribute
   * @param values every fixed {@code :value} (IN lists add theirs at run time)
   */
  public record Rendered(String keyCondition, List<Fragment> filter, Map<String, String> names,
      List<ValueBinding> values) {

    /** The filter as text, IN lists shown with their first placeholder. */
    public String filterText() {
      if (filter.isEmpty()) {
        return null;
      }
      StringBuilder b = new StringBuilder();
      for (Fragment f : filter) {
        if (f instanceof Text t) {
          b.append(t.text());
        } else if (f instanceof InList in) {
          b.append(in.negated() ? "NOT (" : "").append(in.name()).append(" IN (").append(in.valuePrefix())
              .append("_0, ...)").append(in.negated() ? ")" : "");
        }
      }
      return b.toString();
    }
  }

  private final Map<String, String> names = new LinkedHashMap<>();
  private final Map<String, String> attributeToName = new LinkedHashMap<>();
  private final List<ValueBinding> values = new ArrayList<>();
  private final java.util.Set<String> valuePlaceholders = new java.util.HashSet<>();

  public static Rendered render(AccessPlan plan) {
    return new ExpressionRenderer().renderPlan(plan);
  }

  private Rendered renderPlan(AccessPlan plan) {
    String keyCondition = null;
    if (plan.operation() == AccessPlan.Operation.QUERY) {
      List<String> parts = new ArrayList<>();
      for (KeyCondition k : plan.key()) {
        parts.add(key(k));
      }
      keyCondition = String.join(" AND ", parts);
    }
    List<Fragment> filter = new ArrayList<>();
    if (plan.filter() != null) {
      filter(plan.filter(), filter, false);
    }
    return new Rendered(keyCondition, merge(filter), names, values);
  }

  private String key(KeyCondition k) {
    if (k instanceof AccessPlan.AttributeKey a) {
      List<Fragment> out = new ArrayList<>();
      condition(a.condition(), out);
      return ((Text) out.get(0)).text();
    }
    if (k instanceof AccessPlan.TemplateKey t) {
      String name = name(t.template().column());
      String value = value(":" + sanitize(t.template().column()), new TemplateValue(t));
      return t.complete() ? name + " = " + value : "begins_with(" + name + ", " + value + ")";
    }
    if (k instanceof AccessPlan.TemplateRangeKey r) {
      return range(r);
    }
    AccessPlan.TemplatePrefixKey p = (AccessPlan.TemplatePrefixKey) k;
    String name = name(p.template().column());
    String value = value(":" + sanitize(p.template().column()), new PrefixValue(p));
    return p.template().isConstant() ? name + " = " + value : "begins_with(" + name + ", " + value + ")";
  }

  /**
   * A range on a template placeholder as one sort-key condition. With something before the
   * placeholder the range is closed on both ends ({@code BETWEEN}), so other item kinds never enter;
   * otherwise an open end is a single comparison.
   */
  private String range(AccessPlan.TemplateRangeKey r) {
    String n = name(r.template().column());
    String v = ":" + sanitize(r.template().column());
    boolean prefix = r.hasPrefix();
    return switch (r.range().keyword()) {
      case BETWEEN -> n + " BETWEEN " + bound(v + "_from", r, Bound.LOWER_INCLUSIVE, 0) + " AND "
          + bound(v + "_to", r, Bound.UPPER_INCLUSIVE, 1);
      case GREATER_THAN, AFTER -> prefix
          ? n + " BETWEEN " + bound(v + "_from", r, Bound.LOWER_EXCLUSIVE, 0) + " AND " + bound(v + "_to", r, Bound.PREFIX_END, 0)
          : n + " >= " + bound(v + "_from", r, Bound.LOWER_EXCLUSIVE, 0);
      case GREATER_THAN_EQUAL -> prefix
          ? n + " BETWEEN " + bound(v + "_from", r, Bound.LOWER_INCLUSIVE, 0) + " AND " + bound(v + "_to", r, Bound.PREFIX_END, 0)
          : n + " >= " + bound(v + "_from", r, Bound.LOWER_INCLUSIVE, 0);
      case LESS_THAN, BEFORE -> prefix
          ? n + " BETWEEN " + bound(v + "_from", r, Bound.PREFIX, 0) + " AND " + bound(v + "_to", r, Bound.UPPER_EXCLUSIVE, 0)
          : n + " < " + bound(v + "_to", r, Bound.EXACT, 0);
      case LESS_THAN_EQUAL -> prefix
          ? n + " BETWEEN " + bound(v + "_from", r, Bound.PREFIX, 0) + " AND " + bound(v + "_to", r, Bound.UPPER_INCLUSIVE, 0)
          : n + " <= " + bound(v + "_to", r, Bound.UPPER_INCLUSIVE, 0);
      case STARTING_WITH -> "begins_with(" + n + ", " + bound(v, r, Bound.EXACT, 0) + ")";
      default -> throw new IllegalStateException("not a range: " + r.range().keyword());
    };
  }

  private String bound(String candidate, AccessPlan.TemplateRangeKey r, Bound bound, int argument) {
    return value(candidate, new TemplateBound(r, bound, argument));
  }

  private void filter(Filter f, List<Fragment> out, boolean nested) {
    if (f instanceof AccessPlan.Leaf leaf) {
      condition(leaf.condition(), out);
      return;
    }
    if (f instanceof AccessPlan.PrefixFilter prefix) {
      out.add(new Text(key(prefix.key())));
      return;
    }
    boolean and = f instanceof AccessPlan.And;
    List<Filter> operands = and ? ((AccessPlan.And) f).operands() : ((AccessPlan.Or) f).operands();
    if (nested) {
      out.add(new Text("("));
    }
    for (int i = 0; i < operands.size(); i++) {
      if (i > 0) {
        out.add(new Text(and ? " AND " : " OR "));
      }
      filter(operands.get(i), out, true);
    }
    if (nested) {
      out.add(new Text(")"));
    }
  }

  private void condition(Condition c, List<Fragment> out) {
    String n = path(c);
    List<Parameter> args = c.arguments();
    String text = switch (c.keyword()) {
      case EQUALS -> n + " = " + arg(c, 0);
      case NOT_EQUALS -> n + " <> " + arg(c, 0);
      case LESS_THAN, BEFORE -> n + " < " + arg(c, 0);
      case LESS_THAN_EQUAL -> n + " <= " + arg(c, 0);
      case GREATER_THAN, AFTER -> n + " > " + arg(c, 0);
      case GREATER_THAN_EQUAL -> n + " >= " + arg(c, 0);
      case BETWEEN -> n + " BETWEEN " + arg(c, 0) + " AND " + arg(c, 1);
      case STARTING_WITH -> "begins_with(" + n + ", " + arg(c, 0) + ")";
      case CONTAINING -> "contains(" + n + ", " + arg(c, 0) + ")";
      case NOT_CONTAINING -> "NOT contains(" + n + ", " + arg(c, 0) + ")";
      case TRUE -> n + " = " + value(":true", new BooleanValue(true));
      case FALSE -> n + " = " + value(":false", new BooleanValue(false));
      case IS_NULL -> "attribute_not_exists(" + n + ")";
      case IS_NOT_NULL -> "attribute_exists(" + n + ")";
      case IN, NOT_IN -> null;
      default -> throw new IllegalStateException("unsupported keyword " + c.keyword());
    };
    if (text != null) {
      out.add(new Text(text));
      return;
    }
    String prefix = unique(":" + sanitize(args.get(0).name()));
    valuePlaceholders.add(prefix);
    out.add(new InList(n, prefix, c, args.get(0), c.keyword() == Keyword.NOT_IN));
  }

  private String path(Condition c) {
    List<String> parts = new ArrayList<>();
    for (String attribute : c.property().attributePath()) {
      parts.add(name(attribute));
    }
    return String.join(".", parts);
  }

  private String arg(Condition c, int index) {
    Parameter p = c.arguments().get(index);
    return value(":" + sanitize(p.name()), new Argument(c, p));
  }

  private String name(String attribute) {
    String existing = attributeToName.get(attribute);
    if (existing != null) {
      return existing;
    }
    String candidate = "#" + sanitize(attribute);
    String placeholder = candidate;
    for (int i = 1; names.containsKey(placeholder); i++) {
      placeholder = candidate + "_" + i;
    }
    names.put(placeholder, attribute);
    attributeToName.put(attribute, placeholder);
    return placeholder;
  }

  private String value(String candidate, ValueSource source) {
    if (source instanceof BooleanValue && valuePlaceholders.contains(candidate)) {
      return candidate;
    }
    String placeholder = unique(candidate);
    valuePlaceholders.add(placeholder);
    values.add(new ValueBinding(placeholder, source));
    return placeholder;
  }

  private String unique(String candidate) {
    String placeholder = candidate;
    for (int i = 1; valuePlaceholders.contains(placeholder); i++) {
      placeholder = candidate + "_" + i;
    }
    return placeholder;
  }

  private static String sanitize(String s) {
    if (s.isEmpty()) {
      return "v";
    }
    char[] clean = s.toCharArray();
    for (int i = 0; i < clean.length; i++) {
      char c = clean[i];
      if (!(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_')) {
        clean[i] = '_';
      }
    }
    return new String(clean);
  }

  /** Joins adjacent text fragments. */
  private static List<Fragment> merge(List<Fragment> fragments) {
    List<Fragment> merged = new ArrayList<>();
    StringBuilder text = new StringBuilder();
    for (Fragment f : fragments) {
      if (f instanceof Text t) {
        text.append(t.text());
      } else {
        if (text.length() > 0) {
          merged.add(new Text(text.toString()));
          text.setLength(0);
        }
        merged.add(f);
      }
    }
    if (text.length() > 0) {
      merged.add(new Text(text.toString()));
    }
    return merged;
  }
}
