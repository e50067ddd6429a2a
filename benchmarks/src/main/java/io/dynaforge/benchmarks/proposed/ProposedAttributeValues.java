package io.dynaforge.benchmarks.proposed;

import io.dynaforge.mapping.AttributePath;
import io.dynaforge.mapping.AttributeValues;
import io.dynaforge.mapping.DynamoDbMappingException;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The helpers this benchmark proposes for {@code io.dynaforge.mapping.AttributeValues}: lambda-free
 * string lists and maps, and a typed {@code Instant} reader. Copied here only so that {@link
 * ProposedOrderMapper} can be measured before the runtime has them; delete with it.
 */
public final class ProposedAttributeValues {

  private ProposedAttributeValues() {}

  /** {@code List<String>} (or any collection of strings) as L of S; null elements become NULL. */
  public static AttributeValue stringList(Iterable<String> values) {
    List<AttributeValue> list =
        values instanceof java.util.Collection<?> c ? new ArrayList<>(c.size()) : new ArrayList<>();
    for (String value : values) {
      list.add(value == null ? AttributeValue.createNul(Boolean.TRUE) : AttributeValue.createS(value));
    }
    return AttributeValue.createL(list);
  }

  /** {@code Map<String, String>} as M of S; null values are left out. */
  public static AttributeValue stringMap(Map<String, String> values) {
    Map<String, AttributeValue> map = new HashMap<>(AttributeValues.capacity(values.size()));
    for (Map.Entry<String, String> entry : values.entrySet()) {
      if (entry.getValue() != null) {
        map.put(entry.getKey(), AttributeValue.createS(entry.getValue()));
      }
    }
    return AttributeValue.createM(map);
  }

  public static List<String> readStringList(AttributeValue value, AttributePath path) {
    if (!value.hasL()) {
      throw DynamoDbMappingException.typeMismatch(path, "L", value);
    }
    List<AttributeValue> source = value.l();
    List<String> list = new ArrayList<>(source.size());
    for (AttributeValue av : source) {
      list.add(Boolean.TRUE.equals(av.nul()) ? null : AttributeValues.readS(av, path));
    }
    return list;
  }

  public static Map<String, String> readStringMap(AttributeValue value, AttributePath path) {
    if (!value.hasM()) {
      throw DynamoDbMappingException.typeMismatch(path, "M", value);
    }
    Map<String, AttributeValue> source = value.m();
    Map<String, String> map = new HashMap<>(AttributeValues.capacity(source.size()));
    for (Map.Entry<String, AttributeValue> entry : source.entrySet()) {
      AttributeValue av = entry.getValue();
      map.put(entry.getKey(), Boolean.TRUE.equals(av.nul()) ? null : AttributeValues.readS(av, path));
    }
    return map;
  }

  public static Instant readInstant(AttributeValue value, AttributePath path) {
    String s = AttributeValues.readS(value, path);
    try {
      return Instant.parse(s);
    } catch (DateTimeParseException e) {
      throw DynamoDbMappingException.unreadable(path, "Instant", value, e);
    }
  }
}
