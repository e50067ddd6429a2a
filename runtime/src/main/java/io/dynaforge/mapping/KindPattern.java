package io.dynaforge.mapping;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Which items belong to an entity kind: the shape of its whole key templates, column by column, as
 * the processor read them. {@code ORDER#{orderId}#LINE#{line:3}} on {@code sk} is the literal
 * {@code ORDER#}, any text, the literal {@code #LINE#}, then exactly three digits.
 *
 * <p>Generated mappers return one from {@link EntityMapper#kindPattern()}, written as column and
 * pattern pairs, where a placeholder is {@code {*}} (any text), {@code {i}} (an integral number, as
 * an unpadded placeholder writes it) or {@code {3}} (exactly three digits, a padded placeholder).
 * Literals never hold braces (templates cannot).
 *
 * <p>A pattern alone cannot tell {@code ORDER#{orderId}} from {@code ORDER#{orderId}#LINE#{line:3}}:
 * any text also matches {@code x#LINE#001}. The runtime decides between the kinds of one table with
 * {@link #specificity()}: of two kinds whose patterns both match an item, the one with more literal
 * text owns it.
 */
public final class KindPattern {

  /** Every item: an entity whose keys are plain properties. */
  public static final KindPattern ANY = new KindPattern(List.of());

  private final List<Column> columns;
  private final int specificity;

  private KindPattern(List<Column> columns) {
    this.columns = List.copyOf(columns);
    int literal = 0;
    for (Column c : columns) {
      literal += c.literalLength;
    }
    this.specificity = literal;
  }

  /**
   * A pattern from {@code column, pattern} pairs, e.g. {@code of("pk", "CUSTOMER#{*}", "sk", "ORDER#{*}")}.
   *
   * @throws IllegalArgumentException when the pairs are uneven or a pattern is malformed
   */
  public static KindPattern of(String... columnsAndPatterns) {
    if (columnsAndPatterns.length % 2 != 0) {
      throw new IllegalArgumentException("column and pattern pairs expected, got " + columnsAndPatterns.length
          + " strings");
    }
    List<Column> columns = new ArrayList<>(columnsAndPatterns.length / 2);
    for (int i = 0; i < columnsAndPatterns.length; i += 2) {
      columns.add(Column.parse(columnsAndPatterns[i], columnsAndPatterns[i + 1]));
    }
    return columns.isEmpty() ? ANY : new KindPattern(columns);
  }

  /** Whether every item is of this kind (no template constrains a key). */
  public boolean isAny() {
    return columns.isEmpty();
  }

  /** The constrained key columns. */
  public List<Column> columns() {
    return columns;
  }

  /** The number of literal characters across the columns: the more, the more specific the kind. */
  public int specificity() {
    return specificity;
  }

  /** Whether the item's key attributes have this kind's shape (a missing or non-string column does not). */
  public boolean matches(Map<String, AttributeValue> item) {
    for (int i = 0, n = columns.size(); i < n; i++) {
      Column column = columns.get(i);
      AttributeValue value = item.get(column.attribute);
      String text = value == null ? null : value.s();
      if (text == null || !column.matches(text)) {
        return false;
      }
    }
    return true;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof KindPattern other && other.columns.equals(columns);
  }

  @Override
  public int hashCode() {
    return columns.hashCode();
  }

  @Override
  public String toString() {
    if (columns.isEmpty()) {
      return "any item";
    }
    StringBuilder text = new StringBuilder();
    for (Column c : columns) {
      if (text.length() > 0) {
        text.append(" and ");
      }
      text.append(c.attribute).append(" ~ \"").append(c.pattern).append('"');
    }
    return text.toString();
  }

  /**
   * One key column's shape.
   */
  public static final class Column {
    private final String attribute;
    private final String pattern;
    /** Literal texts (String), any text ({@link #ANY}), an integer ({@link #INTEGER}) or a digit count (Integer). */
    private final Object[] segments;
    private final int literalLength;
    private final String constant;
    private final String prefix;

    private static final Object ANY = new Object();
    private static final Object INTEGER = new Object();

    private Column(String attribute, String pattern, Object[] segments, int literalLength, String constant,
        String prefix) {
      this.attribute = attribute;
      this.pattern = pattern;
      this.segments = segments;
      this.literalLength = literalLength;
      this.constant = constant;
      this.prefix = prefix;
    }

    static Column parse(String attribute, String pattern) {
      Objects.requireNonNull(attribute, "attribute");
      Objects.requireNonNull(pattern, "pattern");
      java.util.List<Object> segments = new java.util.ArrayList<>();
      int literal = 0;
      int placeholders = 0;
      boolean onlyTrailingText = false;
      int i = 0;
      while (i < pattern.length()) {
        int open = pattern.indexOf('{', i);
        String text = open < 0 ? pattern.substring(i) : pattern.substring(i, open);
        if (text.indexOf('}') >= 0) {
          throw new IllegalArgumentException("unbalanced '}' in the kind pattern \"" + pattern + "\"");
        }
        if (!text.isEmpty()) {
          segments.add(text);
          literal += text.length();
          onlyTrailingText = false;
        }
        if (open < 0) {
          break;
        }
        int close = pattern.indexOf('}', open);
        if (close < 0) {
          throw new IllegalArgumentException("unclosed '{' in the kind pattern \"" + pattern + "\"");
        }
        String code = pattern.substring(open + 1, close);
        placeholders++;
        onlyTrailingText = placeholders == 1 && code.equals("*");
        if (code.equals("*")) {
          segments.add(ANY);
        } else if (code.equals("i")) {
          segments.add(INTEGER);
        } else if (!code.isEmpty() && code.chars().allMatch(Character::isDigit)) {
          segments.add(Integer.parseInt(code));
        } else {
          throw new IllegalArgumentException("unknown placeholder {" + code + "} in the kind pattern \"" + pattern
              + "\" (expected {*}, {i} or a width)");
        }
        i = close + 1;
      }
      String constant = placeholders == 0 ? pattern : null;
      String prefix = onlyTrailingText ? pattern.substring(0, pattern.indexOf('{')) : null;
      return new Column(attribute, pattern, segments.toArray(), literal, constant, prefix);
    }

    /** The key attribute. */
    public String attribute() {
      return attribute;
    }

    /** The pattern as generated, {@code ORDER#{*}#LINE#{3}}. */
    public String pattern() {
      return pattern;
    }

    /** The value every item of the kind has in this column (a template without placeholders), or null. */
    public String constant() {
      return constant;
    }

    /**
     * The literal every value starts with, when the pattern is that literal followed by any text and
     * nothing else ({@code ORDER#{*}}), so that {@code begins_with} alone is exact; else null.
     */
    public String exactPrefix() {
      return prefix;
    }

    /** The literal every value starts with ("" when the pattern starts with a placeholder). */
    public String leadingLiteral() {
      int open = pattern.indexOf('{');
      return open < 0 ? pattern : pattern.substring(0, open);
    }

    boolean matches(String text) {
      if (constant != null) {
        return constant.equals(text);
      }
      if (prefix != null) { // a literal then any text
        return text.startsWith(prefix);
      }
      return matches(text, 0, 0);
    }

    /**
     * Whether {@code text} from {@code at} matches the segments from {@code segment}: literals compared
     * in place, digits counted, and any text ({@code {*}}) tried at each place its following literal
     * occurs (backtracking only there). Allocation-free: every read runs it.
     */
    private boolean matches(String text, int at, int segment) {
      for (int s = segment; s < segments.length; s++) {
        Object part = segments[s];
        if (part instanceof String literal) {
          if (!text.startsWith(literal, at)) {
            return false;
          }
          at += literal.length();
        } else if (part instanceof Integer width) {
          int end = at + width;
          if (end > text.length()) {
            return false;
          }
          for (int i = at; i < end; i++) {
            if (!isDigit(text.charAt(i))) {
              return false;
            }
          }
          at = end;
        } else if (part == INTEGER) {
          int i = at < text.length() && text.charAt(at) == '-' ? at + 1 : at;
          int digits = i;
          while (digits < text.length() && isDigit(text.charAt(digits))) {
            digits++;
          }
          for (int end = digits; end > i; end--) { // the longest run first, shorter ones if the rest fails
            if (matches(text, end, s + 1)) {
              return true;
            }
          }
          return false;
        } else { // ANY
          if (s == segments.length - 1) {
            return true;
          }
          if (segments[s + 1] instanceof String next) {
            for (int from = text.indexOf(next, at); from >= 0; from = text.indexOf(next, from + 1)) {
              if (matches(text, from, s + 1)) {
                return true;
              }
            }
            return false;
          }
          for (int from = at; from <= text.length(); from++) { // any text then a placeholder: try every split
            if (matches(text, from, s + 1)) {
              return true;
            }
          }
          return false;
        }
      }
      return at == text.length();
    }

    private static boolean isDigit(char c) {
      return c >= '0' && c <= '9';
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Column other && other.attribute.equals(attribute) && other.pattern.equals(pattern);
    }

    @Override
    public int hashCode() {
      return attribute.hashCode() * 31 + pattern.hashCode();
    }
  }
}
