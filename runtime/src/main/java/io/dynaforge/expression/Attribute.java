package io.dynaforge.expression;

import io.dynaforge.mapping.ValueWriter;

/**
 * A non-key attribute of the entity {@code T}: usable in a {@link Condition} and in an {@link Update}.
 * The generated {@code <Entity>_Attributes} constants are of this type, or of a subtype that adds the
 * operations of strings, numbers, lists and sets.
 *
 * @param <T> the entity type
 * @param <V> the property's Java type
 */
public sealed class Attribute<T, V> extends TypedAttribute<T, V>
    permits StringAttribute, NumberAttribute, ListAttribute, SetAttribute {

  Attribute(String name, ValueWriter<? super V> codec) {
    super(name, codec);
  }

  /**
   * An attribute stored under {@code attributeName}, its values encoded by {@code codec} (the
   * property's conversion, as the generated mapper writes it). Called by generated code. (Named
   * {@code plain}, not {@code of}: the subtypes' own {@code of} factories would clash with it.)
   */
  public static <T, V> Attribute<T, V> plain(String attributeName, ValueWriter<? super V> codec) {
    return new Attribute<>(attributeName, codec);
  }
}
