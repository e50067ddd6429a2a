package io.dynaforge.processor.model;

import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.AnnotationMirror;

/**
 * A parsed {@code @SortKeyTemplate}: literal segments and {@code {property}} placeholders.
 *
 * @param annotation the annotation, for diagnostics
 * @param template the template text as written
 * @param column the attribute it composes ({@code sk} when {@code column} is empty)
 * @param targetsBaseSortKey whether it composes the base-table sort key
 * @param segments literals and placeholders, in order
 * @param syntaxError why the template cannot be parsed (an unclosed brace), or null
 */
public record KeyTemplate(
    AnnotationMirror annotation,
    String template,
    String column,
    boolean targetsBaseSortKey,
    List<Segment> segments,
    String syntaxError) {

  /** The base-table sort key attribute a template composes when {@code column} is empty. */
  public static final String BASE_SORT_KEY = "sk";

  public KeyTemplate {
    segments = List.copyOf(segments);
  }

  /** A piece of the template. */
  public sealed interface Segment {}

  /** Fixed text. */
  public record Literal(String text) implements Segment {}

  /** A {@code {property}} placeholder. */
  public record Placeholder(String property) implements Segment {}

  public List<String> placeholders() {
    List<String> names = new ArrayList<>();
    for (Segment s : segments) {
      if (s instanceof Placeholder p) {
        names.add(p.property());
      }
    }
    return names;
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

  /** Parses a template; never throws (a syntax problem is recorded). */
  public static KeyTemplate parse(AnnotationMirror annotation, String template, String column) {
    List<Segment> segments = new ArrayList<>();
    String error = null;
    StringBuilder literal = new StringBuilder();
    int i = 0;
    while (i < template.length()) {
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
        segments.add(new Placeholder(template.substring(i + 1, close).trim()));
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
    return new KeyTemplate(annotation, template, base ? BASE_SORT_KEY : column, base, segments, error);
  }

  /** {@code sk} gives {@code sk}; {@code GSI1SK} gives {@code gsi1sk}; {@code gsi1_sk} gives {@code gsi1Sk}. */
  public String methodName() {
    StringBuilder out = new StringBuilder();
    boolean upper = false;
    boolean allUpper = column.equals(column.toUpperCase(java.util.Locale.ROOT));
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
