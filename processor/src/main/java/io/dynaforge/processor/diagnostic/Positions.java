package io.dynaforge.processor.diagnostic;

import java.util.List;
import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.ElementFilter;

/**
 * Maps an element to one the compiler can place in the source. On JDK 17 a diagnostic on a
 * {@code RecordComponentElement} has no file and line, so no IDE underlines anything; the
 * component's private field is declared by the same source text, so reporting on it marks the
 * component's line. The Eclipse compiler (ecj, which Eclipse and VS Code run) places nothing on a
 * record type either, neither the type nor its annotations: there a problem of the record is
 * reported on its canonical constructor, which ecj places on the record's name (an implicit one) or
 * on the constructor's own declaration.
 */
final class Positions {
  private Positions() {}

  static Element placeable(Element element, boolean eclipse) {
    if (element == null) {
      return null;
    }
    if (element.getKind() == ElementKind.RECORD_COMPONENT) {
      for (VariableElement field : ElementFilter.fieldsIn(element.getEnclosingElement().getEnclosedElements())) {
        if (field.getSimpleName().contentEquals(element.getSimpleName())) {
          return field;
        }
      }
    } else if (eclipse && element.getKind() == ElementKind.RECORD) {
      ExecutableElement canonical = canonicalConstructor((TypeElement) element);
      if (canonical != null) {
        return canonical;
      }
    }
    return element;
  }

  /** Whether the messager is the Eclipse compiler's. */
  static boolean eclipse(Messager messager) {
    return messager.getClass().getName().startsWith("org.eclipse.jdt.");
  }

  private static ExecutableElement canonicalConstructor(TypeElement record) {
    List<? extends RecordComponentElement> components = record.getRecordComponents();
    for (ExecutableElement c : ElementFilter.constructorsIn(record.getEnclosedElements())) {
      List<? extends VariableElement> parameters = c.getParameters();
      if (parameters.size() != components.size()) {
        continue;
      }
      boolean matches = true;
      for (int i = 0; i < parameters.size() && matches; i++) {
        matches = parameters.get(i).asType().toString().equals(components.get(i).asType().toString());
      }
      if (matches) {
        return c;
      }
    }
    return null;
  }

  /**
   * The annotation as it appears on {@code element}: the same mirror when it is one of the element's,
   * else the element's annotation of the same type (a record annotation propagated to the field), else
   * null (the diagnostic then marks the element itself).
   */
  static AnnotationMirror annotationOn(Element element, AnnotationMirror annotation) {
    if (annotation == null || element == null) {
      return null;
    }
    for (AnnotationMirror own : element.getAnnotationMirrors()) {
      if (own == annotation) {
        return own;
      }
    }
    for (AnnotationMirror own : element.getAnnotationMirrors()) {
      if (own.getAnnotationType().toString().equals(annotation.getAnnotationType().toString())) {
        return own;
      }
    }
    return null;
  }
}
