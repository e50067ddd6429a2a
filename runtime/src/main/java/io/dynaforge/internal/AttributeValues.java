package io.dynaforge.internal;

import io.dynaforge.mapping.AttributePath;
import io.dynaforge.mapping.DynamoDbMappingException;
import io.dynaforge.mapping.ValueReader;
import io.dynaforge.mapping.ValueWriter;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZonedDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The conversions generated mappers call. Every method is static, allocation-lean and
 * reflection-free; the writers take non-null values (generated code checks for null first), the
 * readers take the attribute value and the {@link AttributePath} to name in an error.
 *
 * <p>Writers use the SDK's public static factories {@code AttributeValue.createS/createN/...}, which
 * skip the builder (the Enhanced Client uses them too).
 */
public final class AttributeValues {

  private AttributeValues() {}

  // ---------------------------------------------------------------- writers

  public static AttributeValue s(String value) {
    return AttributeValue.createS(value);
  }

  public static AttributeValue n(String value) {
    return AttributeValue.createN(value);
  }

  public static AttributeValue n(int value) {
    return AttributeValue.createN(Integer.toString(value));
  }

  public static AttributeValue n(long value) {
    return AttributeValue.createN(Long.toString(value));
  }

  /** A finite double (NaN and infinities are refused: DynamoDB stores finite numbers only). */
  public static AttributeValue n(double value) {
    if (!Double.isFinite(value)) {
      throw notStorable(value);
    }
    return AttributeValue.createN(Double.toString(value));
  }

  public static AttributeValue n(float value) {
    if (!Float.isFinite(value)) {
      throw notStorable(value);
    }
    return AttributeValue.createN(Float.toString(value));
  }

  /** A decimal DynamoDB can store: at most 38 significant digits, magnitude 1E-130 to below 1E+126. */
  public static AttributeValue n(BigDecimal value) {
    checkStorable(value);
    return AttributeValue.createN(value.toPlainString());
  }

  public static AttributeValue n(BigInteger value) {
    if (value.bitLength() > 126) { // cheap first: more than 38 digits is at least 2^126
      checkStorable(new BigDecimal(value));
    }
    return AttributeValue.createN(value.toString());
  }

  /** Any boxed number: integral types, float, double, BigDecimal, BigInteger. */
  public static AttributeValue n(Number value) {
    if (value instanceof Double d) {
      return n(d.doubleValue());
    }
    if (value instanceof Float f) {
      return n(f.floatValue());
    }
    if (value instanceof BigDecimal bd) {
      checkStorable(bd);
    } else if (value instanceof BigInteger bi && bi.bitLength() > 126) {
      checkStorable(new BigDecimal(bi));
    }
    return AttributeValue.createN(numberText(value));
  }

  /**
   * Refuses a number DynamoDB would refuse (more than 38 significant digits, or a magnitude outside
   * 1E-130 to 9.99...E+125), with a message that says which and why, before anything is sent.
   */
  public static void checkStorable(BigDecimal value) {
    if (value.signum() == 0) {
      return;
    }
    BigDecimal significant = value.precision() > 38 ? value.stripTrailingZeros() : value;
    if (significant.precision() > 38) {
      throw new DynamoDbMappingException("The number " + value.toPlainString() + " has " + significant.precision()
          + " significant digits; DynamoDB stores at most 38 (round it, or store it as text with a @Converter)");
    }
    int exponent = significant.precision() - significant.scale() - 1;
    if (exponent > 125 || exponent < -130) {
      throw new DynamoDbMappingException("The number " + value + " is outside the range DynamoDB stores"
          + " (magnitudes from 1E-130 to below 1E+126)");
    }
  }

  private static DynamoDbMappingException notStorable(double value) {
    return new DynamoDbMappingException("The number " + value + " cannot be stored: DynamoDB numbers are finite"
        + " (no NaN or infinity); leave the property null, or store a sentinel");
  }

  public static AttributeValue bool(boolean value) {
    return AttributeValue.createBool(value ? Boolean.TRUE : Boolean.FALSE);
  }

  public static AttributeValue b(byte[] value) {
    return AttributeValue.createB(SdkBytes.fromByteArray(value));
  }

  public static AttributeValue b(SdkBytes value) {
    return AttributeValue.createB(value);
  }

