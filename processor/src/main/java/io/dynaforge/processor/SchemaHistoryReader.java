package io.dynaforge.processor;

import io.dynaforge.processor.codegen.SchemaHistoryWriter;
import io.dynaforge.processor.model.TableHistory;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Reads the text {@code SchemaHistoryWriter} writes back into a {@link TableHistory}. Any JSON
 * layout is accepted (a user may reformat the file); a file that is not JSON, is of another format
 * version, or misses a fact the comparison needs (a merge conflict left in it, a hand edit) is
 * {@link Unreadable}, with the reason and, where there is one, the line.
 */
final class SchemaHistoryReader {

  /** Why a history file cannot be read. */
  static final class Unreadable extends Exception {
    private static final long serialVersionUID = 1L;

    Unreadable(String reason) {
      super(reason);
    }
  }

  private SchemaHistoryReader() {}

  static TableHistory read(String text) throws Unreadable {
    Map<String, Object> root = object(new Parser(text).document(), "the file");
    Object format = root.get("dynaforgeSchemaHistory");
    if (!String.valueOf(SchemaHistoryWriter.FORMAT).equals(format)) {
      throw new Unreadable("it is not in the format this processor writes (\"dynaforgeSchemaHistory\": "
          + SchemaHistoryWriter.FORMAT + "), but " + (format == null ? "names none" : "in format " + format));
    }
    Map<String, TableHistory.Kind> kinds = new TreeMap<>();
    for (Map.Entry<String, Object> kind : object(root.getOrDefault("kinds", Map.of()), "\"kinds\"").entrySet()) {
      kinds.put(kind.getKey(), kind(object(kind.getValue(), "kind " + kind.getKey()), kind.getKey()));
    }
    Map<String, TableHistory.Index> indexes = new TreeMap<>();
    Map<String, Object> indexObjects = object(root.getOrDefault("indexes", Map.of()), "\"indexes\"");
    for (Map.Entry<String, Object> index : indexObjects.entrySet()) {
      indexes.put(index.getKey(), index(object(index.getValue(), "index " + index.getKey()), index.getKey()));
    }
    return new TableHistory(string(root, "table", "the file"), strings(root.get("keySchema"), "\"keySchema\""),
        optionalString(root, "timeToLive", "the file"), optionalString(root, "stream", "the file"),
        new TreeMap<>(kinds), new TreeMap<>(indexes));
  }

  private static TableHistory.Kind kind(Map<String, Object> kind, String name) throws Unreadable {
    Map<String, TableHistory.Column> columns = new TreeMap<>();
    for (Map.Entry<String, Object> column : object(kind.getOrDefault("columns", Map.of()), "the columns of " + name)
        .entrySet()) {
      String where = "column " + column.getKey() + " of " + name;
      Map<String, Object> c = object(column.getValue(), where);
      String template = optionalString(c, "template", where);
      String timeToLive = optionalString(c, "timeToLive", where);
      if ((template == null) == (timeToLive == null)) {
        throw new Unreadable(where + " names neither a template nor a time-to-live property, or both");
      }
      columns.put(column.getKey(), new TableHistory.Column(string(c, "type", where), template,
          Boolean.TRUE.equals(c.get("sparse")), timeToLive));
    }
    Object sortKey = kind.get("sortKey");
    return new TableHistory.Kind(key(object(kind.get("partitionKey"), "the partition key of " + name)),
        sortKey == null ? null : key(object(sortKey, "the sort key of " + name)), columns);
  }

  private static TableHistory.Key key(Map<String, Object> key) throws Unreadable {
    return new TableHistory.Key(string(key, "attribute", "a key"), string(key, "type", "a key"),
        optionalString(key, "template", "a key"));
  }

