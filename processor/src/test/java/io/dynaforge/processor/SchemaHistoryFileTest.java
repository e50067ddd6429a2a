package io.dynaforge.processor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.processor.codegen.SchemaHistoryWriter;
import io.dynaforge.processor.model.AttributeAction;
import io.dynaforge.processor.model.TableHistory;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The schema history file's text ({@link SchemaHistoryWriter}, {@link SchemaHistoryReader}) and what a
 * model changes against it ({@link SchemaHistoryComparison}), without a compiler.
 */
class SchemaHistoryFileTest {

  private static final TableHistory.Placeholder TEXT = new TableHistory.Placeholder("java.lang.String", 0, null, false);
  private static final TableHistory.Key PK = new TableHistory.Key("pk", "S", "CUSTOMER#{customerId}",
      Map.of("customerId", TEXT));
  private static final TableHistory.Key SK = new TableHistory.Key("sk", "S", "ORDER#{orderNo:8}",
      Map.of("orderNo", new TableHistory.Placeholder("java.lang.Long", 8, null, false)));

  private static final TableHistory ORDERS = new TableHistory("orders",
      List.of("pk S HASH", "sk S RANGE"), "expiresAt", "NEW_AND_OLD_IMAGES",
      Map.of("com.acme.Order", new TableHistory.Kind(PK, SK, Map.of(
              "gsi1pk", new TableHistory.Column("S", "STATUS#{status}", false, null,
                  Map.of("status", new TableHistory.Placeholder("com.acme.Status", 0, null, true))),
              "gsi1sk", new TableHistory.Column("S", "{placedAt}", true, null, Map.of("placedAt",
                  new TableHistory.Placeholder("java.time.Instant", 0, "io.dynaforge.mapping.FixedWidthInstantConverter",
                      false))),
              "expiresAt", new TableHistory.Column("N", null, false, "expiresAt", Map.of()))),
          "com.acme.Customer", new TableHistory.Kind(PK, new TableHistory.Key("sk", "S", "PROFILE", Map.of()),
              Map.of())),
      Map.of("gsi1", new TableHistory.Index(false, List.of("gsi1pk S HASH", "gsi1sk S RANGE"), "INCLUDE",
              List.of("total"), List.of("com.acme.Order")),
          "by_date", new TableHistory.Index(true, List.of("pk S HASH", "placedAt S RANGE"), "KEYS_ONLY", List.of(),
              List.of())));

  @Test
  void theTextReadsBackIntoTheSameHistoryAndTheSameBytes() throws Exception {
    String text = SchemaHistoryWriter.write(ORDERS);
    assertThat(SchemaHistoryReader.read(text)).isEqualTo(ORDERS);
    assertThat(SchemaHistoryWriter.write(SchemaHistoryReader.read(text))).isEqualTo(text);
    assertThat(text).endsWith("}\n").doesNotContain("\r", "\t");
    assertThat(text.indexOf("\"com.acme.Customer\"")).as("kinds sorted").isLessThan(text.indexOf("\"com.acme.Order\""));
    assertThat(text.indexOf("\"expiresAt\": {")).as("columns sorted").isLessThan(text.indexOf("\"gsi1pk\": {"));
    assertThat(text).contains("      \"sortKey\": {\"attribute\": \"sk\", \"type\": \"S\", \"template\": \"ORDER#{orderNo:8}\"},\n")
        .contains("        \"gsi1sk\": {\"type\": \"S\", \"template\": \"{placedAt}\", \"sparse\": true}")
        .contains("      \"nonKeyAttributes\": [\"total\"],\n")
        .contains("""
                  "placeholders": {
                    "gsi1pk {status}": {"type": "com.acme.Status", "enum": true},
                    "gsi1sk {placedAt}": {"type": "java.time.Instant", "converter": \
            "io.dynaforge.mapping.FixedWidthInstantConverter"},
                    "pk {customerId}": {"type": "java.lang.String"},
                    "sk {orderNo}": {"type": "java.lang.Long", "width": 8}
                  }
            """);
  }

