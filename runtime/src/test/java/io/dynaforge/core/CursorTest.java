package io.dynaforge.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.data.domain.ScrollPosition;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class CursorTest {

  static final Map<String, AttributeValue> KEY = key();

  static Map<String, AttributeValue> key() {
    Map<String, AttributeValue> key = new LinkedHashMap<>();
    key.put("pk", AttributeValue.fromS("c1"));
    key.put("sk", AttributeValue.fromN("12.50"));
    key.put("bin", AttributeValue.fromB(SdkBytes.fromByteArray(new byte[] {0, 1})));
    return key;
  }

  @Test
  void noKeyIsNoCursor() {
    assertThat(Cursor.of(null)).isNull();
    assertThat(Cursor.of(Map.of())).isNull();
    assertThat(Cursor.fromKeys(null)).isNull();
    assertThat(Cursor.fromKeys(Map.of())).isNull();
    assertThat(Cursor.fromPosition(ScrollPosition.keyset())).isNull();
  }

  @Test
  void theStartKeyIsTheLastEvaluatedKeyAsReadAndCannotBeChanged() {
    Map<String, AttributeValue> key = key();
    Cursor cursor = Cursor.of(key);
    key.clear();
    assertThat(cursor.exclusiveStartKey()).isEqualTo(KEY);
    assertThatThrownBy(() -> cursor.exclusiveStartKey().clear()).isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void keysArePlainValuesAndComeBackToTheSameCursor() {
    Cursor cursor = Cursor.of(KEY);
    Map<String, Object> keys = cursor.toKeys();
    assertThat(keys).containsOnlyKeys("pk", "sk", "bin");
    assertThat(keys.get("pk")).isEqualTo("c1");
    assertThat(keys.get("sk")).isEqualTo(new BigDecimal("12.50"));
    assertThat((byte[]) keys.get("bin")).containsExactly(0, 1);
    assertThat(Cursor.fromKeys(keys)).isEqualTo(cursor).hasSameHashCodeAs(cursor);
  }

  @Test
  void aBindingIsTheReservedEntryAndIsLeftOutOfTheStartKey() {
    CursorBinding binding = new CursorBinding("R.find", "args", "schema");
    Map<String, Object> keys = Cursor.of(KEY).toKeys(binding);
    assertThat(keys).containsEntry(CursorBinding.KEY, binding);
    assertThat(Cursor.fromPosition(ScrollPosition.forward(keys))).isEqualTo(Cursor.of(KEY));
    assertThat(Cursor.fromKeys(Map.of(CursorBinding.KEY, binding))).isNull();
  }

  @Test
  void aNullValueIsRefusedByName() {
    Map<String, Object> keys = new LinkedHashMap<>();
    keys.put("pk", null);
    assertThatThrownBy(() -> Cursor.fromKeys(keys))
        .isInstanceOf(org.springframework.dao.InvalidDataAccessApiUsageException.class).hasMessageContaining("'pk'");
    assertThatThrownBy(() -> Cursor.fromKeys(Map.of("pk", new Object())))
        .isInstanceOf(org.springframework.dao.InvalidDataAccessApiUsageException.class).hasMessageContaining("'pk'");
  }

  @Test
  void pageRequestsAndResultsCarryTheCursorAsIs() {
    Cursor cursor = Cursor.of(KEY);
    EntityQueryResult<String> page = EntityQueryResult.of("x", cursor, 1, 1);
    assertThat(page.getCursor()).isSameAs(cursor);
    assertThat(page.nextPage(DynamoDbPageRequest.of(5)).cursor()).isSameAs(cursor);
    assertThat(Cursor.fromKeys(page.getLastEvaluatedKey())).isEqualTo(cursor);
    assertThat(DynamoDbPageRequest.from(null, null)).isSameAs(DynamoDbPageRequest.unpaged());
    assertThat(DynamoDbPageRequest.after(cursor.toKeys())).isEqualTo(DynamoDbPageRequest.from(cursor, null));
  }
}
