package io.dynaforge.mapping;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class InstantConvertersTest {

  private final FixedWidthInstantConverter fixed = new FixedWidthInstantConverter();
  private final EpochMillisInstantConverter millis = new EpochMillisInstantConverter();

  /** Instants whose default text has every fraction width (0, 3, 6, 9 digits and in between). */
  private static final List<Instant> MIXED = List.of(
      Instant.parse("2024-01-01T12:00:00Z"),
      Instant.parse("2024-01-01T12:00:00.5Z"),
      Instant.parse("2024-01-01T12:00:00.05Z"),
      Instant.parse("2024-01-01T12:00:00.123Z"),
      Instant.parse("2024-01-01T12:00:00.123456Z"),
      Instant.parse("2024-01-01T12:00:00.123456789Z"),
      Instant.parse("2024-01-01T12:00:00.000000001Z"),
      Instant.parse("2024-01-01T11:59:59.999999999Z"),
      Instant.parse("2024-01-01T12:00:01Z"),
      Instant.parse("1999-12-31T23:59:59.9Z"),
      Instant.parse("0001-01-01T00:00:00Z"),
      Instant.parse("9999-12-31T23:59:59.999999999Z"),
      Instant.EPOCH);

  @Test
  void fixedWidthWritesNineFractionDigitsInUtc() {
    assertThat(fixed.toAttributeValue(Instant.parse("2024-01-01T12:00:00Z")))
        .isEqualTo(AttributeValue.fromS("2024-01-01T12:00:00.000000000Z"));
    assertThat(fixed.toAttributeValue(Instant.parse("2024-01-01T12:00:00.5Z")).s())
        .isEqualTo("2024-01-01T12:00:00.500000000Z");
    assertThat(fixed.toAttributeValue(Instant.parse("2024-01-01T14:00:00+02:00")).s())
        .isEqualTo("2024-01-01T12:00:00.000000000Z");
    assertThat(MIXED).allSatisfy(i -> assertThat(fixed.toAttributeValue(i).s()).hasSize(30));
  }

  @Test
  void fixedWidthReadsBackExactly() {
    assertThat(MIXED).allSatisfy(i -> assertThat(fixed.fromAttributeValue(fixed.toAttributeValue(i))).isEqualTo(i));
    assertThat(fixed.fromAttributeValue(AttributeValue.fromS("2024-01-01T12:00:00.000000001Z")))
        .isEqualTo(Instant.parse("2024-01-01T12:00:00.000000001Z"));
  }

  @Test
  void fixedWidthTextSortsLikeTheInstants() {
    List<Instant> byInstant = new ArrayList<>(MIXED);
    byInstant.sort(Comparator.naturalOrder());
    List<Instant> byText = new ArrayList<>(MIXED);
    byText.sort(Comparator.comparing(i -> fixed.toAttributeValue(i).s())); // String order = DynamoDB's S order for ASCII
    assertThat(byText).containsExactlyElementsOf(byInstant);
    // the default Instant.toString() would not: ...:00Z sorts after ...:00.5Z
    assertThat("2024-01-01T12:00:00Z").isGreaterThan("2024-01-01T12:00:00.5Z");
  }

  @Test
  void fixedWidthRefusesWhatItCannotWriteOrRead() {
    assertThatThrownBy(() -> fixed.toAttributeValue(Instant.parse("+10000-01-01T00:00:00Z")))
        .isInstanceOf(DynamoDbMappingException.class).hasMessageContaining("0000-9999");
    assertThatThrownBy(() -> fixed.toAttributeValue(Instant.parse("-0001-01-01T00:00:00Z")))
        .isInstanceOf(DynamoDbMappingException.class);
    assertThatThrownBy(() -> fixed.fromAttributeValue(AttributeValue.fromS("2024-01-01T12:00:00Z")))
        .isInstanceOf(DynamoDbMappingException.class).hasMessageContaining("nine fraction digits");
    assertThatThrownBy(() -> fixed.fromAttributeValue(AttributeValue.fromS("2024-02-30T12:00:00.000000000Z")))
        .isInstanceOf(DynamoDbMappingException.class);
    assertThatThrownBy(() -> fixed.fromAttributeValue(AttributeValue.fromN("1")))
        .isInstanceOf(DynamoDbMappingException.class).hasMessageContaining("S attribute");
  }

  @Test
  void epochMillisWritesAndReadsNumbers() {
    Instant noon = Instant.parse("2024-01-01T12:00:00Z");
    assertThat(millis.toAttributeValue(noon)).isEqualTo(AttributeValue.fromN("1704110400000"));
    assertThat(millis.fromAttributeValue(AttributeValue.fromN("1704110400000"))).isEqualTo(noon);
    assertThat(millis.toAttributeValue(Instant.parse("1969-12-31T23:59:59.999Z")).n()).isEqualTo("-1");
    // sub-millisecond precision is truncated
    assertThat(millis.fromAttributeValue(millis.toAttributeValue(Instant.parse("2024-01-01T12:00:00.123456789Z"))))
        .isEqualTo(Instant.parse("2024-01-01T12:00:00.123Z"));
    // DynamoDB may normalise the number's text
    assertThat(millis.fromAttributeValue(AttributeValue.fromN("1.7041104E12"))).isEqualTo(noon);
  }

  @Test
  void epochMillisSortsLikeTheInstantsAndRefusesOtherValues() {
    List<Instant> byInstant = new ArrayList<>(MIXED);
    byInstant.sort(Comparator.naturalOrder());
    List<Instant> byNumber = new ArrayList<>(MIXED);
    byNumber.sort(Comparator.comparing(i -> new java.math.BigDecimal(millis.toAttributeValue(i).n())));
    assertThat(byNumber.stream().map(Instant::toEpochMilli).toList())
        .containsExactlyElementsOf(byInstant.stream().map(Instant::toEpochMilli).toList());
    assertThatThrownBy(() -> millis.fromAttributeValue(AttributeValue.fromN("1.5")))
        .isInstanceOf(DynamoDbMappingException.class);
    assertThatThrownBy(() -> millis.fromAttributeValue(AttributeValue.fromS("1")))
        .isInstanceOf(DynamoDbMappingException.class).hasMessageContaining("N attribute");
    assertThatThrownBy(() -> millis.toAttributeValue(Instant.MAX)).isInstanceOf(DynamoDbMappingException.class);
  }
}
