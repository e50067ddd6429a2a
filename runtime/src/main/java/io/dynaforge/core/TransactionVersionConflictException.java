package io.dynaforge.core;

import java.util.List;
import org.springframework.dao.OptimisticLockingFailureException;

/**
 * A transaction was cancelled only because {@code @Version} conditions failed: an optimistic-locking
 * failure that also carries the per-item {@link #getCancellationReasons() reasons}.
 */
public class TransactionVersionConflictException extends OptimisticLockingFailureException {

  private static final long serialVersionUID = 1L;

  private final List<CancellationReason> reasons;

  public TransactionVersionConflictException(
      String message, List<CancellationReason> reasons, Throwable cause) {
    super(message, cause);
    this.reasons = List.copyOf(reasons);
  }

  /** One reason per item of the transaction, in request order. */
  public List<CancellationReason> getCancellationReasons() {
    return reasons;
  }
}
