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

  private NumberAttribute(String name, ValueWriter<? super V> codec) {
    super(name, codec);
  }

  /** Called by generated code; {@code codec} is the property's conversion. */
  public static <T, V extends Number> NumberAttribute<T, V> of(String attributeName, ValueWriter<? super V> codec) {
    return new NumberAttribute<>(attributeName, codec);
  }
}
