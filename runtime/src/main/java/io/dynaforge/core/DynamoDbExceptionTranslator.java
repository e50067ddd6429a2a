package io.dynaforge.core;

import org.springframework.dao.DataAccessException;
import software.amazon.awssdk.core.exception.SdkException;

/**
 * Turns an AWS SDK exception into a Spring {@link DataAccessException}. The template routes every
 * SDK call through one; replace it with {@code DynamoDbTemplate.builder(client).exceptionTranslator(...)}.
 *
 * <p>The template handles a failed condition of its own writes before asking the translator (version
 * conflicts, duplicate inserts, failed user conditions, cancelled transactions); the translator sees
 * every other failure.
 */
@FunctionalInterface
public interface DynamoDbExceptionTranslator {

  /**
   * @param exception the SDK exception
   * @param context what the template was doing
   * @return the exception to throw, never {@code null}
   */
  DataAccessException translate(SdkException exception, DynamoDbOperationContext context);

  /** The default translation table (see {@link DefaultDynamoDbExceptionTranslator}). */
  static DynamoDbExceptionTranslator defaults() {
    return DefaultDynamoDbExceptionTranslator.INSTANCE;
  }
}
