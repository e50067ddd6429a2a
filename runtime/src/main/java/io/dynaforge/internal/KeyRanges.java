package io.dynaforge.internal;

/**
 * Exact sort-key bounds for a range on a template placeholder, for generated repositories.
 *
 * <p>A repository method such as {@code findByCustomerIdAndOrderDateBetween(id, from, to)} over
 * {@code ORDER#{orderDate}#{orderId}} must read every order of those dates and nothing else, with
 * one key condition. Each bound starts from the composed key up to the placeholder's value (as the
 * entity's {@code _Keys} composes it, padding and checks included) and adjusts its end: an item whose
 * date is {@code to} has the key {@code ORDER#<to>#<id>}, so the inclusive upper bound is
 * {@code ORDER#<to>$} (the character after the following literal's first), while the exclusive one
 * stops at {@code ORDER#<to>}.
 *
 * <p>The bounds are exact for placeholders whose text has a fixed width (dates, zero-padded
 * numbers) and for any value that does not contain the literal following it (which composition
 * refuses anyway).
 */
public final class KeyRanges {
  private KeyRanges() {}

  /**
   * The composed key up to the placeholder's value.
   *
   * @param composed the key composed up to and including the literal after the placeholder
   * @param literalAfter that literal ("" when nothing follows the placeholder)
   */
  public static String exact(String composed, String literalAfter) {
    if (!composed.endsWith(literalAfter)) {
      throw new IllegalArgumentException("\"" + composed + "\" does not end with \"" + literalAfter + "\"");
    }
    return composed.substring(0, composed.length() - literalAfter.length());
  }

  /** The lower bound (for {@code >=} or {@code BETWEEN}): from the value on, or just above it. */
  public static String lower(String composed, String literalAfter, boolean inclusive) {
    String base = exact(composed, literalAfter);
    if (inclusive) {
      return base;
    }
    return literalAfter.isEmpty() ? base + '\u0000' : base + successor(literalAfter.charAt(0));
  }

  /** The upper bound (for {@code <=} or {@code BETWEEN}): up to every key with the value, or below them. */
  public static String upper(String composed, String literalAfter, boolean inclusive) {
    String base = exact(composed, literalAfter);
    if (inclusive) {
      return literalAfter.isEmpty() ? base : base + successor(literalAfter.charAt(0));
    }
    return literalAfter.isEmpty() ? below(base) : base;
  }

  /**
   * The lower bound of a range on a zero-padded placeholder ({@code {line:3}}), clamped to the width: a
   * value below 0 starts below every stored value (every line), one with more digits than the width
   * above every stored value (none).
   *
   * @param prefix the key composed up to the placeholder (its literal before included)
   * @param value the range's value
   * @param width the placeholder's width
   * @param literalAfter the literal after the placeholder ("" when nothing follows it)
   */
  public static String paddedLower(String prefix, Number value, int width, String literalAfter, boolean inclusive) {
    String clamped = outOfWidth(prefix, value, width);
    return clamped != null ? clamped : lower(prefix + digits(value, width) + literalAfter, literalAfter, inclusive);
  }

  /** The upper bound of a range on a zero-padded placeholder, clamped like {@link #paddedLower}. */
  public static String paddedUpper(String prefix, Number value, int width, String literalAfter, boolean inclusive) {
    String clamped = outOfWidth(prefix, value, width);
    return clamped != null ? clamped : upper(prefix + digits(value, width) + literalAfter, literalAfter, inclusive);
  }

  /** The key up to a zero-padded placeholder's value (a single comparison), clamped like {@link #paddedLower}. */
  public static String paddedExact(String prefix, Number value, int width, String literalAfter) {
    String clamped = outOfWidth(prefix, value, width);
    return clamped != null ? clamped : prefix + digits(value, width);
  }

  /** The value zero-padded to {@code width} digits (a value within the width). */
  private static String digits(Number value, int width) {
    String digits = text(value);
    return "0".repeat(width - digits.length()) + digits;
  }

  private static String text(Number value) {
    if (value == null) {
      throw new IllegalArgumentException("a range bound is null");
    }
    return value instanceof java.math.BigInteger big ? big.toString() : Long.toString(value.longValue());
  }

  /**
   * For a value outside the width, a bound that is not a stored key and sorts below ({@code prefix}
   * and U+0000: no digit sorts before it) or above ({@code prefix} and {@code ':'}, the character after
   * {@code '9'}) every value of the placeholder, whichever side the bound is on; null for a value within.
   * Both ends of a range outside on one side are then the same bound, an empty but valid range.
   */
  private static String outOfWidth(String prefix, Number value, int width) {
    String digits = text(value);
    if (digits.startsWith("-")) {
      return prefix + '\u0000';
    }
    return digits.length() > width ? prefix + ':' : null;
  }

  /** Just above every key that starts with {@code prefix}: the prefix with its last character incremented. */
  public static String prefixEnd(String prefix) {
    if (prefix.isEmpty()) {
      throw new IllegalArgumentException("an empty prefix has no end");
    }
    return prefix.substring(0, prefix.length() - 1) + successor(prefix.charAt(prefix.length() - 1));
  }

  private static char successor(char c) {
    if (c == Character.MAX_VALUE) {
      throw new IllegalArgumentException("no character follows U+FFFF");
    }
    return (char) (c + 1);
  }

  /** The most bytes a sort key value can have: no stored key sorts above {@link #below}'s bound. */
  static final int MAX_SORT_KEY_BYTES = 1024;

  /**
   * An inclusive bound just below {@code value} in DynamoDB's (UTF-8 byte) order: every valid sort key
   * that sorts before {@code value} sorts at or before it, and {@code value} itself does not. It is the
   * value with its last code point decremented, filled up to {@value #MAX_SORT_KEY_BYTES} bytes with the
   * greatest code point (U+10FFFF), so that {@code A}, {@code A1}, {@code A15} and {@code AB} all lie below
   * the bound of {@code B} (a bare predecessor, {@code A}, would keep only {@code A}).
   */
  static String below(String value) {
    int last = value.codePointBefore(value.length());
    String head = value.substring(0, value.length() - Character.charCount(last));
    if (last == 0) {
      return head; // nothing sorts between head and head + U+0000
    }
    int previous = last - 1;
    if (previous >= Character.MIN_SURROGATE && previous <= Character.MAX_SURROGATE) {
      previous = Character.MIN_SURROGATE - 1; // the code point below the surrogate block
    }
    StringBuilder bound = new StringBuilder(head).appendCodePoint(previous);
    int bytes = bound.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
    while (bytes + 4 <= MAX_SORT_KEY_BYTES) {
      bound.appendCodePoint(Character.MAX_CODE_POINT);
      bytes += 4;
    }
    switch (MAX_SORT_KEY_BYTES - bytes) { // the greatest code point of the bytes left
      case 3 -> bound.append('\uFFFF');
      case 2 -> bound.append('\u07FF');
      case 1 -> bound.append('\u007F');
      default -> { }
    }
    return bound.toString();
  }
}
