package io.dynaforge.internal;

import io.dynaforge.mapping.AttributePath;
import io.dynaforge.mapping.ValueReader;
import io.dynaforge.mapping.ValueWriter;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZonedDateTime;
import java.util.UUID;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The writer and reader of one scalar Java type as a shared constant, for the elements of lists and
 * maps: a generated mapper passes {@code ScalarCodec.INTEGER} where it would otherwise write a
 * lambda per call site (each lambda costs javac a deferred attribution and the JVM a hidden class at
 * first use). Writes and reads are those of {@link AttributeValues}, with the same errors.
 *
 * @param <T> the Java type
 */
public final class ScalarCodec<T> implements ValueWriter<T>, ValueReader<T> {

  public static final ScalarCodec<String> STRING = new ScalarCodec<>(Kind.STRING);
  public static final ScalarCodec<Integer> INTEGER = new ScalarCodec<>(Kind.INTEGER);
  public static final ScalarCodec<Long> LONG = new ScalarCodec<>(Kind.LONG);
  public static final ScalarCodec<Short> SHORT = new ScalarCodec<>(Kind.SHORT);
  public static final ScalarCodec<Byte> BYTE = new ScalarCodec<>(Kind.BYTE);
  public static final ScalarCodec<Double> DOUBLE = new ScalarCodec<>(Kind.DOUBLE);
  public static final ScalarCodec<Float> FLOAT = new ScalarCodec<>(Kind.FLOAT);
  public static final ScalarCodec<BigDecimal> BIG_DECIMAL = new ScalarCodec<>(Kind.BIG_DECIMAL);
  public static final ScalarCodec<BigInteger> BIG_INTEGER = new ScalarCodec<>(Kind.BIG_INTEGER);
  public static final ScalarCodec<Boolean> BOOLEAN = new ScalarCodec<>(Kind.BOOLEAN);
  public static final ScalarCodec<Instant> INSTANT = new ScalarCodec<>(Kind.INSTANT);
  public static final ScalarCodec<LocalDate> LOCAL_DATE = new ScalarCodec<>(Kind.LOCAL_DATE);
  public static final ScalarCodec<LocalDateTime> LOCAL_DATE_TIME = new ScalarCodec<>(Kind.LOCAL_DATE_TIME);
  public static final ScalarCodec<OffsetDateTime> OFFSET_DATE_TIME = new ScalarCodec<>(Kind.OFFSET_DATE_TIME);
  public static final ScalarCodec<ZonedDateTime> ZONED_DATE_TIME = new ScalarCodec<>(Kind.ZONED_DATE_TIME);
  public static final ScalarCodec<UUID> UUID = new ScalarCodec<>(Kind.UUID);

  private enum Kind {
    STRING, INTEGER, LONG, SHORT, BYTE, DOUBLE, FLOAT, BIG_DECIMAL, BIG_INTEGER, BOOLEAN,
    INSTANT, LOCAL_DATE, LOCAL_DATE_TIME, OFFSET_DATE_TIME, ZONED_DATE_TIME, UUID
  }

  private final Kind kind;

  private ScalarCodec(Kind kind) {
    this.kind = kind;
  }

  @Override
  public AttributeValue write(T value) {
    return switch (kind) {
      case STRING -> AttributeValues.s((String) value);
      case INTEGER, SHORT, BYTE -> AttributeValues.n(((Number) value).intValue());
      case LONG -> AttributeValues.n((long) (Long) value);
      case DOUBLE -> AttributeValues.n((double) (Double) value);
      case FLOAT -> AttributeValues.n((float) (Float) value);
      case BIG_DECIMAL -> AttributeValues.n((BigDecimal) value);
      case BIG_INTEGER -> AttributeValues.n((BigInteger) value);
      case BOOLEAN -> AttributeValues.bool((Boolean) value);
      case INSTANT, LOCAL_DATE, LOCAL_DATE_TIME, OFFSET_DATE_TIME, ZONED_DATE_TIME, UUID ->
          AttributeValues.s(value.toString());
    };
  }

  @Override
  @SuppressWarnings("unchecked")
  public T read(AttributeValue value, AttributePath path) {
    Object read = switch (kind) {
      case STRING -> AttributeValues.readS(value, path);
      case INTEGER -> AttributeValues.readInt(value, path);
      case LONG -> AttributeValues.readLong(value, path);
      case SHORT -> AttributeValues.readShort(value, path);
      case BYTE -> AttributeValues.readByte(value, path);
      case DOUBLE -> AttributeValues.readDouble(value, path);
      case FLOAT -> AttributeValues.readFloat(value, path);
      case BIG_DECIMAL -> AttributeValues.readBigDecimal(value, path);
      case BIG_INTEGER -> AttributeValues.readBigInteger(value, path);
      case BOOLEAN -> AttributeValues.readBool(value, path);
      case INSTANT -> AttributeValues.readInstant(value, path);
      case LOCAL_DATE -> AttributeValues.readLocalDate(value, path);
      case LOCAL_DATE_TIME -> AttributeValues.readLocalDateTime(value, path);
      case OFFSET_DATE_TIME -> AttributeValues.readOffsetDateTime(value, path);
      case ZONED_DATE_TIME -> AttributeValues.readZonedDateTime(value, path);
      case UUID -> AttributeValues.readUuid(value, path);
    };
    return (T) read;
  }

  @Override
  public String toString() {
    return "ScalarCodec." + kind;
  }
}
