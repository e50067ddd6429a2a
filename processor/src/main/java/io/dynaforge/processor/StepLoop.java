package io.dynaforge.processor;

import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.DeferException;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import javax.annotation.processing.Messager;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.tools.Diagnostic;

/**
 * The one loop over the {@link Step}s: each round, every step takes up the types it deferred before
 * (first, by name: elements are not reused across rounds) and the round's new ones, then the queued
 * ones; a deferred type waits for the next round; at the last round every type still waiting is a
 * {@code [Dynaforge/UnprocessedType]} error on it. An exception a step throws is reported on its type
 * ({@code [Dynaforge/InternalError]}, never a stack trace out of javac); one failing type never stops
 * the others.
 */
final class StepLoop {

  private final List<Step> steps;
  private final Elements elements;
  private final Messager messager;
  private final Consumer<TypeElement> beforeStep;
  /** Per step, the types waiting for the next round, by qualified name, with what they wait for. */
  private final Map<Step, Map<String, String>> deferred = new LinkedHashMap<>();

  StepLoop(List<Step> steps, Elements elements, Messager messager, Consumer<TypeElement> beforeStep) {
    this.steps = List.copyOf(steps);
    this.elements = elements;
    this.messager = messager;
    this.beforeStep = beforeStep;
    steps.forEach(step -> deferred.put(step, new LinkedHashMap<>()));
  }

  /** One round: every step over its retried and new types, then the queued types until none is left. */
  void round(RoundEnvironment round) {
    for (Step step : steps) {
      Set<TypeElement> types = retried(step);
      types.addAll(step.types(round));
      types.forEach(type -> run(step, type));
    }
    boolean more = true;
    while (more) {
      more = false;
      for (Step step : steps) {
        List<TypeElement> queued = step.queued();
        queued.forEach(type -> run(step, type));
        more |= !queued.isEmpty();
      }
    }
  }

  /**
   * Nothing deferred is silently dropped: at the last round, each type still waiting is an error.
   *
   * @return whether any type was still waiting
   */
  boolean reportStillDeferred() {
    boolean any = deferred.values().stream().anyMatch(waiting -> !waiting.isEmpty());
    deferred.values().forEach(waiting -> {
      waiting.forEach((name, missing) -> {
        TypeElement type = elements.getTypeElement(name);
        if (type != null) { // on an element the compiler can place (a record's, under ecj, included)
          new ValidationReport().report(DiagnosticId.UNPROCESSED_TYPE, type, name, missing).printTo(messager);
        } else {
          messager.printMessage(Diagnostic.Kind.ERROR, DiagnosticId.UNPROCESSED_TYPE.format(name, missing));
        }
      });
      waiting.clear();
    });
    return any;
  }

  /** The step's deferred types that exist now, taken out of its waiting list (the others stay). */
  private Set<TypeElement> retried(Step step) {
    Set<TypeElement> types = new LinkedHashSet<>();
    Map<String, String> waiting = deferred.get(step);
    waiting.keySet().removeIf(name -> {
      TypeElement type = elements.getTypeElement(name);
      return type != null && types.add(type);
    });
    return types;
  }

  private void run(Step step, TypeElement type) {
    String name = type.getQualifiedName().toString();
    Step.Outcome outcome;
    try {
      beforeStep.accept(type);
      outcome = step.process(type);
    } catch (DeferException e) {
      outcome = Step.Outcome.deferred(e.getMessage());
    } catch (RuntimeException | LinkageError e) {
      new ValidationReport().report(DiagnosticId.INTERNAL_ERROR, type, name, describe(e)).printTo(messager);
      return;
    }
    if (!outcome.done()) {
      deferred.get(step).put(name, outcome.waitingFor());
    }
  }

  private static String describe(Throwable e) {
    StackTraceElement top = e.getStackTrace().length == 0 ? null : e.getStackTrace()[0];
    return e.getClass().getName() + (e.getMessage() == null ? "" : ": " + String.valueOf(e.getMessage()))
        + (top == null ? "" : " at " + top);
  }
}
