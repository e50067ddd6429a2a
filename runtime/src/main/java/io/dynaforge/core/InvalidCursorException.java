package io.dynaforge.core;

import org.springframework.dao.InvalidDataAccessApiUsageException;

/**
 * A cursor token {@link CursorCodec#decode} or a repository method refuses: altered, expired, sealed
 * with an unknown key, malformed, or issued by another method or for other arguments. The message
 * says which, and never quotes a key value; {@link #reason()} says it as a value (a web layer maps it
 * to a 400 answer).
 */
public final class InvalidCursorException extends InvalidDataAccessApiUsageException {

  private static final long serialVersionUID = 1L;

  /** Why a cursor was refused. */
  public enum Reason {
    /** Not a token this codec writes (bad base64, too short, unknown format version). */
    MALFORMED,
    /** Its authentication tag does not match: some byte was changed. */
    ALTERED,
    /** Sealed with a key id the codec does not hold. */
    UNKNOWN_KEY,
    /** Past its time to live. */
    EXPIRED,
    /** Issued by another repository method, for other arguments, or for another key schema. */
    OTHER_QUERY
  }

  private final Reason reason;

  public InvalidCursorException(Reason reason, String message) {
    super(message);
    this.reason = reason;
  }

  public InvalidCursorException(Reason reason, String message, Throwable cause) {
    super(message, cause);
    this.reason = reason;
  }

  /** Why the cursor was refused. */
  public Reason reason() {
    return reason;
  }
}
