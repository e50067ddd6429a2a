package io.dynaforge.mapping;

import java.math.BigDecimal;
import java.time.Instant;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Stores an {@link Instant} as N, milliseconds since the epoch ({@code 1704110400000}); numbers sort
 * numerically, so a sort key of it sorts like the instants. Sub-millisecond precision is dropped
 * (truncated towards the past, as {@link Instant#toEpochMilli()} does); reading gives the instant of
 * that millisecond.
 *
 * <pre>{@code
 * @SortKey @Converter(EpochMillisInstantConverter.class) Instant createdAt;
 * }</pre>
 *
 * <p>Thread-safe.
 */
public final class EpochMillisInstantConverter implements NumberAttributeConverter<Instant> {

  /** The converter; generated mappers create one instance. */
  public EpochMillisInstantConverter() {
  }

  @Override
  public AttributeValue toAttributeValue(Instant value) {
    try {
      return AttributeValue.fromN(Long.toString(value.toEpochMilli()));
    } catch (ArithmeticException e) {
      throw new DynamoDbMappingException("EpochMillisInstantConverter: " + value
          + " does not fit in epoch milliseconds", e);
    }
  }

  @Override
  public Instant fromAttributeValue(AttributeValue value) {
    String n = value.n();
    if (n == null) {
      throw new DynamoDbMappingException("EpochMillisInstantConverter reads an N attribute, not " + value);
    }
    try {
      return Instant.ofEpochMilli(new BigDecimal(n).longValueExact());
    } catch (ArithmeticException | NumberFormatException e) {
      throw new DynamoDbMappingException("EpochMillisInstantConverter cannot read '" + n
          + "': expected whole epoch milliseconds", e);
    }
  }
}
