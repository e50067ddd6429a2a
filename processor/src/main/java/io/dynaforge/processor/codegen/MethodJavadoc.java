package io.dynaforge.processor.codegen;

import com.palantir.javapoet.MethodSpec;
import io.dynaforge.processor.query.AccessPlan;
import io.dynaforge.processor.query.DeclaredPlan;
import io.dynaforge.processor.query.DeclaredQueryPlan;
import io.dynaforge.processor.query.ProjectionPlan;
import io.dynaforge.processor.query.UpdatePlan;

/** The first sentence of a generated method's Javadoc: the operation its plan sends, as the report names it. */
final class MethodJavadoc {
  private MethodJavadoc() {}

  /** {@code Query: <reading>.} for a derived method. */
  static String derived(AccessPlan plan) {
    return plan.operation().display() + ": " + JavadocText.code(plan.reading()) + ".";
  }

  /** {@code Query (declared): <expression>, filtered by <filter>.} for a declared method. */
  static String declared(DeclaredPlan plan) {
    return plan.operation() + " (declared): " + JavadocText.code(plan.display())
        + (plan instanceof DeclaredQueryPlan q && q.keyCondition() != null && q.filter() != null
            ? ", filtered by " + JavadocText.code(q.filter()) : "")
        + (plan instanceof UpdatePlan u && u.conditionExpression() != null
            ? ", if " + JavadocText.code(u.conditionExpression()) : "")
        + ".";
  }

  /** What a method returning a projection reads, after its operation. */
  static void projection(MethodSpec.Builder m, ProjectionPlan projection) {
    if (projection != null) {
      m.addJavadoc("Reads the projection {@link $T}: $L.\n", projection.model().className(),
          JavadocText.code(String.join(", ", projection.attributes())));
    }
  }
}
