package io.dynaforge.boot.web;

import io.dynaforge.core.InvalidCursorException;
import io.dynaforge.core.InvalidCursorException.Reason;
import java.util.Locale;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;

/**
 * The RFC 9457 problem detail that answers an invalid cursor: status 400, title "Invalid cursor", a detail naming
 * the reason and a {@code reason} member ({@code altered}, {@code expired}, {@code other-query}, {@code unknown-key},
 * {@code malformed}). It is written from the reason alone: never the token, a key value or the exception's message.
 */
public final class CursorProblems {

  private CursorProblems() {}

  /** The problem detail for a refused cursor. */
  public static ProblemDetail of(InvalidCursorException exception) {
    Reason reason = exception.reason() == null ? Reason.MALFORMED : exception.reason();
    ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST, detail(reason));
    problem.setTitle("Invalid cursor");
    problem.setProperty("reason", reason.name().toLowerCase(Locale.ROOT).replace('_', '-'));
    return problem;
  }

  /** What a client is told for a reason; each text ends by saying to start again from the first page. */
  static String detail(Reason reason) {
    String why = switch (reason) {
      case ALTERED -> "The cursor was altered";
      case EXPIRED -> "The cursor has expired";
      case OTHER_QUERY -> "The cursor belongs to another query (another method or other arguments)";
      case UNKNOWN_KEY -> "The cursor was sealed with an unknown key";
      case MALFORMED -> "The cursor is malformed";
    };
    return why + "; start again from the first page, without a cursor.";
  }
}
