package io.dynaforge.processor;

import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.source;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.CompilationSubject;
import java.io.IOException;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Client-side encryption's rules on the model (issue 44, item 2), each pinned to its line (run again
 * under ecj by {@code EclipseCompilerTest}): keys, placeholders and index keys are signed only, a
 * version and a TTL are not encrypted, an encrypted kind has no atomic counter, a nested map's or a
 * view's members carry no action, and the kinds of one table agree on each attribute's action; and
 * the table's actions written for the run time.
 */
class EncryptionDiagnosticsTest {

  @Test
  void anEncryptedPartitionKey() {
    Sources.assertError(source("Card", """
        @Table("cards")
        public record Card(@Encrypted @PartitionKey String number, String holder) {}
        """), "EncryptedKeyAttribute", "@Encrypted @PartitionKey String number",
        "'number' of Card is @Encrypted, but it is the partition key: DynamoDB reads key attributes in plaintext",
        "Remove @Encrypted.");
  }

  @Test
  void anUnsignedPlaceholder() {
    Sources.assertError(source("Line", """
        @Table("orders")
        @PartitionKeyTemplate("ORDER#{orderId}")
        @SortKeyTemplate("LINE#{sku}")
        public class Line {
          @Derived private String orderId;
          @Derived
          @Unsigned
          private String sku;
          @Encrypted private String note;
          public String getOrderId() { return orderId; }
          public void setOrderId(String v) { orderId = v; }
          public String getSku() { return sku; }
          public void setSku(String v) { sku = v; }
          public String getNote() { return note; }
          public void setNote(String v) { note = v; }
        }
        """), "EncryptedKeyAttribute", "@Unsigned",
        "'sku' of Line is @Unsigned, but it is the placeholder {sku} of @SortKeyTemplate(\"LINE#{sku}\")");
  }

  @Test
  void anEncryptedIndexKey() {
    Sources.assertError(source("Shipment", """
        @Table("shipments")
        @TableIndex(name = "byWarehouse", partitionKey = "warehouse")
        public record Shipment(@PartitionKey String id, @Encrypted String warehouse, String status) {}
        """), "EncryptedKeyAttribute", "@Encrypted String warehouse",
        "it is a key attribute of the index 'byWarehouse'");
  }

  @Test
  void anEncryptedVersionAndTimeToLive() {
    Sources.assertError(source("Session", """
        @Table("sessions")
        public record Session(@PartitionKey String id,
            @Encrypted @Version Long version,
            Instant expires) {}
        """), "EncryptedControlAttribute", "@Encrypted @Version Long version",
        "'version' of Session is @Encrypted and @Version: a save's condition compares the stored version");
    Sources.assertError(source("Token", """
        @Table("tokens")
        public record Token(@PartitionKey String id,
            @Encrypted @TimeToLive Instant expires) {}
        """), "EncryptedControlAttribute", "@Encrypted @TimeToLive Instant expires",
        "DynamoDB expires an item by the attribute's plaintext number");
  }

  @Test
  void aCounterOnAnEncryptedKind() {
    Sources.assertError(source("Wallet", """
        @Table("wallets")
        public record Wallet(@PartitionKey String id, @Encrypted String iban,
            @AtomicCounter Long visits) {}
        """), "CounterOnEncryptedKind", "@AtomicCounter Long visits",
        "'visits' of Wallet is an @AtomicCounter, but Wallet is encrypted (its 'iban' is @Encrypted)");
  }

  @Test
  void aCounterOnAnotherKindOfAnEncryptedTable() {
    JavaFileObject wallet = source("Wallet", """
        @Table("wallets")
        @SortKeyTemplate("WALLET")
        public record Wallet(@PartitionKey String id, @Encrypted String iban) {}
        """);
    Sources.assertError(new JavaFileObject[] {wallet}, source("WalletVisits", """
        @Table("wallets")
        @SortKeyTemplate("VISITS")
        public record WalletVisits(@PartitionKey String id,
            @AtomicCounter Long visits) {}
        """), "CounterOnEncryptedTable", "@AtomicCounter Long visits",
        "'visits' of WalletVisits is an @AtomicCounter, but its table 'wallets' holds the encrypted kind Wallet",
        "Keep the counter in an entity of another table.");
  }

