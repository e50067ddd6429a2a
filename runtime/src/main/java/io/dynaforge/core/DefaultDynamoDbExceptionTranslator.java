package io.dynaforge.core;

import java.util.Set;
import org.springframework.dao.ConcurrencyFailureException;
import org.springframework.dao.DataAccessException;
import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.dao.DataRetrievalFailureException;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import org.springframework.dao.InvalidDataAccessResourceUsageException;
import org.springframework.dao.NonTransientDataAccessResourceException;
import org.springframework.dao.PermissionDeniedDataAccessException;
import org.springframework.dao.QueryTimeoutException;
import org.springframework.dao.TransientDataAccessResourceException;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.exception.AbortedException;
import software.amazon.awssdk.core.exception.ApiCallAttemptTimeoutException;
import software.amazon.awssdk.core.exception.ApiCallTimeoutException;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DuplicateItemException;
import software.amazon.awssdk.services.dynamodb.model.ItemCollectionSizeLimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.RequestLimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.TransactionConflictException;
import software.amazon.awssdk.services.dynamodb.model.TransactionInProgressException;

/**
 * The default translation table.
 *
 * <table>
 *   <caption>SDK exception to Spring exception</caption>
 *   <tr><td>a failure of the AWS Database Encryption SDK (an exception of {@code software.amazon.cryptography.*}
 *   or an {@link ItemCipherException} in the cause chain) on a read</td><td>DataRetrievalFailureException (naming the table and key)</td></tr>
 *   <tr><td>the same on a write</td><td>InvalidDataAccessApiUsageException</td></tr>
 *   <tr><td>ConditionalCheckFailedException (outside the template's own write handling)</td><td>DataIntegrityViolationException</td></tr>
 *   <tr><td>DuplicateItemException (PartiQL INSERT)</td><td>DuplicateKeyException</td></tr>
 *   <tr><td>TransactionCanceledException</td><td>TransactionCanceledDataAccessException</td></tr>
 *   <tr><td>TransactionConflictException, TransactionInProgressException</td><td>ConcurrencyFailureException</td></tr>
 *   <tr><td>ProvisionedThroughputExceeded, RequestLimitExceeded, ThrottlingException, HTTP 5xx</td><td>TransientDataAccessResourceException</td></tr>
 *   <tr><td>ItemCollectionSizeLimitExceededException</td><td>NonTransientDataAccessResourceException</td></tr>
 *   <tr><td>ResourceNotFoundException, ResourceInUseException</td><td>InvalidDataAccessResourceUsageException (naming the table)</td></tr>
 *   <tr><td>ValidationException, SerializationException</td><td>InvalidDataAccessApiUsageException</td></tr>
 *   <tr><td>AccessDenied, UnrecognizedClient, signature errors</td><td>PermissionDeniedDataAccessException</td></tr>
 *   <tr><td>ApiCallTimeoutException, ApiCallAttemptTimeoutException</td><td>QueryTimeoutException</td></tr>
 *   <tr><td>other SdkClientException (connection refused, I/O)</td><td>DataAccessResourceFailureException</td></tr>
 *   <tr><td>anything else</td><td>UncategorizedDynamoDbException</td></tr>
 * </table>
 */
public class DefaultDynamoDbExceptionTranslator implements DynamoDbExceptionTranslator {

  static final DefaultDynamoDbExceptionTranslator INSTANCE = new DefaultDynamoDbExceptionTranslator();

  private static final Set<String> THROTTLING =
      Set.of("ThrottlingException", "Throttling", "ThrottledException", "TooManyRequestsException",
          "LimitExceededException");
  /** The operations that read items: an encryption failure there is an item that could not be verified or decrypted. */
  private static final Set<String> ITEM_READS =
      Set.of("GetItem", "BatchGetItem", "Query", "Scan", "TransactGetItems", "ExecuteStatement");
  private static final Set<String> VALIDATION = Set.of("ValidationException", "SerializationException");
  private static final Set<String> PERMISSION =
      Set.of("AccessDeniedException", "UnrecognizedClientException", "InvalidSignatureException",
          "MissingAuthenticationTokenException", "ExpiredTokenException", "IncompleteSignatureException");

