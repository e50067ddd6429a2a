package io.dynaforge.stream;

import static io.dynaforge.stream.TestKinds.item;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.annotation.ChangeType;
import io.dynaforge.stream.TestKinds.Order;
import io.dynaforge.stream.TestKinds.OrderLine;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.StreamRecord;

/** Decoding hand-built stream records: routing by the one kind rule, images, TTL, unmapped rows. */
class StreamDecoderTest {

  private final StreamDecoder decoder = StreamDecoder.forTable(TestKinds.registry(), TestKinds.TABLE);

  private static Record record(OperationType type, Map<String, AttributeValue> keys, Map<String, AttributeValue> oldImage,
      Map<String, AttributeValue> newImage) {
    StreamRecord.Builder change = StreamRecord.builder().keys(keys).sequenceNumber("100")
        .approximateCreationDateTime(Instant.parse("2026-12-02T10:00:00Z"));
    if (oldImage != null) {
      change.oldImage(oldImage);
    }
    if (newImage != null) {
      change.newImage(newImage);
    }
    return Record.builder().eventName(type).eventID("e1").dynamodb(change.build()).build();
  }

  @Test
  void anOrderAndItsLineGoToTheirOwnKindsThoughTheLinesKeyAlsoMatchesTheOrderPattern() {
    Map<String, AttributeValue> orderKey = item("pk", "CUSTOMER#c1", "sk", "ORDER#o1");
    Map<String, AttributeValue> order = item("pk", "CUSTOMER#c1", "sk", "ORDER#o1", "status", "NEW");
    ChangeEvent<?> inserted = decoder.decode(record(OperationType.INSERT, orderKey, null, order));
    assertThat(inserted.entityType()).isEqualTo(Order.class);
    assertThat(inserted.type()).isEqualTo(ChangeType.INSERT);
    assertThat(inserted.newImage()).isEqualTo(new Order("c1", "o1", "NEW"));
    assertThat(inserted.oldImage()).isNull();
    assertThat(inserted.keys()).isEqualTo(orderKey);
    assertThat(inserted.sequenceNumber()).isEqualTo("100");
    assertThat(inserted.approximateCreationTime()).isEqualTo(Instant.parse("2026-12-02T10:00:00Z"));
    assertThat(inserted.expired()).isFalse();
    assertThat(inserted.tableName()).isEqualTo("shop");

    // ORDER#o1#LINE#002 also has the shape ORDER#{*}: the more specific kind owns it
    Map<String, AttributeValue> lineKey = item("pk", "CUSTOMER#c1", "sk", "ORDER#o1#LINE#002");
    Map<String, AttributeValue> before = item("pk", "CUSTOMER#c1", "sk", "ORDER#o1#LINE#002", "sku", "A");
    Map<String, AttributeValue> after = item("pk", "CUSTOMER#c1", "sk", "ORDER#o1#LINE#002", "sku", "B");
    ChangeEvent<?> modified = decoder.decode(record(OperationType.MODIFY, lineKey, before, after), "prod-shop");
    assertThat(modified.entityType()).isEqualTo(OrderLine.class);
    assertThat(modified.oldImage()).isEqualTo(new OrderLine("c1", "o1", 2, "A"));
    assertThat(modified.newImage()).isEqualTo(new OrderLine("c1", "o1", 2, "B"));
    assertThat(modified.tableName()).isEqualTo("prod-shop");
    assertThat(modified.as(OrderLine.class).newImage().sku()).isEqualTo("B");
    assertThatThrownBy(() -> modified.as(Order.class)).isInstanceOf(ClassCastException.class);
  }

  @Test
  void aRowNoKindClaimsIsAnUnmappedItemWithItsRawImages() {
    Map<String, AttributeValue> profileKey = item("pk", "CUSTOMER#c1", "sk", "PROFILE");
    Map<String, AttributeValue> profile = item("pk", "CUSTOMER#c1", "sk", "PROFILE", "name", "Ada");
    ChangeEvent<?> event = decoder.decode(record(OperationType.INSERT, profileKey, null, profile));
    assertThat(event.entityType()).isEqualTo(UnmappedItem.class);
    assertThat(event.isUnmapped()).isTrue();
    assertThat(((UnmappedItem) event.newImage()).item()).isEqualTo(profile);
    assertThat(event.oldImage()).isNull();
  }

  @Test
  void aDecoderOfOneKindNeverTakesAnotherKindsRowsForItsOwn() {
    StreamDecoder orders = StreamDecoder.of(TestKinds.registry(), Order.class);
    Map<String, AttributeValue> lineKey = item("pk", "CUSTOMER#c1", "sk", "ORDER#o1#LINE#002");
    ChangeEvent<?> event = orders.decode(record(OperationType.REMOVE, lineKey, lineKey, null));
    assertThat(event.entityType()).as("an order line, though ORDER#{*} matches it").isEqualTo(UnmappedItem.class);
    assertThat(orders.decode(record(OperationType.REMOVE, item("pk", "CUSTOMER#c1", "sk", "ORDER#o1"), null, null))
        .entityType()).isEqualTo(Order.class);
  }

