package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.source;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Client-side encryption and the schema history: an encrypted kind's attribute actions are recorded
 * (an unencrypted table's file has none); a stored attribute now {@code @Encrypted} is
 * {@code [Dynaforge/BackfillNeeded]}, a signed one now {@code @Unsigned} is
 * {@code [Dynaforge/UnreachableItems]} until accepted. Each diagnostic is pinned to its property's line;
 * {@code EclipseCompilerTest} runs these again under ecj.
 */
class SchemaHistoryEncryptionTest {

  static final JavaFileObject CARD = source("Card", """
      @Table("cards")
      public class Card {
        @PartitionKey public String owner;
        @SortKey public String id;
        public String number;
        public String holder;
      }
      """);

  static final JavaFileObject ENCRYPTED_CARD = source("Card", """
      @Table("cards")
      public class Card {
        @PartitionKey public String owner;
        @SortKey public String id;
        @Encrypted public String number;
        public String holder;
      }
      """);

  @TempDir
  Path folder;

  @Test
  void anEncryptedKindRecordsEachAttributesActionAndAPlainOneNone() throws IOException {
    assertThat(compile(List.of(), CARD)).succeededWithoutWarnings();
    assertThat(history()).doesNotContain("\"actions\"");
    assertThat(compile(List.of("-Adynaforge.acceptSchemaChange=cards"), ENCRYPTED_CARD)).succeeded();
    assertThat(history()).contains("""
              "actions": {
                "holder": "SIGN_ONLY",
                "id": "SIGN_ONLY",
                "number": "ENCRYPT_AND_SIGN",
                "owner": "SIGN_ONLY"
              }
        """);
    String recorded = history();
    assertThat(compile(List.of(), ENCRYPTED_CARD)).succeededWithoutWarnings();
    assertThat(history()).as("read back: an unchanged model, the same bytes").isEqualTo(recorded);
  }

  @Test
  void encryptingAStoredAttributeOfAPlainKindIsBackfillNeededOnItsProperty() {
    assertThat(compile(List.of(), CARD)).succeededWithoutWarnings();
    Compilation c = compile(List.of(), ENCRYPTED_CARD);
    assertThat(c).succeeded();
    assertThat(c).hadWarningCount(1);
    assertThat(c).hadWarningContaining("[Dynaforge/BackfillNeeded] com.acme.Card, stored in table 'cards', now"
        + " encrypts 'number' (and signs its other attributes): the items it already stored hold it in plaintext,"
        + " unsigned. Once the change is deployed, rewrite them with Backfill.builder(operations,"
        + " com.acme.Card.class).run() (io.dynaforge.schema); the schema history file "
        + folder.resolve("cards.json") + " records the change.")
        .inFile(ENCRYPTED_CARD).onLineContaining("@Encrypted public String number;");
    assertThat(compile(List.of(), ENCRYPTED_CARD)).succeededWithoutWarnings(); // recorded: reported once
  }

  @Test
  void encryptingASignedAttributeOfAnEncryptedKindIsBackfillNeededAndANewOneIsNot() {
    assertThat(compile(List.of(), ENCRYPTED_CARD)).succeededWithoutWarnings();
    JavaFileObject more = source("Card", """
        @Table("cards")
        public class Card {
          @PartitionKey public String owner;
          @SortKey public String id;
          @Encrypted public String number;
          @Encrypted public String holder;
          @Encrypted public String pin;
        }
        """);
    Compilation c = compile(List.of(), more);
    assertThat(c).succeeded();
    assertThat(c).hadWarningCount(1);
    assertThat(c).hadWarningContaining("[Dynaforge/BackfillNeeded] com.acme.Card, stored in table 'cards', now"
        + " encrypts 'holder': the items it already stored hold it in plaintext. Once the change is deployed,")
        .inFile(more).onLineContaining("@Encrypted public String holder;");
  }

  @Test
  void unsigningASignedAttributeIsUnreachableItemsOnItsPropertyUntilAccepted() throws IOException {
    assertThat(compile(List.of(), ENCRYPTED_CARD)).succeededWithoutWarnings();
    String before = history();
    JavaFileObject unsigned = source("Card", """
        @Table("cards")
        public class Card {
          @PartitionKey public String owner;
          @SortKey public String id;
          @Encrypted public String number;
          @Unsigned public String holder;
        }
        """);
    Compilation c = compile(List.of(), unsigned);
    assertThat(c).failed();
    assertThat(c).hadErrorCount(1);
    assertThat(c).hadErrorContaining("[Dynaforge/UnreachableItems] com.acme.Card changes the attribute 'holder' in"
        + " table 'cards': the schema history file " + folder.resolve("cards.json") + " records it signed"
        + " (SIGN_ONLY), the model now has it @Unsigned (DO_NOTHING). The items it already stored were signed over"
        + " it, so the encryption SDK could no longer verify them: its reads would fail on every one. Keep 'holder'"
        + " signed (no annotation), or migrate the stored items and pass -Adynaforge.acceptSchemaChange=cards to"
        + " accept the change and rewrite the history file.")
        .inFile(unsigned).onLineContaining("@Unsigned public String holder;");
    assertThat(history()).as("not rewritten: the error repeats").isEqualTo(before);

    assertThat(compile(List.of("-Adynaforge.acceptSchemaChange=cards"), unsigned)).succeededWithoutWarnings();
    assertThat(history()).contains("\"holder\": \"DO_NOTHING\"");
    assertThat(compile(List.of(), unsigned)).succeededWithoutWarnings();
  }

  @Test
  void unsigningAnEncryptedAttributeIsUnreachableItems() {
    assertThat(compile(List.of(), ENCRYPTED_CARD)).succeededWithoutWarnings();
    JavaFileObject unsigned = source("Card", """
        @Table("cards")
        public class Card {
          @PartitionKey public String owner;
          @SortKey public String id;
          @Unsigned public String number;
          @Encrypted public String holder;
        }
        """);
    Compilation c = compile(List.of(), unsigned);
    assertThat(c).hadErrorContaining("[Dynaforge/UnreachableItems] com.acme.Card changes the attribute 'number' in"
        + " table 'cards': the schema history file " + folder.resolve("cards.json") + " records it @Encrypted"
        + " (ENCRYPT_AND_SIGN), the model now has it @Unsigned (DO_NOTHING).")
        .inFile(unsigned).onLineContaining("@Unsigned public String number;");
    assertThat(c).hadErrorContaining("Keep 'number' @Encrypted, or migrate the stored items");
  }

  @Test
  void anUnsignedAttributeOfAPlainKindThatIsNowEncryptedIsOnlyBackfillNeeded() {
    assertThat(compile(List.of(), CARD)).succeededWithoutWarnings();
    JavaFileObject encrypted = source("Card", """
        @Table("cards")
        public class Card {
          @PartitionKey public String owner;
          @SortKey public String id;
          @Encrypted public String number;
          @Unsigned public String holder;
        }
        """);
    Compilation c = compile(List.of(), encrypted);
    assertThat(c).succeeded();
    assertThat(c).hadWarningCount(1);
    assertThat(c).hadWarningContaining("[Dynaforge/BackfillNeeded] com.acme.Card, stored in table 'cards', now"
        + " encrypts 'number'").inFile(encrypted).onLineContaining("@Encrypted public String number;");
  }

  private String history() throws IOException {
    return Files.readString(folder.resolve("cards.json"), StandardCharsets.UTF_8);
  }

  private Compilation compile(List<String> options, JavaFileObject... sources) {
    return SchemaHistoryTest.compile(folder, options, sources);
  }
}
