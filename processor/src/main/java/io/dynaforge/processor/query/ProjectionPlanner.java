package io.dynaforge.processor.query;

import io.dynaforge.processor.model.EmbeddedModel;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.ProjectionModel;
import io.dynaforge.processor.model.PropertyModel;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Plans a validated projection: the attributes each projection property is stored in (a {@code
 * @Derived} placeholder in its template's column, an {@code @Embedded} member in its attributes and
 * the sort key that routes it), plus the key attributes when the method returns a {@code Window}.
 */
public final class ProjectionPlanner {

  /**
   * @param entity the entity (or view) projected; every projection property names one of its properties
   * @param window whether the method pages ({@code Window}): its key attributes are read too
   */
  public ProjectionPlan plan(EntityModel entity, ProjectionModel projection, boolean window) {
    return plan(entity, projection, window, List.of());
  }

  /**
   * @param indexKeys the key attributes of the entity's index the method queries (a window reads them
   *     too), or empty
   */
  public ProjectionPlan plan(EntityModel entity, ProjectionModel projection, boolean window, List<String> indexKeys) {
    List<ProjectionPlan.Read> reads = new ArrayList<>();
    Set<String> attributes = new LinkedHashSet<>();
    for (ProjectionModel.Property p : projection.properties()) {
      PropertyModel source = entity.property(p.name()).orElseThrow();
      reads.add(new ProjectionPlan.Read(p, source));
      attributes(entity, source, attributes);
    }
    if (window) {
      attributes.addAll(entity.tableKeyAttributes());
      attributes.addAll(indexKeys);
    }
    return new ProjectionPlan(projection, entity, reads, new ArrayList<>(attributes));
  }

  /** The stored attributes a projection of {@code entity} reads, in property order. */
  public static List<String> attributesRead(EntityModel entity, ProjectionModel projection) {
    Set<String> attributes = new LinkedHashSet<>();
    for (ProjectionModel.Property p : projection.properties()) {
      entity.property(p.name()).ifPresent(source -> attributes(entity, source, attributes));
    }
    return new ArrayList<>(attributes);
  }

  private static void attributes(EntityModel entity, PropertyModel p, Set<String> into) {
    if (p.derived() != null) {
      entity.templates().stream().filter(t -> t.placeholders().contains(p.name())).findFirst()
          .ifPresent(t -> into.add(t.column()));
    } else if (p.flattened() != null) {
      EmbeddedModel member = p.flattened();
      for (PropertyModel m : member.type().properties()) {
        attributes(member.type(), m, into);
      }
      if (member.isRouted() && entity.sortKeyAttribute() != null) {
        into.add(entity.sortKeyAttribute());
      }
    } else {
      into.add(p.attributeName());
    }
  }
}
