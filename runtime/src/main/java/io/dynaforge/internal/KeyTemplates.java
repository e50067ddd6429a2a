package io.dynaforge.internal;

import io.dynaforge.mapping.DynamoDbMappingException;

import java.util.function.Function;

/**
 * Composes and decomposes {@code @SortKeyTemplate} values for generated {@code <Entity>_Keys}
 * classes. Composition refuses a null placeholder and a value that contains the literal following
 * it, so no item is ever written that cannot be decomposed.
 */
public final class KeyTemplates {

  private KeyTemplates() {}

  /**
   * One placeholder's text, checked.
   *
   * @param template names the entity and template, for messages
   * @param placeholder the placeholder's property
   * @param text the value's canonical string form, or null when the value is null
   * @param nextLiteral the literal that follows the placeholder, or null
   */
  public static String part(String template, String placeholder, String text, String nextLiteral) {
    if (text == null) {
      throw new DynamoDbMappingException(
          template + ": the placeholder {" + placeholder + "} is null; every placeholder needs a value"
              + " to compose the key");
    }
    if (nextLiteral != null && !nextLiteral.isEmpty() && text.contains(nextLiteral)) {
      throw new DynamoDbMappingException(
          template + ": the value \"" + text + "\" of {" + placeholder + "} contains \"" + nextLiteral
              + "\", the literal that follows it, so the stored key could not be decomposed on read");
    }
    return text;
  }

  /**
   * A {@code {placeholder:width}} value: the integral number zero-padded to {@code width} digits, so
   * that the stored text sorts like the number. A null, a negative value, or one with more digits than
   * the width is refused: nothing is written that would sort out of order.
   */
  public static String padded(String template, String placeholder, Number value, int width) {
    if (value == null) {
      throw new DynamoDbMappingException(
          template + ": the placeholder {" + placeholder + "} is null; every placeholder needs a value"
              + " to compose the key");
    }
    String digits = value instanceof java.math.BigInteger big ? big.toString() : Long.toString(value.longValue());
    if (digits.startsWith("-")) {
      throw new DynamoDbMappingException(template + ": the value " + digits + " of {" + placeholder + ":" + width
          + "} is negative; a zero-padded placeholder holds numbers from 0 to " + "9".repeat(width)
          + " so that they sort as text like numbers");
    }
    if (digits.length() > width) {
      throw new DynamoDbMappingException(template + ": the value " + digits + " of {" + placeholder + ":" + width
          + "} has " + digits.length() + " digits, more than the width " + width + "; widen the placeholder"
          + " (existing keys must then be rewritten) or keep values below " + "1" + "0".repeat(width));
    }
    return "0".repeat(width - digits.length()) + digits;
  }

  /** Checks that {@code value} has {@code literal} at {@code position}; returns the position after it. */
  public static int expect(String template, String value, int position, String literal) {
    if (!value.startsWith(literal, position)) {
      throw mismatch(template, value, "\"" + literal + "\" at position " + position);
    }
    return position + literal.length();
  }

  /** The position of the next {@code literal} at or after {@code position}. */
  public static int next(String template, String value, int position, String literal) {
    int index = value.indexOf(literal, position);
    if (index < 0) {
      throw mismatch(template, value, "\"" + literal + "\" after position " + position);
    }
    return index;
  }

  /** The position where a trailing {@code literal} starts; the value must end with it. */
  public static int trailing(String template, String value, int position, String literal) {
    if (!value.endsWith(literal) || value.length() - literal.length() < position) {
      throw mismatch(template, value, "the suffix \"" + literal + "\"");
    }
    return value.length() - literal.length();
  }

  /** Parses one placeholder's text back to its type. */
  public static <T> T parse(String template, String placeholder, String text, Function<String, T> parser) {
    try {
      return parser.apply(text);
    } catch (RuntimeException e) {
      throw new DynamoDbMappingException(
          template + ": cannot read \"" + text + "\" back as {" + placeholder + "}: " + e.getMessage(), e);
    }
  }

  /**
   * The text of a placeholder stored through a {@code @Converter}: the converter's stored value, an
   * {@code S} as it is or an {@code N}'s text (null stays null).
   */
  public static <V> String converted(String template, String placeholder, io.dynaforge.mapping.AttributeConverter<V> converter,
      V value) {
    if (value == null) {
      return null;
    }
    software.amazon.awssdk.services.dynamodb.model.AttributeValue stored = converter.toAttributeValue(value);
    String text = stored == null ? null : stored.s() != null ? stored.s() : stored.n();
    if (text == null) {
      throw new DynamoDbMappingException(template + ": the converter " + converter.getClass().getSimpleName()
          + " of {" + placeholder + "} wrote " + stored + ", neither an S nor an N, so it has no text for the key");
    }
    return text;
  }

  /** A placeholder's text read back through its {@code @Converter}: as an {@code S}, or an {@code N}. */
  public static <V> V unconverted(String template, String placeholder,
      io.dynaforge.mapping.AttributeConverter<V> converter, String text, boolean number) {
    return parse(template, placeholder, text, t -> converter.fromAttributeValue(number
        ? software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromN(t)
        : software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS(t)));
  }

  /** The canonical text of a BigDecimal placeholder. */
  public static String text(java.math.BigDecimal value) {
    return value == null ? null : value.toPlainString();
  }

  /** The canonical text of any other placeholder value: {@code name()} for enums, else toString. */
  public static String text(Object value) {
    if (value == null) {
      return null;
    }
    return value instanceof Enum<?> e ? e.name() : value.toString();
  }

  private static DynamoDbMappingException mismatch(String template, String value, String expected) {
    return new DynamoDbMappingException(
        template + ": the stored value \"" + value + "\" does not follow the template (expected "
            + expected + "). Was the item written by another model?");
  }
}
