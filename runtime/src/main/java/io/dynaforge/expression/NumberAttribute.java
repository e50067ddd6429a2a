package io.dynaforge.expression;

import io.dynaforge.mapping.ValueWriter;

/**
 * A non-key numeric attribute: the one {@link Update#add(NumberAttribute, Number)} takes, for atomic
 * increments and decrements.
 *
 * @param <T> the entity type
 * @param <V> the property's Java type
 */
public final class NumberAttribute<T, V extends Number> extends Attribute<T, V> {

  /** The property's Java type when it is a plain number (no converter), else null. */
  private final Class<V> javaType;

  private NumberAttribute(String name, ValueWriter<? super V> codec, Class<V> javaType) {
    super(name, codec);
    this.javaType = javaType;
  }

  /** An attribute whose property has a converter: any finite delta is sent. */
  public static <T, V extends Number> NumberAttribute<T, V> of(String attributeName, ValueWriter<? super V> codec) {
    return new NumberAttribute<>(attributeName, codec, null);
  }

  /**
   * Called by generated code; {@code codec} is the property's conversion, {@code javaType} its boxed
   * Java type, which {@link Update#add} holds deltas to (no {@code 1.5} for an {@code Integer}).
   */
  public static <T, V extends Number> NumberAttribute<T, V> of(String attributeName, ValueWriter<? super V> codec,
      Class<V> javaType) {
    return new NumberAttribute<>(attributeName, codec, java.util.Objects.requireNonNull(javaType, "javaType"));
  }

  /**
   * Refuses a delta the property's Java type cannot hold: a fraction for an integral type, or a value
   * outside its range (every later read of the item would fail). An integral delta is checked without
   * allocating (the common case: {@code add(visits, 1)}).
   */
  void requireHolds(Number delta) {
    if (javaType == null || javaType == Double.class || javaType == Float.class
        || javaType == java.math.BigDecimal.class || javaType == java.math.BigInteger.class
            && (delta instanceof Integer || delta instanceof Long || delta instanceof Short || delta instanceof Byte)) {
      return;
    }
    long min;
    long max;
    if (javaType == Integer.class) {
      min = Integer.MIN_VALUE;
      max = Integer.MAX_VALUE;
    } else if (javaType == Long.class) {
      min = Long.MIN_VALUE;
      max = Long.MAX_VALUE;
    } else if (javaType == Short.class) {
      min = Short.MIN_VALUE;
      max = Short.MAX_VALUE;
    } else if (javaType == Byte.class) {
      min = Byte.MIN_VALUE;
      max = Byte.MAX_VALUE;
    } else {
      min = Long.MIN_VALUE; // BigInteger: whole numbers of any size
      max = Long.MAX_VALUE;
    }
    if (delta instanceof Integer || delta instanceof Long || delta instanceof Short || delta instanceof Byte) {
      long value = delta.longValue();
      if (value < min || value > max) {
        throw outside(delta.toString());
      }
      return;
    }
    java.math.BigDecimal exact = delta instanceof java.math.BigDecimal d ? d
        : delta instanceof java.math.BigInteger i ? new java.math.BigDecimal(i)
        : new java.math.BigDecimal(delta.toString());
    if (exact.stripTrailingZeros().scale() > 0) {
      throw new org.springframework.dao.InvalidDataAccessApiUsageException("The delta " + exact.toPlainString() + " for attribute '" + name()
          + "' is not a whole number, but the property is " + javaType.getSimpleName() + "; nothing is sent");
    }
    if (javaType != java.math.BigInteger.class && (exact.compareTo(java.math.BigDecimal.valueOf(min)) < 0
        || exact.compareTo(java.math.BigDecimal.valueOf(max)) > 0)) {
      throw outside(exact.toPlainString());
    }
  }

  private org.springframework.dao.InvalidDataAccessApiUsageException outside(String delta) {
    return new org.springframework.dao.InvalidDataAccessApiUsageException("The delta " + delta + " for attribute '" + name() + "' is outside the range of "
        + javaType.getSimpleName() + "; nothing is sent");
  }
}