  public static AttributeValue b(ByteBuffer value) {
    return AttributeValue.createB(SdkBytes.fromByteBuffer(value));
  }

  /** {@code @TimeToLive Instant}: N, epoch seconds. */
  public static AttributeValue epochSeconds(Instant value) {
    return AttributeValue.createN(Long.toString(value.getEpochSecond()));
  }

  /** A string set; {@code null} when empty (DynamoDB has no empty sets, so nothing is written). */
  public static <E> AttributeValue ss(Collection<E> values, Function<? super E, String> text) {
    if (values.isEmpty()) {
      return null;
    }
    List<String> list = new ArrayList<>(values.size());
    for (E value : values) {
      list.add(text.apply(value));
    }
    return AttributeValue.createSs(list);
  }

  /** A number set; {@code null} when empty. */
  public static AttributeValue ns(Collection<? extends Number> values) {
    if (values.isEmpty()) {
      return null;
    }
    List<String> list = new ArrayList<>(values.size());
    for (Number value : values) {
      list.add(numberText(value));
    }
    return AttributeValue.createNs(list);
  }

  /** A binary set of {@code byte[]} or {@link SdkBytes}; {@code null} when empty. */
  public static AttributeValue bs(Collection<?> values) {
    if (values.isEmpty()) {
      return null;
    }
    List<SdkBytes> list = new ArrayList<>(values.size());
    for (Object value : values) {
      list.add(value instanceof byte[] bytes ? SdkBytes.fromByteArray(bytes) : (SdkBytes) value);
    }
    return AttributeValue.createBs(list);
  }

  /** A list (L); null elements are kept as NULL so positions survive. */
  public static <E> AttributeValue l(Iterable<E> values, ValueWriter<? super E> element) {
    List<AttributeValue> list =
        values instanceof Collection<?> c ? new ArrayList<>(c.size()) : new ArrayList<>();
    for (E value : values) {
      list.add(value == null ? AttributeValue.createNul(Boolean.TRUE) : element.write(value));
    }
    return AttributeValue.createL(list);
  }

  /** A map (M) with string keys; null values are left out. */
  public static <V> AttributeValue m(Map<String, V> values, ValueWriter<? super V> value) {
    Map<String, AttributeValue> map = new HashMap<>(capacity(values.size()));
    for (Map.Entry<String, V> entry : values.entrySet()) {
      if (entry.getValue() != null) {
        map.put(entry.getKey(), value.write(entry.getValue()));
      }
    }
    return AttributeValue.createM(map);
  }

  /**
   * Strings as a list (L) of S; null elements are kept as NULL. The same as {@code l(values,
   * AttributeValues::s)} without the lambda, which costs a hidden class at first use.
   */
  public static AttributeValue stringList(Iterable<String> values) {
    List<AttributeValue> list =
        values instanceof Collection<?> c ? new ArrayList<>(c.size()) : new ArrayList<>();
    for (String value : values) {
      list.add(value == null ? AttributeValue.createNul(Boolean.TRUE) : AttributeValue.createS(value));
    }
    return AttributeValue.createL(list);
  }

  /** A {@code Map<String, String>} as M of S; null values are left out. {@code m(...)} without a lambda. */
  public static AttributeValue stringMap(Map<String, String> values) {
    Map<String, AttributeValue> map = new HashMap<>(capacity(values.size()));
    for (Map.Entry<String, String> entry : values.entrySet()) {
      if (entry.getValue() != null) {
        map.put(entry.getKey(), AttributeValue.createS(entry.getValue()));
      }
    }
    return AttributeValue.createM(map);
  }

  /** An {@code int[]} as a list (L) of numbers. */
  public static AttributeValue l(int[] values) {
    List<AttributeValue> list = new ArrayList<>(values.length);
    for (int value : values) {
      list.add(AttributeValue.createN(Integer.toString(value)));
    }
    return AttributeValue.createL(list);
  }

  /** A {@code long[]} as a list (L) of numbers. */
  public static AttributeValue l(long[] values) {
    List<AttributeValue> list = new ArrayList<>(values.length);
    for (long value : values) {
      list.add(AttributeValue.createN(Long.toString(value)));
    }
    return AttributeValue.createL(list);
  }

