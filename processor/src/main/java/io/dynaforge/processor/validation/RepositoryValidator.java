package io.dynaforge.processor.validation;

import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.KeyTemplate;
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.model.RepositoryModel;
import io.dynaforge.processor.query.AccessPlan;
import io.dynaforge.processor.query.QueryPlanner;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Types;

/**
 * Checks a repository interface and plans each of its methods. The plans it returns are the ones
 * the compiler's messages describe, and the ones the generated code runs.
 */
public final class RepositoryValidator {

  /** A repository whose every method has a plan. */
  public record PlannedRepository(RepositoryModel model, Map<QueryMethod, AccessPlan> plans) {}

  /** The report, and the plans when the report has no errors. */
  public record Outcome(ValidationReport report, PlannedRepository planned) {}

  private static final String COMPOSITE_ID = "io.dynaforge.repository.DynamoDbCompositeId";

  private final Types types;
  private final QueryPlanner planner;

  public RepositoryValidator(Types types, QueryPlanner planner) {
    this.types = types;
    this.planner = planner;
  }

  public Outcome validate(RepositoryModel repository) {
    ValidationReport report = new ValidationReport();
    String name = repository.simpleName();
    EntityModel entity = repository.entity();
    if (entity == null) {
      String entityName = types.asElement(repository.entityType()) == null
          ? repository.entityType().toString() : types.asElement(repository.entityType()).getSimpleName().toString();
      report.report(DiagnosticId.REPOSITORY_ENTITY, repository.element(), name, entityName, entityName);
      return new Outcome(report, null);
    }
    checkIdType(repository, entity, report);
    QueryPlanner.KeySchema schema = QueryPlanner.baseTable(entity);
    Map<QueryMethod, AccessPlan> plans = new LinkedHashMap<>();
    for (QueryMethod method : repository.methods()) {
      if (method.query() != null || method.update() != null) {
        report.report(DiagnosticId.DECLARED_QUERY_NOT_SUPPORTED, method.element(),
            method.query() != null ? method.query() : method.update(), name, method.name(),
            method.query() != null ? "Query" : "Update");
        continue;
      }
      QueryPlanner.Result result = planner.plan(name, entity, schema, method);
      for (QueryPlanner.Problem problem : result.problems()) {
        report.report(problem.id(), method.element(), problem.args());
      }
      AccessPlan plan = result.plan();
      if (plan == null) {
        continue;
      }
      if (plan.operation() == AccessPlan.Operation.SCAN && !plan.scanOptIn()) {
        report.report(DiagnosticId.SCAN_SHAPED_METHOD, method.element(), name, method.name(), entity.tableName(),
            plan.reading(), plan.scanReason(), keyFix(entity, method));
        continue;
      }
      if (plan.operation() != AccessPlan.Operation.SCAN && method.allowScan() != null) {
        report.report(DiagnosticId.UNNECESSARY_ALLOW_SCAN, method.element(), method.allowScan(), name, method.name(),
            plan.operation().display());
      }
      for (String derived : derivedFilters(plan.filter())) {
        report.report(DiagnosticId.FILTER_ON_DERIVED_PROPERTY, method.element(), name, method.name(), derived);
      }
      plans.put(method, plan);
    }
    return new Outcome(report, report.hasErrors() ? null : new PlannedRepository(repository, plans));
  }

  /** The @Derived properties a filter compares (they are not stored, so it cannot match). */
  private static java.util.List<String> derivedFilters(AccessPlan.Filter filter) {
    java.util.List<String> found = new java.util.ArrayList<>();
    if (filter instanceof AccessPlan.Leaf leaf) {
      if (leaf.condition().property().leaf().derived() != null) {
        found.add(leaf.condition().property().display());
      }
    } else if (filter instanceof AccessPlan.And and) {
      and.operands().forEach(f -> found.addAll(derivedFilters(f)));
    } else if (filter instanceof AccessPlan.Or or) {
      or.operands().forEach(f -> found.addAll(derivedFilters(f)));
    }
    return found;
  }

  private static String keyFix(EntityModel entity, QueryMethod method) {
    String pk = entity.partitionKeys().isEmpty() ? "pk" : entity.partitionKeys().get(0).name();
    return "add an equality on the partition key '" + pk + "' (…By" + Character.toUpperCase(pk.charAt(0))
        + pk.substring(1) + "And…)";
  }

  private void checkIdType(RepositoryModel repository, EntityModel entity, ValidationReport report) {
    boolean composite = !entity.sortKeys().isEmpty() || entity.baseSortKeyTemplate().isPresent();
    TypeMirror id = repository.idType();
    String entityName = entity.simpleName();
    if (composite) {
      if (!id.toString().equals(COMPOSITE_ID)) {
        String sk = entity.sortKeys().isEmpty()
            ? "has a sort key composed by @SortKeyTemplate(\"" + entity.baseSortKeyTemplate().map(KeyTemplate::template).orElse("") + "\")"
            : "has the sort key '" + entity.sortKeys().get(0).name() + "'";
        report.report(DiagnosticId.REPOSITORY_ID_TYPE, repository.element(), repository.simpleName(), id,
            entityName, sk + ", so ids carry both keys", entityName, "DynamoDbCompositeId");
      }
      return;
    }
    if (entity.partitionKeys().isEmpty()) {
      return; // reported on the entity
    }
    TypeMirror pk = entity.partitionKeys().get(0).type();
    TypeMirror expected = pk.getKind().isPrimitive() ? types.boxedClass((javax.lang.model.type.PrimitiveType) pk).asType() : pk;
    if (!types.isSameType(id, expected)) {
      report.report(DiagnosticId.REPOSITORY_ID_TYPE, repository.element(), repository.simpleName(), id, entityName,
          "has only a partition key, '" + entity.partitionKeys().get(0).name() + "' of type " + expected, entityName,
          types.asElement(expected) == null ? expected.toString() : types.asElement(expected).getSimpleName().toString());
    }
  }

}