  @Test
  void aFileWrittenBeforePlaceholdersWereRecordedIsReadWithTheirFormsUnknown() throws Exception {
    String text = SchemaHistoryWriter.write(ORDERS);
    String old = withoutPlaceholders(text);
    assertThat(old).doesNotContain("placeholders").contains("\"ORDER#{orderNo:8}\"");
    TableHistory read = SchemaHistoryReader.read(old);
    assertThat(read.kinds().get("com.acme.Order").sortKey().placeholders()).isEmpty();
    assertThat(read.kinds().get("com.acme.Order").columns().get("gsi1pk").placeholders()).isEmpty();
    assertThat(SchemaHistoryComparison.compare(read, ORDERS).none()).as("unknown is no change").isTrue();
    assertThat(SchemaHistoryWriter.write(read)).as("an old file's lines are the new file's, less the placeholders")
        .isEqualTo(old);
  }

  @Test
  void anEncryptedKindsActionsReadBackAndComparedForStoredAttributes() throws Exception {
    TableHistory.Kind plain = ORDERS.kinds().get("com.acme.Customer");
    TableHistory.Kind encrypted = new TableHistory.Kind(plain.partitionKey(), plain.sortKey(), plain.columns(),
        Map.of("pk", AttributeAction.SIGN_ONLY, "sk", AttributeAction.SIGN_ONLY, "card", AttributeAction.ENCRYPT_AND_SIGN,
            "name", AttributeAction.SIGN_ONLY, "note", AttributeAction.DO_NOTHING));
    TableHistory history = withCustomer(encrypted);
    String text = SchemaHistoryWriter.write(history);
    assertThat(text).contains("""
              "actions": {
                "card": "ENCRYPT_AND_SIGN",
                "name": "SIGN_ONLY",
                "note": "DO_NOTHING",
                "pk": "SIGN_ONLY",
                "sk": "SIGN_ONLY"
              }
        """);
    assertThat(SchemaHistoryReader.read(text)).isEqualTo(history);
    assertThat(SchemaHistoryWriter.write(ORDERS)).as("no encrypted kind, no actions").doesNotContain("actions");
    assertThatThrownBy(() -> SchemaHistoryReader.read(text.replace("\"DO_NOTHING\"", "\"NOTHING\"")))
        .hasMessage("the action of note of com.acme.Customer is none of ENCRYPT_AND_SIGN, SIGN_ONLY, DO_NOTHING");

    TableHistory.Kind changed = new TableHistory.Kind(plain.partitionKey(), plain.sortKey(), plain.columns(),
        Map.of("pk", AttributeAction.SIGN_ONLY, "sk", AttributeAction.SIGN_ONLY, "card", AttributeAction.ENCRYPT_AND_SIGN,
            "name", AttributeAction.DO_NOTHING, "note", AttributeAction.ENCRYPT_AND_SIGN,
            "pin", AttributeAction.ENCRYPT_AND_SIGN));
    EncryptionHistoryComparison.Findings findings = EncryptionHistoryComparison.compare(history, withCustomer(changed));
    assertThat(findings.encrypted()).as("a new attribute is not stored yet").containsExactly(
        new EncryptionHistoryComparison.NowEncrypted("com.acme.Customer", List.of("note"), true));
    assertThat(findings.unsigned()).containsExactly(
        new EncryptionHistoryComparison.NowUnsigned("com.acme.Customer", "name", AttributeAction.SIGN_ONLY));
    assertThat(EncryptionHistoryComparison.compare(ORDERS, history).encrypted()).as("a kind that was plaintext")
        .containsExactly(new EncryptionHistoryComparison.NowEncrypted("com.acme.Customer", List.of("card"), false));
    assertThat(EncryptionHistoryComparison.compare(ORDERS, history).unsigned()).as("nothing was signed").isEmpty();
  }

