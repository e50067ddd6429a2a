package io.dynaforge.processor;

import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.DeclaredQuery;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.FragmentModel;
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.model.RepositoryModel;
import io.dynaforge.processor.query.AccessPlan;
import io.dynaforge.processor.query.CrudPlan;
import io.dynaforge.processor.query.DeclaredQueryPlan;
import io.dynaforge.processor.query.DerivedPlan;
import io.dynaforge.processor.query.FragmentPlan;
import io.dynaforge.processor.query.KeySchema;
import io.dynaforge.processor.query.MethodNameParser;
import io.dynaforge.processor.query.MethodPlan;
import io.dynaforge.processor.query.MethodResolver;
import io.dynaforge.processor.query.PlannedRepository;
import io.dynaforge.processor.query.ProjectionPlan;
import io.dynaforge.processor.query.ProjectionPlanner;
import io.dynaforge.processor.query.PropertyResolver;
import io.dynaforge.processor.query.QueryPlanner;
import io.dynaforge.processor.query.ResolvedMethod;
import io.dynaforge.processor.validation.AccessPlanValidator;
import io.dynaforge.processor.validation.ConsistentReadValidator;
import io.dynaforge.processor.validation.DeclaredExpressions;
import io.dynaforge.processor.validation.DeclaredQueryValidator;
import io.dynaforge.processor.validation.PartiQlValidator;
import io.dynaforge.processor.validation.ProjectionValidator;
import io.dynaforge.processor.validation.QueryMethodValidator;
import io.dynaforge.processor.validation.RepositoryValidator;
import io.dynaforge.processor.validation.UpdateValidator;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Types;

/**
 * One repository through the stages: check the repository, then give each method to the matcher of
 * its family, which checks it and yields its {@link MethodPlan}:
 *
 * <ul>
 *   <li>declared ({@code @Query}, PartiQL, {@code @Update}, or a named query): {@link
 *       DeclaredExpressions}' shared checks, then the family's own validator, which returns its plan;
 *   <li>derived: name parsed, resolved against the entity, checked, planned ({@link QueryPlanner}),
 *       and the plan judged ({@link AccessPlanValidator});
 *   <li>an index view's {@code findAll()}/{@code count()}: a Scan of the index;
 *   <li>inherited CRUD and custom fragments: planned from the model (the repository check covered
 *       the fragments).
 * </ul>
 *
 * <p>Each stage only reads what the one before produced; the plans returned are the ones the
 * compiler's messages describe and the writers write, in a fixed order (derived, declared, CRUD,
 * fragments).
 */
final class RepositoryStep {