  @Override
  public DataAccessException translate(SdkException exception, DynamoDbOperationContext context) {
    String what = context.describe();
    String message = what + " failed: " + reason(exception);
    Throwable encryption = ItemCipherException.find(exception);
    if (encryption != null) {
      return encryptionFailure(context, encryption, exception);
    }
    if (exception instanceof ConditionalCheckFailedException) {
      return new DataIntegrityViolationException(what + " failed: the condition expression was not met", exception);
    }
    if (exception instanceof DuplicateItemException) {
      return new DuplicateKeyException(message, exception);
    }
    if (exception instanceof TransactionCanceledException canceled) {
      return TransactionCanceledDataAccessException.of(context, canceled);
    }
    if (exception instanceof TransactionConflictException
        || exception instanceof TransactionInProgressException) {
      return new ConcurrencyFailureException(message, exception);
    }
    if (exception instanceof ProvisionedThroughputExceededException
        || exception instanceof RequestLimitExceededException) {
      return new TransientDataAccessResourceException(message, exception);
    }
    if (exception instanceof ItemCollectionSizeLimitExceededException) {
      return new NonTransientDataAccessResourceException(message, exception);
    }
    if (exception instanceof ResourceNotFoundException) {
      String table = context.tableName() == null ? "" : " '" + context.tableName() + "'";
      return new InvalidDataAccessResourceUsageException(
          what + " failed: the table" + table + " (or index) does not exist or is not ACTIVE. Create it"
              + " first (DynamoDbOperations.createTables); Dynaforge never creates tables implicitly. "
              + reason(exception),
          exception);
    }
    if (exception instanceof ResourceInUseException) {
      return new InvalidDataAccessResourceUsageException(message, exception);
    }
    if (exception instanceof AwsServiceException service) {
      String code = service.awsErrorDetails() == null ? null : service.awsErrorDetails().errorCode();
      if (code != null && THROTTLING.contains(code) || service.isThrottlingException()) {
        return new TransientDataAccessResourceException(message, exception);
      }
      if (code != null && VALIDATION.contains(code)) {
        return new InvalidDataAccessApiUsageException(message, exception);
      }
      if (code != null && PERMISSION.contains(code) || service.statusCode() == 403) {
        return new PermissionDeniedDataAccessException(message, exception);
      }
      if (service.statusCode() >= 500) {
        return new TransientDataAccessResourceException(message, exception);
      }
      if (service.statusCode() == 400 && code == null) {
        return new InvalidDataAccessApiUsageException(message, exception);
      }
      return new UncategorizedDynamoDbException(message, exception);
    }
    if (exception instanceof ApiCallTimeoutException || exception instanceof ApiCallAttemptTimeoutException) {
      return new QueryTimeoutException(message, exception);
    }
    if (exception instanceof AbortedException) {
      return new DataAccessResourceFailureException(message, exception);
    }
    if (exception instanceof SdkClientException) {
      return new DataAccessResourceFailureException(message, exception);
    }
    return new UncategorizedDynamoDbException(message, exception);
  }

  /**
   * What the AWS Database Encryption SDK refused or failed: on a read, an item that could not be
   * verified or decrypted (altered, written with another key, or never encrypted); on a write, a
   * request it refuses (an attribute without an action, an update expression on a signed attribute).
   */
  private static DataAccessException encryptionFailure(DynamoDbOperationContext context, Throwable encryption,
      SdkException exception) {
    String what = context.describe();
    if (context.operation() != null && ITEM_READS.contains(context.operation())) {
      return new DataRetrievalFailureException(what + " failed: the item could not be verified or decrypted"
          + " (altered after it was written, written with another key, or not encrypted on an encrypted table): "
          + encryptionReason(encryption), exception);
    }
    return new InvalidDataAccessApiUsageException(what + " was refused by the AWS Database Encryption SDK: "
        + encryptionReason(encryption), exception);
  }

  /** The encryption failure's message, with its exception's simple name. */
  private static String encryptionReason(Throwable failure) {
    String message = failure.getMessage();
    return failure.getClass().getSimpleName() + (message == null || message.isBlank() ? "" : ": " + message);
  }

  /** The service's own message (without the SDK's request-id suffix when available). */
  public static String reason(SdkException exception) {
    if (exception instanceof AwsServiceException service && service.awsErrorDetails() != null) {
      String code = service.awsErrorDetails().errorCode();
      String text = service.awsErrorDetails().errorMessage();
      return (code == null ? "" : code + ": ") + (text == null ? String.valueOf(exception.getMessage()) : text);
    }
    return String.valueOf(exception.getMessage());
  }
}
