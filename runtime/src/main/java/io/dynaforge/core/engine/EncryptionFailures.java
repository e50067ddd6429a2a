package io.dynaforge.core.engine;

import io.dynaforge.core.ItemCipher;
import io.dynaforge.core.ItemCipherException;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.core.exception.SdkException;

/**
 * Puts what the encryption throws on the operation's failure path: the AWS Database Encryption SDK's own
 * exceptions (the {@code dynaforge-encryption} module's interceptor throws raw {@code RuntimeException}s
 * from inside a client call, not {@code SdkException}s) and whatever an {@link ItemCipher} throws, each as an
 * {@code SdkClientException} the exception translator recognises ({@link ItemCipherException#find}) and
 * translates into a {@code DataAccessException} naming the table and key.
 */
final class EncryptionFailures {

  private EncryptionFailures() {}

  /** {@code e} as an {@code SdkException} for the operation's failure path, or {@code null} when it is no encryption failure. */
  static SdkException asSdkException(RuntimeException e) {
    Throwable failure = ItemCipherException.find(e);
    if (failure == null) {
      return null;
    }
    return SdkClientException.builder().message(reason(failure)).cause(e).build();
  }

  /**
   * What an {@link ItemCipher} threw, as an {@code SdkException} for the operation's failure path: every
   * exception of a cipher is an encryption failure (the SDK's own or an {@link ItemCipherException} when it
   * is one, else wrapped in one so the translator recognises it).
   */
  static SdkException ofCipher(RuntimeException e) {
    SdkException known = asSdkException(e);
    if (known != null) {
      return known;
    }
    ItemCipherException failure = new ItemCipherException(
        e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage()), e);
    return SdkClientException.builder().message(reason(failure)).cause(failure).build();
  }

  /** The failure's message, with its exception's simple name. */
  private static String reason(Throwable failure) {
    String message = failure.getMessage();
    return failure.getClass().getSimpleName() + (message == null || message.isBlank() ? "" : ": " + message);
  }
}
