package io.dynaforge.processor;

import io.dynaforge.processor.codegen.SchemaHistoryWriter;
import io.dynaforge.processor.model.AttributeAction;
import io.dynaforge.processor.model.KeyTemplate;
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
    Map<String, Map<String, TableHistory.Placeholder>> placeholders = placeholders(kind, name);
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
          Boolean.TRUE.equals(c.get("sparse")), timeToLive, known(placeholders, column.getKey(), template, where)));
    }
    Object sortKey = kind.get("sortKey");
    TableHistory.Kind read = new TableHistory.Kind(
        key(object(kind.get("partitionKey"), "the partition key of " + name), placeholders, name),
        sortKey == null ? null : key(object(sortKey, "the sort key of " + name), placeholders, name), columns,
        actions(kind, name));
    if (!placeholders.isEmpty()) {
      String attribute = placeholders.keySet().iterator().next();
      throw new Unreadable("the placeholders of " + name + " name '" + attribute + "', which is none of its templates");
    }
    return read;
  }

  /**
   * A kind's {@code "actions"}, by attribute. A kind that is not encrypted, or a file written before
   * actions were recorded, has none: its stored attributes were neither encrypted nor signed.
   */
  private static Map<String, AttributeAction> actions(Map<String, Object> kind, String name) throws Unreadable {
    Map<String, AttributeAction> actions = new TreeMap<>();
    for (Map.Entry<String, Object> entry : object(kind.getOrDefault("actions", Map.of()), "the actions of " + name)
        .entrySet()) {
      Object action = entry.getValue();
      AttributeAction read = null;
      for (AttributeAction a : AttributeAction.values()) {
        if (a.name().equals(action)) {
          read = a;
        }
      }
      if (read == null) {
        throw new Unreadable("the action of " + entry.getKey() + " of " + name
            + " is none of ENCRYPT_AND_SIGN, SIGN_ONLY, DO_NOTHING");
      }
      actions.put(entry.getKey(), read);
    }
    return actions;
  }

  private static TableHistory.Key key(Map<String, Object> key,
      Map<String, Map<String, TableHistory.Placeholder>> placeholders, String kind) throws Unreadable {
    String attribute = string(key, "attribute", "a key");
    String template = optionalString(key, "template", "a key");
    return new TableHistory.Key(attribute, string(key, "type", "a key"), template,
        known(placeholders, attribute, template, "the key " + attribute + " of " + kind));
  }

  /**
   * A kind's {@code "placeholders"}, by attribute then property. A file written before placeholders were
   * recorded has none: their text forms are unknown, and the comparison leaves them alone.
   */
  private static Map<String, Map<String, TableHistory.Placeholder>> placeholders(Map<String, Object> kind,
      String name) throws Unreadable {
    Map<String, Map<String, TableHistory.Placeholder>> placeholders = new TreeMap<>();
    for (Map.Entry<String, Object> entry : object(kind.getOrDefault("placeholders", Map.of()),
        "the placeholders of " + name).entrySet()) {
      String where = "placeholder " + entry.getKey() + " of " + name;
      int brace = entry.getKey().lastIndexOf(" {");
      if (brace <= 0 || !entry.getKey().endsWith("}")) {
        throw new Unreadable(where + " is not named '<attribute> {<property>}'");
      }
      Map<String, Object> p = object(entry.getValue(), where);
      String width = optionalNumber(p, "width", where);
      Object isEnum = p.get("enum");
      if (isEnum != null && !(isEnum instanceof Boolean)) {
        throw new Unreadable("\"enum\" of " + where + " is not true or false");
      }
      placeholders.computeIfAbsent(entry.getKey().substring(0, brace), a -> new TreeMap<>())
          .put(entry.getKey().substring(brace + 2, entry.getKey().length() - 1), new TableHistory.Placeholder(
              string(p, "type", where), width == null ? 0 : Integer.parseInt(width),
              optionalString(p, "converter", where), Boolean.TRUE.equals(isEnum)));
    }
    return placeholders;
  }

  /** Takes the placeholders recorded for an attribute's template out of {@code placeholders}; each must be one of its. */
  private static Map<String, TableHistory.Placeholder> known(
      Map<String, Map<String, TableHistory.Placeholder>> placeholders, String attribute, String template, String where)
      throws Unreadable {
    Map<String, TableHistory.Placeholder> known = placeholders.remove(attribute);
    if (known == null) {
      return Map.of();
    }
    List<String> names = template == null ? List.of()
        : KeyTemplate.parse(null, KeyTemplate.Key.SORT, template, "").placeholders();
    for (String property : known.keySet()) {
      if (!names.contains(property)) {
        throw new Unreadable("the placeholder {" + property + "} of " + where + " is not in its template");
      }
    }
    return known;
  }

  private static String optionalNumber(Map<String, Object> object, String field, String where) throws Unreadable {
    Object value = object.get(field);
    if (value == null || value instanceof String s && s.matches("[0-9]{1,2}")) {
      return (String) value;
    }
    throw new Unreadable("\"" + field + "\" of " + where + " is not a whole number below 100");
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
