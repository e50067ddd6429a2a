package io.dynaforge.processor.matching;

import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.Annotations;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.query.AccessPlan;
import io.dynaforge.processor.query.DerivedPlan;
import io.dynaforge.processor.query.IndexChoice;
import io.dynaforge.processor.query.KeySchema;
import io.dynaforge.processor.query.MethodNameParser;
import io.dynaforge.processor.query.MethodResolver;
import io.dynaforge.processor.query.PropertyResolver;
import io.dynaforge.processor.query.QueryPlanner;
import io.dynaforge.processor.query.ResolvedMethod;
import io.dynaforge.processor.validation.AccessPlanValidator;
import io.dynaforge.processor.validation.EncryptedKindRules;
import io.dynaforge.processor.validation.IndexProjectionValidator;
import io.dynaforge.processor.validation.QueryMethodValidator;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.util.Types;

/**
 * The derived family's matcher, for one repository: the method name parsed ({@link
 * MethodNameParser}), resolved against the entity, checked ({@link QueryMethodValidator}), planned
 * ({@link QueryPlanner}) and the plan judged ({@link AccessPlanValidator}). An entity repository's
 * method that the base table cannot serve is planned over each index the entity declares
 * ({@code @TableIndex}) and {@link IndexChoice} picks one (or {@code @UseIndex} names it).
 */
public final class DerivedMethodMatcher {

  private final String repository;
  private final EntityModel entity;
  private final KeySchema schema;
  private final List<KeySchema.IndexKeys> indexes;
  private final boolean consistentRepository;
  private final MethodResolver resolver;
  private final QueryMethodValidator methodValidator;
  private final QueryPlanner planner;
  private final AccessPlanValidator planValidator = new AccessPlanValidator();
  private final IndexProjectionValidator projections = new IndexProjectionValidator();
  private final EncryptedKindRules encryption = new EncryptedKindRules();

  /**
   * @param repository the repository's simple name, for messages
   * @param entity the entity (or view) it reads
   * @param schema the key schema it reads: the view's index or the base table
   * @param properties the entity's properties and nested types
   * @param consistentRepository whether the repository reads consistently ({@code @ConsistentRead} on it)
   */
  public DerivedMethodMatcher(Types types, QueryPlanner planner, String repository, EntityModel entity,
      KeySchema schema, PropertyResolver properties, boolean consistentRepository) {
    this.repository = repository;
    this.entity = entity;
    this.schema = schema;
    this.consistentRepository = consistentRepository;
    this.indexes = schema.indexName() != null ? List.of()
        : entity.tableIndexes().stream().map(i -> KeySchema.ofIndex(entity, i)).toList();
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
    if (!encryption.derived(repository, entity, resolved, report)) {
      return null;
    }
    AnnotationMirror useIndex = method.useIndex();
    if (useIndex != null) {
      return chosen(resolved, useIndex, report);
    }
    Attempt base = attempt(schema, resolved);
    if (base.fits() || indexes.isEmpty()) {
      return base.result(report);
    }
    List<Attempt> fitting = new ArrayList<>();
    List<String> unfit = new ArrayList<>();
    for (KeySchema.IndexKeys index : indexes) {
      if (index.schema() == null) {
        unfit.add("the index '" + index.index().name() + "' cannot: " + index.problem());
        continue;
      }
      Attempt a = attempt(index.schema(), resolved);
      if (a.fits()) {
        fitting.add(a);
      } else {
        unfit.add("the index '" + index.index().name() + "' cannot: " + a.why());
      }
    }
    if (fitting.isEmpty()) {
      // the base table's plan judged again (not planned again), its message naming why no index serves
      return judged(base.schema, resolved, base.plan, base.checks, String.join("; ", unfit)).result(report);
    }
    List<Attempt> best = IndexChoice.best(fitting, Attempt::plan);
    if (best.size() > 1) {
      List<String> names = best.stream().map(a -> "'" + a.schema().indexName() + "'").toList();
      report.report(DiagnosticId.AMBIGUOUS_INDEX, method.element(), repository, method.name(),
          String.join(", ", names), IndexChoice.keyConditions(best.get(0).plan()), best.get(0).schema().indexName());
      return null;
    }
    return onIndex(best.get(0), resolved, report);
  }

