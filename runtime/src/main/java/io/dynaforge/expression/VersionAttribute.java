package io.dynaforge.expression;

import io.dynaforge.mapping.ValueWriter;

/**
 * The {@code @Version} attribute of the entity {@code T}. Usable in conditions; an {@link Update}
 * does not take it, so an update that writes the version does not compile: the template owns it
 * (every update increments it, every conditional write checks it).
 *
 * @param <T> the entity type
 * @param <V> the property's Java type ({@code Long}, {@code Integer}, ...)
 */
public final class VersionAttribute<T, V> extends TypedAttribute<T, V> {

  private VersionAttribute(String name, ValueWriter<? super V> codec) {
    super(name, codec);
  }

  /** Called by generated code; {@code codec} is the version property's conversion. */
  public static <T, V> VersionAttribute<T, V> of(String attributeName, ValueWriter<? super V> codec) {
    return new VersionAttribute<>(attributeName, codec);
  }
}
