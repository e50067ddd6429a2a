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
   * outside its range (every later read of the item would fail).
   */
  void requireHolds(java.math.BigDecimal delta) {
    if (javaType == null || javaType == Double.class || javaType == Float.class
        || javaType == java.math.BigDecimal.class) {
      return;
    }
    if (delta.stripTrailingZeros().scale() > 0) {
      throw new IllegalArgumentException("The delta " + delta.toPlainString() + " for attribute '" + name()
          + "' is not a whole number, but the property is " + javaType.getSimpleName() + "; nothing is sent");
    }
    java.math.BigDecimal[] range = switch (javaType.getSimpleName()) {
      case "Integer" -> new java.math.BigDecimal[] {java.math.BigDecimal.valueOf(Integer.MIN_VALUE),
          java.math.BigDecimal.valueOf(Integer.MAX_VALUE)};
      case "Long" -> new java.math.BigDecimal[] {java.math.BigDecimal.valueOf(Long.MIN_VALUE),
          java.math.BigDecimal.valueOf(Long.MAX_VALUE)};
      case "Short" -> new java.math.BigDecimal[] {java.math.BigDecimal.valueOf(Short.MIN_VALUE),
          java.math.BigDecimal.valueOf(Short.MAX_VALUE)};
      case "Byte" -> new java.math.BigDecimal[] {java.math.BigDecimal.valueOf(Byte.MIN_VALUE),
          java.math.BigDecimal.valueOf(Byte.MAX_VALUE)};
      default -> null;
    };
    if (range != null && (delta.compareTo(range[0]) < 0 || delta.compareTo(range[1]) > 0)) {
      throw new IllegalArgumentException("The delta " + delta.toPlainString() + " for attribute '" + name()
          + "' is outside the range of " + javaType.getSimpleName() + "; nothing is sent");
    }
  }
}
