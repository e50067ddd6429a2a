package io.dynaforge.processor.diagnostic;

import java.util.ArrayList;
import java.util.List;
import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.Name;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.ElementFilter;

/**
 * Maps an element to one the compiler can place in the source (a file and a line), as close to the
 * fault as that compiler allows.
 *
 * <p>What each compiler places, checked by {@code ElementPositionsTest} (javac of JDK 17, ecj 3.38):
 *
 * <table>
 *   <caption>Elements of a record a diagnostic can be placed on</caption>
 *   <tr><th>element (and its annotation, and annotation value)</th><th>javac</th><th>ecj</th></tr>
 *   <tr><td>the record type</td><td>its name; the annotation, the value</td><td>nothing</td></tr>
 *   <tr><td>a record component</td><td>nothing</td><td>nothing</td></tr>
 *   <tr><td>the component's private field</td><td>the component's name; the annotation, the value</td>
 *       <td>the component's name (for the annotation and the value too)</td></tr>
 *   <tr><td>an implicit accessor</td><td>nothing</td><td>nothing</td></tr>
 *   <tr><td>an accessor written out</td><td>its declaration</td><td>its declaration</td></tr>
 *   <tr><td>the implicit canonical constructor</td><td>the record's name</td><td>the record's name</td></tr>
 *   <tr><td>a canonical constructor written out (compact or not)</td><td>its declaration</td>
 *       <td>its declaration</td></tr>
 *   <tr><td>a parameter of the implicit canonical constructor</td><td>the record's name (its annotation
 *       and value: the component's)</td><td>the component's name (for the annotation and the value too)</td></tr>
 * </table>
 *
 * <p>ecj's messager places an element by its kind and knows the kinds of classes, interfaces, enums,
 * annotation types, fields, methods, constructors and parameters, but not {@code RECORD} nor
 * {@code RECORD_COMPONENT}: a diagnostic on either has no file and no line there, whatever annotation
 * or value comes with it. So a record component is reported on its field (under both compilers: javac
 * places no component either), which the same source text declares, and under ecj a record type is
 * reported on its canonical constructor: the record's name in the header, or the constructor's own
 * declaration where one is written. Nothing ecj places lies on a record's annotations: a problem of
 * {@code @Table} or {@code @PartitionKeyTemplate} on a record is on the header's line there.
 */
final class Positions {
  private Positions() {}

  static Element placeable(Element element, boolean eclipse) {
    if (element == null) {
      return null;
    }
    if (element.getKind() == ElementKind.RECORD_COMPONENT) {
      VariableElement field = field(element.getEnclosingElement(), element.getSimpleName());
      if (field != null) {
        return field;
      }
    } else if ((eclipse || eclipse(element)) && element.getKind() == ElementKind.RECORD) {
      TypeElement record = (TypeElement) element;
      ExecutableElement canonical = canonicalConstructor(record);
      if (canonical != null) {
        return canonical;
      }
      // no canonical constructor found (a record in error): the first component's line, still in the header
      for (RecordComponentElement component : record.getRecordComponents()) {
        VariableElement field = field(record, component.getSimpleName());
        if (field != null) {
          return field;
        }
      }
    }
    if ((eclipse || eclipse(element)) && element.getKind() == ElementKind.METHOD
        && element.getEnclosingElement() instanceof TypeElement owner) {
      ExecutableElement declared = declaredMethod(owner, (ExecutableElement) element);
      if (declared != null) {
        return declared;
      }
    }
    return element;
  }

  /**
   * The method as its type declares it. ecj hands a method a repository inherits from a generic base
   * ({@code AuditedRepository<Match, ID>}) out of {@code getAllMembers} as the base's method seen
   * through the type arguments, an element it places nowhere (its parameters are named arg0, ...); the
   * declaration itself has its line. Matched by name and arity, then by parameter names.
   */
  private static ExecutableElement declaredMethod(TypeElement owner, ExecutableElement method) {
    List<ExecutableElement> alike = new ArrayList<>();
    for (ExecutableElement candidate : ElementFilter.methodsIn(owner.getEnclosedElements())) {
      if (candidate.getSimpleName().contentEquals(method.getSimpleName())
          && candidate.getParameters().size() == method.getParameters().size()) {
        alike.add(candidate);
      }
    }
    if (alike.size() == 1) {
      return alike.get(0);
    }
    for (ExecutableElement candidate : alike) { // overloads of one arity: the parameter names tell them apart
      boolean same = true;
      for (int i = 0; i < candidate.getParameters().size() && same; i++) {
        same = candidate.getParameters().get(i).getSimpleName()
            .contentEquals(method.getParameters().get(i).getSimpleName());
      }
      if (same) {
        return candidate;
      }
    }
    return null;
  }

  /** Whether the messager is the Eclipse compiler's. */
  static boolean eclipse(Messager messager) {
    return messager.getClass().getName().startsWith("org.eclipse.jdt.");
  }

  /** Whether the element is the Eclipse compiler's (also when a build tool wraps its messager). */
  private static boolean eclipse(Element element) {
    return element.getClass().getName().startsWith("org.eclipse.jdt.");
  }

  private static VariableElement field(Element record, Name name) {
    for (VariableElement field : ElementFilter.fieldsIn(record.getEnclosedElements())) {
      if (field.getSimpleName().contentEquals(name) && !field.getModifiers().contains(Modifier.STATIC)) {
        return field;
      }
    }
    return null;
  }

  /**
   * The constructor whose parameters are the components: their number, names (a canonical
   * constructor written out must repeat them, JLS 8.10.4) and types (as written; a record in error
   * can have types the compiler prints differently, so a match by names alone is the fallback).
   */
  private static ExecutableElement canonicalConstructor(TypeElement record) {
    List<? extends RecordComponentElement> components = record.getRecordComponents();
    ExecutableElement byNames = null;
    for (ExecutableElement c : ElementFilter.constructorsIn(record.getEnclosedElements())) {
      List<? extends VariableElement> parameters = c.getParameters();
      if (parameters.size() != components.size()) {
        continue;
      }
      boolean names = true;
      boolean types = true;
      for (int i = 0; i < parameters.size(); i++) {
        names &= parameters.get(i).getSimpleName().contentEquals(components.get(i).getSimpleName());
        types &= parameters.get(i).asType().toString().equals(components.get(i).asType().toString());
      }
      if (names && types) {
        return c;
      }
      if (names && byNames == null) {
        byNames = c;
      }
    }
    return byNames;
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
