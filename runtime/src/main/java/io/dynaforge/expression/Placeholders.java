package io.dynaforge.expression;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Allocates the {@code #name} and {@code :value} placeholders of one rendering: one name placeholder
 * per attribute (reused when the attribute appears again), one value placeholder per value. Nothing
 * the user gives is ever concatenated into the expression text, so reserved words and odd attribute
 * names need no care.
 */
final class Placeholders {

  private final String prefix;
  private final Map<String, String> nameOf = new HashMap<>();
  final Map<String, String> names = new LinkedHashMap<>();
  final Map<String, AttributeValue> values = new LinkedHashMap<>();

  Placeholders(String prefix) {
    this.prefix = prefix;
  }

  String name(String attribute) {
    String placeholder = nameOf.get(attribute);
    if (placeholder == null) {
      placeholder = "#" + prefix + nameOf.size();
      nameOf.put(attribute, placeholder);
      names.put(placeholder, attribute);
    }
    return placeholder;
  }

  String value(AttributeValue value) {
    String placeholder = ":" + prefix + values.size();
    values.put(placeholder, value);
    return placeholder;
  }
}
