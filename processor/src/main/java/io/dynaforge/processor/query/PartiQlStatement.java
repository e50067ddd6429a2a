package io.dynaforge.processor.query;

/** What the processor reads from a PartiQL statement it otherwise sends as written. */
public final class PartiQlStatement {

  private PartiQlStatement() {}

  /**
   * The number of {@code ?} parameter markers: a {@code ?} inside a string literal ({@code 'what?'},
   * with {@code ''} as an escaped quote) or a quoted identifier ({@code "what?"}, with {@code ""}) is
   * text, not a marker.
   */
  public static int parameterMarkers(String statement) {
    int markers = 0;
    char quote = 0;
    for (int i = 0; i < statement.length(); i++) {
      char c = statement.charAt(i);
      if (quote != 0) {
        if (c == quote) {
          if (i + 1 < statement.length() && statement.charAt(i + 1) == quote) {
            i++; // an escaped quote inside the literal
          } else {
            quote = 0;
          }
        }
      } else if (c == '\'' || c == '"') {
        quote = c;
      } else if (c == '?') {
        markers++;
      }
    }
    return markers;
  }
}
