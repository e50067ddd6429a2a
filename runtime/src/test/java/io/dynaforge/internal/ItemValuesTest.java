package io.dynaforge.internal;

import io.dynaforge.mapping.AttributePath;
import io.dynaforge.mapping.DynamoDbMappingException;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The one-call attribute writers and readers of generated mappers, and the shared element codecs. */
class ItemValuesTest {

  private static AttributePath path(String attribute) {
    return AttributePath.of("Order", attribute, attribute);
  }

  @Test
  void aNullValueIsLeftOutOfTheItem() {
    Map<String, AttributeValue> item = new HashMap<>();
    ItemValues.putString(item, "a", null);
    ItemValues.putInteger(item, "b", null);
    ItemValues.putText(item, "c", null);
    ItemValues.putEnum(item, "d", null);
    ItemValues.putList(item, "e", null, ScalarCodec.LONG);
    ItemValues.putMap(item, "f", null, ScalarCodec.LONG);
    ItemValues.putValue(item, "g", null, ScalarCodec.STRING);
    ItemValues.putStringList(item, "h", null);
    assertThat(item).isEmpty();
  }

  @Test
  void writesTheSameValuesAsAttributeValues() {
    Map<String, AttributeValue> item = new HashMap<>();
    ItemValues.putString(item, "s", "x");
    ItemValues.putInteger(item, "i", 42);
    ItemValues.putLong(item, "l", 1L << 40);
    ItemValues.putShort(item, "sh", (short) -3);
    ItemValues.putByte(item, "by", (byte) 7);
    ItemValues.putDouble(item, "d", 1.5);
    ItemValues.putFloat(item, "f", 2.5f);
    ItemValues.putBigDecimal(item, "bd", new BigDecimal("1E+3"));
    ItemValues.putBigInteger(item, "bi", BigInteger.TEN);
    ItemValues.putBoolean(item, "b", true);
    ItemValues.putText(item, "t", LocalDate.of(2026, 12, 1));
    ItemValues.putEnum(item, "e", Thread.State.NEW);
    ItemValues.putEpochSeconds(item, "ttl", Instant.ofEpochSecond(99));
    assertThat(item).containsEntry("s", AttributeValues.s("x"))
        .containsEntry("i", AttributeValues.n(42))
        .containsEntry("l", AttributeValues.n(1L << 40))
        .containsEntry("sh", AttributeValues.n(-3))
        .containsEntry("by", AttributeValues.n(7))
        .containsEntry("d", AttributeValues.n(1.5))
        .containsEntry("f", AttributeValues.n(2.5f))
        .containsEntry("bd", AttributeValue.fromN("1000"))
        .containsEntry("bi", AttributeValue.fromN("10"))
        .containsEntry("b", AttributeValue.fromBool(true))
        .containsEntry("t", AttributeValue.fromS("2026-12-01"))
        .containsEntry("e", AttributeValue.fromS("NEW"))
        .containsEntry("ttl", AttributeValue.fromN("99"));
  }

  @Test
  void anAbsentAttributeReadsAsNullAndAPresentOneLikeItsReader() {
    Map<String, AttributeValue> item = Map.of("i", AttributeValue.fromN("5"), "when", AttributeValue.fromS("2026-01-02T03:04:05Z"),
        "e", AttributeValue.fromS("RUNNABLE"));
    assertThat(ItemValues.getInteger(item, path("missing"))).isNull();
    assertThat(ItemValues.getString(item, path("missing"))).isNull();
    assertThat(ItemValues.getInteger(item, path("i"))).isEqualTo(5);
    assertThat(ItemValues.getLong(item, path("i"))).isEqualTo(5L);
    assertThat(ItemValues.getBigDecimal(item, path("i"))).isEqualByComparingTo("5");
    assertThat(ItemValues.getInstant(item, path("when"))).isEqualTo(Instant.parse("2026-01-02T03:04:05Z"));
    assertThat(ItemValues.getEnum(item, path("e"), Thread.State.class)).isEqualTo(Thread.State.RUNNABLE);
  }

