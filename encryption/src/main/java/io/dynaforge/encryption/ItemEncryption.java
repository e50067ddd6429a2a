package io.dynaforge.encryption;

import io.dynaforge.core.ItemCipher;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.cryptography.dbencryptionsdk.dynamodb.itemencryptor.DynamoDbItemEncryptor;
import software.amazon.cryptography.dbencryptionsdk.dynamodb.itemencryptor.model.DecryptItemInput;
import software.amazon.cryptography.dbencryptionsdk.dynamodb.itemencryptor.model.EncryptItemInput;

/**
 * Client-side encryption of single items with the AWS Database Encryption SDK's item encryptor, one per
 * physical table, configured from the actions {@code dynaforge-processor} wrote (as the interceptor is):
 * for the reactive template ({@code ReactiveDynamoDbTemplate.builder(asyncClient).encryption(items)}), whose
 * async client the SDK's interceptor refuses, for {@code DynamoDbTemplate.builder(client).encryption(items)}
 * instead of the interceptor, and for stream images ({@code StreamDecoder.decryptingWith(items)}). Items the
 * interceptor writes this reads, and the other way round. Made by {@link DynaforgeEncryption#items}.
 *
 * <p>{@link #encrypt} and {@link #decrypt} throw the SDK's exceptions (an item that does not verify, a wrong
 * key, an attribute without an action); a template translates them into {@code DataAccessException}s.
 */
public final class ItemEncryption implements ItemCipher {

  private final Map<String, DynamoDbItemEncryptor> encryptors;
  /** Each physical table's allowed unsigned attributes ({@code @Unsigned}). */
  private final Map<String, java.util.Set<String>> unsigned;

  ItemEncryption(Map<String, DynamoDbItemEncryptor> encryptors, Map<String, java.util.Set<String>> unsigned) {
    this.encryptors = Map.copyOf(encryptors);
    this.unsigned = Map.copyOf(unsigned);
  }

  @Override
  public boolean signs(String physicalTable, String attribute) {
    return !unsigned.getOrDefault(physicalTable, java.util.Set.of()).contains(attribute);
  }

  /** The SDK's header attribute, its material description: every item it encrypts carries it, a plaintext item never. */
  static final String HEADER = "aws_dbe_head";

  @Override
  public String headerAttribute() {
    return HEADER;
  }

  @Override
  public boolean covers(String physicalTable) {
    return physicalTable != null && encryptors.containsKey(physicalTable);
  }

  /** The physical tables this encrypts. */
  public java.util.Set<String> tables() {
    return encryptors.keySet();
  }

  @Override
  public Map<String, AttributeValue> encrypt(String physicalTable, Map<String, AttributeValue> item) {
    Objects.requireNonNull(item, "item");
    return encryptor(physicalTable).EncryptItem(EncryptItemInput.builder().plaintextItem(item).build())
        .encryptedItem();
  }

  @Override
  public Map<String, AttributeValue> decrypt(String physicalTable, Map<String, AttributeValue> item) {
    Objects.requireNonNull(item, "item");
    return encryptor(physicalTable).DecryptItem(DecryptItemInput.builder().encryptedItem(item).build())
        .plaintextItem();
  }

  private DynamoDbItemEncryptor encryptor(String physicalTable) {
    DynamoDbItemEncryptor encryptor = encryptors.get(physicalTable);
    if (encryptor == null) {
      throw new IllegalArgumentException("Table '" + physicalTable + "' is not encrypted by this ItemEncryption"
          + " (it encrypts " + encryptors.keySet() + ")");
    }
    return encryptor;
  }
}