  @Test
  void aDeletionByTimeToLiveIsExpiredAndOneByARequestIsNot() {
    Map<String, AttributeValue> key = item("pk", "CUSTOMER#c1", "sk", "ORDER#o1");
    Record byTtl = record(OperationType.REMOVE, key, key, null).toBuilder()
        .userIdentity(i -> i.type("Service").principalId("dynamodb.amazonaws.com")).build();
    ChangeEvent<?> expired = decoder.decode(byTtl);
    assertThat(expired.expired()).isTrue();
    assertThat(expired.type()).isEqualTo(ChangeType.REMOVE);
    assertThat(expired.oldImage()).isEqualTo(new Order("c1", "o1", null));
    assertThat(decoder.decode(record(OperationType.REMOVE, key, key, null)).expired()).isFalse();
    Record byOtherService = record(OperationType.REMOVE, key, key, null).toBuilder()
        .userIdentity(i -> i.type("Service").principalId("glue.amazonaws.com")).build();
    assertThat(decoder.decode(byOtherService).expired()).isFalse();
  }

  @Test
  void viewsWithoutAnImageGiveNull() {
    Map<String, AttributeValue> key = item("pk", "CUSTOMER#c1", "sk", "ORDER#o1");
    ChangeEvent<?> keysOnly = decoder.decode(record(OperationType.MODIFY, key, null, null));
    assertThat(keysOnly.entityType()).as("routed by its keys alone").isEqualTo(Order.class);
    assertThat(keysOnly.oldImage()).isNull();
    assertThat(keysOnly.newImage()).isNull();
    ChangeEvent<?> newOnly = decoder.decode(record(OperationType.MODIFY, key, null, item("pk", "CUSTOMER#c1", "sk",
        "ORDER#o1", "status", "PAID")));
    assertThat(newOnly.oldImage()).isNull();
    assertThat(newOnly.newImage()).isEqualTo(new Order("c1", "o1", "PAID"));
    ChangeEvent<?> unmappedKeysOnly = decoder.decode(record(OperationType.MODIFY, item("pk", "X", "sk", "Y"), null,
        null));
    assertThat(unmappedKeysOnly.isUnmapped()).isTrue();
    assertThat(unmappedKeysOnly.newImage()).isNull();
    assertThat(unmappedKeysOnly.keys()).containsEntry("sk", AttributeValue.fromS("Y"));
  }

  @Test
  void aDecoderIsOfOneTableAndOfEntities() {
    assertThatThrownBy(() -> StreamDecoder.forTable(TestKinds.registry(), "other"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'other'");
    assertThatThrownBy(() -> StreamDecoder.of(TestKinds.registry()))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(decoder.types()).containsExactly(Order.class, OrderLine.class);
  }

  /** A cipher of the table {@code prod-shop}: "encrypts" by upper-casing {@code status} and marking the item. */
  private static final io.dynaforge.core.ItemCipher SHOP_CIPHER = new io.dynaforge.core.ItemCipher() {
    @Override
    public boolean covers(String physicalTable) {
      return "prod-shop".equals(physicalTable);
    }

    @Override
    public Map<String, AttributeValue> encrypt(String physicalTable, Map<String, AttributeValue> item) {
      throw new UnsupportedOperationException();
    }

    @Override
    public Map<String, AttributeValue> decrypt(String physicalTable, Map<String, AttributeValue> item) {
      if (!item.containsKey("sealed")) {
        throw new IllegalStateException("Signature of record does not match");
      }
      Map<String, AttributeValue> open = new java.util.HashMap<>(item);
      open.remove("sealed");
      open.put("status", AttributeValue.fromS(item.get("status").s().toLowerCase(java.util.Locale.ROOT)));
      return open;
    }
  };

  @Test
  void aDecoderWithACipherDecryptsBothImagesOfACoveredTableBeforeReadingThem() {
    StreamDecoder decrypting = decoder.decryptingWith(SHOP_CIPHER);
    Map<String, AttributeValue> key = item("pk", "CUSTOMER#c1", "sk", "ORDER#o1");
    Map<String, AttributeValue> before = item("pk", "CUSTOMER#c1", "sk", "ORDER#o1", "status", "NEW", "sealed", "x");
    Map<String, AttributeValue> after = item("pk", "CUSTOMER#c1", "sk", "ORDER#o1", "status", "PAID", "sealed", "x");

    ChangeEvent<?> event = decrypting.decode(record(OperationType.MODIFY, key, before, after), "prod-shop");
    assertThat(event.oldImage()).isEqualTo(new Order("c1", "o1", "new"));
    assertThat(event.newImage()).isEqualTo(new Order("c1", "o1", "paid"));
    // another table is not the cipher's: read as it is
    assertThat(decrypting.decode(record(OperationType.INSERT, key, null, after), "dev-shop").newImage())
        .isEqualTo(new Order("c1", "o1", "PAID"));
    assertThat(decrypting.withTableName("prod-shop").decode(record(OperationType.REMOVE, key, before, null))
        .oldImage()).isEqualTo(new Order("c1", "o1", "new"));
  }

  @Test
  void anImageThatDoesNotVerifyIsADataRetrievalFailureNamingTableAndKey() {
    StreamDecoder decrypting = decoder.decryptingWith(SHOP_CIPHER);
    Map<String, AttributeValue> key = item("pk", "CUSTOMER#c1", "sk", "ORDER#o1");
    Map<String, AttributeValue> forged = item("pk", "CUSTOMER#c1", "sk", "ORDER#o1", "status", "NEW");

    assertThatThrownBy(() -> decrypting.decode(record(OperationType.INSERT, key, null, forged), "prod-shop"))
        .isInstanceOf(org.springframework.dao.DataRetrievalFailureException.class)
        .hasMessageContaining("table 'prod-shop'").hasMessageContaining("CUSTOMER#c1")
        .hasMessageContaining("Signature of record does not match");
  }
}
