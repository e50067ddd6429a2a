package io.dynaforge.boot.autoconfigure;

import io.dynaforge.core.ItemCipher;
import java.util.List;
import java.util.Optional;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;

/**
 * The client-side encryption the starter applies, defined by {@link DynaforgeEncryptionAutoConfiguration} when
 * {@code dynaforge-encryption} is on the class path and the application has an {@code IKeyring} bean (or sets
 * {@code dynaforge.encryption.kms-key-arn}): the encrypted entities it found among the generated mappers, the
 * encryption SDK's interceptor that {@link DynaforgeAutoConfiguration#dynamoDbClient the starter's client} gets, and
 * the item cipher the starter's reactive template gets. Both are configured alike (the template's table names and
 * extensions), so either reads what the other wrote. Its signature names no type of the encryption SDK, so that the
 * other configurations load without it.
 */
public final class DynaforgeClientEncryption {

  private final List<Class<?>> entities;
  private final ExecutionInterceptor interceptor;
  private final ItemCipher cipher;

  DynaforgeClientEncryption(List<Class<?>> entities, ExecutionInterceptor interceptor, ItemCipher cipher) {
    this.entities = List.copyOf(entities);
    this.interceptor = interceptor;
    this.cipher = cipher;
  }

  /** The encrypted entities covered, by class name; empty when the class path holds none. */
  public List<Class<?>> entities() {
    return entities;
  }

  /** The encryption SDK's {@code DynamoDbEncryptionInterceptor} for a {@code DynamoDbClient}; empty without entities. */
  public Optional<ExecutionInterceptor> interceptor() {
    return Optional.ofNullable(interceptor);
  }

  /** The {@code ItemEncryption} for a template's {@code encryption(...)}; empty without entities. */
  public Optional<ItemCipher> cipher() {
    return Optional.ofNullable(cipher);
  }
}
