package io.dynaforge.processor.model;

/**
 * What the AWS Database Encryption SDK for DynamoDB does with one attribute of an encrypted table's
 * items (its {@code CryptoAction}), as the annotations decide it.
 */
public enum AttributeAction {
  /** {@code @Encrypted}: the value is ciphertext in DynamoDB, and signed. */
  ENCRYPT_AND_SIGN,
  /** Every other attribute of a kind on an encrypted table, keys and template columns included. */
  SIGN_ONLY,
  /** {@code @Unsigned}: neither, and listed as an allowed unsigned attribute. */
  DO_NOTHING;

  /** The annotation that asks for it, for messages ("@Encrypted"; "no annotation" for {@code SIGN_ONLY}). */
  public String annotation() {
    return switch (this) {
      case ENCRYPT_AND_SIGN -> "@Encrypted";
      case SIGN_ONLY -> "no annotation";
      case DO_NOTHING -> "@Unsigned";
    };
  }
}