  @Test
  void aWrongTypeNamesEntityPropertyAndAttribute() {
    Map<String, AttributeValue> item = Map.of("total", AttributeValue.fromS("ten"));
    assertThatThrownBy(() -> ItemValues.getInteger(item, path("total")))
        .isInstanceOf(DynamoDbMappingException.class)
        .hasMessageContaining("Order.total (attribute 'total')");
  }

  @Test
  void listsAndMapsRoundTripThroughTheSharedCodecs() {
    Map<String, AttributeValue> item = new HashMap<>();
    Map<String, Integer> scores = new LinkedHashMap<>();
    scores.put("a", 1);
    scores.put("b", 2);
    UUID id = UUID.randomUUID();
    ItemValues.putList(item, "days", List.of(LocalDate.of(2026, 1, 1), LocalDate.of(2026, 1, 2)), ScalarCodec.LOCAL_DATE);
    ItemValues.putMap(item, "scores", scores, ScalarCodec.INTEGER);
    ItemValues.putList(item, "ids", List.of(id), ScalarCodec.UUID);
    assertThat(item.get("scores").m()).containsEntry("a", AttributeValue.fromN("1"));
    assertThat(ItemValues.getList(item, path("days"), ScalarCodec.LOCAL_DATE))
        .containsExactly(LocalDate.of(2026, 1, 1), LocalDate.of(2026, 1, 2));
    assertThat(ItemValues.getMap(item, path("scores"), ScalarCodec.INTEGER)).isEqualTo(scores);
    assertThat(ItemValues.getList(item, path("ids"), ScalarCodec.UUID)).containsExactly(id);
    assertThat(ItemValues.getList(item, path("missing"), ScalarCodec.UUID)).isNull();
  }

  @Test
  void everyCodecReadsBackWhatItWrites() {
    assertRoundTrip(ScalarCodec.STRING, "x");
    assertRoundTrip(ScalarCodec.INTEGER, -7);
    assertRoundTrip(ScalarCodec.LONG, Long.MAX_VALUE);
    assertRoundTrip(ScalarCodec.SHORT, (short) 12);
    assertRoundTrip(ScalarCodec.BYTE, (byte) -1);
    assertRoundTrip(ScalarCodec.DOUBLE, 0.25);
    assertRoundTrip(ScalarCodec.FLOAT, 0.5f);
    assertRoundTrip(ScalarCodec.BIG_DECIMAL, new BigDecimal("12.50"));
    assertRoundTrip(ScalarCodec.BIG_INTEGER, new BigInteger("123456789012345678901234567890"));
    assertRoundTrip(ScalarCodec.BOOLEAN, false);
    assertRoundTrip(ScalarCodec.INSTANT, Instant.ofEpochSecond(1, 5));
    assertRoundTrip(ScalarCodec.LOCAL_DATE, LocalDate.of(2026, 12, 1));
    assertRoundTrip(ScalarCodec.LOCAL_DATE_TIME, java.time.LocalDateTime.of(2026, 12, 1, 10, 0));
    assertRoundTrip(ScalarCodec.OFFSET_DATE_TIME, java.time.OffsetDateTime.parse("2026-12-01T10:00+01:00"));
    assertRoundTrip(ScalarCodec.ZONED_DATE_TIME, java.time.ZonedDateTime.parse("2026-12-01T10:00Z[UTC]"));
    assertRoundTrip(ScalarCodec.UUID, UUID.fromString("00000000-0000-0000-0000-000000000001"));
    assertThatThrownBy(() -> ScalarCodec.INTEGER.read(AttributeValue.fromS("1"), path("n")))
        .isInstanceOf(DynamoDbMappingException.class).hasMessageContaining("Order.n");
  }

  private static <T> void assertRoundTrip(ScalarCodec<T> codec, T value) {
    assertThat(codec.read(codec.write(value), path("v"))).isEqualTo(value);
  }
}
