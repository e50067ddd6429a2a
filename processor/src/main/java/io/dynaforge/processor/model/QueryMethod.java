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
 * @param reactive the Reactor type wrapping its result ({@code Mono}, {@code Flux}), or {@link Reactive#NONE}:
 *     {@code returnKind} and {@code projection} are those of the wrapped shape ({@code Flux<T>} is
 *     read as {@code List<T>}, {@code Mono<T>} as {@code Optional<T>}, {@code Mono<Long>} as a count,
 *     {@code Mono<Window<T>>} as a window), so that every rule and plan is the blocking one
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
    ProjectionModel projection,
    Reactive reactive) {

  public QueryMethod {
    parameters = List.copyOf(parameters);
  }

  /** A blocking method. */
  public QueryMethod(ExecutableElement element, String name, ReturnKind returnKind, TypeMirror returnType,
      List<Parameter> parameters, AnnotationMirror allowScan, AnnotationMirror query, AnnotationMirror update,
      AnnotationMirror consistentRead, ProjectionModel projection) {
    this(element, name, returnKind, returnType, parameters, allowScan, query, update, consistentRead, projection,
        Reactive.NONE);
  }

  /** The Reactor type a method's result is wrapped in. */
  public enum Reactive {
    NONE,
    MONO,
    FLUX
  }

  /** Whether it returns nothing: {@code void}, or a {@code Mono<Void>}. */
  public boolean returnsNothing() {
    if (returnType.getKind() == javax.lang.model.type.TypeKind.VOID) {
      return true;
    }
    return reactive == Reactive.MONO && returnType instanceof javax.lang.model.type.DeclaredType d
        && d.getTypeArguments().size() == 1 && d.getTypeArguments().get(0) instanceof javax.lang.model.type.DeclaredType v
        && ((javax.lang.model.element.TypeElement) v.asElement()).getQualifiedName().contentEquals("java.lang.Void");
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

  /** {@code @UseIndex}, or null. */
  public AnnotationMirror useIndex() {
    return Annotations.find(element, Names.USE_INDEX).orElse(null);
  }

  /** {@code Repository.method}, as named in runtime errors. */
  public String qualifiedName() {
    return element.getEnclosingElement().getSimpleName() + "." + name;
  }
}
