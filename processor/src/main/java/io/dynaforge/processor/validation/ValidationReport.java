package io.dynaforge.processor.validation;

import java.util.ArrayList;
import java.util.List;
import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic;

/** The problems found in one model, each on its own element; printed once, in order. */
public final class ValidationReport {

  /** One problem: what, and exactly where (the element and, when known, the annotation). */
  public record Problem(DiagnosticId id, String message, Element element, AnnotationMirror annotation) {}

  private final List<Problem> problems = new ArrayList<>();

  public ValidationReport report(
      DiagnosticId id, Element element, AnnotationMirror annotation, Object... args) {
    problems.add(new Problem(id, id.format(args), element, annotation));
    return this;
  }

  public ValidationReport report(DiagnosticId id, Element element, Object... args) {
    return report(id, element, null, args);
  }

  public List<Problem> problems() {
    return List.copyOf(problems);
  }

  /** Whether any error (not just warnings) was found. */
  public boolean hasErrors() {
    return problems.stream().anyMatch(p -> p.id().kind() == Diagnostic.Kind.ERROR);
  }

  public void printTo(Messager messager) {
    for (Problem p : problems) {
      if (p.annotation() != null) {
        messager.printMessage(p.id().kind(), p.message(), p.element(), p.annotation());
      } else {
        messager.printMessage(p.id().kind(), p.message(), p.element());
      }
    }
  }
}
