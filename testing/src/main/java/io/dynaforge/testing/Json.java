package io.dynaforge.testing;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.protocols.jsoncore.JsonNode;

/** Writes JSON from the SDK's {@link JsonNode}s, maps and lists (the fault proxy's rewritten bodies). */
final class Json {

  private Json() {}

  static JsonNode node(String json) {
    return JsonNode.parser().parse(json.getBytes(StandardCharsets.UTF_8));
  }

  static String write(Object value) {
    StringBuilder out = new StringBuilder();
    write(value, out);
    return out.toString();
  }

  private static void write(Object value, StringBuilder out) {
    if (value instanceof JsonNode node) {
      if (node.isObject()) {
        write(node.asObject(), out);
      } else if (node.isArray()) {
        write(node.asArray(), out);
      } else if (node.isString()) {
        string(node.asString(), out);
      } else if (node.isNumber()) {
        out.append(node.asNumber());
      } else if (node.isBoolean()) {
        out.append(node.asBoolean());
      } else {
        out.append("null");
      }
    } else if (value instanceof Map<?, ?> map) {
      out.append('{');
      boolean first = true;
      for (Map.Entry<?, ?> e : map.entrySet()) {
        out.append(first ? "" : ",");
        first = false;
        string(e.getKey().toString(), out);
        out.append(':');
        write(e.getValue(), out);
      }
      out.append('}');
    } else if (value instanceof List<?> list) {
      out.append('[');
      for (int i = 0; i < list.size(); i++) {
        out.append(i == 0 ? "" : ",");
        write(list.get(i), out);
      }
      out.append(']');
    } else if (value instanceof String s) {
      string(s, out);
    } else {
      out.append(value);
    }
  }

  private static void string(String s, StringBuilder out) {
    out.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        default -> {
          if (c < 0x20) {
            out.append(String.format("\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    out.append('"');
  }
}
