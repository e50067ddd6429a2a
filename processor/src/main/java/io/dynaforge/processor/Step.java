package io.dynaforge.processor;

import java.util.List;
import java.util.Set;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.TypeElement;

/**
 * One kind of type the processor handles (entities, {@code @SecondaryIndex} views, item-collection
 * views, nested types, repositories): which types of a round it takes up, and the processing of one
 * of them, which is done or deferred with a reason. The {@link StepLoop} owns the retries across
 * rounds and the report of what is still deferred at the end; a step keeps no deferral of its own.
 */
interface Step {

  /** The types of this round the step takes up (the loop adds the ones it deferred before). */
  Set<TypeElement> types(RoundEnvironment round);

  /**
   * Types queued while other steps ran (nested types found while reading an entity); the loop takes
   * them up after every step has run, until no step has any left.
   */
  default List<TypeElement> queued() {
    return List.of();
  }

  /**
   * Processes one type: reads it, validates it, writes its code. A reader's {@link
   * io.dynaforge.processor.model.DeferException} counts as {@link Outcome#deferred}.
   */
  Outcome process(TypeElement type);

  /** Done, or deferred to the next round because {@code waitingFor} does not exist yet. */
  record Outcome(String waitingFor) {
    static final Outcome DONE = new Outcome(null);

    static Outcome deferred(String waitingFor) {
      return new Outcome(java.util.Objects.requireNonNull(waitingFor));
    }

    boolean done() {
      return waitingFor == null;
    }
  }
}
