package io.dynaforge.processor.model;

import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.type.TypeMirror;

/**
 * A repository method the processor implements.
 *
 * @param element the method
 * @param name its name
 * @param returnKind what its return type asks for
 * @param returnType the declared return type
 * @param parameters its parameters, special ones marked
 * @param allowScan {@code @AllowScan}, or null
 * @param query {@code @Query}, or null
 * @param update {@code @Update}, or null
 * @param projection the projection its return type reads instead of the entity, or null
 */
public record QueryMethod(
    ExecutableElement element,
    String name,
    ReturnKind returnKind,
    TypeMirror returnType,
    List<Parameter> parameters,
    AnnotationMirror allowScan,
    AnnotationMirror query,
    AnnotationMirror update,
    AnnotationMirror consistentRead,
    ProjectionModel projection) {

  public QueryMethod {
    parameters = List.copyOf(parameters);
  }

  /** The shapes a derived method may return. */
  public enum ReturnKind {
    LIST,
    STREAM,
    OPTIONAL,
    SINGLE,
    WINDOW,
    COUNT,
    EXISTS,
    PAGE,
    SLICE,
    UNSUPPORTED
  }

  /** Parameters Spring Data gives a meaning of their own. */
  public enum Special {
    NONE,
    LIMIT,
    SCROLL_POSITION,
    SORT,
    PAGEABLE
  }

  /**
   * One parameter.
   *
   * @param bindName the name a declared expression binds it by: {@code @Param("from")}'s value, else
   *     the parameter's name
   */
  public record Parameter(int index, String name, TypeMirror type, Special special, String bindName) {
    public Parameter(int index, String name, TypeMirror type, Special special) {
      this(index, name, type, special, name);
    }
  }

  /** The parameters that bind predicates, in order. */
  public List<Parameter> bindable() {
    return parameters.stream().filter(p -> p.special() == Special.NONE).toList();
  }

  public Parameter special(Special kind) {
    return parameters.stream().filter(p -> p.special() == kind).findFirst().orElse(null);
  }

  /** {@code Repository.method}, as named in runtime errors. */
  public String qualifiedName() {
    return element.getEnclosingElement().getSimpleName() + "." + name;
  }
}
