package io.dynaforge.mapping;

import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.time.temporal.TemporalAccessor;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Converts the plain Java values users pass as expression values, PartiQL parameters and cursors to
 * attribute values and back. No reflection: only the types listed on {@link #toAttributeValue}.
 */
public final class AttributeValueConversions {

  private AttributeValueConversions() {}

  /**
   * A plain value as an attribute value: an {@link AttributeValue} as it is; {@code null} as NULL;
   * String, Character, Enum (its name), UUID and java.time values (ISO text) as S; numbers as N;
   * Boolean as BOOL; byte[], SdkBytes and ByteBuffer as B; a Set of strings/numbers/binaries as
   * SS/NS/BS; other collections as L; a Map with String keys as M.
   *
   * @throws IllegalArgumentException for any other type
   */
  public static AttributeValue toAttributeValue(Object value) {
    if (value == null) {
      return AttributeValue.fromNul(Boolean.TRUE);
    }
    if (value instanceof AttributeValue av) {
      return av;
    }
    if (value instanceof String s) {
      return AttributeValue.fromS(s);
    }
    if (value instanceof Number n) {
      return AttributeValue.fromN(n instanceof BigDecimal bd ? bd.toPlainString() : n.toString());
    }
    if (value instanceof Boolean b) {
      return AttributeValue.fromBool(b);
    }
    if (value instanceof Enum<?> e) {
      return AttributeValue.fromS(e.name());
    }
    if (value instanceof Character || value instanceof UUID || value instanceof TemporalAccessor) {
      return AttributeValue.fromS(value.toString());
    }
    if (value instanceof byte[] bytes) {
      return AttributeValue.fromB(SdkBytes.fromByteArray(bytes));
    }
    if (value instanceof SdkBytes bytes) {
      return AttributeValue.fromB(bytes);
    }
    if (value instanceof ByteBuffer buffer) {
      return AttributeValue.fromB(SdkBytes.fromByteBuffer(buffer));
    }
    if (value instanceof Set<?> set && !set.isEmpty()) {
      AttributeValue set1 = toSet(set);
      if (set1 != null) {
        return set1;
      }
    }
    if (value instanceof Collection<?> collection) {
      List<AttributeValue> list = new ArrayList<>(collection.size());
      for (Object element : collection) {
        list.add(toAttributeValue(element));
      }
      return AttributeValue.fromL(list);
    }
    if (value instanceof Map<?, ?> map) {
      Map<String, AttributeValue> m = new LinkedHashMap<>();
      for (Map.Entry<?, ?> entry : map.entrySet()) {
        if (!(entry.getKey() instanceof String key)) {
          throw new IllegalArgumentException("Map keys must be strings to become a DynamoDB M value: " + entry.getKey());
        }
        m.put(key, toAttributeValue(entry.getValue()));
      }
      return AttributeValue.fromM(m);
    }
    throw new IllegalArgumentException(
        "Cannot convert a "
            + value.getClass().getName()
            + " to a DynamoDB attribute value; pass an AttributeValue, a String, a Number, a Boolean,"
            + " bytes, a collection or a map");
  }

  private static AttributeValue toSet(Set<?> set) {
    Object first = set.iterator().next();
    if (first instanceof String) {
      List<String> ss = new ArrayList<>(set.size());
      for (Object o : set) {
        if (!(o instanceof String s)) {
          return null;
        }
        ss.add(s);
      }
      return AttributeValue.fromSs(ss);
    }
    if (first instanceof Number) {
      List<String> ns = new ArrayList<>(set.size());
      for (Object o : set) {
        if (!(o instanceof Number n)) {
          return null;
        }
        ns.add(n instanceof BigDecimal bd ? bd.toPlainString() : n.toString());
      }
      return AttributeValue.fromNs(ns);
    }
    if (first instanceof byte[] || first instanceof SdkBytes) {
      List<SdkBytes> bs = new ArrayList<>(set.size());
      for (Object o : set) {
        if (o instanceof byte[] b) {
          bs.add(SdkBytes.fromByteArray(b));
        } else if (o instanceof SdkBytes b) {
          bs.add(b);
        } else {
          return null;
        }
      }
      return AttributeValue.fromBs(bs);
    }
    return null;
  }

  /** Converts a map of plain values (or attribute values) to attribute values. */
  public static Map<String, AttributeValue> toAttributeValues(Map<String, ?> values) {
    if (values == null || values.isEmpty()) {
      return Map.of();
    }
    Map<String, AttributeValue> converted = new HashMap<>(values.size() * 2);
    for (Map.Entry<String, ?> entry : values.entrySet()) {
      converted.put(entry.getKey(), toAttributeValue(entry.getValue()));
    }
    return converted;
  }

  /**
   * The plain value of a key attribute, as a keyset position holds it: S as String, N as BigDecimal,
   * B as byte[], BOOL as Boolean.
   *
   * @throws IllegalArgumentException for any other type
   */
  public static Object toKeyValue(String name, AttributeValue value) {
    if (value.s() != null) {
      return value.s();
    }
    if (value.n() != null) {
      return new BigDecimal(value.n());
    }
    if (value.b() != null) {
      return value.b().asByteArray();
    }
    if (value.bool() != null) {
      return value.bool();
    }
    throw new IllegalArgumentException(
        "The cursor attribute '" + name + "' has a type a key cannot have: " + value.type());
  }

  /** A short, readable rendering of a key for messages: {@code pk="a", sk=12}. */
  public static String describeKey(Map<String, AttributeValue> key) {
    if (key == null || key.isEmpty()) {
      return "{}";
    }
    StringBuilder text = new StringBuilder("{");
    for (Map.Entry<String, AttributeValue> entry : key.entrySet()) {
      if (text.length() > 1) {
        text.append(", ");
      }
      text.append(entry.getKey()).append('=').append(describeValue(entry.getValue()));
    }
    return text.append('}').toString();
  }

  static String describeValue(AttributeValue value) {
    if (value == null) {
      return "null";
    }
    if (value.s() != null) {
      return '"' + value.s() + '"';
    }
    if (value.n() != null) {
      return value.n();
    }
    if (value.b() != null) {
      return "b64:" + Base64.getEncoder().encodeToString(value.b().asByteArray());
    }
    if (value.bool() != null) {
      return value.bool().toString();
    }
    return String.valueOf(value.type());
  }
}
