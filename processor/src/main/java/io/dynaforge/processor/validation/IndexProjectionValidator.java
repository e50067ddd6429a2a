package io.dynaforge.processor.validation;

import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.model.TableIndexModel;
import io.dynaforge.processor.query.ProjectionPlanner;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * An entity method that queries an index of its table reads what the index projects: every
 * attribute the entity maps ({@code ALL}, or an {@code INCLUDE} covering them), or every attribute of
 * the projection it returns, else {@code [Dynaforge/IndexDoesNotProjectEntity]} naming the missing
 * ones (the columns other indexes' templates compose are not read back, so they need not be). A count or an exists reads no attribute. The table's and the index's key attributes are
 * always projected.
 */
public final class IndexProjectionValidator {

  /** What the encryption SDK adds to every item it writes, and needs to verify and decrypt one. */
  static final List<String> ENCRYPTION_ATTRIBUTES = List.of("aws_dbe_head", "aws_dbe_foot");

  /** Whether the index holds what the method returns; reports what is missing. */
  public boolean validate(String repository, EntityModel entity, TableIndexModel index, QueryMethod method,
      ValidationReport report) {
    if (index.projection().equals("ALL") || method.returnKind() == QueryMethod.ReturnKind.COUNT
        || method.returnKind() == QueryMethod.ReturnKind.EXISTS) {
      return true;
    }
    Set<String> projected = new LinkedHashSet<>(index.keyAttributes());
    projected.addAll(entity.tableKeyAttributes());
    if (index.projection().equals("INCLUDE")) {
      projected.addAll(index.include());
    }
    List<String> read = new ArrayList<>(method.projection() == null ? entityAttributes(entity)
        : ProjectionPlanner.attributesRead(entity, method.projection()));
    if (io.dynaforge.processor.model.EncryptionActions.encrypted(entity)) {
      read.addAll(ENCRYPTION_ATTRIBUTES); // an encrypted item is verified with its header and footer
    }
    List<String> missing = new ArrayList<>(read);
    missing.removeAll(projected);
    if (missing.isEmpty()) {
      return true;
    }
    String what = method.projection() == null ? entity.simpleName() + " entities"
        : "the projection " + method.projection().simpleName();
    String holds = index.projection().equals("KEYS_ONLY") ? "only keys (KEYS_ONLY: " + String.join(", ", projected) + ")"
        : "INCLUDE " + String.join(", ", index.include()) + " besides its keys";
    report.report(DiagnosticId.INDEX_DOES_NOT_PROJECT_ENTITY, method.element(), repository, method.name(), what,
        index.name(), holds, "'" + String.join("', '", missing) + "'");
    return false;
  }

  /**
   * What an entity is read from: its stored properties and its base keys. The columns other indexes'
   * templates compose are not read back (a save composes them again).
   */
  private static List<String> entityAttributes(EntityModel entity) {
    List<String> base = entity.tableKeyAttributes();
    return entity.attributeNames().stream().filter(a -> base.contains(a)
        || entity.templates().stream().noneMatch(t -> t.column().equals(a))).toList();
  }
}