  private static TableHistory withCustomer(TableHistory.Kind customer) {
    Map<String, TableHistory.Kind> kinds = new java.util.TreeMap<>(ORDERS.kinds());
    kinds.put("com.acme.Customer", customer);
    return new TableHistory(ORDERS.tableName(), ORDERS.keySchema(), ORDERS.timeToLive(), ORDERS.stream(), kinds,
        ORDERS.indexes());
  }

  @Test
  void aPlaceholderThatNamesNoTemplateIsUnreadable() {
    String text = SchemaHistoryWriter.write(ORDERS);
    assertThatThrownBy(() -> SchemaHistoryReader.read(text.replace("\"sk {orderNo}\"", "\"sk {orderId}\"")))
        .hasMessage("the placeholder {orderId} of the key sk of com.acme.Order is not in its template");
    assertThatThrownBy(() -> SchemaHistoryReader.read(text.replace("\"sk {orderNo}\"", "\"gsi9 {orderNo}\"")))
        .hasMessage("the placeholders of com.acme.Order name 'gsi9', which is none of its templates");
    assertThatThrownBy(() -> SchemaHistoryReader.read(text.replace("\"sk {orderNo}\"", "\"sk orderNo\"")))
        .hasMessage("placeholder sk orderNo of com.acme.Order is not named '<attribute> {<property>}'");
    assertThatThrownBy(() -> SchemaHistoryReader.read(text.replace("\"width\": 8", "\"width\": \"wide\"")))
        .hasMessage("\"width\" of placeholder sk {orderNo} of com.acme.Order is not a whole number below 100");
    assertThatThrownBy(() -> SchemaHistoryReader.read(text.replace("\"type\": \"java.lang.Long\", ", "")))
        .hasMessage("placeholder sk {orderNo} of com.acme.Order has no \"type\"");
  }

  @Test
  void anotherTextFormOfABaseKeyPlaceholderMakesItemsUnreachableOfAColumnPlaceholderNeedsABackfill() {
    TableHistory.Kind order = ORDERS.kinds().get("com.acme.Order");
    TableHistory.Placeholder wider = new TableHistory.Placeholder("java.lang.Long", 9, null, false);
    TableHistory.Key sk = new TableHistory.Key("sk", "S", SK.template(), Map.of("orderNo", wider));
    TableHistory.Column gsi1pk = new TableHistory.Column("S", "STATUS#{status}", false, null, Map.of("status", TEXT));
    TableHistory changed = withOrder(new TableHistory.Kind(PK, sk, Map.of("gsi1pk", gsi1pk,
        "gsi1sk", order.columns().get("gsi1sk"), "expiresAt", order.columns().get("expiresAt"))));
    SchemaHistoryComparison.Findings findings = SchemaHistoryComparison.compare(ORDERS, changed);
    assertThat(findings.unreachable()).containsExactly(new SchemaHistoryComparison.Unreachable("com.acme.Order", false,
        SK, sk, "orderNo"));
    assertThat(findings.backfills()).containsExactly(new SchemaHistoryComparison.BackfillNeeded("com.acme.Order",
        List.of(new SchemaHistoryComparison.ColumnChange("gsi1pk", order.columns().get("gsi1pk"), gsi1pk,
            List.of("status"))), List.of("gsi1")));
    assertThat(findings.noLongerDerived()).isEmpty();
    // the converter and the enum count as the type and the width do
    for (TableHistory.Placeholder other : List.of(new TableHistory.Placeholder("java.lang.Long", 8, "x.C", false),
        new TableHistory.Placeholder("java.lang.Long", 8, null, true),
        new TableHistory.Placeholder("java.lang.Integer", 8, null, false))) {
      TableHistory otherSk = withOrder(new TableHistory.Kind(PK, new TableHistory.Key("sk", "S", SK.template(),
          Map.of("orderNo", other)), order.columns()));
      assertThat(SchemaHistoryComparison.compare(ORDERS, otherSk).unreachable()).as(other.toString()).hasSize(1);
    }
  }

