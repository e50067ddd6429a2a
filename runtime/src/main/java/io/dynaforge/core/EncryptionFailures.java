package io.dynaforge.core;

import java.util.Set;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.core.exception.SdkException;

/**
 * Recognises what the AWS Database Encryption SDK (the {@code dynaforge-encryption} module's
 * interceptor) throws from inside a client call: its own exception types, all under the package {@code
 * software.amazon.cryptography.}, raw {@code RuntimeException}s rather than {@code SdkException}s,
 * possibly wrapped by the client. Matched by class name in the cause chain, so the runtime needs no
 * dependency on the SDK. The executor wraps one in an {@link SdkClientException} ({@link #asSdkException})
 * for the operation's failure path; {@link DefaultDynamoDbExceptionTranslator} translates it. Not for
 * applications. Shared by that translator (API) and the engine's executor, so it stays in this package: in
 * {@code io.dynaforge.core.engine} the translator would depend on the engine.
 */
@Internal
public final class EncryptionFailures {

  private static final String PACKAGE = "software.amazon.cryptography.";
  private static final int MAX_DEPTH = 16;
  /** The operations that read items: a failure there is an item that could not be verified or decrypted. */
  private static final Set<String> READS =
      Set.of("GetItem", "BatchGetItem", "Query", "Scan", "TransactGetItems", "ExecuteStatement");

  private EncryptionFailures() {}

  /** The encryption SDK's exception in {@code e}'s cause chain, or {@code null}. */
  public static Throwable find(Throwable e) {
    Throwable current = e;
    for (int depth = 0; current != null && depth < MAX_DEPTH; depth++) {
      if (current.getClass().getName().startsWith(PACKAGE) || current instanceof CipherFailure) {
        return current;
      }
      current = current.getCause() == current ? null : current.getCause();
    }
    return null;
  }

  /** {@code e} as an {@code SdkException} for the operation's failure path, or {@code null} when it is no encryption failure. */
  public static SdkException asSdkException(RuntimeException e) {
    Throwable failure = find(e);
    if (failure == null) {
      return null;
    }
    return SdkClientException.builder().message(reason(failure)).cause(e).build();
  }

  /**
   * What an {@link ItemCipher} threw, as an {@code SdkException} for the operation's failure path: every
   * exception of a cipher is an encryption failure (the SDK's own when it is one, else wrapped so the
   * translator recognises it).
   */
  public static SdkException ofCipher(RuntimeException e) {
    SdkException known = asSdkException(e);
    if (known != null) {
      return known;
    }
    CipherFailure failure = new CipherFailure(e);
    return SdkClientException.builder().message(reason(failure)).cause(failure).build();
  }

  /** A cipher's exception that is not the encryption SDK's, so that {@link #find} recognises it. */
  static final class CipherFailure extends RuntimeException {
    CipherFailure(RuntimeException cause) {
      super(cause.getClass().getSimpleName() + (cause.getMessage() == null ? "" : ": " + cause.getMessage()), cause);
    }
  }

  /** Whether the operation reads items (a failure to verify or decrypt) rather than writes them. */
  static boolean reading(String operation) {
    return operation != null && READS.contains(operation);
  }

  /** The SDK's message, with its exception's simple name. */
  static String reason(Throwable failure) {
    String message = failure.getMessage();
    return failure.getClass().getSimpleName() + (message == null || message.isBlank() ? "" : ": " + message);
  }
}
