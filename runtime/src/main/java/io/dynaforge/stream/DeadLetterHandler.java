package io.dynaforge.stream;

/**
 * Where changes go that a handler failed {@code maxAttempts} times: a queue, a table, an alert. Under
 * Spring Boot a bean of this type is the dead letter of the starter's stream pollers; without one they
 * never skip a change ({@link DeliveryPolicy}). It must not lose what it is given: when it throws, the
 * change is tried again.
 */
@FunctionalInterface
public interface DeadLetterHandler {

  /** Takes a change that will not be delivered to its handler. */
  void handle(FailedChange change);
}