  @Test
  void aColumnNoLongerDerivedIsFoundWithTheIndexesKeyedOnIt() {
    TableHistory.Kind order = ORDERS.kinds().get("com.acme.Order");
    TableHistory changed = withOrder(new TableHistory.Kind(PK, SK, Map.of("gsi1sk", order.columns().get("gsi1sk"))));
    SchemaHistoryComparison.Findings findings = SchemaHistoryComparison.compare(ORDERS, changed);
    assertThat(findings.noLongerDerived()).containsExactly(
        new SchemaHistoryComparison.NoLongerDerived("com.acme.Order", "expiresAt", order.columns().get("expiresAt"),
            List.of()),
        new SchemaHistoryComparison.NoLongerDerived("com.acme.Order", "gsi1pk", order.columns().get("gsi1pk"),
            List.of("gsi1")));
    assertThat(findings.unreachable()).isEmpty();
    assertThat(findings.backfills()).isEmpty();
  }

  @Test
  void aRenameIsARenameWhenThePlaceholdersAreUnknownNotWhenTheyChanged() {
    TableHistory.Kind customer = ORDERS.kinds().get("com.acme.Customer");
    TableHistory.Kind unknown = new TableHistory.Kind(new TableHistory.Key("pk", "S", PK.template(), Map.of()),
        customer.sortKey(), Map.of());
    TableHistory old = new TableHistory("orders", ORDERS.keySchema(), null, null,
        Map.of("com.acme.Customer", unknown), Map.of());
    TableHistory renamed = new TableHistory("orders", ORDERS.keySchema(), null, null,
        Map.of("com.acme.crm.Customer", customer), Map.of());
    assertThat(SchemaHistoryComparison.compare(old, renamed).none()).isTrue();
    TableHistory.Kind numbered = new TableHistory.Kind(new TableHistory.Key("pk", "S", PK.template(),
        Map.of("customerId", new TableHistory.Placeholder("java.lang.Long", 0, null, false))), customer.sortKey(),
        Map.of());
    assertThat(SchemaHistoryComparison.compare(ORDERS, new TableHistory("orders", ORDERS.keySchema(), null, null,
        Map.of("com.acme.Order", ORDERS.kinds().get("com.acme.Order"), "com.acme.crm.Customer", numbered), Map.of()))
        .removed()).containsExactly(new SchemaHistoryComparison.Removed("com.acme.Customer"));
  }

  @Test
  void valuesWithQuotesBackslashesAndSpacesSurvive() throws Exception {
    TableHistory odd = new TableHistory("odd", List.of("my key S HASH"), null, null,
        Map.of("x.Odd", new TableHistory.Kind(new TableHistory.Key("my key", "S", "A\"B\\C\u00e9{id}",
            Map.of("id", TEXT)), null, Map.of())), Map.of());
    assertThat(SchemaHistoryReader.read(SchemaHistoryWriter.write(odd))).isEqualTo(odd);
    assertThat(TableHistory.attributeOf("my key S HASH")).isEqualTo("my key");
  }

  @Test
  void aReformattedFileIsRead() throws Exception {
    String text = SchemaHistoryWriter.write(ORDERS).replace("\n", "").replaceAll(" {2,}", " ");
    assertThat(SchemaHistoryReader.read(text)).isEqualTo(ORDERS);
  }

  @Test
  void aFileThatIsNotAHistoryIsUnreadableWithTheReason() {
    String text = SchemaHistoryWriter.write(ORDERS);
    assertThatThrownBy(() -> SchemaHistoryReader.read(text.replace("\"dynaforgeSchemaHistory\": 1",
        "\"dynaforgeSchemaHistory\": 2"))).hasMessageContaining("in format 2");
    assertThatThrownBy(() -> SchemaHistoryReader.read(text.replace("\"table\": \"orders\",",
        "\"table\": \"orders\",\n  \"table\": \"again\","))).hasMessage("line 5: the field \"table\" appears twice");
    assertThatThrownBy(() -> SchemaHistoryReader.read(text.replaceFirst("\"partitionKey\"", "\"partitionKee\"")))
        .hasMessage("the partition key of com.acme.Customer is missing");
    assertThatThrownBy(() -> SchemaHistoryReader.read(text.substring(0, text.length() / 2)))
        .hasMessageContaining("too early");
    assertThatThrownBy(() -> SchemaHistoryReader.read(text + "x")).hasMessageContaining("after the end");
    assertThatThrownBy(() -> SchemaHistoryReader.read("")).hasMessage("line 1: the file ends too early");
  }

