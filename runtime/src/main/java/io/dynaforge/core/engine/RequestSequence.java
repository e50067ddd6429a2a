package io.dynaforge.core.engine;

import io.dynaforge.core.Internal;
import java.time.Duration;

/**
 * Several requests sent one after another, with a wait before some of them: the chunks of a batch and
 * the retries of their unprocessed items. The {@link OperationExecutor} asks for the {@link #next()}
 * request, waits {@link #delay()} before sending it (a sleep when blocking, a timer otherwise), feeds
 * the response to the operation's result, and asks again until there is none; then it returns
 * {@link #result()}. A sequence keeps its own state; it is used once, by one executor call.
 *
 * @param <R> the result
 */
@Internal
public interface RequestSequence<R> {

  /** The next request, or {@code null} when the sequence is done. */
  RequestOperation<?, ?, ?> next();

  /** How long to wait before sending the request {@link #next()} returned. */
  Duration delay();

  /** The result, once {@link #next()} returned {@code null}. */
  R result();

  /** The exception to report when the blocking wait is interrupted (the interrupt flag is set again). */
  RuntimeException interrupted(InterruptedException e);

  /** Called once when the sequence ends, done or failed, before {@link #result()}: e.g. to publish after-events. */
  default void ended() {}
}
