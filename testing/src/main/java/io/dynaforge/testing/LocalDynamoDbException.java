package io.dynaforge.testing;

/**
 * A local DynamoDB-compatible server could not be started, reached or used.
 *
 * <p>The message says what went wrong and what to install or configure.
 */
public class LocalDynamoDbException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /**
     * @param message what went wrong and how to fix it
     */
    public LocalDynamoDbException(String message) {
        super(message);
    }

    /**
     * @param message what went wrong and how to fix it
     * @param cause the underlying failure
     */
    public LocalDynamoDbException(String message, Throwable cause) {
        super(message, cause);
    }
}