  /** A {@code double[]} as a list (L) of numbers. */
  public static AttributeValue l(double[] values) {
    List<AttributeValue> list = new ArrayList<>(values.length);
    for (double value : values) {
      list.add(AttributeValue.createN(Double.toString(value)));
    }
    return AttributeValue.createL(list);
  }

  /** A HashMap capacity that holds {@code size} entries without rehashing. */
  public static int capacity(int size) {
    return size < 3 ? size + 1 : (int) (size / 0.75f + 1.0f);
  }

  static String numberText(Number value) {
    if (value instanceof BigDecimal bd) {
      return bd.toPlainString();
    }
    return value.toString();
  }

  // ---------------------------------------------------------------- readers

  public static String readS(AttributeValue value, AttributePath path) {
    String s = value.s();
    if (s == null) {
      throw DynamoDbMappingException.typeMismatch(path, "S", value);
    }
    return s;
  }

  public static String readN(AttributeValue value, AttributePath path) {
    String n = value.n();
    if (n == null) {
      throw DynamoDbMappingException.typeMismatch(path, "N", value);
    }
    return n;
  }

  public static boolean readBool(AttributeValue value, AttributePath path) {
    Boolean b = value.bool();
    if (b == null) {
      throw DynamoDbMappingException.typeMismatch(path, "BOOL", value);
    }
    return b;
  }

  public static SdkBytes readB(AttributeValue value, AttributePath path) {
    SdkBytes b = value.b();
    if (b == null) {
      throw DynamoDbMappingException.typeMismatch(path, "B", value);
    }
    return b;
  }

  public static byte[] readBytes(AttributeValue value, AttributePath path) {
    return readB(value, path).asByteArray();
  }

  public static ByteBuffer readByteBuffer(AttributeValue value, AttributePath path) {
    return readB(value, path).asByteBuffer();
  }

  public static int readInt(AttributeValue value, AttributePath path) {
    String n = readN(value, path);
    try {
      return Integer.parseInt(n);
    } catch (NumberFormatException e) {
      throw DynamoDbMappingException.unreadable(path, "int", value, e);
    }
  }

  public static long readLong(AttributeValue value, AttributePath path) {
    String n = readN(value, path);
    try {
      return Long.parseLong(n);
    } catch (NumberFormatException e) {
      throw DynamoDbMappingException.unreadable(path, "long", value, e);
    }
  }

  public static short readShort(AttributeValue value, AttributePath path) {
    String n = readN(value, path);
    try {
      return Short.parseShort(n);
    } catch (NumberFormatException e) {
      throw DynamoDbMappingException.unreadable(path, "short", value, e);
    }
  }

  public static byte readByte(AttributeValue value, AttributePath path) {
    String n = readN(value, path);
    try {
      return Byte.parseByte(n);
    } catch (NumberFormatException e) {
      throw DynamoDbMappingException.unreadable(path, "byte", value, e);
    }
  }

  public static double readDouble(AttributeValue value, AttributePath path) {
    String n = readN(value, path);
    try {
      return Double.parseDouble(n);
    } catch (NumberFormatException e) {
      throw DynamoDbMappingException.unreadable(path, "double", value, e);
    }
  }

  public static float readFloat(AttributeValue value, AttributePath path) {
    String n = readN(value, path);
    try {
      return Float.parseFloat(n);
    } catch (NumberFormatException e) {
      throw DynamoDbMappingException.unreadable(path, "float", value, e);
    }
  }

  public static BigDecimal readBigDecimal(AttributeValue value, AttributePath path) {
    String n = readN(value, path);
    try {
      return new BigDecimal(n);
    } catch (NumberFormatException e) {
      throw DynamoDbMappingException.unreadable(path, "BigDecimal", value, e);
    }
  }

  public static BigInteger readBigInteger(AttributeValue value, AttributePath path) {
    String n = readN(value, path);
    try {
      return new BigDecimal(n).toBigIntegerExact();
    } catch (ArithmeticException | NumberFormatException e) {
      throw DynamoDbMappingException.unreadable(path, "BigInteger", value, e);
    }
  }

  public static char readChar(AttributeValue value, AttributePath path) {
    String s = readS(value, path);
    if (s.length() != 1) {
      throw DynamoDbMappingException.unreadable(
          path, "char", value, new IllegalArgumentException("expected one character"));
    }
    return s.charAt(0);
  }

