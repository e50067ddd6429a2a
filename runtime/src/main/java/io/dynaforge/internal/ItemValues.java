package io.dynaforge.internal;

import io.dynaforge.mapping.AttributePath;
import io.dynaforge.mapping.DynamoDbMappingException;
import io.dynaforge.mapping.ValueReader;
import io.dynaforge.mapping.ValueWriter;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One attribute of an item, null-aware: what a generated mapper calls per property of the common
 * types, so that each property is one short statement. A {@code put} leaves a {@code null} value
 * out of the item; a {@code get} returns {@code null} when the item has no such attribute and
 * otherwise reads it like the {@link AttributeValues} reader of the same type (same checks, same
 * {@link DynamoDbMappingException} naming entity, property and attribute).
 *
 * <p>Each method has its own name (no overloads), and the generic ones take their type from a
 * non-lambda argument (a mapper, a {@link ScalarCodec}): generated code calls them
 * thousands of times in a large model, and javac resolves every call against every overload of its
 * name and attributes every lambda argument separately. Primitive properties and collections whose
 * elements need a lambda keep their explicit code.
 */
public final class ItemValues {

  private ItemValues() {}

  // ---------------------------------------------------------------- writers: null is left out

  public static void putString(Map<String, AttributeValue> item, String attribute, String value) {
    if (value != null) {
      item.put(attribute, AttributeValues.s(value));
    }
  }

  /** A textual type whose stored form is its {@code toString()}: dates and times, UUID, URI, ... */
  public static void putText(Map<String, AttributeValue> item, String attribute, Object value) {
    if (value != null) {
      item.put(attribute, AttributeValues.s(value.toString()));
    }
  }

  /** An enum constant, stored as its {@code name()}. */
  public static void putEnum(Map<String, AttributeValue> item, String attribute, Enum<?> value) {
    if (value != null) {
      item.put(attribute, AttributeValues.s(value.name()));
    }
  }

  public static void putInteger(Map<String, AttributeValue> item, String attribute, Integer value) {
    if (value != null) {
      item.put(attribute, AttributeValues.n((int) value));
    }
  }

  public static void putLong(Map<String, AttributeValue> item, String attribute, Long value) {
    if (value != null) {
      item.put(attribute, AttributeValues.n((long) value));
    }
  }

  public static void putShort(Map<String, AttributeValue> item, String attribute, Short value) {
    if (value != null) {
      item.put(attribute, AttributeValues.n((int) value));
    }
  }

  public static void putByte(Map<String, AttributeValue> item, String attribute, Byte value) {
    if (value != null) {
      item.put(attribute, AttributeValues.n((int) value));
    }
  }

  public static void putDouble(Map<String, AttributeValue> item, String attribute, Double value) {
    if (value != null) {
      item.put(attribute, number(attribute, value));
    }
  }

  public static void putFloat(Map<String, AttributeValue> item, String attribute, Float value) {
    if (value != null) {
      item.put(attribute, number(attribute, value));
    }
  }

  public static void putBigDecimal(Map<String, AttributeValue> item, String attribute, BigDecimal value) {
    if (value != null) {
      item.put(attribute, number(attribute, value));
    }
  }

  public static void putBigInteger(Map<String, AttributeValue> item, String attribute, BigInteger value) {
    if (value != null) {
      item.put(attribute, number(attribute, value));
    }
  }

  /** A number as the attribute stores it; one DynamoDB would refuse is refused naming the attribute. */
  private static AttributeValue number(String attribute, Number value) {
    try {
      return AttributeValues.n(value);
    } catch (io.dynaforge.mapping.DynamoDbMappingException e) {
      throw new io.dynaforge.mapping.DynamoDbMappingException("Attribute '" + attribute + "': " + e.getMessage(), e);
    }
  }

  public static void putBoolean(Map<String, AttributeValue> item, String attribute, Boolean value) {
    if (value != null) {
      item.put(attribute, AttributeValues.bool(value));
    }
  }

  /** {@code @TimeToLive Instant}: N, epoch seconds. */
  public static void putEpochSeconds(Map<String, AttributeValue> item, String attribute, Instant value) {
    if (value != null) {
      item.put(attribute, AttributeValues.epochSeconds(value));
    }
  }

  /** Strings as a list (L) of S, null elements as NULL (see {@link AttributeValues#stringList}). */
  public static void putStringList(Map<String, AttributeValue> item, String attribute, Iterable<String> value) {
    if (value != null) {
      item.put(attribute, AttributeValues.stringList(value));
    }
  }

  /** A {@code Map<String, String>} as M of S (see {@link AttributeValues#stringMap}). */
  public static void putStringMap(Map<String, AttributeValue> item, String attribute, Map<String, String> value) {
    if (value != null) {
      item.put(attribute, AttributeValues.stringMap(value));
    }
  }

  /** Any value with its writer: a nested type's mapper, a converter's value, ... */
  public static <T> void putValue(Map<String, AttributeValue> item, String attribute, T value,
      ValueWriter<? super T> writer) {
    if (value != null) {
      item.put(attribute, writer.write(value));
    }
  }

  /** A list (L), each element written by {@code element} (see {@link AttributeValues#l}). */
  public static <E> void putList(Map<String, AttributeValue> item, String attribute, Iterable<E> value,
      ValueWriter<? super E> element) {
    if (value != null) {
      item.put(attribute, AttributeValues.l(value, element));
    }
  }

  /** A map (M) with string keys, each value written by {@code element} (see {@link AttributeValues#m}). */
  public static <V> void putMap(Map<String, AttributeValue> item, String attribute, Map<String, V> value,
      ValueWriter<? super V> element) {
    if (value != null) {
      item.put(attribute, AttributeValues.m(value, element));
    }
  }

