package io.dynaforge.core;

import java.util.ArrayList;
import java.util.List;
import org.springframework.dao.DataIntegrityViolationException;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * A DynamoDB transaction was cancelled: a condition failed, an item was in another transaction, the
 * request was throttled or invalid. {@link #getCancellationReasons()} says, item by item, why. When
 * every failure is a {@code @Version} conflict the template throws
 * {@link TransactionVersionConflictException} instead.
 */
public class TransactionCanceledDataAccessException extends DataIntegrityViolationException {

  private static final long serialVersionUID = 1L;

  private final List<CancellationReason> reasons;

  public TransactionCanceledDataAccessException(
      String message, List<CancellationReason> reasons, Throwable cause) {
    super(message, cause);
    this.reasons = List.copyOf(reasons);
  }

  /** One reason per item of the transaction, in request order ({@code None} for items that were fine). */
  public List<CancellationReason> getCancellationReasons() {
    return reasons;
  }

  /** The reasons of the items that failed. */
  public List<CancellationReason> getFailedReasons() {
    return reasons.stream().filter(CancellationReason::failed).toList();
  }

  /** Translation without the template's item context (the translator's fallback). */
  static TransactionCanceledDataAccessException of(
      DynamoDbOperationContext context, TransactionCanceledException exception) {
    List<CancellationReason> reasons = new ArrayList<>();
    if (exception.hasCancellationReasons()) {
      for (int i = 0; i < exception.cancellationReasons().size(); i++) {
        var reason = exception.cancellationReasons().get(i);
        reasons.add(new CancellationReason(i, "?", null, context.tableName(), null, reason.code(), reason.message(), false));
      }
    }
    return new TransactionCanceledDataAccessException(
        context.describe() + " was cancelled: " + reasons.stream().filter(CancellationReason::failed).toList(),
        reasons, exception);
  }
}
