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
  /** The one column, when the pattern constrains exactly one ({@link #matchesValue}); else null. */
  private final Column sole;

  private KindPattern(List<Column> columns) {
    this.columns = List.copyOf(columns);
    this.sole = columns.size() == 1 ? columns.get(0) : null;
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

  /** The attribute of the one column this pattern constrains, or null when it constrains none or several. */
  public String soleAttribute() {
    return sole != null ? sole.attribute : null;
  }

  /**
   * Whether the value of the one constrained column ({@link #soleAttribute()}) has this kind's shape:
   * {@link #matches} for a caller that read the value once for several kinds.
   *
   * @throws IllegalStateException when the pattern does not constrain exactly one column
   */
  public boolean matchesValue(String text) {
    Column column = sole;
    if (column == null) {
      throw new IllegalStateException("the kind pattern " + this + " does not constrain exactly one column");
    }
    return text != null && column.matches(text);
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

    /**
     * The segments from this index on have a fixed width (literals and padded digits after the last
     * {@code {*}} or {@code {i}}): they are matched at the end of the text, with no search.
     */
    private final int tail;
    /** The number of characters of the fixed-width tail. */
    private final int tailLength;

    private Column(String attribute, String pattern, Object[] segments, int literalLength, String constant,
        String prefix) {
      this.attribute = attribute;
      this.pattern = pattern;
      this.segments = segments;
      this.literalLength = literalLength;
      this.constant = constant;
      this.prefix = prefix;
      int t = segments.length;
      int length = 0;
      while (t > 0 && (segments[t - 1] instanceof String || segments[t - 1] instanceof Integer)) {
        t--;
        length += segments[t] instanceof String literal ? literal.length() : (Integer) segments[t];
      }
      this.tail = t;
      this.tailLength = length;
      // the fixed-width tail as one template: its literal characters, and where a digit goes
      this.tailChars = new char[length];
      this.tailDigit = new boolean[length];
      int at = 0;
      for (int k = t; k < segments.length; k++) {
        if (segments[k] instanceof String literal) {
          literal.getChars(0, literal.length(), tailChars, at);
          at += literal.length();
        } else {
          for (int d = (Integer) segments[k]; d > 0; d--) {
            tailDigit[at++] = true;
          }
        }
      }
      this.head = t == 2 && segments[0] instanceof String literal && segments[1] == ANY ? literal : null;
    }

    /** The tail's characters (literal ones; a digit place holds 0) and its digit places. */
    private final char[] tailChars;
    private final boolean[] tailDigit;
    /**
     * The literal before the one {@code {*}} when the pattern is a literal, any text, then the fixed
     * tail ({@code ORDER#{*}#LINE#{3}}, or no tail: {@code ORDER#{*}}): then a match is a prefix and a
     * suffix test, no search. Else null.
     */
    private final String head;

    /** Whether the text ends with the fixed-width tail, from {@code end}. */
    private boolean tailMatches(String text, int end) {
      for (int i = 0; i < tailChars.length; i++) {
        char c = text.charAt(end + i);
        if (tailDigit[i] ? !isDigit(c) : c != tailChars[i]) {
          return false;
        }
      }
      return true;
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
      int end = text.length() - tailLength;
      if (end < 0 || !tailMatches(text, end)) {
        return false;
      }
      if (head != null) {
        return end >= head.length() && text.startsWith(head);
      }
      return matches(text, 0, 0, tail, end);
    }

    /**
     * Whether {@code text} from {@code at} to {@code end} matches the segments from {@code segment} to
     * {@code stop}: literals compared in place, digits counted, and any text ({@code {*}}) tried at each
     * place its following literal occurs (backtracking only there). Allocation-free: every read runs it.
     */
    private boolean matches(String text, int at, int segment, int stop, int end) {
      for (int s = segment; s < stop; s++) {
        Object part = segments[s];
        if (part instanceof String literal) {
          if (at + literal.length() > end || !text.startsWith(literal, at)) {
            return false;
          }
          at += literal.length();
        } else if (part instanceof Integer width) {
          int last = at + width;
          if (last > end) {
            return false;
          }
          for (int i = at; i < last; i++) {
            if (!isDigit(text.charAt(i))) {
              return false;
            }
          }
          at = last;
        } else if (part == INTEGER) {
          int i = at < end && text.charAt(at) == '-' ? at + 1 : at;
          int digits = i;
          while (digits < end && isDigit(text.charAt(digits))) {
            digits++;
          }
          for (int last = digits; last > i; last--) { // the longest run first, shorter ones if the rest fails
            if (matches(text, last, s + 1, stop, end)) {
              return true;
            }
          }
          return false;
        } else { // ANY
          if (s == stop - 1) {
            return true;
          }
          if (segments[s + 1] instanceof String next) {
            for (int from = text.indexOf(next, at); from >= 0 && from + next.length() <= end;
                from = text.indexOf(next, from + 1)) {
              if (matches(text, from, s + 1, stop, end)) {
                return true;
              }
            }
            return false;
          }
          for (int from = at; from <= end; from++) { // any text then a placeholder: try every split
            if (matches(text, from, s + 1, stop, end)) {
              return true;
            }
          }
          return false;
        }
      }
      return at == end;
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
