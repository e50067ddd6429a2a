package io.dynaforge.core.engine;

import io.dynaforge.core.Internal;

/**
 * The outcome of a failed {@link RequestOperation}: the exception to report, or a probe request whose
 * result is that exception (e.g. a consistent read of the stored version, to tell an optimistic-locking
 * failure from a failed user condition). The executor sends the probe the same way as the operation,
 * blocking or not.
 */
@Internal
public sealed interface OperationFailure {

  /** The exception to report. */
  record Thrown(RuntimeException exception) implements OperationFailure {}

  /** A probe whose result is the exception to report (never null; its own failure gives a fallback). */
  record Probed(RequestOperation<?, ?, ? extends RuntimeException> probe) implements OperationFailure {}

  static OperationFailure thrown(RuntimeException exception) {
    return new Thrown(exception);
  }

  static OperationFailure probed(RequestOperation<?, ?, ? extends RuntimeException> probe) {
    return new Probed(probe);
  }
}
