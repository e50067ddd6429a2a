package io.dynaforge.processor.codegen;

/**
 * User text (an expression, a statement, a key template, an attribute name) quoted in generated
 * Javadoc. It becomes {@code {@code text}} when javadoc reads that back verbatim, else
 * {@code <code>text</code>} with HTML entities: a {@code *}{@code /} would end the comment, a backslash
 * could start a Unicode escape that javac reads even in comments, and an unbalanced brace would end
 * the inline tag early. Line breaks become spaces, so no line of the comment starts with {@code @}
 * (a block tag). The result always renders as the text itself.
 */
final class JavadocText {
  private JavadocText() {}

  static String code(String text) {
    String line = hasLineBreak(text) ? text.replaceAll("\\s*\\R\\s*", " ") : text;
    return verbatim(line) ? "{@code " + line + "}" : "<code>" + entities(line) + "</code>";
  }

  /** Whether {@code text} holds a character {@code \R} matches (most quoted text has none: no regex then). */
  private static boolean hasLineBreak(String text) {
    for (int i = 0; i < text.length(); i++) {
      switch (text.charAt(i)) {
        case '\n', '\u000B', '\f', '\r', '\u0085', '\u2028', '\u2029' -> {
          return true;
        }
        default -> { }
      }
    }
    return false;
  }

  /** Whether {@code {@code line}} shows {@code line} exactly. */
  private static boolean verbatim(String line) {
    if (line.isBlank() || line.contains("*/") || line.indexOf('\\') >= 0 || line.startsWith(" ")) {
      return false;
    }
    int depth = 0;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == '{') {
        depth++;
      } else if (c == '}' && --depth < 0) {
        return false;
      }
    }
    return depth == 0;
  }

  private static String entities(String line) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      switch (c) {
        case '&' -> b.append("&amp;");
        case '<' -> b.append("&lt;");
        case '>' -> b.append("&gt;");
        case '@' -> b.append("&#64;");
        case '{' -> b.append("&#123;");
        case '}' -> b.append("&#125;");
        case '\\' -> b.append("&#92;");
        case '/' -> b.append(i > 0 && line.charAt(i - 1) == '*' ? "&#47;" : "/");
        default -> b.append(c);
      }
    }
    return b.toString();
  }
}
