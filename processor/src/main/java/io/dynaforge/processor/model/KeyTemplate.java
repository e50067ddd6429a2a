package io.dynaforge.processor.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.lang.model.element.AnnotationMirror;

/**
 * A parsed {@code @SortKeyTemplate} or {@code @PartitionKeyTemplate}: literal segments and
 * {@code {property}} / {@code {property:width}} placeholders.
 *
 * @param annotation the annotation, for diagnostics
 * @param key whether it composes a partition or a sort key attribute
 * @param template the template text as written
 * @param column the attribute it composes (when {@code column} is empty, the table's key attribute:
 *     {@code @Table(partitionKey/sortKey)}, by default {@code pk} or {@code sk})
 * @param base whether it composes the base table's key attribute ({@code column} left empty)
 * @param segments literals and placeholders, in order
 * @param syntaxError why the template cannot be parsed (blank, an unclosed brace, a bad width), or
 *     null
 * @param sparse {@code sparse = true}: a write with a null placeholder leaves the column out
 */
public record KeyTemplate(
    AnnotationMirror annotation,
    Key key,
    String template,
    String column,
    boolean base,
    List<Segment> segments,
    String syntaxError,
    boolean sparse) {

  /**
   * The base-table sort key attribute a sort-key template composes when {@code column} is empty and
   * {@code @Table(sortKey)} names none.
   */
  public static final String BASE_SORT_KEY = "sk";
  /**
   * The base-table partition key attribute a partition-key template composes when {@code column} is
   * empty and {@code @Table(partitionKey)} names none.
   */
  public static final String BASE_PARTITION_KEY = "pk";

  /** Which key attribute a template composes. */
  public enum Key {
    PARTITION("@PartitionKeyTemplate", BASE_PARTITION_KEY),
    SORT("@SortKeyTemplate", BASE_SORT_KEY);

    private final String annotationName;
    private final String baseColumn;

    Key(String annotationName, String baseColumn) {
      this.annotationName = annotationName;
      this.baseColumn = baseColumn;
    }
  }

  public KeyTemplate {
    segments = List.copyOf(segments);
  }

  public KeyTemplate(AnnotationMirror annotation, Key key, String template, String column, boolean base,
      List<Segment> segments, String syntaxError) {
    this(annotation, key, template, column, base, segments, syntaxError, false);
  }

  /** The same template with {@code sparse} as given. */
  public KeyTemplate sparse(boolean sparse) {
    return new KeyTemplate(annotation, key, template, column, base, segments, syntaxError, sparse);
  }

  /** A piece of the template. */
  public sealed interface Segment {}

  /** Fixed text. */
  public record Literal(String text) implements Segment {}

  /**
   * A {@code {property}} placeholder.
   *
   * @param width the zero-padded width of {@code {property:width}}, or 0
   */
  public record Placeholder(String property, int width) implements Segment {
    public boolean padded() {
      return width > 0;
    }
  }

  public boolean targetsBaseSortKey() {
    return key == Key.SORT && base;
  }

  public boolean targetsBasePartitionKey() {
    return key == Key.PARTITION && base;
  }

  /** Whether it composes one of the base table's own key attributes (the item's identity and kind). */
  public boolean targetsBaseKey() {
    return base;
  }

  /** A template without placeholders: every item has the same value, the entity's item kind. */
  public boolean isConstant() {
    return syntaxError == null && placeholders().isEmpty();
  }

  /** {@code @SortKeyTemplate("MATCH#{matchDate}")}, as the annotation was written, for messages. */
  public String display() {
    return key.annotationName + "(\"" + template + "\")";
  }

  public List<String> placeholders() {
    List<String> names = new ArrayList<>();
    for (Segment s : segments) {
      if (s instanceof Placeholder p) {
        names.add(p.property());
      }
    }
    return names;
  }

  /** The placeholder segment of a property, or null. */
  public Placeholder placeholder(String property) {
    for (Segment s : segments) {
      if (s instanceof Placeholder p && p.property().equals(property)) {
        return p;
      }
    }
    return null;
  }

  /** The literal the template starts with, or "" when it starts with a placeholder. */
  public String leadingLiteral() {
    return !segments.isEmpty() && segments.get(0) instanceof Literal l ? l.text() : "";
  }

  /** The literal right after the placeholder at segment index i, or null. */
  public String literalAfter(int segmentIndex) {
    if (segmentIndex + 1 < segments.size() && segments.get(segmentIndex + 1) instanceof Literal l) {
      return l.text();
    }
    return null;
  }

  /** The segment index of the k-th placeholder (0-based). */
  public int segmentIndexOfPlaceholder(int k) {
    int seen = 0;
    for (int i = 0; i < segments.size(); i++) {
      if (segments.get(i) instanceof Placeholder) {
        if (seen == k) {
          return i;
        }
        seen++;
      }
    }
    throw new IndexOutOfBoundsException(k);
  }

  /**
   * The base-table key attribute a template without {@code column} composes: the {@code @Table}'s
   * {@code partitionKey} or {@code sortKey}, else {@code pk} or {@code sk} ({@code table} null: the
   * default).
   */
  public static String baseColumn(AnnotationMirror table, Key key) {
    String named = table == null ? "" : Annotations.string(table, key == Key.PARTITION ? "partitionKey" : "sortKey");
    return named.isEmpty() ? key.baseColumn : named;
  }

  /** Parses a template composing, without {@code column}, the default {@code pk}/{@code sk}. */
  public static KeyTemplate parse(AnnotationMirror annotation, Key key, String template, String column) {
    return parse(annotation, key, template, column, key.baseColumn);
  }

  /**
   * Parses a template; never throws (a syntax problem is recorded). {@code baseColumn} is the table's
   * key attribute it composes when {@code column} is empty ({@code @Table(partitionKey/sortKey)}).
   */
  public static KeyTemplate parse(AnnotationMirror annotation, Key key, String template, String column,
      String baseColumn) {
    List<Segment> segments = new ArrayList<>();
    String error = template.isBlank() ? "it is blank" : null;
    StringBuilder literal = new StringBuilder();
    int i = 0;
    while (error == null && i < template.length()) {
      char c = template.charAt(i);
      if (c == '{') {
        int close = template.indexOf('}', i);
        if (close < 0) {
          error = "the '{' at position " + i + " is never closed";
          break;
        }
        if (literal.length() > 0) {
          segments.add(new Literal(literal.toString()));
          literal.setLength(0);
        }
        String body = template.substring(i + 1, close).trim();
        int colon = body.indexOf(':');
        int width = 0;
        if (colon >= 0) {
          String digits = body.substring(colon + 1).trim();
          body = body.substring(0, colon).trim();
          if (!digits.matches("[1-9][0-9]?")) {
            error = "the width of {" + body + ":" + digits + "} is not a number from 1 to 99";
            break;
          }
          width = Integer.parseInt(digits);
        }
        segments.add(new Placeholder(body, width));
        i = close + 1;
      } else if (c == '}') {
        error = "the '}' at position " + i + " closes no placeholder";
        break;
      } else {
        literal.append(c);
        i++;
      }
    }
    if (error == null && literal.length() > 0) {
      segments.add(new Literal(literal.toString()));
    }
    boolean base = column.isEmpty();
    return new KeyTemplate(annotation, key, template, base ? baseColumn : column, base, segments, error);
  }

  /**
   * The column in lower camel case, the name of its {@code _Keys} composer and of the String property
   * derived queries name it by: {@code sk} gives {@code sk}; {@code PK} gives {@code pk}; {@code GSI1SK}
   * gives {@code gsi1sk}; {@code gsi1_sk} and {@code GSI1-SK} give {@code gsi1Sk}.
   */
  public String methodName() {
    StringBuilder out = new StringBuilder();
    boolean upper = false;
    boolean allUpper = column.equals(column.toUpperCase(Locale.ROOT));
    for (char c : column.toCharArray()) {
      if (!Character.isLetterOrDigit(c)) {
        upper = out.length() > 0;
        continue;
      }
      char d = allUpper ? Character.toLowerCase(c) : c;
      if (out.length() == 0) {
        d = Character.toLowerCase(d);
        if (Character.isDigit(d)) {
          out.append('_');
        }
      }
      out.append(upper ? Character.toUpperCase(d) : d);
      upper = false;
    }
    return out.toString();
  }
}