  @Test
  void aViewOverAnIndexThatProjectsLessThanWholeItemsOfAnEncryptedTable() {
    JavaFileObject order = source("Order", """
        @Table("orders")
        @TableIndex(name = "byStatus", partitionKey = "status", projection = IndexProjection.KEYS_ONLY)
        public record Order(@PartitionKey String id, String status, @Encrypted String card) {}
        """);
    Sources.assertError(new JavaFileObject[] {order}, source("ByStatus", """
        @SecondaryIndex(value = "byStatus", tableName = "orders", projection = IndexProjection.KEYS_ONLY)
        public record ByStatus(@PartitionKey String status, String id) {}
        """), "PartialIndexOfEncryptedTable", "@SecondaryIndex(value = \"byStatus\"",
        "The view ByStatus reads the index 'byStatus' of table 'orders', which projects KEYS_ONLY, but the table"
            + " holds the encrypted kind Order", "Declare the index with projection ALL");
  }

  @Test
  void encryptedAndUnsigned() {
    Sources.assertError(source("Card", """
        @Table("cards")
        public record Card(@PartitionKey String id,
            @Encrypted @Unsigned String holder) {}
        """), "EncryptedAndUnsigned", "@Encrypted @Unsigned String holder",
        "'holder' of Card is both @Encrypted and @Unsigned");
  }

  @Test
  void anEncryptedMemberOfANestedMap() {
    JavaFileObject address = source("Address", """
        public record Address(String street, @Encrypted String zip) {}
        """);
    Sources.assertError(new JavaFileObject[] {source("Customer", """
        @Table("customers")
        public record Customer(@PartitionKey String id, Address address) {}
        """)}, address, "MisplacedEncryption", "@Encrypted String zip",
        "'zip' of Address is @Encrypted, but its type is stored as a nested map inside another attribute",
        "Put it on the property that holds the nested type");
  }

  @Test
  void anEncryptedMemberOfAView() {
    JavaFileObject table = source("Order", """
        @Table("orders")
        @TableIndex(name = "byStatus", partitionKey = "status")
        public record Order(@PartitionKey String id, String status, @Encrypted String card) {}
        """);
    Sources.assertError(new JavaFileObject[] {table}, source("ByStatus", """
        @SecondaryIndex(value = "byStatus", tableName = "orders")
        public record ByStatus(@PartitionKey String status, String id,
            @Encrypted String card) {}
        """), "MisplacedEncryption", "@Encrypted String card", "a @SecondaryIndex view reads what its table's entities write");
  }

  @Test
  void twoKindsGivingOneAttributeTwoActions() {
    JavaFileObject order = source("Order", """
        @Table("shop")
        @PartitionKeyTemplate("C#{customerId}")
        @SortKeyTemplate("ORDER#{orderId}")
        public record Order(@Derived String customerId, @Derived String orderId, @Encrypted String note) {}
        """);
    Sources.assertError(new JavaFileObject[] {order}, source("Refund", """
        @Table("shop")
        @PartitionKeyTemplate("C#{customerId}")
        @SortKeyTemplate("REFUND#{refundId}")
        public record Refund(@Derived String customerId, @Derived String refundId,
            String note) {}
        """), "EncryptionActionConflict", "String note",
        "The attribute 'note' of table 'shop' is SIGN_ONLY (no annotation) in Refund but ENCRYPT_AND_SIGN (@Encrypted)"
            + " in Order");
  }

  @Test
  void theTableActionsAreWrittenForTheRunTime() throws IOException {
    Compilation c = compile(source("Order", """
        @Table(value = "shop", partitionKey = "PK", sortKey = "SK")
        @PartitionKeyTemplate("C#{customerId}")
        @SortKeyTemplate("ORDER#{orderId}")
        public record Order(@Derived String customerId, @Derived String orderId, @Encrypted String card,
            @Unsigned String note, @Embedded @Encrypted Money total) {}
        """), source("Money", """
        public record Money(String currency, Long cents) {}
        """), source("Customer", """
        @Table(value = "shop", partitionKey = "PK", sortKey = "SK")
        @PartitionKeyTemplate("C#{customerId}")
        @SortKeyTemplate("PROFILE")
        public record Customer(@Derived String customerId, String name, @Unsigned String note) {}
        """), source("Plain", """
        @Table("plain")
        public record Plain(@PartitionKey String id, String name) {}
        """));
    CompilationSubject.assertThat(c).succeededWithoutWarnings();
    assertThat(IamPolicyTest.file(c, "META-INF/dynaforge/encryption/shop.json").orElseThrow()).isEqualTo("""
        {
          "table": "shop",
          "keys": [
            "PK",
            "SK"
          ],
          "kinds": [
            "com.acme.Customer",
            "com.acme.Order"
          ],
          "actions": {
            "PK": "SIGN_ONLY",
            "SK": "SIGN_ONLY",
            "card": "ENCRYPT_AND_SIGN",
            "cents": "ENCRYPT_AND_SIGN",
            "currency": "ENCRYPT_AND_SIGN",
            "name": "SIGN_ONLY",
            "note": "DO_NOTHING"
          },
          "allowedUnsigned": [
            "note"
          ]
        }
        """);
    assertThat(IamPolicyTest.file(c, "META-INF/dynaforge/encryption/plain.json")).isEmpty();
  }

