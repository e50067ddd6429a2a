package io.dynaforge.core.engine;

import java.math.BigDecimal;
import java.util.Map;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A key as DynamoDB compares it (API rule 4): numbers by numeric value ({@code 1.50} = {@code 1.5} =
 * {@code 1.5E0}), strings and binaries by content. Every client-side matching of returned items to
 * requested keys, and every de-duplication of keys before a batch, uses it; two keys that DynamoDB
 * would treat as one are equal here.
 */
final class KeyIdentity {

  private KeyIdentity() {}

  /** The comparable identity of a key (or of an item's key attributes). */
  static Map<String, Object> of(Map<String, AttributeValue> key) {
    Map<String, Object> identity = new TreeMap<>();
    for (Map.Entry<String, AttributeValue> e : key.entrySet()) {
      identity.put(e.getKey(), value(e.getValue()));
    }
    return identity;
  }

  private static Object value(AttributeValue value) {
    if (value.s() != null) {
      return "S:" + value.s();
    }
    if (value.n() != null) {
      return "N:" + canonical(value.n());
    }
    if (value.b() != null) {
      return value.b(); // SdkBytes compares by content
    }
    return value;
  }

  /** The one text of a number's value: {@code 1.50}, {@code 1.5} and {@code 1.5E0} are all {@code 1.5}. */
  static String canonical(String number) {
    try {
      BigDecimal value = new BigDecimal(number);
      return value.signum() == 0 ? "0" : value.stripTrailingZeros().toPlainString();
    } catch (NumberFormatException e) {
      return number;
    }
  }
}
