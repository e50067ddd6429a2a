package io.dynaforge.core.engine;

import io.dynaforge.core.Internal;
import io.dynaforge.mapping.DynamoDbMappingException;
import org.springframework.dao.DataAccessException;
import org.springframework.dao.InvalidDataAccessApiUsageException;

/**
 * The template's boundary: every run-time refusal leaves a template call as a {@code
 * DataAccessException}. A refused argument or value (null, blank, of no entity, a key value a
 * template cannot compose: {@code NullPointerException}, {@code IllegalArgumentException}, {@code
 * IllegalStateException}, {@code DynamoDbMappingException}) becomes an {@code
 * InvalidDataAccessApiUsageException} with the same message, caused by it; a {@code
 * DataAccessException} passes as it is.
 *
 * <p>Also the boundary of {@code ReactiveDynamoDbTemplate}, where a refusal is an error signal
 * ({@link #refused(Throwable)}), and of the executor's non-blocking paths. Not for applications.
 */
@Internal
public final class Refusals {

  private Refusals() {}

  /**
   * What a template call throws for a failure {@code e}: a refused argument or value as an {@code
   * InvalidDataAccessApiUsageException}, anything else (a {@code DataAccessException} above all) as it is.
   * Each public method catches and rethrows through it ({@code try { ... } catch (RuntimeException e) {
   * throw Refusals.refused(e); }}): plain code on the hot path, no lambda per call.
   */
  public static RuntimeException refused(RuntimeException e) {
    if (e instanceof DataAccessException
        || !(e instanceof NullPointerException || e instanceof IllegalArgumentException
            || e instanceof IllegalStateException || e instanceof ClassCastException
            || e instanceof DynamoDbMappingException)) {
      return e;
    }
    String message = e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    if (e instanceof NullPointerException && e.getMessage() != null && !e.getMessage().contains(" ")) {
      message = "The argument '" + e.getMessage() + "' is null"; // Objects.requireNonNull(value, "name")
    }
    return new InvalidDataAccessApiUsageException(message, e);
  }

  /** {@link #refused(RuntimeException)} of an error signal: anything but a {@code RuntimeException} (an {@code Error}) as it is. */
  public static Throwable refused(Throwable e) {
    return e instanceof RuntimeException runtime ? refused(runtime) : e;
  }
}
