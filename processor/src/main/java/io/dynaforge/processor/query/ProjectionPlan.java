package io.dynaforge.processor.query;

import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.ProjectionModel;
import io.dynaforge.processor.model.PropertyModel;
import io.dynaforge.processor.model.TypeMapping;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a method returning a projection reads: the attributes of its {@code ProjectionExpression}
 * (those its properties are stored in, plus the keys a {@code Window} pages by) and, per projection
 * property, the entity property it is read from. Planned by {@link ProjectionPlanner}.
 *
 * @param model the projection as read
 * @param entity the entity (or view) it projects
 * @param reads each projection property and its entity property, in the projection's order
 * @param attributes the attributes to read, in order, each once
 */
public record ProjectionPlan(ProjectionModel model, EntityModel entity, List<Read> reads, List<String> attributes) {

  public ProjectionPlan {
    reads = List.copyOf(reads);
    attributes = List.copyOf(attributes);
  }

  /**
   * Whether every projected property is stored in one attribute of its own (not a {@code @Derived}
   * placeholder, not an {@code @Embedded} member) and converted without a {@code @Converter} (whose
   * class may be visible only in the entity's package): the mapper then reads those attributes
   * itself; otherwise it reads the entity through the entity's mapper (which decomposes templates,
   * routes members and holds the converters) and copies the properties.
   */
  public boolean readsAttributes() {
    return reads.stream().allMatch(r -> r.source().derived() == null && r.source().flattened() == null
        && !converted(r.source().mapping()));
  }

  private static boolean converted(TypeMapping mapping) {
    return mapping instanceof TypeMapping.Converted
        || mapping instanceof TypeMapping.ListOf l && converted(l.element())
        || mapping instanceof TypeMapping.MapOf m && converted(m.value())
        || mapping instanceof TypeMapping.NativeSet s && converted(s.element());
  }

  /** One projection property and the entity property whose value it takes. */
  public record Read(ProjectionModel.Property property, PropertyModel source) {}

  /**
   * The {@code ProjectionExpression} and the {@code #name} placeholders it adds to a request that
   * already names {@code names} (placeholder to attribute): an attribute the request names already
   * keeps its placeholder; any other gets {@code #<attribute>} (non-alphanumerics as {@code _}),
   * suffixed with {@code _} while that placeholder is taken.
   */
  public Expression expression(Map<String, String> names) {
    Map<String, String> byAttribute = new LinkedHashMap<>();
    names.forEach((placeholder, attribute) -> byAttribute.putIfAbsent(attribute, placeholder));
    Map<String, String> added = new LinkedHashMap<>();
    StringBuilder expression = new StringBuilder();
    for (String attribute : attributes) {
      String placeholder = byAttribute.get(attribute);
      if (placeholder == null) {
        placeholder = "#" + attribute.replaceAll("[^A-Za-z0-9_]", "_");
        while (names.containsKey(placeholder) || added.containsKey(placeholder)) {
          placeholder = placeholder + "_";
        }
        added.put(placeholder, attribute);
      }
      expression.append(expression.length() == 0 ? "" : ", ").append(placeholder);
    }
    return new Expression(expression.toString(), added);
  }

  /**
   * A projection expression and the placeholders it adds.
   *
   * @param text the {@code ProjectionExpression}
   * @param names the placeholders it adds and their attributes
   */
  public record Expression(String text, Map<String, String> names) {
    public Expression {
      names = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(names));
    }
  }
}
