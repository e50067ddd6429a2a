package io.dynaforge.internal;

import io.dynaforge.mapping.DynamoDbMappingException;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** Exact placeholder-range bounds, checked against the keys an ordered table would return. */
class KeyRangesTest {

  /** Keys of ORDER#{date}#{id}, as DynamoDB orders them (UTF-16 order equals UTF-8 byte order here). */
  private static final TreeSet<String> KEYS = new TreeSet<>(List.of(
      "ORDER#2024-01-05#o1", "ORDER#2024-01-10#o2", "ORDER#2024-01-10#o3", "ORDER#2024-01-20#o4",
      "ORDER#2024-02-01#o5", "PROFILE", "INVOICE#1"));

  private static List<String> between(String low, String high) {
    return List.copyOf(KEYS.subSet(low, true, high, true));
  }

  @Test
  void betweenIncludesEveryKeyOfBothEndDates() {
    String low = KeyRanges.lower("ORDER#2024-01-10#", "#", true);
    String high = KeyRanges.upper("ORDER#2024-01-20#", "#", true);
    assertThat(low).isEqualTo("ORDER#2024-01-10");
    assertThat(high).isEqualTo("ORDER#2024-01-20$");
    assertThat(between(low, high)).containsExactly("ORDER#2024-01-10#o2", "ORDER#2024-01-10#o3", "ORDER#2024-01-20#o4");
  }

  @Test
  void exclusiveBoundsLeaveOutEveryKeyOfTheirDate() {
    String after = KeyRanges.lower("ORDER#2024-01-10#", "#", false);
    assertThat(between(after, KeyRanges.prefixEnd("ORDER#")))
        .containsExactly("ORDER#2024-01-20#o4", "ORDER#2024-02-01#o5");
    String before = KeyRanges.upper("ORDER#2024-01-10#", "#", false);
    assertThat(between("ORDER#", before)).containsExactly("ORDER#2024-01-05#o1");
  }

  @Test
  void theKindsEndKeepsOtherKindsOut() {
    assertThat(KeyRanges.prefixEnd("ORDER#")).isEqualTo("ORDER$");
    assertThat(between(KeyRanges.lower("ORDER#2024-01-01#", "#", true), KeyRanges.prefixEnd("ORDER#")))
        .hasSize(5).noneMatch(k -> k.equals("PROFILE"));
  }

  @Test
  void aTrailingPlaceholderHasNoLiteralAfterIt() {
    TreeSet<String> lines = new TreeSet<>(List.of("ITEM#0009", "ITEM#0010", "ITEM#0011"));
    assertThat(lines.subSet(KeyRanges.lower("ITEM#0010", "", false), true, "ITEM$", true))
        .containsExactly("ITEM#0011");
    assertThat(lines.subSet("ITEM#", true, KeyRanges.upper("ITEM#0010", "", false), false))
        .containsExactly("ITEM#0009");
    assertThat(lines.subSet("ITEM#", true, KeyRanges.upper("ITEM#0010", "", true), true))
        .containsExactly("ITEM#0009", "ITEM#0010");
    assertThat(KeyRanges.exact("ITEM#0010", "")).isEqualTo("ITEM#0010");
  }

  /** DynamoDB's order of S values: their UTF-8 bytes, unsigned. */
  private static final java.util.Comparator<String> UTF8 = (a, b) -> java.util.Arrays.compareUnsigned(
      a.getBytes(java.nio.charset.StandardCharsets.UTF_8), b.getBytes(java.nio.charset.StandardCharsets.UTF_8));

  @Test
  void lessThanOnATrailingStringPlaceholderKeepsEveryKeyBelowTheBound() {
    TreeSet<String> tickets = new TreeSet<>(UTF8);
    tickets.addAll(List.of("TICKET#A", "TICKET#A1", "TICKET#A15", "TICKET#AB", "TICKET#A\u00e9\uD83D\uDE00",
        "TICKET#B", "TICKET#B1", "TICKET$"));
    String upper = KeyRanges.upper("TICKET#B", "", false);
    assertThat(upper.getBytes(java.nio.charset.StandardCharsets.UTF_8)).hasSize(KeyRanges.MAX_SORT_KEY_BYTES);
    assertThat(tickets.subSet("TICKET#", true, upper, true))
        .containsExactly("TICKET#A", "TICKET#A1", "TICKET#A15", "TICKET#AB", "TICKET#A\u00e9\uD83D\uDE00");
    // an inclusive bound stops at the value itself
    assertThat(tickets.subSet("TICKET#", true, KeyRanges.upper("TICKET#B", "", true), true)).contains("TICKET#B")
        .doesNotContain("TICKET#B1");
  }

