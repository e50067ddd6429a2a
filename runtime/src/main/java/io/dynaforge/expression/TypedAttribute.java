package io.dynaforge.expression;

import io.dynaforge.mapping.ValueWriter;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A mapped attribute of the entity {@code T} whose values are Java values of type {@code V}: its stored
 * name and the conversion its property is written with, so that a value in a condition or an update is
 * encoded exactly as the generated mapper stores it. The generated {@code <Entity>_Attributes} classes
 * hold one constant per property; conditions are built from them:
 *
 * <pre>{@code
 * Condition<Customer> c = Customer_Attributes.status.eq(Status.ACTIVE)
 *     .and(Customer_Attributes.orderCount.lt(10));
 * }</pre>
 *
 * <p>Three kinds exist: {@link Attribute} (every other property, usable in conditions and in an
 * {@link Update}), {@link KeyAttribute} (the key columns) and {@link VersionAttribute} (the
 * {@code @Version} property), both usable in conditions only: an {@code Update} does not accept them,
 * so updating a key or the version does not compile.
 *
 * @param <T> the entity type
 * @param <V> the property's Java type
 */
public abstract sealed class TypedAttribute<T, V> permits Attribute, KeyAttribute, VersionAttribute, SignedAttribute {

  /** The most values DynamoDB accepts in one {@code IN} list. */
  static final int MAX_IN_VALUES = 100;

  private final String name;
  private final ValueWriter<? super V> codec;

  TypedAttribute(String name, ValueWriter<? super V> codec) {
    this.name = requireName(name);
    this.codec = Objects.requireNonNull(codec, "codec");
  }

  static String requireName(String name) {
    Objects.requireNonNull(name, "attributeName");
    if (name.isEmpty()) {
      throw new IllegalArgumentException("An attribute name is empty");
    }
    return name;
  }

  /** The stored attribute name ({@code @Column} applied). */
  public final String name() {
    return name;
  }

  /**
   * A value encoded as the property's mapper writes it.
   *
   * @throws IllegalArgumentException for a null value (compare with {@link #exists()} or
   *     {@link #notExists()} instead: a null property is not written)
   */
  public final AttributeValue encode(V value) {
    if (value == null) {
      throw new IllegalArgumentException("A null value cannot be compared with or written to attribute '" + name
          + "': a null property is not stored; use exists()/notExists() in a condition, remove() in an update");
    }
    return codec.write(value);
  }

  /** {@code attribute = value}. */
  public final Condition<T> eq(V value) {
    return comparison("=", value);
  }

  /** {@code attribute <> value} (also true when the attribute is missing). */
  public final Condition<T> ne(V value) {
    return comparison("<>", value);
  }

  /** {@code attribute < value}. */
  public final Condition<T> lt(V value) {
    return comparison("<", value);
  }

  /** {@code attribute <= value}. */
  public final Condition<T> le(V value) {
    return comparison("<=", value);
  }

  /** {@code attribute > value}. */
  public final Condition<T> gt(V value) {
    return comparison(">", value);
  }

  /** {@code attribute >= value}. */
  public final Condition<T> ge(V value) {
    return comparison(">=", value);
  }

  /** {@code attribute BETWEEN low AND high}, both bounds included. */
  public final Condition<T> between(V low, V high) {
    return new Condition.Between<>(name, encode(low), encode(high));
  }

  /**
   * {@code attribute IN (v1, v2, ...)}.
   *
   * @throws IllegalArgumentException for no values or more than 100 (DynamoDB's limit)
   */
  public final Condition<T> in(Collection<? extends V> values) {
    Objects.requireNonNull(values, "values");
    if (values.isEmpty() || values.size() > MAX_IN_VALUES) {
      throw new IllegalArgumentException("in() on attribute '" + name + "' takes 1 to " + MAX_IN_VALUES
          + " values, got " + values.size());
    }
    List<AttributeValue> encoded = new ArrayList<>(values.size());
    for (V value : values) {
      encoded.add(encode(value));
    }
    return new Condition.In<>(name, encoded);
  }

  /** {@code attribute_exists(attribute)}. */
  public final Condition<T> exists() {
    return new Condition.Function<>("attribute_exists", name, null);
  }

  /** {@code attribute_not_exists(attribute)}. */
  public final Condition<T> notExists() {
    return new Condition.Function<>("attribute_not_exists", name, null);
  }

  final Condition<T> comparison(String operator, V value) {
    return new Condition.Comparison<>(name, operator, encode(value));
  }

  final Condition<T> function(String function, AttributeValue operand) {
    return new Condition.Function<>(function, name, operand);
  }

  @Override
  public String toString() {
    return getClass().getSimpleName() + "[" + name + "]";
  }
}
