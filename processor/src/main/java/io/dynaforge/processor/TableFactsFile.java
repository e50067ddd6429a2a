package io.dynaforge.processor;

import io.dynaforge.processor.validation.SecondaryIndexValidator.KeyAttribute;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The text of {@value #PATH}: the {@link TableFacts} of every entity and view the output's
 * {@code EntityMapper} listing registers, one line each, sorted by qualified name, so that the same
 * types give the same bytes whether a full or an incremental build wrote it. It is the processor's
 * own record for the next incremental compilation of the same output; nothing reads it at run time.
 *
 * <p>A line is twelve tab-separated fields: {@code entity} or {@code view}, the mapper, the qualified
 * and simple names, the table, the partition and sort keys ({@code name:type}, comma-separated), the
 * index, {@code local} or {@code global}, the projection, the {@code @TimeToLive} attribute and the
 * mapped attributes (comma-separated), then, for an entity that declares a stream, a thirteenth: its
 * {@code @Table(stream)} view (a line without it declares none, so files of entities without streams
 * are those of earlier processors); an absent value is empty. An entity's {@code @TableIndex}es follow
 * its line, each an {@code index} line of the same twelve fields (the entity's names, the index's keys,
 * name, kind and projection, and its {@code include} attributes as the mapped ones); a processor that
 * does not know them skips them. {@code %}, tab, line breaks,
 * {@code ,} and {@code :} in a value are written as {@code %XX}. The first line names the format; a
 * file in another format is not read (the types are then read from their class files).
 */
final class TableFactsFile {

  static final String PATH = "META-INF/dynaforge/tables";
  static final String HEADER = "# dynaforge table facts 1: read by the next incremental compilation, not at run time";

  private static final int FIELDS = 12;

  private TableFactsFile() {}

  /** The file's text, the facts sorted by qualified name. */
  static String write(Collection<TableFacts> facts) {
    StringBuilder out = new StringBuilder(HEADER).append('\n');
    facts.stream().sorted(Comparator.comparing(TableFacts::qualifiedName)).forEach(f -> {
      List<String> fields = List.of(f.isView() ? "view" : "entity", escape(f.mapper()), escape(f.qualifiedName()),
          escape(f.simpleName()), escape(f.tableName()), keys(f.partition()), keys(f.sort()), optional(f.index()),
          f.isView() ? (f.local() ? "local" : "global") : "", optional(f.projection()), optional(f.timeToLive()),
          list(f.attributes()));
      out.append(String.join("\t", fields));
      if (!f.stream().equals("NONE")) {
        out.append('\t').append(f.stream());
      }
      out.append('\n');
      for (TableFacts index : f.indexes()) {
        out.append(String.join("\t", List.of("index", escape(index.mapper()), escape(index.qualifiedName()),
            escape(index.simpleName()), escape(index.tableName()), keys(index.partition()), keys(index.sort()),
            escape(index.index()), index.local() ? "local" : "global", optional(index.projection()), "",
            list(index.attributes())))).append('\n');
      }
    });
    return out.toString();
  }

  /**
   * The facts of a file's lines, by mapper; empty when the lines are not in this format (no file, an
   * older or a newer processor's), and without any line that does not parse.
   */
  static Map<String, TableFacts> read(List<String> lines) {
    Map<String, TableFacts> facts = new LinkedHashMap<>();
    if (lines.isEmpty() || !lines.get(0).equals(HEADER)) {
      return facts;
    }
    for (String line : lines.subList(1, lines.size())) {
      String[] f = line.split("\t", -1);
      if (f.length == FIELDS && f[0].equals("index") && !f[7].isEmpty()) {
        TableFacts entity = facts.get(unescape(f[1]));
        if (entity != null && !entity.isView()) { // an index line follows its entity's
          facts.put(entity.mapper(), entity.withIndex(new TableFacts(entity.mapper(), entity.qualifiedName(),
              entity.simpleName(), entity.tableName(), unescape(f[7]), f[8].equals("local"),
              f[9].isEmpty() ? "ALL" : unescape(f[9]), keys(f[5]), keys(f[6]), null, list(f[11]), "NONE")));
        }
        continue;
      }
      if ((f.length != FIELDS && f.length != FIELDS + 1) || !(f[0].equals("entity") || f[0].equals("view"))) {
        continue;
      }
      boolean view = f[0].equals("view");
      if (view == f[7].isEmpty()) {
        continue; // a view names its index, an entity none
      }
      TableFacts fact = new TableFacts(unescape(f[1]), unescape(f[2]), unescape(f[3]), unescape(f[4]),
          view ? unescape(f[7]) : null, f[8].equals("local"), f[9].isEmpty() ? null : unescape(f[9]),
          keys(f[5]), keys(f[6]), f[10].isEmpty() ? null : unescape(f[10]), list(f[11]),
          f.length > FIELDS ? f[FIELDS] : "NONE");
      facts.put(fact.mapper(), fact);
    }
    return facts;
  }

  private static String keys(List<KeyAttribute> keys) {
    List<String> out = new ArrayList<>();
    keys.forEach(k -> out.add(escape(k.name()) + ":" + escape(k.type())));
    return String.join(",", out);
  }

  private static List<KeyAttribute> keys(String field) {
    List<KeyAttribute> keys = new ArrayList<>();
    for (String key : split(field)) {
      int colon = key.indexOf(':');
      if (colon > 0) {
        keys.add(new KeyAttribute(unescape(key.substring(0, colon)), unescape(key.substring(colon + 1))));
      }
    }
    return keys;
  }

  private static String list(List<String> values) {
    List<String> out = new ArrayList<>();
    values.forEach(v -> out.add(escape(v)));
    return String.join(",", out);
  }

  private static List<String> list(String field) {
    List<String> values = new ArrayList<>();
    split(field).forEach(v -> values.add(unescape(v)));
    return values;
  }

  private static List<String> split(String field) {
    return field.isEmpty() ? List.of() : List.of(field.split(",", -1));
  }

  private static String optional(String value) {
    return value == null ? "" : escape(value);
  }

  static String escape(String value) {
    StringBuilder out = new StringBuilder(value.length());
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c == '%' || c == '\t' || c == '\n' || c == '\r' || c == ',' || c == ':') {
        out.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
            .append(Character.toUpperCase(Character.forDigit(c & 0xF, 16)));
      } else {
        out.append(c);
      }
    }
    return out.toString();
  }

  static String unescape(String value) {
    if (value.indexOf('%') < 0) {
      return value;
    }
    StringBuilder out = new StringBuilder(value.length());
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      int hex = c == '%' && i + 2 < value.length() ? hexByte(value.charAt(i + 1), value.charAt(i + 2)) : -1;
      if (hex >= 0) {
        out.append((char) hex);
        i += 2;
      } else {
        out.append(c);
      }
    }
    return out.toString();
  }

  private static int hexByte(char high, char low) {
    int h = Character.digit(high, 16);
    int l = Character.digit(low, 16);
    return h < 0 || l < 0 ? -1 : h << 4 | l;
  }
}
