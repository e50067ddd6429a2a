package io.dynaforge.mapping;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The shapes of a kind pattern: literals, any text, integral numbers, fixed-width digits. */
class KindPatternTest {

  private static Map<String, AttributeValue> item(String pk, String sk) {
    return Map.of("pk", AttributeValue.fromS(pk), "sk", AttributeValue.fromS(sk));
  }

  @Test
  void aPatternMatchesTheWholeKeyNotOnlyItsLeadingLiteral() {
    KindPattern line = KindPattern.of("pk", "CUSTOMER#{*}", "sk", "ORDER#{*}#LINE#{3}");
    assertThat(line.matches(item("CUSTOMER#c1", "ORDER#o1#LINE#001"))).isTrue();
    assertThat(line.matches(item("CUSTOMER#c1", "ORDER#o1#LINE#01"))).isFalse();
    assertThat(line.matches(item("CUSTOMER#c1", "ORDER#o1"))).isFalse();
    assertThat(line.matches(item("USER#c1", "ORDER#o1#LINE#001"))).isFalse();
    assertThat(line.matches(Map.of("pk", AttributeValue.fromS("CUSTOMER#c1")))).isFalse();
    assertThat(line.specificity()).isEqualTo("CUSTOMER#".length() + "ORDER#".length() + "#LINE#".length());
  }

  /**
   * A literal, any text and a fixed-width tail is matched by a prefix and a suffix test: the two must
   * not overlap, the any text may be empty or hold the tail's literal, and the value read once
   * ({@link KindPattern#matchesValue}) answers as the item does.
   */
  @Test
  void aLiteralAnyTextAndAFixedTailMatchAtBothEndsWithoutOverlapping() {
    KindPattern line = KindPattern.of("sk", "ORDER#{*}#LINE#{3}");
    java.util.regex.Pattern regex = java.util.regex.Pattern.compile("ORDER#(?s:.*)#LINE#[0-9]{3}");
    for (String sk : new String[] {"ORDER##LINE#001", "ORDER#LINE#001", "ORDER#x#LINE#001#LINE#002",
        "ORDER#x#LINE#01x", "ORDER#x#LINE#0011", "ORDER#x#LINE", "#LINE#001", "ORDER#x#LINE#001"}) {
      boolean expected = regex.matcher(sk).matches();
      assertThat(line.matches(item("c", sk))).as(sk).isEqualTo(expected);
      assertThat(line.matchesValue(sk)).as(sk).isEqualTo(expected);
    }
    assertThat(line.soleAttribute()).isEqualTo("sk");
    assertThat(line.matchesValue(null)).isFalse();
    assertThat(KindPattern.of("pk", "A#{*}", "sk", "B").soleAttribute()).isNull();
    assertThatThrownBy(() -> KindPattern.of("pk", "A#{*}", "sk", "B").matchesValue("A#1"))
        .isInstanceOf(IllegalStateException.class);
  }

  @Test
  void aShorterPatternAlsoMatchesTheLongerKindsKeysWhichSpecificityTellsApart() {
    KindPattern order = KindPattern.of("sk", "ORDER#{*}");
    KindPattern line = KindPattern.of("sk", "ORDER#{*}#LINE#{3}");
    assertThat(order.matches(item("c", "ORDER#o1#LINE#001"))).isTrue();
    assertThat(line.specificity()).isGreaterThan(order.specificity());
    assertThat(order.columns().get(0).exactPrefix()).isEqualTo("ORDER#");
    assertThat(line.columns().get(0).exactPrefix()).isNull();
  }

  @Test
  void constantsAndIntegralPlaceholders() {
    assertThat(KindPattern.of("sk", "PROFILE").matches(item("c", "PROFILE"))).isTrue();
    assertThat(KindPattern.of("sk", "PROFILE").matches(item("c", "PROFILE#2"))).isFalse();
    KindPattern rank = KindPattern.of("sk", "RANK#{i}");
    assertThat(rank.matches(item("c", "RANK#-12"))).isTrue();
    assertThat(rank.matches(item("c", "RANK#x"))).isFalse();
    assertThat(KindPattern.of().isAny()).isTrue();
    assertThat(KindPattern.ANY.matches(Map.of())).isTrue();
  }

  @Test
  void aMalformedPatternIsRefused() {
    assertThatThrownBy(() -> KindPattern.of("sk", "A#{x}")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("unknown placeholder {x}");
    assertThatThrownBy(() -> KindPattern.of("sk")).isInstanceOf(IllegalArgumentException.class);
  }

  /**
   * The matcher against the regular expression each pattern stands for ({@code {*}} = any text,
   * {@code {i}} = an optional minus and digits, {@code {N}} = N digits), on random patterns and texts
   * built from the same few pieces, so that near misses are common.
   */
  @Test
  void matchesExactlyWhatTheEquivalentRegularExpressionMatches() {
    java.util.Random random = new java.util.Random(20261202);
    String[] literals = {"A", "#", "A#", "LINE#", "1", "-"};
    String[] placeholders = {"{*}", "{i}", "{2}", "{3}"};
    String[] textPieces = {"A", "#", "A#", "LINE#", "1", "12", "123", "-", "-7", "x", ""};
    int checked = 0;
    for (int p = 0; p < 400; p++) {
      StringBuilder pattern = new StringBuilder();
      StringBuilder regex = new StringBuilder();
      int parts = 1 + random.nextInt(4);
      for (int k = 0; k < parts; k++) {
        if (random.nextBoolean()) {
          String literal = literals[random.nextInt(literals.length)];
          pattern.append(literal);
          regex.append(java.util.regex.Pattern.quote(literal));
        } else {
          String placeholder = placeholders[random.nextInt(placeholders.length)];
          pattern.append(placeholder);
          regex.append(switch (placeholder) {
            case "{*}" -> "(?s:.*)";
            case "{i}" -> "-?[0-9]+";
            case "{2}" -> "[0-9]{2}";
            default -> "[0-9]{3}";
          });
        }
      }
      KindPattern kind = KindPattern.of("sk", pattern.toString());
      java.util.regex.Pattern expected = java.util.regex.Pattern.compile(regex.toString());
      for (int t = 0; t < 60; t++) {
        StringBuilder text = new StringBuilder();
        int pieces = random.nextInt(6);
        for (int k = 0; k < pieces; k++) {
          text.append(textPieces[random.nextInt(textPieces.length)]);
        }
        assertThat(kind.matches(item("c", text.toString())))
            .as("\"%s\" against %s", text, pattern)
            .isEqualTo(expected.matcher(text).matches());
        checked++;
      }
    }
    assertThat(checked).isEqualTo(24_000);
  }
}