  /** A method with {@code @UseIndex}: that index, or why it cannot serve the method. */
  private DerivedPlan chosen(ResolvedMethod resolved, AnnotationMirror useIndex, ValidationReport report) {
    QueryMethod method = resolved.method();
    String name = Annotations.string(useIndex, "value");
    String reason;
    String fix;
    if (schema.indexName() != null) {
      reason = "it belongs to a view repository, which always reads its view's index '" + schema.indexName() + "'";
      fix = "remove @UseIndex";
    } else {
      KeySchema.IndexKeys index = indexes.stream().filter(i -> i.index().name().equals(name)).findFirst().orElse(null);
      if (index == null) {
        reason = entity.simpleName() + " declares no index '" + name + "' (@TableIndex)";
        fix = indexes.isEmpty() ? "declare it on " + entity.simpleName() + " with @TableIndex(name = \"" + name + "\", ...)"
            : "name one of " + indexes.stream().map(i -> "'" + i.index().name() + "'").toList()
                + ", or declare it with @TableIndex";
      } else if (index.schema() == null) {
        reason = index.problem();
        fix = "compose the index's key attributes in " + entity.simpleName() + " (a template column or a stored"
            + " property each)";
      } else {
        Attempt a = attempt(index.schema(), resolved);
        if (a.plan() != null && a.plan().operation() == AccessPlan.Operation.SCAN) {
          reason = "it cannot be a Query of that index: " + a.plan().scanReason();
          fix = "bind the index's partition key by equality, or remove @UseIndex";
        } else {
          return onIndex(a, resolved, report);
        }
      }
    }
    report.report(DiagnosticId.UNUSABLE_INDEX, method.element(), useIndex, repository, method.name(), name, reason,
        fix);
    return null;
  }

  /** The plan of an index the method queries, after the index's own rules. */
  private DerivedPlan onIndex(Attempt a, ResolvedMethod resolved, ValidationReport report) {
    QueryMethod method = resolved.method();
    KeySchema.IndexKeys index = indexes.stream().filter(i -> i.index().name().equals(a.schema().indexName()))
        .findFirst().orElseThrow();
    if (!index.index().local() && (method.consistentRead() != null || consistentRepository)) {
      report.report(DiagnosticId.CONSISTENT_READ_ON_GLOBAL_INDEX, method.element(),
          repository + "." + method.name(), index.index().name());
      return null;
    }
    if (!projections.validate(repository, entity, index.index(), method, report)) {
      return null;
    }
    return a.result(report);
  }

  /** The method checked and planned over {@code keys}, the plan judged. */
  private Attempt attempt(KeySchema keys, ResolvedMethod resolved) {
    ValidationReport checks = new ValidationReport();
    methodValidator.validate(repository, entity, keys, resolved, checks);
    AccessPlan plan = checks.hasErrors() ? null : planner.plan(entity, keys, resolved);
    return judged(keys, resolved, plan, checks, "");
  }

  /** The method's checks and, when it was planned, the plan's judgement ({@code indexHint} in a Scan's message). */
  private Attempt judged(KeySchema keys, ResolvedMethod resolved, AccessPlan plan, ValidationReport checks,
      String indexHint) {
    ValidationReport problems = new ValidationReport();
    checks.problems().forEach(problems::add);
    if (plan != null) {
      planValidator.validate(repository, entity, keys, resolved, plan, indexHint, problems);
    }
    return new Attempt(keys, resolved, plan, checks, problems);
  }

  /**
   * A method planned over one key schema, with what the rules said of it: {@code checks}, the method's
   * own rules over that schema; {@code problems}, those and the plan's.
   */
  private record Attempt(KeySchema schema, ResolvedMethod resolved, AccessPlan plan, ValidationReport checks,
      ValidationReport problems) {

    /** A GetItem or Query without errors. */
    boolean fits() {
      return !problems.hasErrors() && plan != null && plan.operation() != AccessPlan.Operation.SCAN;
    }

    /** Why it does not fit, for a Scan's message. */
    String why() {
      if (plan != null && plan.operation() == AccessPlan.Operation.SCAN) {
        return plan.scanReason();
      }
      return problems.problems().isEmpty() ? "its rules refuse the method"
          : problems.problems().get(0).message().replaceFirst("^\\[Dynaforge/\\w+\\] ", "");
    }

    DerivedPlan result(ValidationReport report) {
      problems.problems().forEach(report::add);
      return problems.hasErrors() ? null : new DerivedPlan(resolved.method(), plan);
    }
  }
}
