package io.dynaforge.processor.validation;

import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.Annotations;
import io.dynaforge.processor.model.EncryptionActions;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.Names;
import io.dynaforge.processor.model.PropertyModel;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import javax.lang.model.element.TypeElement;

/**
 * What an encrypted table asks of every kind on it, not only of its encrypted kind (once every entity
 * and view is read): the SDK signs every item of the table, so no kind keeps an {@code @AtomicCounter}
 * (an UpdateItem of a signed item is refused), and no {@code @SecondaryIndex} view reads an index that
 * projects less than whole items (an item is verified only whole, with its header and footer).
 */
public final class EncryptedTableValidator {

  /**
   * The kinds of each table ({@code byTable}) and the valid views; {@code types} looks a view's type up
   * in the current round (a mirror read in an earlier round no longer places a diagnostic on its line).
   */
  public void validate(Map<String, List<EntityModel>> byTable, List<EntityModel> views,
      Function<String, TypeElement> types, ValidationReport report) {
    byTable.forEach((table, kinds) -> encryptedKind(kinds).ifPresent(encrypted -> {
      for (EntityModel kind : kinds) {
        if (EncryptionActions.encrypted(kind)) {
          continue; // its own counters are CounterOnEncryptedKind
        }
        for (PropertyModel counter : kind.atomicCounters()) {
          report.report(DiagnosticId.COUNTER_ON_ENCRYPTED_TABLE, counter.element(), counter.name(), kind.simpleName(),
              table, encrypted.simpleName());
        }
      }
    }));
    for (EntityModel view : views) {
      if (view.index() == null || view.index().projection().equals("ALL")) {
        continue;
      }
      encryptedKind(byTable.getOrDefault(view.tableName(), List.of())).ifPresent(encrypted -> {
        TypeElement current = types.apply(view.element().getQualifiedName().toString());
        TypeElement type = current != null ? current : view.element();
        report.report(DiagnosticId.PARTIAL_INDEX_OF_ENCRYPTED_TABLE, type,
            Annotations.find(type, Names.SECONDARY_INDEX).orElse(null), view.simpleName(), view.index().name(),
            view.tableName(), view.index().projection(), encrypted.simpleName());
      });
    }
  }

  private static Optional<EntityModel> encryptedKind(List<EntityModel> kinds) {
    return kinds.stream().filter(EncryptionActions::encrypted).findFirst();
  }
}
