package io.dynaforge.processor.query;

import io.dynaforge.processor.model.KeyTemplate;
import io.dynaforge.processor.model.QueryMethod.Parameter;
import java.util.List;

/**
 * How a repository method reads DynamoDB, decided at build time. The same plan produces the
 * compiler's messages, the generated code and the access-pattern report, so what the compiler says
 * is what runs.
 *
 * @param operation GetItem, Query or Scan
 * @param tableName the logical table
 * @param indexName the index, or null for the base table
 * @param key the key: GetItem's full key, or Query's key conditions
 * @param filter what is filtered after reading, or null
 * @param scanIndexForward the requested order, or null for DynamoDB's default (ascending)
 * @param top {@code First}/{@code Top<N>}, or 0
 * @param limitParameter a {@code Limit} parameter, or null
 * @param scrollParameter a {@code ScrollPosition} parameter, or null
 * @param scanOptIn {@code @AllowScan} on a Scan
 * @param reading how the method name was read, for messages and the report
 * @param scanReason why it cannot be a Query (Scan only)
 */
public record AccessPlan(
    Operation operation,
    String tableName,
    String indexName,
    List<KeyCondition> key,
    Filter filter,
    Boolean scanIndexForward,
    int top,
    Parameter limitParameter,
    Parameter scrollParameter,
    boolean scanOptIn,
    String reading,
    String scanReason) {

  public AccessPlan {
    key = List.copyOf(key);
  }

  /** A plan of {@code operation} on the table (and index) with the reading it reports; the rest optional. */
  public static Builder builder(Operation operation, String tableName, String indexName, String reading) {
    return new Builder(operation, tableName, indexName, reading);
  }

  /** Builds an {@link AccessPlan}: what a plan does not set is absent (no key, no filter, no limit, ...). */
  public static final class Builder {
    private final Operation operation;
    private final String tableName;
    private final String indexName;
    private final String reading;
    private List<KeyCondition> key = List.of();
    private Filter filter;
    private Boolean scanIndexForward;
    private int top;
    private Parameter limitParameter;
    private Parameter scrollParameter;
    private boolean scanOptIn;
    private String scanReason;

    private Builder(Operation operation, String tableName, String indexName, String reading) {
      this.operation = operation;
      this.tableName = tableName;
      this.indexName = indexName;
      this.reading = reading;
    }

    public Builder key(List<KeyCondition> key) {
      this.key = key;
      return this;
    }

    public Builder filter(Filter filter) {
      this.filter = filter;
      return this;
    }

    /** The requested order; unset (null) leaves DynamoDB's default. */
    public Builder scanIndexForward(Boolean scanIndexForward) {
      this.scanIndexForward = scanIndexForward;
      return this;
    }

    public Builder top(int top) {
      this.top = top;
      return this;
    }

    public Builder limitParameter(Parameter limitParameter) {
      this.limitParameter = limitParameter;
      return this;
    }

    public Builder scrollParameter(Parameter scrollParameter) {
      this.scrollParameter = scrollParameter;
      return this;
    }

    /** A Scan opted into, with why it cannot be a Query. */
    public Builder scan(boolean optIn, String reason) {
      this.scanOptIn = optIn;
      this.scanReason = reason;
      return this;
    }

    public AccessPlan build() {
      return new AccessPlan(operation, tableName, indexName, key, filter, scanIndexForward, top, limitParameter,
          scrollParameter, scanOptIn, reading, scanReason);
    }
  }

  /**
   * Whether the method's arguments compose a key through a key template, which refuses values it
   * cannot compose (a placeholder value containing the literal after it, a padded number outside its
   * width): the generated method turns that refusal into a usage error.
   */
  public boolean composesKeyTemplate() {
    return key.stream().anyMatch(k -> k instanceof TemplateKey t && !t.placeholders().isEmpty()
        || k instanceof TemplateRangeKey);
  }

  /** The DynamoDB operation. */
  public enum Operation {
    GET_ITEM("GetItem"),
    QUERY("Query"),
    SCAN("Scan");

    private final String display;

    Operation(String display) {
      this.display = display;
    }

    public String display() {
      return display;
    }
  }

  /** A predicate on one property path with its arguments. */
  public record Condition(ResolvedProperty property, Keyword keyword, List<Parameter> arguments) {
    public Condition {
      arguments = List.copyOf(arguments);
    }
  }

  /** One part of a key. */
  public sealed interface KeyCondition {}

  /** A key attribute compared directly: equality, or a range on the sort key. */
  public record AttributeKey(Condition condition) implements KeyCondition {}

  /**
   * Equality on a leading subset of a sort-key template's placeholders: {@code sk = value} when all
   * are bound, {@code begins_with(sk, prefix)} otherwise.
   */
  public record TemplateKey(KeyTemplate template, List<Condition> placeholders, boolean complete)
      implements KeyCondition {}

  /**
   * A range on the first template placeholder not bound by equality, as one sort-key condition with
   * exact bounds: {@code sk BETWEEN lower AND upper} (or one comparison when nothing precedes the
   * placeholder), composed from the equalities before it.
   */
  public record TemplateRangeKey(KeyTemplate template, List<Condition> equalities, Condition range)
      implements KeyCondition {
    public TemplateRangeKey {
      equalities = List.copyOf(equalities);
    }

    /** The index of the ranged placeholder among the template's placeholders. */
    public int placeholderIndex() {
      return equalities.size();
    }

    /** Whether the ranged placeholder is the template's last one (then {@code sk(...)} composes it). */
    public boolean lastPlaceholder() {
      return placeholderIndex() == template.placeholders().size() - 1;
    }

    /**
     * The zero-padded width of the ranged placeholder ({@code {line:3}}), or 0: its bounds are then
     * clamped to the width at run time (a value outside it is every value or none, never an error).
     */
    public int paddedWidth() {
      return template.placeholder(template.placeholders().get(placeholderIndex())).width();
    }

    /** Whether anything (a literal, a bound placeholder) precedes the ranged placeholder. */
    public boolean hasPrefix() {
      return template.segmentIndexOfPlaceholder(placeholderIndex()) > 0;
    }

    /** The literal between the ranged placeholder and the next one (or the end), "" when none. */
    public String literalAfter() {
      String literal = template.literalAfter(template.segmentIndexOfPlaceholder(placeholderIndex()));
      return literal == null ? "" : literal;
    }
  }

  /** {@code begins_with(sk, "MATCH#")}: keeps other item kinds of the partition out of the result. */
  public record TemplatePrefixKey(KeyTemplate template, String prefix) implements KeyCondition {}

  /** A filter expression tree. */
  public sealed interface Filter {}

  /** One predicate. */
  public record Leaf(Condition condition) implements Filter {}

  /** {@code begins_with(sk, "MATCH#")} in a Scan's filter: keeps other item kinds out. */
  public record PrefixFilter(TemplatePrefixKey key) implements Filter {}

  /** All of. */
  public record And(List<Filter> operands) implements Filter {}

  /** Any of. */
  public record Or(List<Filter> operands) implements Filter {}
}
