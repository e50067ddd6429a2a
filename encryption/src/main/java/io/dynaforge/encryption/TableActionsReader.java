package io.dynaforge.encryption;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the processor's {@code META-INF/dynaforge/encryption/<table>.json}: a JSON object of strings,
 * arrays of strings and one object of strings, as {@code EncryptionActionsWriter} writes it. A small
 * parser of that shape, so the module needs no JSON library.
 */
final class TableActionsReader {

  private final String text;
  private final String source;
  private int at;

  private TableActionsReader(String text, String source) {
    this.text = text;
    this.source = source;
  }

  /** The actions in {@code text}; {@code source} names the resource in errors. */
  static TableActions read(String text, String source) {
    return new TableActionsReader(text, source).actions();
  }

  private TableActions actions() {
    String table = null;
    List<String> keys = List.of();
    List<String> kinds = List.of();
    Map<String, String> actions = Map.of();
    List<String> allowedUnsigned = List.of();
    expect('{');
    if (!peek('}')) {
      do {
        String field = string();
        expect(':');
        switch (field) {
          case "table" -> table = string();
          case "keys" -> keys = strings();
          case "kinds" -> kinds = strings();
          case "actions" -> actions = object();
          case "allowedUnsigned" -> allowedUnsigned = strings();
          default -> skip();
        }
      } while (next(','));
    }
    expect('}');
    if (table == null || keys.isEmpty()) {
      throw new IllegalStateException(source + " names no table or no key attributes");
    }
    return new TableActions(table, keys, kinds, actions, allowedUnsigned);
  }

  private List<String> strings() {
    List<String> values = new ArrayList<>();
    expect('[');
    if (!peek(']')) {
      do {
        values.add(string());
      } while (next(','));
    }
    expect(']');
    return values;
  }

  private Map<String, String> object() {
    Map<String, String> values = new LinkedHashMap<>();
    expect('{');
    if (!peek('}')) {
      do {
        String name = string();
        expect(':');
        values.put(name, string());
      } while (next(','));
    }
    expect('}');
    return values;
  }

  /** A value of a field this version does not know: a string, or an array or object of strings. */
  private void skip() {
    if (peek('[')) {
      strings();
    } else if (peek('{')) {
      object();
    } else {
      string();
    }
  }

  private String string() {
    expect('"');
    StringBuilder value = new StringBuilder();
    while (at < text.length()) {
      char c = text.charAt(at++);
      if (c == '"') {
        return value.toString();
      }
      if (c == '\\') {
        char escaped = text.charAt(at++);
        switch (escaped) {
          case 'n' -> value.append('\n');
          case 't' -> value.append('\t');
          case 'r' -> value.append('\r');
          case 'b' -> value.append('\b');
          case 'f' -> value.append('\f');
          case 'u' -> {
            value.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
            at += 4;
          }
          default -> value.append(escaped);
        }
      } else {
        value.append(c);
      }
    }
    throw error("an unterminated string");
  }

  private boolean peek(char c) {
    whitespace();
    return at < text.length() && text.charAt(at) == c;
  }

  private boolean next(char c) {
    if (peek(c)) {
      at++;
      return true;
    }
    return false;
  }

  private void expect(char c) {
    if (!next(c)) {
      throw error("'" + c + "'");
    }
  }

  private void whitespace() {
    while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
      at++;
    }
  }

  private IllegalStateException error(String expected) {
    return new IllegalStateException(source + " is not what dynaforge-processor writes: expected " + expected
        + " at offset " + at);
  }
}
