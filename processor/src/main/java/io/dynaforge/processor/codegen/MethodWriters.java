package io.dynaforge.processor.codegen;

import io.dynaforge.processor.query.CrudPlan;
import io.dynaforge.processor.query.DeclaredQueryPlan;
import io.dynaforge.processor.query.DerivedPlan;
import io.dynaforge.processor.query.FragmentPlan;
import io.dynaforge.processor.query.MethodPlan;
import io.dynaforge.processor.query.PartiQlPlan;
import io.dynaforge.processor.query.UpdatePlan;

/**
 * One writer per method family, and the one place a plan is dispatched to its writer. Another
 * rendering of the same plans provides another set.
 *
 * @param derived derived methods, and an index view's {@code findAll()}/{@code count()}
 * @param declaredQuery {@code @Query} with expressions
 * @param partiQl PartiQL statements
 * @param update {@code @Update}
 */
record MethodWriters(MethodWriter<DerivedPlan> derived, MethodWriter<DeclaredQueryPlan> declaredQuery,
    MethodWriter<PartiQlPlan> partiQl, MethodWriter<UpdatePlan> update) {

  /** The writers of the blocking repository. */
  static MethodWriters blocking() {
    return new MethodWriters(new DerivedMethodWriter(), new DeclaredQueryMethodWriter(), new PartiQlMethodWriter(),
        new UpdateMethodWriter());
  }

  /**
   * Writes the plan's method into the {@code _Impl}. The sealed {@link MethodPlan} has these variants
   * (a {@code switch} over it needs Java 21; this chain is kept in the same order as its {@code permits}).
   */
  void write(MethodPlan plan, ImplContext impl) {
    if (plan instanceof DerivedPlan p) {
      derived.write(p, impl);
    } else if (plan instanceof DeclaredQueryPlan p) {
      declaredQuery.write(p, impl);
    } else if (plan instanceof PartiQlPlan p) {
      partiQl.write(p, impl);
    } else if (plan instanceof UpdatePlan p) {
      update.write(p, impl);
    } else if (plan instanceof CrudPlan || plan instanceof FragmentPlan) {
      // CRUD is inherited (listed in the class Javadoc); fragments are delegated with the constructors
    } else {
      throw new IllegalStateException("no writer for " + plan);
    }
  }
}
