package io.dynaforge.boot.web;

import io.dynaforge.core.InvalidCursorException;
import org.springframework.core.Ordered;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

/**
 * Answers an {@link InvalidCursorException} (from the {@code ScrollPosition} argument, or thrown later by the
 * repository method for a cursor of another query) with HTTP 400 and the {@link CursorProblems problem detail}, in
 * Spring MVC and WebFlux alike. Lowest precedence: an {@code @ExceptionHandler} of the controller, or of an advice
 * ordered before it, wins.
 */
@RestControllerAdvice
public class InvalidCursorAdvice implements Ordered {

  @ExceptionHandler(InvalidCursorException.class)
  public ResponseEntity<ProblemDetail> invalidCursor(InvalidCursorException exception) {
    return ResponseEntity.status(HttpStatus.BAD_REQUEST).body(CursorProblems.of(exception));
  }

  @Override
  public int getOrder() {
    return Ordered.LOWEST_PRECEDENCE;
  }
}
