package io.dynaforge.processor;

import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.CompilationSubject;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * An encrypted kind's {@code _Attributes} (issue 44, item 2): a typed {@code Update} of a signed
 * attribute does not compile ({@code SignedAttribute}), nor a condition or update on an {@code
 * @Encrypted} one ({@code EncryptedAttribute}); {@code @Unsigned} attributes stay updatable, signed ones
 * stay usable in conditions, and an unencrypted kind keeps its types.
 */
class EncryptedAttributesTest {

  private static final JavaFileObject CARD = source("Card", """
      @Table("cards")
      public record Card(@PartitionKey String owner, @SortKey String id, @Encrypted String number, String holder,
          @Unsigned String note, Integer points) {}
      """);

  private static JavaFileObject use(String statement) {
    return source("Use", "import io.dynaforge.expression.*;\nimport io.dynaforge.expression.Update;\n"
        + "public class Use {\n  Object use() {\n    return " + statement + ";\n  }\n}\n");
  }

  @Test
  void signedAttributesAreForConditionsAndUnsignedOnesForUpdates() {
    Compilation fine = compile(CARD, use("List.of(Update.of(Card.class).set(Card_Attributes.note, \"n\"),"
        + " Card_Attributes.holder.eq(\"Ada\").and(Card_Attributes.points.gt(3)),"
        + " Card_Attributes.number.name())"));
    CompilationSubject.assertThat(fine).succeededWithoutWarnings();
  }

  @Test
  void anUpdateOfASignedAttributeDoesNotCompile() {
    JavaFileObject use = use("Update.of(Card.class).set(Card_Attributes.holder, \"Ada\")");
    Compilation c = compile(CARD, use);
    CompilationSubject.assertThat(c).failed();
    CompilationSubject.assertThat(c).hadErrorContaining("SignedAttribute").inFile(use).onLineContaining("Update.of");
  }

  @Test
  void anEncryptedAttributeTakesNoConditionAndNoUpdate() {
    JavaFileObject condition = use("Card_Attributes.number.eq(\"4111\")");
    Compilation c = compile(CARD, condition);
    CompilationSubject.assertThat(c).failed();
    CompilationSubject.assertThat(c).hadErrorContaining("eq").inFile(condition).onLineContaining("number.eq");
    JavaFileObject update = use("Update.of(Card.class).remove(Card_Attributes.number)");
    Compilation u = compile(CARD, update);
    CompilationSubject.assertThat(u).failed();
    CompilationSubject.assertThat(u).hadErrorContaining("EncryptedAttribute").inFile(update).onLineContaining("remove");
  }

  @Test
  void anUnencryptedKindKeepsItsUpdatableTypes() {
    Compilation c = compile(source("Plain", """
        @Table("plain")
        public record Plain(@PartitionKey String id, String holder) {}
        """), use("Update.of(Plain.class).set(Plain_Attributes.holder, \"Ada\")"));
    CompilationSubject.assertThat(c).succeededWithoutWarnings();
  }
}