  /** {@code @TimeToLive Instant}: N, epoch seconds. */
  public static Instant readEpochSeconds(AttributeValue value, AttributePath path) {
    return Instant.ofEpochSecond(readLong(value, path));
  }

  /** An S value parsed by a type's own canonical parser ({@code UUID::fromString}, ...). */
  public static <T> T readParsed(
      AttributeValue value, AttributePath path, String javaType, Function<String, T> parser) {
    String s = readS(value, path);
    try {
      return parser.apply(s);
    } catch (RuntimeException e) {
      throw DynamoDbMappingException.unreadable(path, javaType, value, e);
    }
  }

  // Typed readers for the common textual types: no parser method reference (a hidden class each at
  // first use), the same messages as readParsed.

  public static Instant readInstant(AttributeValue value, AttributePath path) {
    String s = readS(value, path);
    try {
      return Instant.parse(s);
    } catch (DateTimeParseException e) {
      throw DynamoDbMappingException.unreadable(path, "Instant", value, e);
    }
  }

  public static LocalDate readLocalDate(AttributeValue value, AttributePath path) {
    String s = readS(value, path);
    try {
      return LocalDate.parse(s);
    } catch (DateTimeParseException e) {
      throw DynamoDbMappingException.unreadable(path, "LocalDate", value, e);
    }
  }

  public static LocalDateTime readLocalDateTime(AttributeValue value, AttributePath path) {
    String s = readS(value, path);
    try {
      return LocalDateTime.parse(s);
    } catch (DateTimeParseException e) {
      throw DynamoDbMappingException.unreadable(path, "LocalDateTime", value, e);
    }
  }

  public static OffsetDateTime readOffsetDateTime(AttributeValue value, AttributePath path) {
    String s = readS(value, path);
    try {
      return OffsetDateTime.parse(s);
    } catch (DateTimeParseException e) {
      throw DynamoDbMappingException.unreadable(path, "OffsetDateTime", value, e);
    }
  }

  public static ZonedDateTime readZonedDateTime(AttributeValue value, AttributePath path) {
    String s = readS(value, path);
    try {
      return ZonedDateTime.parse(s);
    } catch (DateTimeParseException e) {
      throw DynamoDbMappingException.unreadable(path, "ZonedDateTime", value, e);
    }
  }

  public static UUID readUuid(AttributeValue value, AttributePath path) {
    String s = readS(value, path);
    try {
      return UUID.fromString(s);
    } catch (IllegalArgumentException e) {
      throw DynamoDbMappingException.unreadable(path, "UUID", value, e);
    }
  }

  public static <E extends Enum<E>> E readEnum(
      AttributeValue value, AttributePath path, Class<E> type) {
    String s = readS(value, path);
    try {
      return Enum.valueOf(type, s);
    } catch (IllegalArgumentException e) {
      throw DynamoDbMappingException.unreadable(path, type.getSimpleName(), value, e);
    }
  }

  /** A string set (SS) converted element by element; a missing or NULL set reads as empty. */
  public static <E> Set<E> readSs(
      AttributeValue value, AttributePath path, Function<String, E> element) {
    if (value == null || Boolean.TRUE.equals(value.nul())) {
      return new LinkedHashSet<>();
    }
    if (!value.hasSs()) {
      throw DynamoDbMappingException.typeMismatch(path, "SS", value);
    }
    List<String> list = value.ss();
    Set<E> set = new LinkedHashSet<>(capacity(list.size()));
    for (String s : list) {
      try {
        set.add(element.apply(s));
      } catch (RuntimeException e) {
        throw DynamoDbMappingException.unreadable(path, "set element", value, e);
      }
    }
    return set;
  }

  /** A number set (NS) converted element by element; a missing or NULL set reads as empty. */
  public static <E> Set<E> readNs(
      AttributeValue value, AttributePath path, Function<String, E> element) {
    if (value == null || Boolean.TRUE.equals(value.nul())) {
      return new LinkedHashSet<>();
    }
    if (!value.hasNs()) {
      throw DynamoDbMappingException.typeMismatch(path, "NS", value);
    }
    List<String> list = value.ns();
    Set<E> set = new LinkedHashSet<>(capacity(list.size()));
    for (String n : list) {
      try {
        set.add(element.apply(n));
      } catch (RuntimeException e) {
        throw DynamoDbMappingException.unreadable(path, "number set element", value, e);
      }
    }
    return set;
  }

