package io.dynaforge.processor;

import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.model.RepositoryModel;
import io.dynaforge.processor.query.AccessPlan;
import io.dynaforge.processor.query.KeySchema;
import io.dynaforge.processor.query.MethodNameParser;
import io.dynaforge.processor.query.MethodResolver;
import io.dynaforge.processor.query.PlannedRepository;
import io.dynaforge.processor.query.PropertyResolver;
import io.dynaforge.processor.query.QueryPlanner;
import io.dynaforge.processor.query.ResolvedMethod;
import io.dynaforge.processor.query.DeclaredPlan;
import io.dynaforge.processor.validation.AccessPlanValidator;
import io.dynaforge.processor.validation.DeclaredQueryValidator;
import io.dynaforge.processor.validation.QueryMethodValidator;
import io.dynaforge.processor.validation.RepositoryValidator;
import io.dynaforge.processor.query.CrudPlan;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Types;

/**
 * One repository through the stages: check the repository, then for each method check it, plan it
 * and judge the plan. Each stage only reads what the one before produced; the plans returned are
 * the ones the compiler's messages describe.
 */
final class RepositoryStep {

  private final Types types;
  private final RepositoryValidator repositoryValidator;
  private final QueryPlanner planner = new QueryPlanner();
  private final AccessPlanValidator planValidator = new AccessPlanValidator();
  private final DeclaredQueryValidator declaredValidator = new DeclaredQueryValidator();

  /** Named queries ({@code <Domain>.<method>} to expression) and the query lookup strategy. */
  record NamedQueries(java.util.Properties queries, String strategy) {
    static final NamedQueries NONE = new NamedQueries(new java.util.Properties(), "CREATE_IF_NOT_FOUND");

    String lookup(String domain, QueryMethod method) {
      return strategy.equals("CREATE") ? null : queries.getProperty(domain + "." + method.name());
    }
  }

  private NamedQueries named = NamedQueries.NONE;

  RepositoryStep(Types types) {
    this.types = types;
    this.repositoryValidator = new RepositoryValidator(types);
  }

  void namedQueries(NamedQueries named) {
    this.named = named;
  }

  /**
   * The declared plan of a method that has a named query, or a declared query; reports a missing one
   * under USE_DECLARED_QUERY. Returns false when the method is a derived query to plan.
   */
  private boolean declared(DeclaredQueryValidator.Target target, String domain, QueryMethod method,
      Map<QueryMethod, DeclaredPlan> declared, ValidationReport report) {
    String expression = named.lookup(domain, method);
    boolean keyCondition = target.view() || target.itemCollection();
    if (expression == null && method.query() == null && method.update() == null) {
      if (named.strategy().equals("USE_DECLARED_QUERY")) {
        report.report(io.dynaforge.processor.diagnostic.DiagnosticId.NO_DECLARED_QUERY, method.element(),
            target.repository(), method.name(), domain + "." + method.name());
        return true;
      }
      return false;
    }
    ValidationReport methodReport = new ValidationReport();
    DeclaredPlan plan = expression == null ? declaredValidator.validate(target, method, methodReport)
        : declaredValidator.validate(target, method,
            io.dynaforge.processor.model.DeclaredQuery.named(method, expression, keyCondition), methodReport);
    if (plan != null && !methodReport.hasErrors()) {
      declared.put(method, plan);
    }
    methodReport.problems().forEach(report::add);
    return true;
  }

  /** The planned repository, or null when the report has errors. */
  PlannedRepository run(RepositoryModel repository, ValidationReport report) {
    repositoryValidator.validate(repository, report);
    EntityModel entity = repository.entity();
    if (report.hasErrors()) {
      return null;
    }
    if (repository.itemCollection()) {
      // the fixed finders come from the runtime base class; a declared method is a read-only @Query
      Map<QueryMethod, DeclaredPlan> declared = new LinkedHashMap<>();
      DeclaredQueryValidator.Target target = new DeclaredQueryValidator.Target(repository.simpleName(), null, null,
          false, false, true, repository.collection().tableName(), repository.collection().indexName());
      String domain = repository.collection().simpleName();
      for (QueryMethod method : repository.methods()) {
        boolean hasNamed = named.lookup(domain, method) != null;
        if ((hasNamed && method.update() == null) || repositoryValidator.implementable(repository, method, report)) {
          declared(target, domain, method, declared, report);
        }
      }
      return report.hasErrors() ? null : new PlannedRepository(repository, Map.of(), declared, List.of());
    }
    String name = repository.simpleName();
    PropertyResolver properties = new PropertyResolver(repository.nestedModels());
    MethodResolver resolver = new MethodResolver(properties);
    QueryMethodValidator methodValidator = new QueryMethodValidator(types, properties);
    KeySchema schema = repository.view() ? KeySchema.index(entity) : KeySchema.baseTable(entity);
    Map<QueryMethod, AccessPlan> plans = new LinkedHashMap<>();
    Map<QueryMethod, DeclaredPlan> declared = new LinkedHashMap<>();
    DeclaredQueryValidator.Target target = new DeclaredQueryValidator.Target(name, entity, schema, repository.view(),
        repository.view() && entity.index().local(), false, entity.tableName(), null);
    for (QueryMethod method : repository.methods()) {
      if (!repositoryValidator.implementable(repository, method, report)) {
        continue;
      }
      if (repository.view() && method.parameters().isEmpty() && method.query() == null
          && (method.name().equals("findAll") && method.returnKind() == QueryMethod.ReturnKind.LIST
              || method.name().equals("count") && method.returnKind() == QueryMethod.ReturnKind.COUNT)) {
        plans.put(method, planner.indexScan(entity, schema, method));
        continue;
      }
      if (declared(target, entity.simpleName(), method, declared, report)) {
        continue;
      }
      if (!methodValidator.validateName(name, method, report)) {
        continue;
      }
      ResolvedMethod resolved = resolver.resolve(entity, method, MethodNameParser.parse(method.name()));
      ValidationReport methodReport = new ValidationReport();
      methodValidator.validate(name, entity, schema, resolved, methodReport);
      if (!methodReport.hasErrors()) {
        AccessPlan plan = planner.plan(entity, schema, resolved);
        planValidator.validate(name, entity, schema, resolved, plan, methodReport);
        if (!methodReport.hasErrors()) {
          plans.put(method, plan);
        }
      }
      methodReport.problems().forEach(report::add);
    }
    return report.hasErrors() ? null : new PlannedRepository(repository, plans, declared, crud(repository));
  }

  /** The plans of the inherited CRUD methods of a table repository (a view has none). */
  private List<CrudPlan> crud(RepositoryModel repository) {
    List<CrudPlan> crud = new ArrayList<>();
    for (ExecutableElement method : repository.inherited()) {
      ExecutableType member = (ExecutableType) types.asMemberOf((DeclaredType) repository.element().asType(), method);
      List<String> parameters = member.getParameterTypes().stream().map(TypeMirror::toString).toList();
      CrudPlan plan = CrudPlan.of(repository.entity(), method.getSimpleName().toString(), parameters);
      if (plan != null) {
        crud.add(plan);
      }
    }
    // a fixed order, whatever order the compiler lists inherited members in
    crud.sort(java.util.Comparator.comparingInt((CrudPlan p) -> CrudPlan.NAMES.indexOf(p.name()))
        .thenComparingInt(p -> p.parameterTypes().size()));
    return crud;
  }
}
