package io.dynaforge.processor.validation;

import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.EncryptionActions;
import io.dynaforge.processor.model.EntityModel;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The kinds of each encrypted table (one holding an {@code @Encrypted} attribute) against each other:
 * the encryption SDK keeps one action per attribute name of a table, so two kinds may not give one
 * attribute different actions ({@code [Dynaforge/EncryptionActionConflict]}, on the later kind's
 * property, kinds in name order).
 */
public final class EncryptionActionConflicts {

  /** Reports the conflicts; the tables that have one. */
  public java.util.Set<String> validate(List<EntityModel> entities, ValidationReport report) {
    Map<String, List<EntityModel>> byTable = new LinkedHashMap<>();
    entities.stream().filter(EntityModel::isTable).sorted(Comparator.comparing(e -> e.className().canonicalName()))
        .forEach(e -> byTable.computeIfAbsent(e.tableName(), t -> new java.util.ArrayList<>()).add(e));
    java.util.Set<String> conflicting = new java.util.TreeSet<>();
    byTable.forEach((table, kinds) -> {
      if (kinds.stream().noneMatch(EncryptionActions::encrypted)) {
        return;
      }
      Map<String, Owner> seen = new HashMap<>();
      for (EntityModel kind : kinds) {
        for (EncryptionActions.Action a : EncryptionActions.of(kind)) {
          Owner earlier = seen.putIfAbsent(a.attribute(), new Owner(kind, a));
          if (earlier != null && earlier.action().action() != a.action()) {
            conflicting.add(table);
            report.report(DiagnosticId.ENCRYPTION_ACTION_CONFLICT,
                a.property() != null ? a.property().element() : kind.element(), a.attribute(), table,
                a.action().name(), a.action().annotation(), kind.simpleName(), earlier.action().action().name(),
                earlier.action().action().annotation(), earlier.kind().simpleName());
          }
        }
      }
    });
    return conflicting;
  }

  private record Owner(EntityModel kind, EncryptionActions.Action action) {}
}
