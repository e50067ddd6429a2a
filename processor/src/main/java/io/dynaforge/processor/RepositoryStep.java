package io.dynaforge.processor;

import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.matching.CrudMethodMatcher;
import io.dynaforge.processor.matching.DeclaredMethodMatcher;
import io.dynaforge.processor.matching.DerivedMethodMatcher;
import io.dynaforge.processor.matching.FragmentMatcher;
import io.dynaforge.processor.matching.IndexScanMatcher;
import io.dynaforge.processor.matching.NamedQueries;
import io.dynaforge.processor.matching.ProjectionMatcher;
import io.dynaforge.processor.model.Annotations;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.model.RepositoryModel;
import io.dynaforge.processor.query.DerivedPlan;
import io.dynaforge.processor.query.KeySchema;
import io.dynaforge.processor.query.MethodPlan;
import io.dynaforge.processor.query.PlannedRepository;
import io.dynaforge.processor.query.PropertyResolver;
import io.dynaforge.processor.query.QueryPlanner;
import io.dynaforge.processor.validation.ConsistentReadValidator;
import io.dynaforge.processor.validation.DeclaredExpressions;
import io.dynaforge.processor.validation.ReactiveReturnValidator;
import io.dynaforge.processor.validation.RepositoryValidator;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.util.Types;

/**
 * One repository through the stages: check the repository, then give each method to the matcher of
 * its family ({@code matching/}), which checks it and yields its {@link MethodPlan}:
 *
 * <ul>
 *   <li>an index view's {@code findAll()}/{@code count()}: {@link IndexScanMatcher}, a Scan of the index;
 *   <li>declared ({@code @Query}, PartiQL, {@code @Update}, or a named query): {@link
 *       DeclaredMethodMatcher};
 *   <li>derived: {@link DerivedMethodMatcher} (parse, resolve, check, plan, judge the plan);
 *   <li>a projection returned by either: {@link ProjectionMatcher};
 *   <li>inherited CRUD and custom fragments: {@link CrudMethodMatcher} and {@link FragmentMatcher}
 *       (the repository check covered the fragments).
 * </ul>
 *
 * <p>A reactive repository's methods go through the same matchers: their {@code Mono}/{@code Flux} is
 * read as the blocking shape it wraps ({@link ReactiveReturnValidator} checks only that the wrapper
 * suits the repository), so every rule and plan is the blocking one.
 *
 * <p>This is the loop dispatching to them and nothing else. The plans returned are the ones the
 * compiler's messages describe and the writers write, in a fixed order (derived, declared, CRUD,
 * fragments).
 */
final class RepositoryStep {

  private final Types types;
  private final RepositoryValidator repositoryValidator;
  private final ConsistentReadValidator consistentReads = new ConsistentReadValidator();
  private final ReactiveReturnValidator reactiveReturns = new ReactiveReturnValidator();
  private final QueryPlanner planner = new QueryPlanner();
  private final IndexScanMatcher indexScans = new IndexScanMatcher(planner);
  private final ProjectionMatcher projections;
  private final CrudMethodMatcher crud;
  private final FragmentMatcher fragments = new FragmentMatcher();
  private DeclaredMethodMatcher declared = new DeclaredMethodMatcher(NamedQueries.NONE);

  RepositoryStep(Types types) {
    this.types = types;
    this.repositoryValidator = new RepositoryValidator(types);
    this.projections = new ProjectionMatcher(types);
    this.crud = new CrudMethodMatcher(types);
  }

  void namedQueries(NamedQueries named) {
    this.declared = new DeclaredMethodMatcher(named);
  }

  /** The planned repository, or null when the report has errors. */
  PlannedRepository run(RepositoryModel repository, ValidationReport report) {
    repositoryValidator.validate(repository, report);
    consistentReads.validate(repository, report);
    if (report.hasErrors()) {
      return null;
    }
    return repository.itemCollection() ? runItemCollection(repository, report) : runTable(repository, report);
  }

