package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.source;

import com.google.testing.compile.Compilation;
import org.junit.jupiter.api.Test;

/**
 * The kind pattern each mapper carries (API rule 1): the whole base key templates, every literal as
 * written and each placeholder as the shape of its text, so the runtime tells {@code ORDER#{id}} from
 * {@code ORDER#{id}#LINE#{line:3}}; index columns are not part of the kind.
 */
class KindPatternTest {

  @Test
  void everyLiteralAndPlaceholderShapeOfTheBaseKeyTemplatesIsInThePattern() {
    Compilation c = compile(source("Line", """
        @Table("shop")
        @PartitionKeyTemplate("CUSTOMER#{customerId}")
        @SortKeyTemplate("ORDER#{orderId}#LINE#{line:3}#{rank}")
        @SortKeyTemplate(value = "STATUS#{status}", column = "gsi1pk")
        public class Line {
          public String customerId;
          public String orderId;
          public int line;
          public Integer rank;
          public String status;
        }
        """));
    assertThat(c).succeeded(); // AmbiguousTemplateLiteral warns about {orderId} before "#LINE#"
    assertThat(c).generatedSourceFile("com.acme.Line_Mapper").contentsAsUtf8String()
        .contains("static final KindPattern KIND = KindPattern.of(\"pk\", \"CUSTOMER#{*}\", \"sk\","
            + " \"ORDER#{*}#LINE#{3}#{i}\");");
  }

  @Test
  void anEntityWithoutKeyTemplatesOwnsEveryItemAndHasNoPattern() {
    Compilation c = compile(source("Plain", """
        @Table("shop")
        public class Plain {
          @PartitionKey public String pk;
          @SortKey public String sk;
        }
        """));
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("com.acme.Plain_Mapper").contentsAsUtf8String()
        .doesNotContain("KindPattern");
  }
}
