package io.dynaforge.mapping;

import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.DateTimeParseException;
import java.time.format.ResolverStyle;
import java.time.temporal.ChronoField;
import java.util.Locale;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Stores an {@link Instant} as S in UTC ISO-8601 with exactly nine fraction digits, e.g.
 * {@code 2024-01-01T12:00:00.000000000Z}, so that the text of a sort key sorts like the instants
 * (the default {@code Instant.toString()} drops trailing zero digits, and {@code ...:00Z} sorts after
 * {@code ...:00.5Z}). Years 0000 to 9999 only: outside them the width would change.
 *
 * <pre>{@code
 * @SortKey @Converter(FixedWidthInstantConverter.class) Instant createdAt;
 * }</pre>
 *
 * <p>Reads back exactly the instant written, to the nanosecond. Thread-safe.
 */
@io.dynaforge.annotation.OrderPreserving
public final class FixedWidthInstantConverter implements StringAttributeConverter<Instant> {

  private static final Instant MIN = Instant.parse("0000-01-01T00:00:00Z");
  private static final Instant MAX = Instant.parse("9999-12-31T23:59:59.999999999Z");

  private static final DateTimeFormatter FORMAT = new DateTimeFormatterBuilder()
      .appendPattern("uuuu-MM-dd'T'HH:mm:ss")
      .appendFraction(ChronoField.NANO_OF_SECOND, 9, 9, true)
      .appendLiteral('Z')
      .toFormatter(Locale.ROOT)
      .withResolverStyle(ResolverStyle.STRICT)
      .withZone(java.time.ZoneOffset.UTC);

  /** The converter; generated mappers create one instance. */
  public FixedWidthInstantConverter() {
  }

  @Override
  public AttributeValue toAttributeValue(Instant value) {
    if (value.isBefore(MIN) || value.isAfter(MAX)) {
      throw new DynamoDbMappingException("FixedWidthInstantConverter: " + value
          + " is outside years 0000-9999, whose text has a fixed width");
    }
    return AttributeValue.fromS(FORMAT.format(value));
  }

  @Override
  public Instant fromAttributeValue(AttributeValue value) {
    String text = value.s();
    if (text == null) {
      throw new DynamoDbMappingException("FixedWidthInstantConverter reads an S attribute, not " + value);
    }
    try {
      return FORMAT.parse(text, Instant::from);
    } catch (DateTimeParseException e) {
      throw new DynamoDbMappingException("FixedWidthInstantConverter cannot read '" + text
          + "': expected UTC ISO-8601 with nine fraction digits, e.g. 2024-01-01T12:00:00.000000000Z", e);
    }
  }
}