  private final Types types;
  private final RepositoryValidator repositoryValidator;
  private final ProjectionValidator projectionValidator;
  private final QueryPlanner planner = new QueryPlanner();
  private final AccessPlanValidator planValidator = new AccessPlanValidator();
  private final DeclaredQueryValidator queryValidator = new DeclaredQueryValidator();
  private final PartiQlValidator partiQlValidator = new PartiQlValidator();
  private final UpdateValidator updateValidator = new UpdateValidator();
  private final ConsistentReadValidator consistentReads = new ConsistentReadValidator();
  private final ProjectionPlanner projectionPlanner = new ProjectionPlanner();

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
    this.projectionValidator = new ProjectionValidator(types);
  }

  void namedQueries(NamedQueries named) {
    this.named = named;
  }

  /** The planned repository, or null when the report has errors. */
  PlannedRepository run(RepositoryModel repository, ValidationReport report) {
    repositoryValidator.validate(repository, report);
    consistentReads.validate(repository, report);
    if (report.hasErrors()) {
      return null;
    }
    List<MethodPlan> derived = new ArrayList<>();
    List<MethodPlan> declared = new ArrayList<>();
    if (repository.itemCollection()) {
      // the fixed finders come from the runtime base class; a declared method is a read-only @Query
      DeclaredExpressions.Target target = new DeclaredExpressions.Target(repository.simpleName(), null, null,
          false, false, true, repository.collection().tableName(), repository.collection().indexName(),
          repository.collection().keyCodecTypes());
      String domain = repository.collection().simpleName();
      for (QueryMethod method : repository.methods()) {
        if (method.projection() != null) {
          report.report(DiagnosticId.UNSUPPORTED_RETURN_TYPE, method.element(), repository.simpleName(), method.name(),
              method.returnType(), "An ItemCollectionRepository @Query method returns Optional of its view.");
          continue;
        }
        boolean hasNamed = named.lookup(domain, method) != null;
        if ((hasNamed && method.update() == null) || repositoryValidator.implementable(repository, method, report)) {
          matchDeclared(target, domain, method, declared, report);
        }
      }
      return report.hasErrors() ? null : new PlannedRepository(repository, declared);
    }
    EntityModel entity = repository.entity();
    String name = repository.simpleName();
    PropertyResolver properties = new PropertyResolver(repository.nestedModels());
    MethodResolver resolver = new MethodResolver(properties);
    QueryMethodValidator methodValidator = new QueryMethodValidator(types, properties);
    KeySchema schema = repository.view() ? KeySchema.index(entity) : KeySchema.baseTable(entity);
    DeclaredExpressions.Target target = new DeclaredExpressions.Target(name, entity, schema, repository.view(),
        repository.view() && entity.index().local(), false, entity.tableName(), null);
    for (QueryMethod method : repository.methods()) {
      if (!repositoryValidator.implementable(repository, method, report)) {
        continue;
      }
      if (method.projection() != null && !projectionValidator.validate(name, entity, method, report)) {
        continue;
      }
      if (method.projection() == null && isIndexScan(repository, method)) {
        derived.add(new DerivedPlan(method, planner.indexScan(entity, schema, method)));
        continue;
      }
      int planned = derived.size() + declared.size();
      if (!matchDeclared(target, entity.simpleName(), method, declared, report)) {
        matchDerived(name, entity, schema, resolver, methodValidator, method, derived, report);
      }
      if (method.projection() != null && derived.size() + declared.size() > planned
          && !project(entity, method, derived, declared)) {
        // a named PartiQL query: its statement returns whole items
        report.report(DiagnosticId.UNSUPPORTED_RETURN_TYPE, method.element(), name, method.name(),
            method.returnType(), "A projection is read by a derived or @Query method with expressions; a PartiQL"
                + " statement returns " + entity.simpleName() + ".");
      }
    }
    if (report.hasErrors()) {
      return null;
    }
    List<MethodPlan> all = new ArrayList<>(derived);
    all.addAll(declared);
    all.addAll(crud(repository));
    for (FragmentModel fragment : repository.fragments()) {
      all.add(new FragmentPlan(fragment));
    }
    return new PlannedRepository(repository, all);
  }

  /**
   * Replaces the plan just made for a method returning a projection by the same plan reading it;
   * false when that plan cannot read one (a PartiQL statement).
   */
  private boolean project(EntityModel entity, QueryMethod method, List<MethodPlan> derived, List<MethodPlan> declared) {
    ProjectionPlan projection = projectionPlanner.plan(entity, method.projection(),
        method.returnKind() == QueryMethod.ReturnKind.WINDOW);
    if (!derived.isEmpty() && derived.get(derived.size() - 1) instanceof DerivedPlan d && d.method() == method) {
      derived.set(derived.size() - 1, new DerivedPlan(method, d.access(), projection));
      return true;
    }
    if (!declared.isEmpty() && declared.get(declared.size() - 1) instanceof DeclaredQueryPlan q
        && q.method() == method) {
      declared.set(declared.size() - 1, q.withProjection(projection));
      return true;
    }
    return false;
  }

  /** An index view's {@code findAll()} or {@code count()}: a Scan of the view's index. */
  private static boolean isIndexScan(RepositoryModel repository, QueryMethod method) {
    return repository.view() && method.parameters().isEmpty() && method.query() == null
        && (method.name().equals("findAll") && method.returnKind() == QueryMethod.ReturnKind.LIST
            || method.name().equals("count") && method.returnKind() == QueryMethod.ReturnKind.COUNT);
  }

  /**
   * The declared families' matcher: a method with a named query, {@code @Query} or {@code @Update}
   * is checked by its family's validator, which yields its plan; reports a missing one under
   * USE_DECLARED_QUERY. Returns false when the method is not declared (a derived query to plan).
   */
  private boolean matchDeclared(DeclaredExpressions.Target target, String domain, QueryMethod method,
      List<MethodPlan> plans, ValidationReport report) {
    String expression = named.lookup(domain, method);
    boolean keyCondition = target.view() || target.itemCollection();
    if (expression == null && method.query() == null && method.update() == null) {
      if (named.strategy().equals("USE_DECLARED_QUERY")) {
        report.report(DiagnosticId.NO_DECLARED_QUERY, method.element(), target.repository(), method.name(),
            domain + "." + method.name());
        return true;
      }
      return false;
    }
    DeclaredQuery q = expression == null ? DeclaredQuery.of(method)
        : DeclaredQuery.named(method, expression, keyCondition);
    ValidationReport methodReport = new ValidationReport();
    MethodPlan plan = null;
    if (DeclaredExpressions.checkDeclaration(target, method, q, methodReport)) {
      plan = DeclaredExpressions.isPartiQl(q) ? partiQlValidator.validate(target, method, q, methodReport)
          : q.update() ? updateValidator.validate(target, method, q, methodReport)
          : queryValidator.validate(target, method, q, methodReport);
    }
    if (plan != null && !methodReport.hasErrors()) {
      plans.add(plan);
    }
    methodReport.problems().forEach(report::add);
    return true;
  }

  /** The derived family's matcher: parser, resolver, validator, planner, plan validator. */
  private void matchDerived(String name, EntityModel entity, KeySchema schema, MethodResolver resolver,
      QueryMethodValidator methodValidator, QueryMethod method, List<MethodPlan> plans, ValidationReport report) {
    if (!methodValidator.validateName(name, method, report)) {
      return;
    }
    ResolvedMethod resolved = resolver.resolve(entity, method, MethodNameParser.parse(method.name()));
    ValidationReport methodReport = new ValidationReport();
    methodValidator.validate(name, entity, schema, resolved, methodReport);
    if (!methodReport.hasErrors()) {
      AccessPlan plan = planner.plan(entity, schema, resolved);
      planValidator.validate(name, entity, schema, resolved, plan, methodReport);
      if (!methodReport.hasErrors()) {
        plans.add(new DerivedPlan(method, plan));
      }
    }
    methodReport.problems().forEach(report::add);
  }

  /** The inherited CRUD family: the plans of a table repository's CRUD methods (a view has none). */
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