  @Test
  void aComposedValueThatDoesNotEndWithTheLiteralIsRefused() {
    assertThatThrownBy(() -> KeyRanges.exact("ORDER#2024", "#")).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> KeyRanges.prefixEnd("")).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void paddedNumbersAreZeroFilledAndRefusedWhenNegativeOrTooWide() {
    assertThat(KeyTemplates.padded("T", "line", 7, 4)).isEqualTo("0007");
    assertThat(KeyTemplates.padded("T", "line", 9999L, 4)).isEqualTo("9999");
    assertThat(KeyTemplates.padded("T", "line", new java.math.BigInteger("42"), 3)).isEqualTo("042");
    assertThatThrownBy(() -> KeyTemplates.padded("Line @SortKeyTemplate", "line", 10000, 4))
        .isInstanceOf(DynamoDbMappingException.class).hasMessageContaining("has 5 digits, more than the width 4");
    assertThatThrownBy(() -> KeyTemplates.padded("T", "line", -1, 4))
        .isInstanceOf(DynamoDbMappingException.class).hasMessageContaining("is negative");
    assertThatThrownBy(() -> KeyTemplates.padded("T", "line", null, 4))
        .isInstanceOf(DynamoDbMappingException.class).hasMessageContaining("is null");
  }

  /**
   * Item 9 of wave 5: a bound outside a padded placeholder's width is clamped, never refused. Below 0
   * it sorts below every line, beyond the width above every line, on either side of the range; both
   * ends outside on one side are one bound (an empty, valid BETWEEN).
   */
  @Test
  void paddedBoundsOutsideTheWidthAreClamped() {
    List<String> lines = List.of("L#000#x", "L#001#x", "L#500#x", "L#999#x");
    // GreaterThan(-1) and LessThan(1000): every line
    assertThat(between(KeyRanges.paddedLower("L#", -1, 3, "#", false), KeyRanges.prefixEnd("L#"), lines))
        .isEqualTo(lines);
    assertThat(between("L#", KeyRanges.paddedUpper("L#", 1000, 3, "#", false), lines)).isEqualTo(lines);
    // GreaterThan(999) and LessThan(0): none
    assertThat(between(KeyRanges.paddedLower("L#", 999, 3, "#", false), KeyRanges.prefixEnd("L#"), lines)).isEmpty();
    assertThat(between("L#", KeyRanges.paddedUpper("L#", 0, 3, "#", false), lines)).isEmpty();
    assertThat(between(KeyRanges.paddedLower("L#", 1000, 3, "#", true), KeyRanges.prefixEnd("L#"), lines)).isEmpty();
    assertThat(between("L#", KeyRanges.paddedUpper("L#", -5, 3, "#", true), lines)).isEmpty();
    // Between(-5, -1) and Between(1000, 2000): one bound both ends, nothing; Between(-1, 1000): everything
    assertThat(KeyRanges.paddedLower("L#", -5, 3, "#", true)).isEqualTo(KeyRanges.paddedUpper("L#", -1, 3, "#", true));
    assertThat(KeyRanges.paddedLower("L#", 1000, 3, "#", true))
        .isEqualTo(KeyRanges.paddedUpper("L#", new java.math.BigInteger("99999999999999999999"), 3, "#", true));
    assertThat(between(KeyRanges.paddedLower("L#", -5, 3, "#", true), KeyRanges.paddedUpper("L#", -1, 3, "#", true),
        lines)).isEmpty();
    assertThat(between(KeyRanges.paddedLower("L#", -1, 3, "#", true), KeyRanges.paddedUpper("L#", 1000, 3, "#", true),
        lines)).isEqualTo(lines);
    // within the width: the template's own bounds
    assertThat(KeyRanges.paddedLower("L#", 5, 3, "#", true)).isEqualTo(KeyRanges.lower("L#005#", "#", true));
    assertThat(KeyRanges.paddedUpper("L#", 5, 3, "", false)).isEqualTo(KeyRanges.upper("L#005", "", false));
    assertThat(KeyRanges.paddedExact("", 5, 3, "#")).isEqualTo("005");
    // with nothing before the placeholder the clamped bound is still a valid (non-empty) key value
    assertThat(KeyRanges.paddedExact("", -1, 3, "#")).isEqualTo("\u0000");
    assertThat(KeyRanges.paddedExact("", 1000, 3, "#")).isEqualTo(":");
  }

  private static List<String> between(String lower, String upper, List<String> keys) {
    assertThat(lower.compareTo(upper)).as("BETWEEN needs lower <= upper").isLessThanOrEqualTo(0);
    return keys.stream().filter(k -> k.compareTo(lower) >= 0 && k.compareTo(upper) <= 0).toList();
  }
}