  // ---------------------------------------------------------------- readers: absent is null

  /** Any value with its reader: a nested type's mapper, ... */
  public static <T> T getValue(Map<String, AttributeValue> item, AttributePath path, ValueReader<? extends T> reader) {
    AttributeValue av = item.get(path.attribute());
    return av == null ? null : reader.read(av, path);
  }

  /** A list (L), each element read by {@code element} (see {@link AttributeValues#readL}). */
  public static <E> List<E> getList(Map<String, AttributeValue> item, AttributePath path,
      ValueReader<? extends E> element) {
    AttributeValue av = item.get(path.attribute());
    return av == null ? null : AttributeValues.readL(av, path, element);
  }

  /** A map (M) with string keys, each value read by {@code element} (see {@link AttributeValues#readM}). */
  public static <V> Map<String, V> getMap(Map<String, AttributeValue> item, AttributePath path,
      ValueReader<? extends V> element) {
    AttributeValue av = item.get(path.attribute());
    return av == null ? null : AttributeValues.readM(av, path, element);
  }

  public static String getString(Map<String, AttributeValue> item, AttributePath path) {
    AttributeValue av = item.get(path.attribute());
    return av == null ? null : AttributeValues.readS(av, path);
  }

  public static Integer getInteger(Map<String, AttributeValue> item, AttributePath path) {
    AttributeValue av = item.get(path.attribute());
    return av == null ? null : AttributeValues.readInt(av, path);
  }

  public static Long getLong(Map<String, AttributeValue> item, AttributePath path) {
    AttributeValue av = item.get(path.attribute());
    return av == null ? null : AttributeValues.readLong(av, path);
  }

  public static Short getShort(Map<String, AttributeValue> item, AttributePath path) {
    AttributeValue av = item.get(path.attribute());
    return av == null ? null : AttributeValues.readShort(av, path);
  }

  public static Byte getByte(Map<String, AttributeValue> item, AttributePath path) {
    AttributeValue av = item.get(path.attribute());
    return av == null ? null : AttributeValues.readByte(av, path);
  }

  public static Double getDouble(Map<String, AttributeValue> item, AttributePath path) {
    AttributeValue av = item.get(path.attribute());
    return av == null ? null : AttributeValues.readDouble(av, path);
  }

  public static Float getFloat(Map<String, AttributeValue> item, AttributePath path) {
    AttributeValue av = item.get(path.attribute());
    return av == null ? null : AttributeValues.readFloat(av, path);
  }

  public static BigDecimal getBigDecimal(Map<String, AttributeValue> item, AttributePath path) {
    AttributeValue av = item.get(path.attribute());
    return av == null ? null : AttributeValues.readBigDecimal(av, path);
  }

  public static BigInteger getBigInteger(Map<String, AttributeValue> item, AttributePath path) {
    AttributeValue av = item.get(path.attribute());
    return av == null ? null : AttributeValues.readBigInteger(av, path);
  }

  public static Boolean getBoolean(Map<String, AttributeValue> item, AttributePath path) {
    AttributeValue av = item.get(path.attribute());
    return av == null ? null : AttributeValues.readBool(av, path);
  }

  public static Instant getInstant(Map<String, AttributeValue> item, AttributePath path) {
    AttributeValue av = item.get(path.attribute());
    return av == null ? null : AttributeValues.readInstant(av, path);
  }

  public static LocalDate getLocalDate(Map<String, AttributeValue> item, AttributePath path) {
    AttributeValue av = item.get(path.attribute());
    return av == null ? null : AttributeValues.readLocalDate(av, path);
  }

  public static LocalDateTime getLocalDateTime(Map<String, AttributeValue> item, AttributePath path) {
    AttributeValue av = item.get(path.attribute());
    return av == null ? null : AttributeValues.readLocalDateTime(av, path);
  }

  public static OffsetDateTime getOffsetDateTime(Map<String, AttributeValue> item, AttributePath path) {
    AttributeValue av = item.get(path.attribute());
    return av == null ? null : AttributeValues.readOffsetDateTime(av, path);
  }

  public static ZonedDateTime getZonedDateTime(Map<String, AttributeValue> item, AttributePath path) {
    AttributeValue av = item.get(path.attribute());
    return av == null ? null : AttributeValues.readZonedDateTime(av, path);
  }

  public static UUID getUuid(Map<String, AttributeValue> item, AttributePath path) {
    AttributeValue av = item.get(path.attribute());
    return av == null ? null : AttributeValues.readUuid(av, path);
  }

  /** {@code @TimeToLive Instant}: N, epoch seconds. */
  public static Instant getEpochSeconds(Map<String, AttributeValue> item, AttributePath path) {
    AttributeValue av = item.get(path.attribute());
    return av == null ? null : AttributeValues.readEpochSeconds(av, path);
  }

  public static <E extends Enum<E>> E getEnum(
      Map<String, AttributeValue> item, AttributePath path, Class<E> type) {
    AttributeValue av = item.get(path.attribute());
    return av == null ? null : AttributeValues.readEnum(av, path, type);
  }

  public static List<String> getStringList(Map<String, AttributeValue> item, AttributePath path) {
    AttributeValue av = item.get(path.attribute());
    return av == null ? null : AttributeValues.readStringList(av, path);
  }

  public static Map<String, String> getStringMap(Map<String, AttributeValue> item, AttributePath path) {
    AttributeValue av = item.get(path.attribute());
    return av == null ? null : AttributeValues.readStringMap(av, path);
  }
}
