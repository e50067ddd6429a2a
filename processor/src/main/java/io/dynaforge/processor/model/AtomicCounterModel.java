package io.dynaforge.processor.model;

import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;

/**
 * An {@code @AtomicCounter}, as read.
 *
 * @param element the field, accessor or record component that carries the annotation (where its
 *     diagnostic points)
 * @param annotation the annotation, for diagnostics
 * @param start the value the first write stores
 * @param increment what each later write adds
 */
public record AtomicCounterModel(Element element, AnnotationMirror annotation, long start, long increment) {

  static AtomicCounterModel of(Element element, AnnotationMirror annotation) {
    return new AtomicCounterModel(element, annotation, Annotations.longValue(annotation, "start"),
        Annotations.longValue(annotation, "increment"));
  }
}