  private static TableHistory.Index index(Map<String, Object> index, String name) throws Unreadable {
    String where = "index " + name;
    String type = string(index, "type", where);
    if (!type.equals("GLOBAL") && !type.equals("LOCAL")) {
      throw new Unreadable(where + " has the type '" + type + "', neither GLOBAL nor LOCAL");
    }
    return new TableHistory.Index(type.equals("LOCAL"), strings(index.get("keySchema"), "the key schema of " + where),
        string(index, "projection", where), strings(index.getOrDefault("nonKeyAttributes", List.of()), where),
        strings(index.getOrDefault("kinds", List.of()), "the kinds of " + where));
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> object(Object value, String where) throws Unreadable {
    if (value instanceof Map<?, ?> map) {
      return (Map<String, Object>) map;
    }
    throw new Unreadable(where + " is " + (value == null ? "missing" : "not an object"));
  }

  private static String string(Map<String, Object> object, String field, String where) throws Unreadable {
    String value = optionalString(object, field, where);
    if (value == null) {
      throw new Unreadable(where + " has no \"" + field + "\"");
    }
    return value;
  }

  private static String optionalString(Map<String, Object> object, String field, String where) throws Unreadable {
    Object value = object.get(field);
    if (value == null || value instanceof String) {
      return (String) value;
    }
    throw new Unreadable("\"" + field + "\" of " + where + " is not a string");
  }

  private static List<String> strings(Object value, String where) throws Unreadable {
    if (!(value instanceof List<?> list)) {
      throw new Unreadable(where + " is " + (value == null ? "missing" : "not an array"));
    }
    List<String> strings = new ArrayList<>();
    for (Object element : list) {
      if (!(element instanceof String s)) {
        throw new Unreadable(where + " holds something other than strings");
      }
      strings.add(s);
    }
    return strings;
  }

  /**
   * A small JSON parser: objects (as ordered maps; a repeated name is an error), arrays, strings,
   * {@code true}/{@code false}/{@code null}, and numbers (kept as their text).
   */
  private static final class Parser {
    private final String text;
    private int at;

    Parser(String text) {
      this.text = text;
    }

    Object document() throws Unreadable {
      Object value = value();
      space();
      if (at < text.length()) {
        throw error("unexpected text after the end of the object");
      }
      return value;
    }

    private Object value() throws Unreadable {
      space();
      if (at >= text.length()) {
        throw error("the file ends too early");
      }
      char c = text.charAt(at);
      switch (c) {
        case '{' -> {
          return object();
        }
        case '[' -> {
          return array();
        }
        case '"' -> {
          return string();
        }
        default -> {
          int start = at;
          while (at < text.length() && "+-.0123456789eEtruefalsn".indexOf(text.charAt(at)) >= 0) {
            at++;
          }
          String word = text.substring(start, at);
          if (word.equals("true") || word.equals("false")) {
            return Boolean.valueOf(word);
          }
          if (word.equals("null")) {
            return null;
          }
          if (!word.isEmpty() && word.matches("-?[0-9]+(\\.[0-9]+)?([eE][+-]?[0-9]+)?")) {
            return word;
          }
          at = start;
          throw error("unexpected '" + c + "'");
        }
      }
    }

    private Map<String, Object> object() throws Unreadable {
      Map<String, Object> fields = new LinkedHashMap<>();
      at++; // {
      space();
      if (peek() == '}') {
        at++;
        return fields;
      }
      while (true) {
        space();
        if (peek() != '"') {
          throw error("a field name was expected");
        }
        int nameAt = at;
        String name = string();
        space();
        expect(':');
        Object value = value();
        if (fields.containsKey(name)) {
          at = nameAt;
          throw error("the field \"" + name + "\" appears twice");
        }
        fields.put(name, value);
        space();
        if (peek() == ',') {
          at++;
        } else {
          expect('}');
          return fields;
        }
      }
    }

    private List<Object> array() throws Unreadable {
      List<Object> values = new ArrayList<>();
      at++; // [
      space();
      if (peek() == ']') {
        at++;
        return values;
      }
      while (true) {
        values.add(value());
        space();
        if (peek() == ',') {
          at++;
        } else {
          expect(']');
          return values;
        }
      }
    }

    private String string() throws Unreadable {
      at++; // "
      StringBuilder out = new StringBuilder();
      while (at < text.length()) {
        char c = text.charAt(at++);
        if (c == '"') {
          return out.toString();
        }
        if (c == '\n') {
          break;
        }
        if (c != '\\') {
          out.append(c);
          continue;
        }
        if (at >= text.length()) {
          break;
        }
        char e = text.charAt(at++);
        switch (e) {
          case '"', '\\', '/' -> out.append(e);
          case 'n' -> out.append('\n');
          case 'r' -> out.append('\r');
          case 't' -> out.append('\t');
          case 'b' -> out.append('\b');
          case 'f' -> out.append('\f');
          case 'u' -> {
            if (at + 4 > text.length()) {
              throw error("a \\u escape is cut short");
            }
            try {
              out.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
            } catch (NumberFormatException notHex) {
              throw error("a \\u escape is not hexadecimal");
            }
            at += 4;
          }
          default -> throw error("the escape \\" + e + " is not JSON");
        }
      }
      throw error("a string is not closed on its line");
    }

    private void expect(char c) throws Unreadable {
      space();
      if (peek() != c) {
        throw error("'" + c + "' was expected");
      }
      at++;
    }

    private char peek() {
      return at < text.length() ? text.charAt(at) : '\0';
    }

    private void space() {
      while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
        at++;
      }
    }

    private Unreadable error(String reason) {
      if (at >= text.length()) {
        reason = "the file ends too early"; // whatever was expected next
      }
      int line = 1;
      for (int i = 0; i < Math.min(at, text.length()); i++) {
        if (text.charAt(i) == '\n') {
          line++;
        }
      }
      return new Unreadable("line " + line + ": " + reason);
    }
  }
}
