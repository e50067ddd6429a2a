package io.dynaforge.processor.validation;

import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.Annotations;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.ProjectionModel;
import io.dynaforge.processor.model.PropertyModel;
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.util.Suggestions;
import javax.lang.model.type.PrimitiveType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Types;

/**
 * Checks a method that returns a projection: the type can be one (constructible, getters only), the
 * method is a derived or {@code @Query} query (not PartiQL, not {@code @Update}), and every property
 * of the projection is a property of the entity (or view) with the same type; each problem on the
 * method.
 */
public final class ProjectionValidator {

  private final Types types;

  public ProjectionValidator(Types types) {
    this.types = types;
  }

  /** Whether the projection of {@code method} can be planned; reports why not. */
  public boolean validate(String repository, EntityModel entity, QueryMethod method, ValidationReport report) {
    ProjectionModel projection = method.projection();
    String name = method.name();
    int before = report.problems().size();
    if (projection.problem() != null) {
      report.report(DiagnosticId.UNSUPPORTED_RETURN_TYPE, method.element(), repository, name, method.returnType(),
          projection.simpleName() + " cannot be a projection: " + projection.problem() + ".");
      return false;
    }
    boolean partiQl = method.query() != null && !Annotations.string(method.query(), "partiQl").isEmpty();
    if (partiQl || method.update() != null) {
      report.report(DiagnosticId.UNSUPPORTED_RETURN_TYPE, method.element(), repository, name, method.returnType(),
          "A projection is read by a derived or @Query method with expressions; " + (partiQl ? "a PartiQL statement"
              : "an @Update") + " returns " + entity.simpleName() + ".");
      return false;
    }
    for (ProjectionModel.Property p : projection.properties()) {
      PropertyModel source = entity.property(p.name()).orElse(null);
      if (source == null) {
        report.report(DiagnosticId.UNKNOWN_PROJECTION_PROPERTY, method.element(), repository, name,
            projection.simpleName(), p.name(), entity.simpleName(),
            Suggestions.didYouMean(p.name(), entity.properties().stream().map(PropertyModel::name).toList()));
      } else if (!matches(p.type(), source.type())) {
        report.report(DiagnosticId.PROJECTION_TYPE_MISMATCH, method.element(), repository, name,
            projection.simpleName(), p.name(), p.type(), source.name(), entity.simpleName(), source.type());
      }
    }
    return report.problems().size() == before;
  }

  /**
   * The entity's value fits the projection's property: the same type, or a supertype of it ({@code
   * List} for an {@code ArrayList}), or the boxed type of a primitive; never a primitive for a boxed
   * value (a missing attribute reads as null).
   */
  private boolean matches(TypeMirror projection, TypeMirror entity) {
    if (projection.getKind().isPrimitive()) {
      return types.isSameType(projection, entity);
    }
    TypeMirror boxed = entity.getKind().isPrimitive() ? types.boxedClass((PrimitiveType) entity).asType() : entity;
    return types.isAssignable(boxed, projection);
  }
}
