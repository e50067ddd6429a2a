package io.dynaforge.processor.diagnostic;

import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.ElementFilter;

/**
 * Maps an element to one javac can place in the source. On JDK 17 a diagnostic on a
 * {@code RecordComponentElement} has no file and line, so no IDE underlines anything; the
 * component's private field is declared by the same source text, so reporting on it marks the
 * component's line.
 */
final class Positions {
  private Positions() {}

  static Element placeable(Element element) {
    if (element == null || element.getKind() != ElementKind.RECORD_COMPONENT) {
      return element;
    }
    for (VariableElement field : ElementFilter.fieldsIn(element.getEnclosingElement().getEnclosedElements())) {
      if (field.getSimpleName().contentEquals(element.getSimpleName())) {
        return field;
      }
    }
    return element;
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
