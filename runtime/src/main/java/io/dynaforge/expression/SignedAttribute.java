package io.dynaforge.expression;

import io.dynaforge.mapping.ValueWriter;

/**
 * A signed attribute of an encrypted kind (an entity with an {@code @Encrypted} property): stored in
 * plaintext and covered by the item's signature ({@code SIGN_ONLY}). Usable in conditions; an {@link
 * Update} does not take it, so an update of it does not compile (the encryption SDK refuses update
 * expressions on signed attributes: save the whole entity instead). {@code @Unsigned} attributes keep
 * their updatable types.
 *
 * @param <T> the entity type
 * @param <V> the property's Java type
 */
public final class SignedAttribute<T, V> extends TypedAttribute<T, V> {

  private SignedAttribute(String name, ValueWriter<? super V> codec) {
    super(name, codec);
  }

  /** Called by generated code; {@code codec} is the property's conversion. */
  public static <T, V> SignedAttribute<T, V> of(String attributeName, ValueWriter<? super V> codec) {
    return new SignedAttribute<>(attributeName, codec);
  }
}
