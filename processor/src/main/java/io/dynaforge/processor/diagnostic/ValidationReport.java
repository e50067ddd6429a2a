package io.dynaforge.processor.diagnostic;

import java.util.ArrayList;
import java.util.List;
import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic;

/** The problems found in one model, each on its own element; printed once, in order. */
public final class ValidationReport {

  /**
   * One problem: what, and exactly where (the element and, when known, the annotation and the
   * attribute of it that is wrong, or null).
   */
  public record Problem(DiagnosticId id, String message, Element element, AnnotationMirror annotation,
      String attribute) {

    public Problem(DiagnosticId id, String message, Element element, AnnotationMirror annotation) {
      this(id, message, element, annotation, null);
    }
  }

  private final List<Problem> problems = new ArrayList<>();

  public ValidationReport report(
      DiagnosticId id, Element element, AnnotationMirror annotation, Object... args) {
    problems.add(new Problem(id, id.format(args), element, annotation));
    return this;
  }

  public ValidationReport report(DiagnosticId id, Element element, Object... args) {
    return report(id, element, null, args);
  }

  /**
   * A problem placed on one attribute of an annotation ({@code partitionKey} of {@code @Table}) when
   * it is written, else on the annotation.
   */
  public ValidationReport reportOnAttribute(
      DiagnosticId id, Element element, AnnotationMirror annotation, String attribute, Object... args) {
    problems.add(new Problem(id, id.format(args), element, annotation, attribute));
    return this;
  }

  /** Adds a problem found by another validation (a flattened member's own checks). */
  public ValidationReport add(Problem problem) {
    if (!problems.contains(problem)) {
      problems.add(problem);
    }
    return this;
  }

  public List<Problem> problems() {
    return List.copyOf(problems);
  }

  /** {@code @SuppressWarnings("Dynaforge")} or {@code ("Dynaforge/Id")} on the element or a parent. */
  private static boolean suppressed(Problem p) {
    for (Element e = p.element(); e != null; e = e.getEnclosingElement()) {
      SuppressWarnings s = e.getAnnotation(SuppressWarnings.class);
      if (s != null) {
        for (String v : s.value()) {
          if (v.equals("Dynaforge") || v.equals("Dynaforge/" + p.id().id())) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /** Whether any error (not just warnings) was found. */
  public boolean hasErrors() {
    return problems.stream().anyMatch(p -> p.id().kind() == Diagnostic.Kind.ERROR);
  }

  public void printTo(Messager messager) {
    boolean eclipse = Positions.eclipse(messager);
    for (Problem p : problems) {
      if (p.id().kind() == Diagnostic.Kind.WARNING && suppressed(p)) {
        continue;
      }
      Element element = Positions.placeable(p.element(), eclipse);
      AnnotationMirror annotation = element == p.element() ? p.annotation()
          : Positions.annotationOn(element, p.annotation());
      AnnotationValue value = annotation == p.annotation() ? written(annotation, p.attribute()) : null;
      if (value != null) {
        messager.printMessage(p.id().kind(), p.message(), element, annotation, value);
      } else if (annotation != null) {
        messager.printMessage(p.id().kind(), p.message(), element, annotation);
      } else {
        messager.printMessage(p.id().kind(), p.message(), element);
      }
    }
  }

  /** The value of the attribute as written on the annotation, or null (not written, or no attribute). */
  private static AnnotationValue written(AnnotationMirror annotation, String attribute) {
    if (annotation == null || attribute == null) {
      return null;
    }
    return annotation.getElementValues().entrySet().stream()
        .filter(e -> e.getKey().getSimpleName().contentEquals(attribute)).map(e -> (AnnotationValue) e.getValue())
        .findFirst().orElse(null);
  }
}
