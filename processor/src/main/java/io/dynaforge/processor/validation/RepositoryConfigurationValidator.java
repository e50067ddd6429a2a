package io.dynaforge.processor.validation;

import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;

/**
 * Checks the {@code @EnableDynamoDbRepositories} of a compilation together: the processor reads one
 * query lookup strategy and one named-queries resource for all of its repositories, so several
 * annotations that ask for different ones would otherwise be decided silently by whichever comes last.
 */
public final class RepositoryConfigurationValidator {

  /**
   * One {@code @EnableDynamoDbRepositories}, with its effective values (the default, or the processor
   * option for the location, when it sets none).
   */
  public record Configuration(TypeElement type, AnnotationMirror annotation, String namedQueriesLocation,
      String queryLookupStrategy) {}

  /** Reports each configuration that differs from the first (sorted by type name, so the first is stable). */
  public void validate(List<Configuration> configurations, ValidationReport report) {
    if (configurations.isEmpty()) {
      return;
    }
    Configuration first = configurations.get(0);
    for (Configuration c : configurations.subList(1, configurations.size())) {
      if (!c.queryLookupStrategy().equals(first.queryLookupStrategy())) {
        report.report(DiagnosticId.CONFLICTING_REPOSITORY_CONFIGURATION, c.type(), c.annotation(),
            c.type().getSimpleName(), "queryLookupStrategy", c.queryLookupStrategy(), first.type().getSimpleName(),
            first.queryLookupStrategy(), "queryLookupStrategy");
      }
      if (!c.namedQueriesLocation().equals(first.namedQueriesLocation())) {
        report.report(DiagnosticId.CONFLICTING_REPOSITORY_CONFIGURATION, c.type(), c.annotation(),
            c.type().getSimpleName(), "namedQueriesLocation", c.namedQueriesLocation(), first.type().getSimpleName(),
            first.namedQueriesLocation(), "namedQueriesLocation");
      }
    }
  }
}
