package io.dynaforge.processor.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** How user text is quoted in generated Javadoc (bug 6 of issue 19; end to end: GeneratedJavadocTest). */
class JavadocTextTest {

  @Test
  void textJavadocReadsBackVerbatimIsCode() {
    assertThat(JavadocText.code("points < points")).isEqualTo("{@code points < points}");
    assertThat(JavadocText.code("#a = :a AND #b <> :b & c")).isEqualTo("{@code #a = :a AND #b <> :b & c}");
    assertThat(JavadocText.code("MATCH#{matchDate}#{matchId}")).isEqualTo("{@code MATCH#{matchDate}#{matchId}}");
  }

  @Test
  void textThatWouldEndTheCommentOrTheTagIsEscapedHtml() {
    assertThat(JavadocText.code("a */ b")).isEqualTo("<code>a *&#47; b</code>");
    assertThat(JavadocText.code("x } y")).isEqualTo("<code>x &#125; y</code>");
    assertThat(JavadocText.code("'\\u00zz' < @b & {")).isEqualTo("<code>'&#92;u00zz' &lt; &#64;b &amp; &#123;</code>");
  }

  @Test
  void lineBreaksBecomeSpacesSoNoLineStartsWithATag() {
    assertThat(JavadocText.code("#a = :a\n  @since\r\nAND #b = :b")).isEqualTo("{@code #a = :a @since AND #b = :b}");
  }
}
