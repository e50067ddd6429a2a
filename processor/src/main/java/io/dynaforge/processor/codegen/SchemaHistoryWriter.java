package io.dynaforge.processor.codegen;

import io.dynaforge.processor.model.TableHistory;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Writes the schema history file of one table, {@code <folder>/<table>.json}: JSON made to be
 * committed and reviewed as a diff, one fact a line (a kind's key, a derived column, the text form of a
 * template placeholder, an index's key schema, a kind an index holds), everything sorted by name,
 * two-space indentation, {@code \n} line ends and a final newline, so that the same model always gives
 * the same bytes.
 *
 * <p>A kind's placeholders are listed apart from its keys and columns, each under
 * {@code "<attribute> {<property>}"} ({@code "sk {orderNo}"}), so that a file written before they were
 * recorded gains their lines (and a comma on the line before) and keeps every other.
 *
 * <p>An encrypted kind lists the encryption SDK's action of each attribute it writes under
 * {@code "actions"} ({@code "card": "ENCRYPT_AND_SIGN"}), one a line; a kind that is not encrypted has
 * no such field, so the files of unencrypted tables are those written before actions were recorded.
 */
public final class SchemaHistoryWriter {

  /** The format version, the file's first field; a file of another version is not read. */
  public static final int FORMAT = 1;

  private SchemaHistoryWriter() {}

  /** The file's text. */
  public static String write(TableHistory table) {
    StringBuilder out = new StringBuilder("{\n");
    List<String> fields = new ArrayList<>();
    fields.add(field(1, "dynaforgeSchemaHistory", String.valueOf(FORMAT)));
    fields.add(field(1, "about", JsonText.quote("The stored model of table '" + table.tableName()
        + "' as the Dynaforge processor last accepted it. Commit this file: the build compares the model with it"
        + " (docs/evolution.md, Schema history).")));
    fields.add(field(1, "table", JsonText.quote(table.tableName())));
    fields.add(field(1, "keySchema", inlineArray(table.keySchema())));
    if (table.timeToLive() != null) {
      fields.add(field(1, "timeToLive", JsonText.quote(table.timeToLive())));
    }
    fields.add(field(1, "stream", JsonText.quote(table.stream())));
    List<String> kinds = new ArrayList<>();
    table.kinds().forEach((name, kind) -> kinds.add(field(2, name, kind(kind))));
    fields.add(field(1, "kinds", block(kinds, 1)));
    List<String> indexes = new ArrayList<>();
    table.indexes().forEach((name, index) -> indexes.add(field(2, name, index(index))));
    fields.add(field(1, "indexes", block(indexes, 1)));
    out.append(String.join(",\n", fields)).append("\n}\n");
    return out.toString();
  }

  private static String kind(TableHistory.Kind kind) {
    List<String> fields = new ArrayList<>();
    fields.add(field(3, "partitionKey", key(kind.partitionKey())));
    if (kind.sortKey() != null) {
      fields.add(field(3, "sortKey", key(kind.sortKey())));
    }
    if (!kind.columns().isEmpty()) {
      List<String> columns = new ArrayList<>();
      kind.columns().forEach((name, column) -> columns.add(field(4, name, column(column))));
      fields.add(field(3, "columns", block(columns, 3)));
    }
    Map<String, TableHistory.Placeholder> placeholders = new TreeMap<>();
    placeholders.putAll(placeholders(kind.partitionKey().attribute(), kind.partitionKey().placeholders()));
    if (kind.sortKey() != null) {
      placeholders.putAll(placeholders(kind.sortKey().attribute(), kind.sortKey().placeholders()));
    }
    kind.columns().forEach((name, column) -> placeholders.putAll(placeholders(name, column.placeholders())));
    if (!placeholders.isEmpty()) {
      List<String> lines = new ArrayList<>();
      placeholders.forEach((name, placeholder) -> lines.add(field(4, name, placeholder(placeholder))));
      fields.add(field(3, "placeholders", block(lines, 3)));
    }
    if (!kind.actions().isEmpty()) {
      List<String> lines = new ArrayList<>();
      kind.actions().forEach((attribute, action) -> lines.add(field(4, attribute, JsonText.quote(action.name()))));
      fields.add(field(3, "actions", block(lines, 3)));
    }
    return block(fields, 2);
  }

  /** The placeholders of one attribute's template, each named {@code <attribute> {<property>}}. */
  private static Map<String, TableHistory.Placeholder> placeholders(String attribute,
      Map<String, TableHistory.Placeholder> placeholders) {
    Map<String, TableHistory.Placeholder> named = new TreeMap<>();
    placeholders.forEach((property, placeholder) -> named.put(placeholderName(attribute, property), placeholder));
    return named;
  }

  /** {@code sk {orderNo}}: how the file names a placeholder of an attribute's template. */
  public static String placeholderName(String attribute, String property) {
    return attribute + " {" + property + "}";
  }

  private static String placeholder(TableHistory.Placeholder placeholder) {
    Map<String, String> fields = new java.util.LinkedHashMap<>();
    fields.put("type", JsonText.quote(placeholder.type()));
    if (placeholder.width() > 0) {
      fields.put("width", String.valueOf(placeholder.width()));
    }
    if (placeholder.converter() != null) {
      fields.put("converter", JsonText.quote(placeholder.converter()));
    }
    if (placeholder.isEnum()) {
      fields.put("enum", "true");
    }
    return inlineObject(fields);
  }

  private static String key(TableHistory.Key key) {
    Map<String, String> fields = new java.util.LinkedHashMap<>();
    fields.put("attribute", JsonText.quote(key.attribute()));
    fields.put("type", JsonText.quote(key.type()));
    if (key.template() != null) {
      fields.put("template", JsonText.quote(key.template()));
    }
    return inlineObject(fields);
  }

  private static String column(TableHistory.Column column) {
    Map<String, String> fields = new java.util.LinkedHashMap<>();
    fields.put("type", JsonText.quote(column.type()));
    if (column.template() != null) {
      fields.put("template", JsonText.quote(column.template()));
    }
    if (column.sparse()) {
      fields.put("sparse", "true");
    }
    if (column.timeToLive() != null) {
      fields.put("timeToLive", JsonText.quote(column.timeToLive()));
    }
    return inlineObject(fields);
  }

  private static String index(TableHistory.Index index) {
    List<String> fields = new ArrayList<>();
    fields.add(field(3, "type", JsonText.quote(index.local() ? "LOCAL" : "GLOBAL")));
    fields.add(field(3, "keySchema", inlineArray(index.keySchema())));
    fields.add(field(3, "projection", JsonText.quote(index.projection())));
    if (!index.nonKeyAttributes().isEmpty()) {
      fields.add(field(3, "nonKeyAttributes", inlineArray(index.nonKeyAttributes())));
    }
    List<String> kinds = new ArrayList<>();
    index.kinds().forEach(k -> kinds.add("  ".repeat(4) + JsonText.quote(k)));
    fields.add(field(3, "kinds", kinds.isEmpty() ? "[]" : "[\n" + String.join(",\n", kinds) + "\n" + "  ".repeat(3) + "]"));
    return block(fields, 2);
  }

  private static String field(int depth, String name, String value) {
    return "  ".repeat(depth) + JsonText.quote(name) + ": " + value;
  }

  /** An object of the given fields (already indented), closed at {@code depth}. */
  private static String block(List<String> fields, int depth) {
    return fields.isEmpty() ? "{}" : "{\n" + String.join(",\n", fields) + "\n" + "  ".repeat(depth) + "}";
  }

  private static String inlineArray(List<String> values) {
    List<String> quoted = new ArrayList<>();
    values.forEach(v -> quoted.add(JsonText.quote(v)));
    return "[" + String.join(", ", quoted) + "]";
  }

  private static String inlineObject(Map<String, String> fields) {
    List<String> pairs = new ArrayList<>();
    fields.forEach((name, value) -> pairs.add(JsonText.quote(name) + ": " + value));
    return "{" + String.join(", ", pairs) + "}";
  }
}
