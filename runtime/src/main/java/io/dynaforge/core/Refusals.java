package io.dynaforge.core;

import io.dynaforge.mapping.DynamoDbMappingException;
import java.util.function.Supplier;
import org.springframework.dao.DataAccessException;
import org.springframework.dao.InvalidDataAccessApiUsageException;

/**
 * The template's boundary: every run-time refusal leaves a template call as a {@code
 * DataAccessException}. A refused argument or value (null, blank, of no entity, a key value a
 * template cannot compose: {@code NullPointerException}, {@code IllegalArgumentException}, {@code
 * IllegalStateException}, {@code DynamoDbMappingException}) becomes an {@code
 * InvalidDataAccessApiUsageException} with the same message, caused by it; a {@code
 * DataAccessException} passes as it is.
 */
final class Refusals {

  private Refusals() {}

  static <R> R guard(Supplier<R> call) {
    try {
      return call.get();
    } catch (DataAccessException e) {
      throw e;
    } catch (NullPointerException | IllegalArgumentException | IllegalStateException | ClassCastException
        | DynamoDbMappingException e) {
      throw refused(e);
    }
  }

  static void guard(Runnable call) {
    guard(() -> {
      call.run();
      return null;
    });
  }

  static InvalidDataAccessApiUsageException refused(RuntimeException e) {
    String message = e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    if (e instanceof NullPointerException && e.getMessage() != null && !e.getMessage().contains(" ")) {
      message = "The argument '" + e.getMessage() + "' is null"; // Objects.requireNonNull(value, "name")
    }
    return new InvalidDataAccessApiUsageException(message, e);
  }
}
