package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The key codec of issue 19, bug 1 ("Lookups by id ignore a key property's converter"): every
 * mapper converts ids and key conditions with the key property's own conversion, chosen at build
 * time (behaviour: {@code integration-tests} {@code it/keys/ConvertedKeyTest}).
 */
class KeyCodecTest {

  static final JavaFileObject TAG = source("Tag", """
      public record Tag<T>(T value) {}
      """);

  static final JavaFileObject TAG_CONVERTER = source("TagConverter", """
      import io.dynaforge.mapping.StringAttributeConverter;
      import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
      public class TagConverter implements StringAttributeConverter<Tag<String>> {
        public AttributeValue toAttributeValue(Tag<String> tag) { return AttributeValue.fromS("TAG#" + tag.value()); }
        public Tag<String> fromAttributeValue(AttributeValue value) { return new Tag<>(value.s().substring(4)); }
      }
      """);

  static final JavaFileObject TAGGED = source("Tagged", """
      import io.dynaforge.mapping.FixedWidthInstantConverter;
      @Table("tagged")
      public record Tagged(@PartitionKey @Converter(TagConverter.class) Tag<String> tag,
          @SortKey @Converter(FixedWidthInstantConverter.class) Instant at, Status status, long points) {
        public enum Status { OPEN, CLOSED }
      }
      """);

  @Test
  void aConvertedKeyOfAGenericTypeCompilesWithoutWarnings() {
    Compilation c = Compiler.javac().withProcessors(new DynaforgeProcessor()).withOptions("-Xlint:unchecked,rawtypes")
        .compile(TAG, TAG_CONVERTER, TAGGED);
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("com.acme.Tagged_Mapper").contentsAsUtf8String()
        .contains("case \"tag\" -> CONVERTER_TAGCONVERTER.toAttributeValue((Tag<String>) KeyValues.require(value,"
            + " Tag.class, \"Tagged\", \"tagged\", attribute));");
    assertThat(c).generatedSourceFile("com.acme.Tagged_Mapper").contentsAsUtf8String()
        .contains("case \"at\" -> CONVERTER_FIXEDWIDTHINSTANTCONVERTER.toAttributeValue(KeyValues.require(value,"
            + " Instant.class, \"Tagged\", \"tagged\", attribute));");
    assertThat(c).generatedSourceFile("com.acme.Tagged_Mapper").contentsAsUtf8String()
        .contains("case \"status\" -> AttributeValues.s(KeyValues.require(value, Tagged.Status.class, \"Tagged\","
            + " \"tagged\", attribute).name());");
    assertThat(c).generatedSourceFile("com.acme.Tagged_Mapper").contentsAsUtf8String()
        .contains("key.put(\"at\", keyValue(\"at\", sortKey));");
  }
}
