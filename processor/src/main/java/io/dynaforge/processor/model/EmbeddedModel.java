package io.dynaforge.processor.model;

import javax.lang.model.element.AnnotationMirror;

/**
 * An {@code @Embedded} member flattened into the owning item, and how it is routed on read.
 *
 * @param annotation the annotation, for diagnostics
 * @param startsWith the sort-key prefix, or ""
 * @param endsWith the sort-key suffix, or ""
 * @param regex a pattern the whole sort-key value must match, or ""
 * @param type the member type's model (its properties are flattened, recursively)
 */
public record EmbeddedModel(
    AnnotationMirror annotation, String startsWith, String endsWith, String regex, EntityModel type) {

  public boolean isRouted() {
    return !startsWith.isEmpty() || !endsWith.isEmpty() || !regex.isEmpty();
  }
}