  @Test
  void anUnchangedModelChangesNothing() {
    assertThat(SchemaHistoryComparison.compare(ORDERS, ORDERS).none()).isTrue();
  }

  @Test
  void keysThatChangeMakeItemsUnreachableColumnsThatChangeNeedABackfill() {
    TableHistory.Kind order = ORDERS.kinds().get("com.acme.Order");
    TableHistory changed = withOrder(new TableHistory.Kind(PK, null, Map.of(
        "gsi1pk", order.columns().get("gsi1pk"),
        "gsi1sk", new TableHistory.Column("S", "{placedAt}", false, null, Map.of()), // no longer sparse
        "gsi2pk", new TableHistory.Column("S", "SKU#{sku}", false, null, Map.of("sku", TEXT)), // new
        "expiresAt", order.columns().get("expiresAt"))));
    SchemaHistoryComparison.Findings findings = SchemaHistoryComparison.compare(ORDERS, changed);
    assertThat(findings.unreachable()).containsExactly(new SchemaHistoryComparison.Unreachable("com.acme.Order", false,
        SK, null, null));
    assertThat(findings.backfills()).containsExactly(new SchemaHistoryComparison.BackfillNeeded("com.acme.Order",
        List.of(new SchemaHistoryComparison.ColumnChange("gsi1sk", order.columns().get("gsi1sk"),
                changed.kinds().get("com.acme.Order").columns().get("gsi1sk"), List.of()),
            new SchemaHistoryComparison.ColumnChange("gsi2pk", null,
                changed.kinds().get("com.acme.Order").columns().get("gsi2pk"), List.of())),
        List.of("gsi1")));
    assertThat(findings.removed()).isEmpty();
  }

  @Test
  void aKindGoneIsRemovedUnlessANewKindHasItsVeryKeys() {
    TableHistory withoutCustomer = new TableHistory("orders", ORDERS.keySchema(), null, null,
        Map.of("com.acme.Order", ORDERS.kinds().get("com.acme.Order")), ORDERS.indexes());
    assertThat(SchemaHistoryComparison.compare(ORDERS, withoutCustomer).removed())
        .containsExactly(new SchemaHistoryComparison.Removed("com.acme.Customer"));
    TableHistory renamed = new TableHistory("orders", ORDERS.keySchema(), null, null,
        Map.of("com.acme.Order", ORDERS.kinds().get("com.acme.Order"),
            "com.acme.crm.Customer", ORDERS.kinds().get("com.acme.Customer")), ORDERS.indexes());
    assertThat(SchemaHistoryComparison.compare(ORDERS, renamed).none()).isTrue();
    assertThat(SchemaHistoryComparison.compare(withoutCustomer, ORDERS).none()).as("a new kind: nothing stored").isTrue();
  }

  /** The text as the processor wrote it before placeholders were recorded: without the kinds' placeholders. */
  static String withoutPlaceholders(String text) {
    StringBuilder old = new StringBuilder();
    boolean skipping = false;
    for (String line : text.split("\n")) {
      if (line.endsWith("\"placeholders\": {")) {
        old.setLength(old.length() - 2); // the comma that ended the line before
        old.append('\n');
        skipping = true;
      } else if (skipping) {
        skipping = !line.equals("      }");
      } else {
        old.append(line).append('\n');
      }
    }
    return old.toString();
  }

  private static TableHistory withOrder(TableHistory.Kind order) {
    return new TableHistory("orders", ORDERS.keySchema(), ORDERS.timeToLive(), ORDERS.stream(),
        Map.of("com.acme.Order", order, "com.acme.Customer", ORDERS.kinds().get("com.acme.Customer")),
        ORDERS.indexes());
  }
}