  private static final JavaFileObject CARD = source("Card", """
      @Table("cards")
      public record Card(@PartitionKey String owner, @SortKey String id, @Encrypted String number, String holder,
          @Unsigned String note) {}
      """);

  private static JavaFileObject cards(String... methods) {
    return source("CardRepository", "import io.dynaforge.repository.*;\n"
        + "import org.springframework.data.repository.query.Param;\n"
        + "public interface CardRepository extends DynamoDbRepository<Card, DynamoDbCompositeId> {\n  "
        + String.join("\n  ", methods) + "\n}\n");
  }

  @Test
  void aDerivedConditionOrOrderingOnAnEncryptedAttribute() {
    Sources.assertError(new JavaFileObject[] {CARD}, cards("List<Card> findByOwnerAndNumber(String owner, String number);"),
        "QueryOnEncryptedAttribute", "findByOwnerAndNumber",
        "CardRepository.findByOwnerAndNumber has a condition on the @Encrypted attribute 'number' of Card: DynamoDB"
            + " holds only its ciphertext, so the request would match nothing without an error");
    Sources.assertError(new JavaFileObject[] {CARD}, cards("List<Card> findByOwnerOrderByNumberDesc(String owner);"),
        "QueryOnEncryptedAttribute", "findByOwnerOrderByNumberDesc", "orders by the @Encrypted attribute 'number'");
  }

  @Test
  void aDeclaredFilterOnAnEncryptedAttribute() {
    Sources.assertError(new JavaFileObject[] {CARD}, cards(
        "@Query(filterExpression = \"holder = :h AND #number = :n\", allowScan = true)"
            + " List<Card> byNumber(@Param(\"h\") String h, @Param(\"n\") String n);"),
        "QueryOnEncryptedAttribute", "List<Card> byNumber", "CardRepository.byNumber has a condition on the @Encrypted"
            + " attribute 'number'");
  }

  @Test
  void partiQlOnAnEncryptedKind() {
    Sources.assertError(new JavaFileObject[] {CARD}, cards(
        "@Query(partiQl = \"SELECT * FROM cards WHERE owner = ?\") List<Card> all(String owner);"),
        "PartiQlOnEncryptedTable", "List<Card> all", "the encryption SDK does not support PartiQL");
  }

  @Test
  void aDeclaredUpdateOfASignedAttributeButNotOfAnUnsignedOne() {
    Sources.assertError(new JavaFileObject[] {CARD}, cards(
        "@Update(updateExpression = \"SET #holder = :holder\") void rename(String owner, String id, String holder);",
        "@Update(updateExpression = \"SET #note = :note\") void annotate(String owner, String id, String note);"),
        "UpdateOfSignedAttribute", "void rename", "CardRepository.rename is a declared @Update of the encrypted kind"
            + " Card that changes the signed attribute 'holder'");
    CompilationSubject.assertThat(compile(CARD, cards(
        "@Update(updateExpression = \"SET #note = :note\") void annotate(String owner, String id, String note);")))
        .succeededWithoutWarnings();
  }

  @Test
  void aProjectionOfAnEncryptedKind() {
    Sources.assertError(new JavaFileObject[] {CARD, source("CardHolder", """
        public record CardHolder(String holder) {}
        """)}, cards("List<CardHolder> findByOwner(String owner);"), "ProjectionOfEncryptedKind",
        "List<CardHolder> findByOwner", "a signed item only whole");
  }

  @Test
  void anIndexQueryOfAnEncryptedKindNeedsTheSdksHeaderAndFooter() {
    JavaFileObject card = source("Card", """
        @Table("cards")
        @TableIndex(name = "byHolder", partitionKey = "holder", projection = IndexProjection.INCLUDE,
            include = {"number", "note"})
        public record Card(@PartitionKey String id, String holder, @Encrypted String number, @Unsigned String note) {}
        """);
    Sources.assertError(new JavaFileObject[] {card}, source("CardRepository", """
        import io.dynaforge.repository.*;
        public interface CardRepository extends DynamoDbRepository<Card, String> {
          List<Card> findByHolder(String holder);
          long countByHolder(String holder);
        }
        """), "IndexDoesNotProjectEntity", "List<Card> findByHolder",
        "reads Card entities from the index 'byHolder', which projects INCLUDE number, note besides its keys but not"
            + " 'aws_dbe_head', 'aws_dbe_foot'");
  }
}
