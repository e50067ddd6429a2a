package io.dynaforge.mapping;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The default key conversion of an item collection whose key attribute no visible entity writes: by
 * the value's Java type, and a type with no key conversion is refused (it used to be sent as its
 * {@code toString()}, a key that silently matched nothing).
 */
class ItemCollectionMapperKeyValueTest {

  record Shelf() {}

  record DeviceId(String site, int number) {}

  private static final ItemCollectionMapper<Shelf> MAPPER = new ItemCollectionMapper<>() {
    @Override
    public Class<Shelf> type() {
      return Shelf.class;
    }

    @Override
    public String tableName() {
      return "shop";
    }

    @Override
    public String indexName() {
      return null;
    }

    @Override
    public String partitionKeyAttribute() {
      return "pk";
    }

    @Override
    public String sortKeyAttribute() {
      return "sk";
    }

    @Override
    public Shelf fold(List<Map<String, AttributeValue>> rows) {
      return new Shelf();
    }
  };

  @Test
  void convertsByTheValuesJavaType() {
    assertThat(MAPPER.keyValue("pk", "SHOP#1")).isEqualTo(AttributeValue.fromS("SHOP#1"));
    assertThat(MAPPER.keyValue("pk", 42L)).isEqualTo(AttributeValue.fromN("42"));
    assertThat(MAPPER.keyValue("sk", LocalDate.of(2026, 1, 2))).isEqualTo(AttributeValue.fromS("2026-01-02"));
    AttributeValue stored = AttributeValue.fromS("as stored");
    assertThat(MAPPER.keyValue("sk", stored)).isSameAs(stored);
  }

  @Test
  void refusesATypeWithNoKeyConversionInsteadOfSendingItsToString() {
    assertThatThrownBy(() -> MAPPER.keyValue("pk", new DeviceId("lab", 7)))
        .isInstanceOf(DynamoDbMappingException.class)
        .hasMessageContaining("'pk'").hasMessageContaining("Shelf").hasMessageContaining("'shop'")
        .hasMessageContaining(DeviceId.class.getName()).hasMessageContaining("AttributeValue");
  }

  @Test
  void refusesNull() {
    assertThatThrownBy(() -> MAPPER.keyValue("sk", null)).isInstanceOf(DynamoDbMappingException.class)
        .hasMessageContaining("'sk'").hasMessageContaining("is null");
  }
}
