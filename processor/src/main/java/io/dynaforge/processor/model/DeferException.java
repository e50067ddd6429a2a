package io.dynaforge.processor.model;

/**
 * Thrown by readers when a type refers to something that does not exist yet (generated later by
 * us or by another processor): the type is retried in the next round, never failed.
 */
public final class DeferException extends RuntimeException {
  public DeferException(String what) {
    super(what, null, false, false);
  }
}
