package io.dynaforge.core;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Encrypts items before they are written and verifies and decrypts them after they are read, per physical
 * table: what a template built with {@code encryption(ItemCipher)} applies to the items it sends and
 * receives on the tables it {@linkplain #covers covers}, and what a {@code StreamDecoder}
 * {@code decryptingWith} a cipher applies to stream images. {@code io.dynaforge.encryption.ItemEncryption}
 * ({@code dynaforge-encryption}) implements it over the AWS Database Encryption SDK; the runtime does not
 * depend on that SDK.
 *
 * <p>A failure (an item that does not verify, a wrong key, a plaintext row on an encrypted table, an item
 * the cipher refuses to encrypt) is thrown as a {@code RuntimeException} (an {@link ItemCipherException}, or any
 * other); the template translates it into a
 * {@code DataAccessException} naming the table (and the key on a single-item read).
 */
public interface ItemCipher {

  /** Whether the items of this physical table are encrypted by this cipher. */
  boolean covers(String physicalTable);

  /** The item as stored: encrypted and signed. Only called for a covered table. */
  Map<String, AttributeValue> encrypt(String physicalTable, Map<String, AttributeValue> item);

  /** The item as written: verified and decrypted. Only called for a covered table. */
  Map<String, AttributeValue> decrypt(String physicalTable, Map<String, AttributeValue> item);

  /**
   * Whether an attribute of a covered table is signed: every attribute but the table's allowed unsigned
   * ones ({@code @Unsigned}). An UpdateItem on a covered table may change only unsigned attributes: it is
   * sent as it is, and a changed signed attribute would fail the item's next verification. Default: every
   * attribute is signed.
   */
  default boolean signs(String physicalTable, String attribute) {
    return true;
  }

  /**
   * The attribute every item this cipher encrypted carries and an item written in plaintext lacks, whose
   * value is new with every encryption (the AWS Database Encryption SDK's {@code aws_dbe_head}, the item's
   * material description): how {@code io.dynaforge.schema.Backfill} tells the plaintext items of a table
   * that became encrypted from the encrypted ones, and conditions its rewrite of an item on the one it read.
   * Default {@code null}: the cipher cannot tell them apart, and a backfill of a kind on a covered table is
   * refused.
   */
  default String headerAttribute() {
    return null;
  }
}
