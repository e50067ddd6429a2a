package io.dynaforge.processor.mapping;

import com.palantir.javapoet.ClassName;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.KeyTemplate;
import io.dynaforge.processor.model.PropertyModel;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a {@code <Type>_Mapper} does, decided before it is written: each property's routes and
 * names (see {@link PropertyPlan}), the {@code Paths} constants, the routing patterns of flattened
 * members, how templates are decomposed back into placeholders, and the names the generated methods
 * declare. Built once per model by {@link MapperPlanner}; writers only render it.
 *
 * @param model the entity or nested type
 * @param properties the plan of every property, the flattened members' included, by identity
 * @param members the plan of the model and of each flattened member type, by identity
 * @param paths the {@code Paths} constants of read properties, in declaration order
 * @param routes the routing patterns of flattened members, in declaration order (after the paths)
 * @param decompositions the templates that fill placeholders on a read, in template order
 * @param partsLocals the local holding each template's decomposed parts
 * @param reserved the names the generated methods declare: lambda parameters and codec constants avoid them
 * @param converterConstants the constant holding each converter the mapper uses, by converter class
 */
public record MapperPlan(
    EntityModel model,
    Map<PropertyModel, PropertyPlan> properties,
    Map<EntityModel, MemberPlan> members,
    List<PathConstant> paths,
    List<RoutePattern> routes,
    List<Decomposition> decompositions,
    Map<KeyTemplate, String> partsLocals,
    Set<String> reserved,
    Map<ClassName, String> converterConstants) {

  /** The plan of one property of the model or of a flattened member. */
  public PropertyPlan property(PropertyModel p) {
    return properties.get(p);
  }

  /** The plan of the model or of one flattened member type. */
  public MemberPlan member(EntityModel m) {
    return members.get(m);
  }

  /** The name of the {@code Paths} constant holding the routing pattern of a flattened member's scope. */
  public String routeConstant(String scope) {
    for (RoutePattern r : routes) {
      if (r.scope().equals(scope)) {
        return r.constant();
      }
    }
    throw new IllegalArgumentException("no routing pattern for " + scope);
  }

  /**
   * What reading one model (the entity, or a flattened member in its {@code read} method) needs.
   *
   * @param routesBySortKey it has flattened members routed by the sort-key value (theirs or their members')
   * @param usesAv reading its own properties needs the {@code av} local
   */
  public record MemberPlan(boolean routesBySortKey, boolean usesAv) {}

  /**
   * An {@code AttributePath} constant: {@code AttributePath.of(entity, property, attribute)}.
   *
   * @param name the constant
   * @param entity the simple name of the root type
   * @param property the dotted property path ({@code address.city})
   * @param attribute the attribute name
   */
  public record PathConstant(String name, String entity, String property, String attribute) {}

  /**
   * The compiled routing {@code regex} of a flattened member.
   *
   * @param scope the member's scope
   * @param constant the {@code Paths} constant holding the pattern
   * @param regex the pattern
   */
  public record RoutePattern(String scope, String constant, String regex) {}

  /**
   * One template's decomposition on a read.
   *
   * @param template the template
   * @param partsLocal the local holding the parsed parts
   * @param placeholders every placeholder, in template order
   * @param fromKey the {@code @Derived} placeholders this template fills first (unconditionally);
   *     every other placeholder is filled only when its own attribute was absent
   */
  public record Decomposition(
      KeyTemplate template, String partsLocal, List<PropertyModel> placeholders, List<PropertyModel> fromKey) {}
}
