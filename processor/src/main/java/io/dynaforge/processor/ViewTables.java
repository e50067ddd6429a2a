package io.dynaforge.processor;

import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import java.util.Set;
import java.util.TreeSet;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;

/**
 * The table of a {@code @SecondaryIndex} or {@code @ItemCollectionView} view that names none: the one
 * table the @Table entities of the compilation use.
 */
final class ViewTables {

  private final Models models;

  ViewTables(Models models) {
    this.models = models;
  }

  /** The one table, or null (reported) when there are several or none. */
  String oneTable(TypeElement view, AnnotationMirror annotation, String kind, ValidationReport report) {
    Set<String> tables = new TreeSet<>();
    models.tableEntities.forEach(e -> tables.add(e.tableName()));
    if (tables.size() == 1) {
      return tables.iterator().next();
    }
    report.report(DiagnosticId.VIEW_TABLE_REQUIRED, view, annotation, kind, view.getSimpleName(),
        tables.isEmpty() ? "no @Table entity of this compilation declares a table"
            : "the @Table entities of this compilation use the tables " + String.join(", ", tables), kind);
    return null;
  }
}
