package io.dynaforge.expression;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Allocates the {@code #name} and {@code :value} placeholders of one rendering into the caller's
 * maps: one name placeholder per attribute (reused when the attribute appears again), one value
 * placeholder per value. Nothing the user gives is ever concatenated into the expression text, so
 * reserved words and odd attribute names need no care. The first placeholders are constants, so a
 * small rendering allocates no placeholder text.
 */
final class Placeholders {

  private static final int CACHED = 16;
  private static final String[][] NAMES = new String[128][];
  private static final String[][] VALUES = new String[128][];

  private final String prefix;
  private final String[] nameCache;
  private final String[] valueCache;
  private final Map<String, String> names;
  private final Map<String, AttributeValue> values;
  private String[] attributes = new String[4];
  private int nameCount;
  private int valueCount;

  Placeholders(char prefix, Map<String, String> names, Map<String, AttributeValue> values) {
    this.prefix = String.valueOf(prefix);
    this.nameCache = cache(NAMES, prefix, '#');
    this.valueCache = cache(VALUES, prefix, ':');
    this.names = names;
    this.values = values;
  }

  private static String[] cache(String[][] caches, char prefix, char sigil) {
    String[] cache = caches[prefix];
    if (cache == null) {
      cache = new String[CACHED];
      for (int i = 0; i < CACHED; i++) {
        cache[i] = sigil + String.valueOf(prefix) + i;
      }
      caches[prefix] = cache; // a benign race: every thread computes the same strings
    }
    return cache;
  }

  String name(String attribute) {
    for (int i = 0; i < nameCount; i++) {
      if (attributes[i].equals(attribute)) {
        return placeholder(nameCache, '#', i);
      }
    }
    if (nameCount == attributes.length) {
      attributes = java.util.Arrays.copyOf(attributes, nameCount * 2);
    }
    attributes[nameCount] = attribute;
    String placeholder = placeholder(nameCache, '#', nameCount++);
    names.put(placeholder, attribute);
    return placeholder;
  }

  String value(AttributeValue value) {
    String placeholder = placeholder(valueCache, ':', valueCount++);
    values.put(placeholder, value);
    return placeholder;
  }

  private String placeholder(String[] cache, char sigil, int index) {
    return index < CACHED ? cache[index] : sigil + prefix + index;
  }
}
