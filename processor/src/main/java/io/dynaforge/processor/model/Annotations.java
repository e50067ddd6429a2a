package io.dynaforge.processor.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeMirror;

/** Reads annotation mirrors by qualified name, without loading annotation classes. */
public final class Annotations {
  private Annotations() {}

  public static Optional<AnnotationMirror> find(Element element, String qualifiedName) {
    if (element == null) {
      return Optional.empty();
    }
    for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
      TypeElement type = (TypeElement) mirror.getAnnotationType().asElement();
      if (type.getQualifiedName().contentEquals(qualifiedName)) {
        return Optional.of(mirror);
      }
    }
    return Optional.empty();
  }

  public static boolean has(Element element, String qualifiedName) {
    return find(element, qualifiedName).isPresent();
  }

  /** The value of an attribute, defaults included. */
  public static AnnotationValue value(AnnotationMirror mirror, String name) {
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e :
        mirror.getElementValues().entrySet()) {
      if (e.getKey().getSimpleName().contentEquals(name)) {
        return e.getValue();
      }
    }
    for (Element enclosed : mirror.getAnnotationType().asElement().getEnclosedElements()) {
      if (enclosed instanceof ExecutableElement method
          && method.getSimpleName().contentEquals(name)) {
        return method.getDefaultValue();
      }
    }
    return null;
  }

  /** The value as explicitly written, or null when the attribute was left at its default. */
  public static AnnotationValue explicitValue(AnnotationMirror mirror, String name) {
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e :
        mirror.getElementValues().entrySet()) {
      if (e.getKey().getSimpleName().contentEquals(name)) {
        return e.getValue();
      }
    }
    return null;
  }

  public static String string(AnnotationMirror mirror, String name) {
    AnnotationValue v = value(mirror, name);
    return v == null ? "" : String.valueOf(v.getValue());
  }

  /** The strings of an array attribute, in order (empty when absent). */
  public static List<String> strings(AnnotationMirror mirror, String name) {
    List<String> result = new ArrayList<>();
    AnnotationValue v = value(mirror, name);
    if (v != null && v.getValue() instanceof List<?> list) {
      for (Object o : list) {
        if (o instanceof AnnotationValue av) {
          result.add(String.valueOf(av.getValue()));
        }
      }
    }
    return result;
  }

  public static int integer(AnnotationMirror mirror, String name) {
    AnnotationValue v = value(mirror, name);
    return v == null ? 0 : ((Number) v.getValue()).intValue();
  }

  public static long longValue(AnnotationMirror mirror, String name) {
    AnnotationValue v = value(mirror, name);
    return v == null ? 0 : ((Number) v.getValue()).longValue();
  }

  public static boolean bool(AnnotationMirror mirror, String name) {
    AnnotationValue v = value(mirror, name);
    return v != null && (Boolean) v.getValue();
  }

  public static TypeMirror type(AnnotationMirror mirror, String name) {
    AnnotationValue v = value(mirror, name);
    return v == null || !(v.getValue() instanceof TypeMirror t) ? null : t;
  }

  /** The annotation mirrors held by an array attribute (a repeatable container's value). */
  public static List<AnnotationMirror> mirrors(AnnotationMirror mirror, String name) {
    List<AnnotationMirror> result = new ArrayList<>();
    AnnotationValue v = value(mirror, name);
    if (v != null && v.getValue() instanceof List<?> list) {
      for (Object o : list) {
        if (o instanceof AnnotationValue av && av.getValue() instanceof AnnotationMirror am) {
          result.add(am);
        }
      }
    }
    return result;
  }
}