  /** A binary set (BS); a missing or NULL set reads as empty. */
  public static <E> Set<E> readBs(
      AttributeValue value, AttributePath path, Function<SdkBytes, E> element) {
    if (value == null || Boolean.TRUE.equals(value.nul())) {
      return new LinkedHashSet<>();
    }
    if (!value.hasBs()) {
      throw DynamoDbMappingException.typeMismatch(path, "BS", value);
    }
    List<SdkBytes> list = value.bs();
    Set<E> set = new LinkedHashSet<>(capacity(list.size()));
    for (SdkBytes b : list) {
      set.add(element.apply(b));
    }
    return set;
  }

  /** A list (L); NULL elements read as null. */
  public static <E> List<E> readL(
      AttributeValue value, AttributePath path, ValueReader<? extends E> element) {
    if (!value.hasL()) {
      throw DynamoDbMappingException.typeMismatch(path, "L", value);
    }
    List<AttributeValue> source = value.l();
    List<E> list = new ArrayList<>(source.size());
    for (AttributeValue av : source) {
      list.add(Boolean.TRUE.equals(av.nul()) ? null : element.read(av, path));
    }
    return list;
  }

  public static int[] readIntArray(AttributeValue value, AttributePath path) {
    List<Integer> list = readL(value, path, AttributeValues::readInt);
    int[] array = new int[list.size()];
    for (int i = 0; i < array.length; i++) {
      array[i] = list.get(i);
    }
    return array;
  }

  public static long[] readLongArray(AttributeValue value, AttributePath path) {
    List<Long> list = readL(value, path, AttributeValues::readLong);
    long[] array = new long[list.size()];
    for (int i = 0; i < array.length; i++) {
      array[i] = list.get(i);
    }
    return array;
  }

  public static double[] readDoubleArray(AttributeValue value, AttributePath path) {
    List<Double> list = readL(value, path, AttributeValues::readDouble);
    double[] array = new double[list.size()];
    for (int i = 0; i < array.length; i++) {
      array[i] = list.get(i);
    }
    return array;
  }

  /** Parses a URL's external form (the checked exception becomes an unchecked one). */
  public static java.net.URL parseUrl(String text) {
    try {
      return java.net.URI.create(text).toURL();
    } catch (java.net.MalformedURLException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }

  /** A list (L) of S; NULL elements read as null. {@code readL(...)} without a lambda. */
  public static List<String> readStringList(AttributeValue value, AttributePath path) {
    if (!value.hasL()) {
      throw DynamoDbMappingException.typeMismatch(path, "L", value);
    }
    List<AttributeValue> source = value.l();
    List<String> list = new ArrayList<>(source.size());
    for (AttributeValue av : source) {
      list.add(Boolean.TRUE.equals(av.nul()) ? null : readS(av, path));
    }
    return list;
  }

  /** A map (M) of S; NULL values read as null. {@code readM(...)} without a lambda. */
  public static Map<String, String> readStringMap(AttributeValue value, AttributePath path) {
    if (!value.hasM()) {
      throw DynamoDbMappingException.typeMismatch(path, "M", value);
    }
    Map<String, AttributeValue> source = value.m();
    Map<String, String> map = new HashMap<>(capacity(source.size()));
    for (Map.Entry<String, AttributeValue> entry : source.entrySet()) {
      AttributeValue av = entry.getValue();
      map.put(entry.getKey(), Boolean.TRUE.equals(av.nul()) ? null : readS(av, path));
    }
    return map;
  }

  /** A map (M) with string keys; NULL values read as null. */
  public static <V> Map<String, V> readM(
      AttributeValue value, AttributePath path, ValueReader<? extends V> element) {
    if (!value.hasM()) {
      throw DynamoDbMappingException.typeMismatch(path, "M", value);
    }
    Map<String, AttributeValue> source = value.m();
    Map<String, V> map = new HashMap<>(capacity(source.size()));
    for (Map.Entry<String, AttributeValue> entry : source.entrySet()) {
      AttributeValue av = entry.getValue();
      map.put(entry.getKey(), Boolean.TRUE.equals(av.nul()) ? null : element.read(av, path));
    }
    return map;
  }
}
