package io.dynaforge.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.List;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeMirror;

/**
 * A projection a repository method returns instead of its entity (Spring Data's class-based DTO and
 * closed interface projections): a record, a class or an interface whose properties are a subset
 * of the entity's (or view's) by name and type.
 *
 * @param element the projection type
 * @param className its name
 * @param kind record, class or interface
 * @param properties its properties, in declaration order (a record's components, a class's fields,
 *     an interface's getters)
 * @param constructorParameters the properties a class's constructor takes, in order (a record's
 *     components; empty for a class built with its no-argument constructor and setters, and for an
 *     interface)
 * @param problem why the type cannot be a projection (no usable constructor, a method that is not a
 *     getter), or null
 * @param mapperName the generated mapper, {@code <Repository>_<Projection>_Mapper} in the
 *     repository's package, unique among the types of the compilation
 */
public record ProjectionModel(
    TypeElement element,
    ClassName className,
    Kind kind,
    List<Property> properties,
    List<String> constructorParameters,
    String problem,
    ClassName mapperName) {

  public ProjectionModel {
    properties = List.copyOf(properties);
    constructorParameters = List.copyOf(constructorParameters);
  }

  /** What kind of type the projection is. */
  public enum Kind {
    RECORD,
    CLASS,
    INTERFACE
  }

  /**
   * One property.
   *
   * @param name the property name, matched against the entity's
   * @param type its type
   * @param element the component, field or getter declaring it
   * @param accessor the getter an interface declares (its implementation overrides it), or the
   *     setter a class is populated with (null when the constructor takes it or the field is set
   *     directly)
   * @param field whether a class's property is set as a public field
   */
  public record Property(String name, TypeMirror type, Element element, String accessor, boolean field) {}

  public String simpleName() {
    return element.getSimpleName().toString();
  }

  /** The same projection with its mapper named. */
  public ProjectionModel withMapperName(ClassName mapperName) {
    return new ProjectionModel(element, className, kind, properties, constructorParameters, problem, mapperName);
  }
}
