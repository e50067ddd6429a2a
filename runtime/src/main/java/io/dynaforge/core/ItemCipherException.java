package io.dynaforge.core;

/**
 * An {@link ItemCipher}'s failure: an item that does not verify or decrypt, a wrong key, a plaintext row on
 * an encrypted table, an item the cipher refuses to encrypt. A cipher may throw it; the template wraps any
 * other exception a cipher throws in one, and translates it, like the AWS Database Encryption SDK's own
 * exceptions, into a {@code DataAccessException} naming the table (and the key on a single-item read). It
 * never reaches an application unwrapped.
 */
public class ItemCipherException extends RuntimeException {

  private static final long serialVersionUID = 1L;
  private static final String SDK_PACKAGE = "software.amazon.cryptography.";
  private static final int MAX_DEPTH = 16;

  public ItemCipherException(String message) {
    super(message);
  }

  public ItemCipherException(String message, Throwable cause) {
    super(message, cause);
  }

  /**
   * The encryption failure in {@code e}'s cause chain, or {@code null}: an {@code ItemCipherException}, or
   * an exception of the AWS Database Encryption SDK (a class under {@code software.amazon.cryptography.},
   * matched by name so the runtime needs no dependency on the SDK), which its interceptor throws from inside
   * a client call, possibly wrapped by the client.
   */
  public static Throwable find(Throwable e) {
    Throwable current = e;
    for (int depth = 0; current != null && depth < MAX_DEPTH; depth++) {
      if (current instanceof ItemCipherException || current.getClass().getName().startsWith(SDK_PACKAGE)) {
        return current;
      }
      current = current.getCause() == current ? null : current.getCause();
    }
    return null;
  }
}
