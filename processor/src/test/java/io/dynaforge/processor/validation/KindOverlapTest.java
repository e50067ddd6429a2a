package io.dynaforge.processor.validation;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Rule 1 on key shapes: two shapes overlap when some stored value matches both. */
class KindOverlapTest {

  @Test
  void distinctLiteralsNeverMeet() {
    assertThat(KindOverlap.overlap("i#{*}", "sh#{*}")).isFalse();
    assertThat(KindOverlap.overlap("i#{*}", "p#{*}")).isFalse();
    assertThat(KindOverlap.overlap("ORDER", "ORDER#{*}")).isFalse();
  }

  @Test
  void aPrefixOrAnOpenPlaceholderMeets() {
    assertThat(KindOverlap.overlap("p#{*}", "p#x#{*}")).isTrue();
    assertThat(KindOverlap.overlap("{*}", "sh#{*}")).isTrue();
    assertThat(KindOverlap.overlap("o#{*}", "o#{*}")).isTrue();
    assertThat(KindOverlap.overlap("ORDER", "ORDER")).isTrue();
  }

  @Test
  void digitsAndWidthsTellShapesApart() {
    assertThat(KindOverlap.overlap("line#{3}", "line#{i}#x")).isFalse();
    assertThat(KindOverlap.overlap("line#{3}", "line#{4}")).isFalse();
    assertThat(KindOverlap.overlap("line#{3}", "line#{i}")).isTrue();
    assertThat(KindOverlap.overlap("v{i}", "vx{*}")).isFalse();
    assertThat(KindOverlap.overlap("v{i}", "v-{*}")).isTrue();
    assertThat(KindOverlap.overlap("{3}", "abc")).isFalse();
  }
}
