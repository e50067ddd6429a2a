package io.dynaforge.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.data.domain.KeysetScrollPosition;
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
    assertThat(Cursor.ofKeyset(null)).isNull();
    assertThat(Cursor.ofKeyset(Map.of())).isNull();
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
    Map<String, Object> keys = cursor.toKeyset();
    assertThat(keys).containsOnlyKeys("pk", "sk", "bin");
    assertThat(keys.get("pk")).isEqualTo("c1");
    assertThat(keys.get("sk")).isEqualTo(new BigDecimal("12.50"));
    assertThat((byte[]) keys.get("bin")).containsExactly(0, 1);
    assertThat(Cursor.ofKeyset(keys)).isEqualTo(cursor).hasSameHashCodeAs(cursor);
  }

  @Test
  void aBindingIsTheReservedEntryAndIsLeftOutOfTheStartKey() {
    CursorBinding binding = new CursorBinding("R.find", "args", "schema");
    KeysetScrollPosition position = Cursor.position(Cursor.of(KEY), binding, false);
    assertThat(position.getKeys()).containsEntry(CursorBinding.KEY, binding).containsKeys("pk", "sk", "bin");
    assertThat(position.scrollsBackward()).isTrue();
    assertThat(CursorBinding.of(position)).isEqualTo(binding);
    assertThat(Cursor.fromPosition(position)).isEqualTo(Cursor.of(KEY));
    assertThat(Cursor.position(null, null, true).isInitial()).isTrue();
    assertThat(Cursor.ofKeyset(Map.of(CursorBinding.KEY, binding))).isNull();
  }

  @Test
  void aNullValueIsRefusedByName() {
    Map<String, Object> keys = new LinkedHashMap<>();
    keys.put("pk", null);
    assertThatThrownBy(() -> Cursor.ofKeyset(keys))
        .isInstanceOf(org.springframework.dao.InvalidDataAccessApiUsageException.class).hasMessageContaining("'pk'");
    assertThatThrownBy(() -> Cursor.ofKeyset(Map.of("pk", new Object())))
        .isInstanceOf(org.springframework.dao.InvalidDataAccessApiUsageException.class).hasMessageContaining("'pk'");
  }

  @Test
  void pageRequestsAndResultsCarryTheCursorAsIs() {
    Cursor cursor = Cursor.of(KEY);
    EntityQueryResult<String> page = EntityQueryResult.of("x", cursor, 1, 1);
    assertThat(page.getCursor()).isSameAs(cursor);
    assertThat(page.nextPage(DynamoDbPageRequest.of(5)).cursor()).isSameAs(cursor);
    assertThat(DynamoDbPageRequest.from(null, null)).isSameAs(DynamoDbPageRequest.unpaged());
    assertThat(DynamoDbPageRequest.after(cursor)).isEqualTo(DynamoDbPageRequest.from(cursor, null));
    assertThat(DynamoDbPageRequest.after(null)).isSameAs(DynamoDbPageRequest.unpaged());
    assertThat(DynamoDbPageRequest.of(5, cursor)).isEqualTo(DynamoDbPageRequest.from(cursor, 5));
  }
}
