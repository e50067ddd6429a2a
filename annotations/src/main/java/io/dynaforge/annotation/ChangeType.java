package io.dynaforge.annotation;

/**
 * The kind of change a stream record describes (DynamoDB's {@code eventName}), as a
 * {@code ChangeEvent} carries it and {@link OnChange} selects it.
 */
public enum ChangeType {
  /** A new item was written. */
  INSERT,
  /** An existing item was changed. */
  MODIFY,
  /** An item was deleted (by a request, or by time to live: {@code ChangeEvent.expired()}). */
  REMOVE
}
