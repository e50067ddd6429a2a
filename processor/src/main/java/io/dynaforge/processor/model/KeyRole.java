package io.dynaforge.processor.model;

import javax.lang.model.element.AnnotationMirror;

/** A property's place in a key: which annotation, its order, and the annotation for diagnostics. */
public record KeyRole(int order, AnnotationMirror annotation) {}