  /** An item-collection repository: the fixed finders come from the runtime base class; a declared method is a read-only @Query. */
  private PlannedRepository runItemCollection(RepositoryModel repository, ValidationReport report) {
    List<MethodPlan> plans = new ArrayList<>();
    DeclaredExpressions.Target target = new DeclaredExpressions.Target(repository.simpleName(), null, null,
        false, false, true, repository.collection().tableName(), repository.collection().indexName(),
        repository.collection().keyCodecTypes());
    String domain = repository.collection().simpleName();
    for (QueryMethod method : repository.methods()) {
      if (!reactiveReturns.check(repository, method, report)) {
        continue;
      }
      if (method.projection() != null) {
        report.report(DiagnosticId.UNSUPPORTED_RETURN_TYPE, method.element(), repository.simpleName(), method.name(),
            method.returnType(), "An ItemCollectionRepository @Query method returns Optional of its view.");
        continue;
      }
      boolean hasNamed = declared.namedQuery(domain, method) != null;
      if (((hasNamed && method.update() == null) || repositoryValidator.implementable(repository, method, report))
          && declared.claims(domain, method)) {
        add(plans, declared.match(target, domain, method, report));
      }
    }
    return report.hasErrors() ? null : new PlannedRepository(repository, plans);
  }

  /** A table or index view repository: derived and declared methods, then inherited CRUD, then fragments. */
  private PlannedRepository runTable(RepositoryModel repository, ValidationReport report) {
    List<MethodPlan> derivedPlans = new ArrayList<>();
    List<MethodPlan> declaredPlans = new ArrayList<>();
    EntityModel entity = repository.entity();
    String name = repository.simpleName();
    KeySchema schema = repository.view() ? KeySchema.index(entity) : KeySchema.baseTable(entity);
    DerivedMethodMatcher derived = new DerivedMethodMatcher(types, planner, name, entity, schema,
        new PropertyResolver(repository.nestedModels()), repository.consistentRead() != null);
    DeclaredExpressions.Target target = new DeclaredExpressions.Target(name, entity, schema, repository.view(),
        repository.view() && entity.index().local(), false, entity.tableName(), null);
    for (QueryMethod method : repository.methods()) {
      if (!reactiveReturns.check(repository, method, report)
          || !repositoryValidator.implementable(repository, method, report)
          || !projections.check(name, entity, method, report)) {
        continue;
      }
      DerivedPlan scan = indexScans.match(repository, schema, method);
      if (scan != null) {
        derivedPlans.add(scan);
        continue;
      }
      boolean isDeclared = declared.claims(entity.simpleName(), method);
      if (isDeclared && method.useIndex() != null) {
        report.report(DiagnosticId.UNUSABLE_INDEX, method.element(), method.useIndex(), name, method.name(),
            Annotations.string(method.useIndex(), "value"), "it declares its query, and @UseIndex chooses the index of"
                + " a derived method", "remove @UseIndex and name the index with @Query(indexName = ...)");
        continue;
      }
      MethodPlan plan = isDeclared ? declared.match(target, entity.simpleName(), method, report)
          : derived.match(method, report);
      if (plan != null && method.projection() != null) {
        MethodPlan projected = projections.project(entity, method, plan);
        if (projected == null) {
          // a named PartiQL query: its statement returns whole items
          report.report(DiagnosticId.UNSUPPORTED_RETURN_TYPE, method.element(), name, method.name(),
              method.returnType(), "A projection is read by a derived or @Query method with expressions; a PartiQL"
                  + " statement returns " + entity.simpleName() + ".");
        } else {
          plan = projected;
        }
      }
      add(isDeclared ? declaredPlans : derivedPlans, plan);
    }
    if (report.hasErrors()) {
      return null;
    }
    List<MethodPlan> all = new ArrayList<>(derivedPlans);
    all.addAll(declaredPlans);
    all.addAll(crud.match(repository));
    all.addAll(fragments.match(repository));
    return new PlannedRepository(repository, all);
  }

  private static void add(List<MethodPlan> plans, MethodPlan plan) {
    if (plan != null) {
      plans.add(plan);
    }
  }
}
