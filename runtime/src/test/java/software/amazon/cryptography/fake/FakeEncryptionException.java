package software.amazon.cryptography.fake;

/** Stands for the AWS Database Encryption SDK's exceptions (runtime tests do not depend on the SDK). */
public class FakeEncryptionException extends RuntimeException {

  public FakeEncryptionException(String message) {
    super(message);
  }
}
