package io.dynaforge.processor.codegen;

import io.dynaforge.processor.query.ProjectionPlan;

/** The names of an {@code _Impl}'s {@code QueryExecution} fields: the entity's, and one per projection type. */
final class ExecutionFields {
  private ExecutionFields() {}

  /** The field holding the repository's {@code QueryExecution}. */
  static final String QUERIES = "queries";

  /** The {@code QueryExecution} field a plan reads with: the entity's, or its projection's. */
  static String of(ProjectionPlan projection) {
    if (projection == null) {
      return QUERIES;
    }
    String mapper = projection.model().mapperName().simpleName();
    String number = mapper.substring(mapper.lastIndexOf("_Mapper") + "_Mapper".length()).replace("_", "");
    return QUERIES + "Of" + String.join("", projection.model().className().simpleNames()) + number;
  }
}
