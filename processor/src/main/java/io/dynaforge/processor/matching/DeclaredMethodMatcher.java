package io.dynaforge.processor.matching;

import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.DeclaredQuery;
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.query.DeclaredPlan;
import io.dynaforge.processor.validation.DeclaredExpressions;
import io.dynaforge.processor.validation.DeclaredQueryValidator;
import io.dynaforge.processor.validation.PartiQlValidator;
import io.dynaforge.processor.validation.UpdateValidator;

/**
 * The declared families' matcher: a method with a named query, {@code @Query} (expressions or a
 * PartiQL statement) or {@code @Update} is checked by {@link DeclaredExpressions}' shared checks,
 * then by its family's validator, which yields its {@link DeclaredPlan}.
 */
public final class DeclaredMethodMatcher {

  private final DeclaredQueryValidator queryValidator = new DeclaredQueryValidator();
  private final PartiQlValidator partiQlValidator = new PartiQlValidator();
  private final UpdateValidator updateValidator = new UpdateValidator();
  private final io.dynaforge.processor.validation.EncryptedKindRules encryption =
      new io.dynaforge.processor.validation.EncryptedKindRules();
  private final NamedQueries named;

  public DeclaredMethodMatcher(NamedQueries named) {
    this.named = named;
  }

  /** The named query of {@code domain.method}, or null. */
  public String namedQuery(String domain, QueryMethod method) {
    return named.lookup(domain, method);
  }

  /**
   * Whether the method is this family's: it declares its query (named, {@code @Query}, {@code
   * @Update}), or the lookup strategy says every method must. False leaves it to the derived matcher.
   */
  public boolean claims(String domain, QueryMethod method) {
    return named.lookup(domain, method) != null || method.query() != null || method.update() != null
        || named.declaredOnly();
  }

  /**
   * The plan of a method this family {@link #claims}, or null when it has errors, all reported (a
   * method without a declared query under {@code USE_DECLARED_QUERY} under NO_DECLARED_QUERY).
   */
  public DeclaredPlan match(DeclaredExpressions.Target target, String domain, QueryMethod method,
      ValidationReport report) {
    String expression = named.lookup(domain, method);
    boolean keyCondition = target.view() || target.itemCollection();
    if (expression == null && method.query() == null && method.update() == null) {
      report.report(DiagnosticId.NO_DECLARED_QUERY, method.element(), target.repository(), method.name(),
          domain + "." + method.name());
      return null;
    }
    DeclaredQuery q = expression == null ? DeclaredQuery.of(method)
        : DeclaredQuery.named(method, expression, keyCondition);
    ValidationReport methodReport = new ValidationReport();
    DeclaredPlan plan = null;
    if (DeclaredExpressions.checkDeclaration(target, method, q, methodReport)) {
      plan = DeclaredExpressions.isPartiQl(q) ? partiQlValidator.validate(target, method, q, methodReport)
          : q.update() ? updateValidator.validate(target, method, q, methodReport)
          : queryValidator.validate(target, method, q, methodReport);
    }
    if (plan != null && !methodReport.hasErrors()) {
      encrypted(target, method, plan, methodReport);
    }
    methodReport.problems().forEach(report::add);
    return methodReport.hasErrors() ? null : plan;
  }

  /** An encrypted kind's rules on the plan: PartiQL, updates of signed attributes, conditions on encrypted ones. */
  private void encrypted(DeclaredExpressions.Target target, QueryMethod method, DeclaredPlan plan,
      ValidationReport report) {
    if (target.model() == null) {
      return;
    }
    if (plan instanceof io.dynaforge.processor.query.PartiQlPlan) {
      encryption.partiQl(target.repository(), target.model(), method, report);
    } else if (plan instanceof io.dynaforge.processor.query.UpdatePlan u) {
      encryption.declaredUpdate(target.repository(), target.model(), method, u.updateExpression(), u.names(), report);
    } else if (plan instanceof io.dynaforge.processor.query.DeclaredQueryPlan q) {
      encryption.declaredQuery(target.repository(), target.model(), method, q.keyCondition(), q.filter(), q.names(),
          report);
    }
  }
}
