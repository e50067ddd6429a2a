package io.dynaforge.processor.codegen;

/** JSON string literals for the resources the processor writes (access-pattern reports, CloudFormation). */
final class JsonText {

  private JsonText() {}

  /** {@code text} as a JSON string literal, quotes included. */
  static String quote(String text) {
    StringBuilder b = new StringBuilder(text.length() + 2).append('"');
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '"' -> b.append("\\\"");
        case '\\' -> b.append("\\\\");
        case '\n' -> b.append("\\n");
        case '\r' -> b.append("\\r");
        case '\t' -> b.append("\\t");
        default -> {
          if (c < 0x20) {
            b.append(String.format("\\u%04x", (int) c));
          } else {
            b.append(c);
          }
        }
      }
    }
    return b.append('"').toString();
  }
}
