package io.dynaforge.expression;

import java.util.Objects;

/**
 * An {@code @Encrypted} attribute of the entity {@code T}: DynamoDB holds only its ciphertext, so it
 * takes part in no condition (it would match nothing) and no update (the encryption SDK refuses update
 * expressions on signed attributes); neither {@link Condition}s nor {@link Update} accept it. Its name
 * only, for messages and hand-written requests.
 *
 * @param <T> the entity type
 */
public final class EncryptedAttribute<T> {

  private final String name;

  private EncryptedAttribute(String name) {
    this.name = TypedAttribute.requireName(name);
  }

  /** Called by generated code. */
  public static <T> EncryptedAttribute<T> of(String attributeName) {
    return new EncryptedAttribute<>(Objects.requireNonNull(attributeName, "attributeName"));
  }

  /** The stored attribute name. */
  public String name() {
    return name;
  }

  @Override
  public String toString() {
    return name + " (encrypted)";
  }
}
