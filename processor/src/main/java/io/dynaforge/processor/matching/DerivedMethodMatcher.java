package io.dynaforge.processor.matching;

import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.query.AccessPlan;
import io.dynaforge.processor.query.DerivedPlan;
import io.dynaforge.processor.query.KeySchema;
import io.dynaforge.processor.query.MethodNameParser;
import io.dynaforge.processor.query.MethodResolver;
import io.dynaforge.processor.query.PropertyResolver;
import io.dynaforge.processor.query.QueryPlanner;
import io.dynaforge.processor.query.ResolvedMethod;
import io.dynaforge.processor.validation.AccessPlanValidator;
import io.dynaforge.processor.validation.QueryMethodValidator;
import javax.lang.model.util.Types;

/**
 * The derived family's matcher, for one repository: the method name parsed ({@link
 * MethodNameParser}), resolved against the entity, checked ({@link QueryMethodValidator}), planned
 * ({@link QueryPlanner}) and the plan judged ({@link AccessPlanValidator}).
 */
public final class DerivedMethodMatcher {

  private final String repository;
  private final EntityModel entity;
  private final KeySchema schema;
  private final MethodResolver resolver;
  private final QueryMethodValidator methodValidator;
  private final QueryPlanner planner;
  private final AccessPlanValidator planValidator = new AccessPlanValidator();

  /**
   * @param repository the repository's simple name, for messages
   * @param entity the entity (or view) it reads
   * @param schema the key schema it reads: the view's index or the base table
   * @param properties the entity's properties and nested types
   */
  public DerivedMethodMatcher(Types types, QueryPlanner planner, String repository, EntityModel entity,
      KeySchema schema, PropertyResolver properties) {
    this.repository = repository;
    this.entity = entity;
    this.schema = schema;
    this.planner = planner;
    this.resolver = new MethodResolver(properties);
    this.methodValidator = new QueryMethodValidator(types, properties);
  }

  /** The method's plan, or null when it has errors, all reported. */
  public DerivedPlan match(QueryMethod method, ValidationReport report) {
    if (!methodValidator.validateName(repository, method, report)) {
      return null;
    }
    ResolvedMethod resolved = resolver.resolve(entity, method, MethodNameParser.parse(method.name()));
    ValidationReport methodReport = new ValidationReport();
    methodValidator.validate(repository, entity, schema, resolved, methodReport);
    DerivedPlan result = null;
    if (!methodReport.hasErrors()) {
      AccessPlan plan = planner.plan(entity, schema, resolved);
      planValidator.validate(repository, entity, schema, resolved, plan, methodReport);
      if (!methodReport.hasErrors()) {
        result = new DerivedPlan(method, plan);
      }
    }
    methodReport.problems().forEach(report::add);
    return result;
  }
}
