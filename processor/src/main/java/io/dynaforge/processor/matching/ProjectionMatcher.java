package io.dynaforge.processor.matching;

import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.query.DeclaredQueryPlan;
import io.dynaforge.processor.query.DerivedPlan;
import io.dynaforge.processor.query.MethodPlan;
import io.dynaforge.processor.query.ProjectionPlanner;
import io.dynaforge.processor.validation.ProjectionValidator;
import javax.lang.model.util.Types;

/**
 * A method returning a projection: its projection checked before its family matches it ({@link
 * ProjectionValidator}), then the family's plan made to read the projection ({@link
 * ProjectionPlanner}).
 */
public final class ProjectionMatcher {

  private final ProjectionValidator validator;
  private final ProjectionPlanner planner = new ProjectionPlanner();
  private final io.dynaforge.processor.validation.EncryptedKindRules encryption =
      new io.dynaforge.processor.validation.EncryptedKindRules();

  public ProjectionMatcher(Types types) {
    this.validator = new ProjectionValidator(types);
  }

  /** Whether the method's projection (if any) can be read; problems reported. */
  public boolean check(String repository, EntityModel entity, QueryMethod method, ValidationReport report) {
    return method.projection() == null || validator.validate(repository, entity, method, report)
        && encryption.projection(repository, entity, method, report);
  }

  /**
   * The plan just matched for a method returning a projection, reading it; null when that plan cannot
   * read one (a PartiQL statement returns whole items).
   */
  public MethodPlan project(EntityModel entity, QueryMethod method, MethodPlan plan) {
    if (!(plan instanceof DerivedPlan) && !(plan instanceof DeclaredQueryPlan)) {
      return null;
    }
    String index = plan instanceof DerivedPlan d ? d.access().indexName() : ((DeclaredQueryPlan) plan).indexName();
    // a window's position is the last item's key: on an index of the entity, the index's key as well
    java.util.List<String> indexKeys = entity.isView() || index == null ? java.util.List.of()
        : entity.tableIndexes().stream().filter(i -> i.name().equals(index)).findFirst()
            .map(io.dynaforge.processor.model.TableIndexModel::keyAttributes).orElse(java.util.List.of());
    var projection = planner.plan(entity, method.projection(), method.returnKind() == QueryMethod.ReturnKind.WINDOW,
        indexKeys);
    return plan instanceof DerivedPlan d ? new DerivedPlan(method, d.access(), projection)
        : ((DeclaredQueryPlan) plan).withProjection(projection);
  }
}
