package io.dynaforge.processor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.processor.codegen.SchemaHistoryWriter;
import io.dynaforge.processor.model.TableHistory;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The schema history file's text ({@link SchemaHistoryWriter}, {@link SchemaHistoryReader}) and what a
 * model changes against it ({@link SchemaHistoryComparison}), without a compiler.
 */
class SchemaHistoryFileTest {

  private static final TableHistory.Key PK = new TableHistory.Key("pk", "S", "CUSTOMER#{customerId}");
  private static final TableHistory.Key SK = new TableHistory.Key("sk", "S", "ORDER#{orderNo:8}");

  private static final TableHistory ORDERS = new TableHistory("orders",
      List.of("pk S HASH", "sk S RANGE"), "expiresAt", "NEW_AND_OLD_IMAGES",
      Map.of("com.acme.Order", new TableHistory.Kind(PK, SK, Map.of(
              "gsi1pk", new TableHistory.Column("S", "STATUS#{status}", false, null),
              "gsi1sk", new TableHistory.Column("S", "{placedAt}", true, null),
              "expiresAt", new TableHistory.Column("N", null, false, "expiresAt"))),
          "com.acme.Customer", new TableHistory.Kind(PK, new TableHistory.Key("sk", "S", "PROFILE"), Map.of())),
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
        .contains("      \"nonKeyAttributes\": [\"total\"],\n");
  }

  @Test
  void valuesWithQuotesBackslashesAndSpacesSurvive() throws Exception {
    TableHistory odd = new TableHistory("odd", List.of("my key S HASH"), null, null,
        Map.of("x.Odd", new TableHistory.Kind(new TableHistory.Key("my key", "S", "A\"B\\C\u00e9{id}"), null,
            Map.of())), Map.of());
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
        "gsi1sk", new TableHistory.Column("S", "{placedAt}", false, null), // no longer sparse
        "gsi2pk", new TableHistory.Column("S", "SKU#{sku}", false, null)))); // new; expiresAt dropped: nothing
    SchemaHistoryComparison.Findings findings = SchemaHistoryComparison.compare(ORDERS, changed);
    assertThat(findings.unreachable()).containsExactly(new SchemaHistoryComparison.Unreachable("com.acme.Order", false,
        SK, null));
    assertThat(findings.backfills()).containsExactly(new SchemaHistoryComparison.BackfillNeeded("com.acme.Order",
        List.of(new SchemaHistoryComparison.ColumnChange("gsi1sk", order.columns().get("gsi1sk"),
                changed.kinds().get("com.acme.Order").columns().get("gsi1sk")),
            new SchemaHistoryComparison.ColumnChange("gsi2pk", null,
                changed.kinds().get("com.acme.Order").columns().get("gsi2pk"))),
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

  private static TableHistory withOrder(TableHistory.Kind order) {
    return new TableHistory("orders", ORDERS.keySchema(), ORDERS.timeToLive(), ORDERS.stream(),
        Map.of("com.acme.Order", order, "com.acme.Customer", ORDERS.kinds().get("com.acme.Customer")),
        ORDERS.indexes());
  }
}
