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
}
