package io.dynaforge.processor.validation;

import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.Annotations;
import io.dynaforge.processor.model.Names;
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.model.RepositoryModel;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ExecutableElement;

/**
 * {@code @ConsistentRead}: refused where DynamoDB cannot read consistently (a global secondary
 * index view's repository, {@code [Dynaforge/ConsistentReadOnGlobalIndex]}) and on methods that
 * read nothing it could make consistent (writes, {@code @Update}, PartiQL,
 * {@code [Dynaforge/ConsistentReadNotApplicable]}), each on the annotation at fault.
 */
public final class ConsistentReadValidator {

  public void validate(RepositoryModel repository, ValidationReport report) {
    String repo = repository.simpleName();
    if (repository.itemCollection()) {
      if (repository.consistentRead() != null) {
        report.report(DiagnosticId.CONSISTENT_READ_NOT_APPLICABLE, repository.element(), repository.consistentRead(),
            repo, "it is an item-collection repository (ask for it per method with @Query(consistentRead = true))");
      }
      for (QueryMethod method : repository.methods()) {
        if (method.consistentRead() != null) {
          report.report(DiagnosticId.CONSISTENT_READ_NOT_APPLICABLE, method.element(), method.consistentRead(),
              repo + "." + method.name(), "it belongs to an item-collection repository (use @Query(consistentRead = true))");
        }
      }
      return;
    }
    boolean globalView = repository.view() && repository.entity() != null && repository.entity().index() != null
        && !repository.entity().index().local();
    if (globalView && repository.consistentRead() != null) {
      report.report(DiagnosticId.CONSISTENT_READ_ON_GLOBAL_INDEX, repository.element(), repository.consistentRead(),
          repo, repository.entity().index().name());
    }
    for (QueryMethod method : repository.methods()) {
      AnnotationMirror annotation = method.consistentRead();
      if (annotation == null) {
        continue;
      }
      String element = repo + "." + method.name();
      if (globalView) {
        report.report(DiagnosticId.CONSISTENT_READ_ON_GLOBAL_INDEX, method.element(), annotation, element,
            repository.entity().index().name());
      } else if (method.update() != null) {
        report.report(DiagnosticId.CONSISTENT_READ_NOT_APPLICABLE, method.element(), annotation, element,
            "it is an @Update, a write");
      } else if (method.query() != null && !Annotations.string(method.query(), "partiQl").isEmpty()) {
        report.report(DiagnosticId.CONSISTENT_READ_NOT_APPLICABLE, method.element(), annotation, element,
            "it runs a PartiQL statement, which is sent as written (put the read in a @Query expression or a"
                + " derived method to read consistently)");
      }
    }
    for (ExecutableElement method : repository.inherited()) {
      String name = method.getSimpleName().toString();
      var annotation = Annotations.find(method, Names.CONSISTENT_READ);
      if (annotation.isPresent() && !RepositoryModel.CONSISTENT_CRUD_READS.contains(name)) {
        report.report(DiagnosticId.CONSISTENT_READ_NOT_APPLICABLE, method, annotation.get(), repo + "." + name,
            "it is an inherited write (only findById, existsById, findAllById, findAll and count read)");
      }
    }
  }
}
