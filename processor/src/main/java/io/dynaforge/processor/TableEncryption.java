package io.dynaforge.processor;

import io.dynaforge.processor.codegen.EncryptionActionsWriter;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.EncryptionActions;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.validation.EncryptedTableValidator;
import io.dynaforge.processor.validation.EncryptionActionConflicts;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.Messager;
import javax.lang.model.element.Element;
import javax.lang.model.util.Elements;

/**
 * Once every entity is read (the last round): the kinds of each encrypted table checked against each
 * other, and, where they agree, the table's {@code META-INF/dynaforge/encryption/<table>.json}.
 */
final class TableEncryption {

  private final Models models;
  private final GeneratedResources resources;
  private final Messager messager;
  private final Elements elements;
  private final EncryptionActionsWriter writer = new EncryptionActionsWriter();

  TableEncryption(Models models, GeneratedResources resources, Messager messager, Elements elements) {
    this.models = models;
    this.elements = elements;
    this.resources = resources;
    this.messager = messager;
  }

  /** Checks and writes; whether a check reported an error. */
  boolean run() {
    List<EntityModel> entities = models.validEntities();
    ValidationReport report = new ValidationReport();
    Set<String> conflicting = new EncryptionActionConflicts().validate(entities, report);
    Map<String, List<EntityModel>> byTable = new LinkedHashMap<>();
    entities.forEach(e -> byTable.computeIfAbsent(e.tableName(), t -> new ArrayList<>()).add(e));
    new EncryptedTableValidator().validate(byTable, models.validViews(), elements::getTypeElement, report);
    report.printTo(messager);
    byTable.forEach((table, kinds) -> {
      if (!conflicting.contains(table) && kinds.stream().anyMatch(EncryptionActions::encrypted)) {
        resources.file(EncryptionActionsWriter.path(table), writer.write(table, kinds),
            kinds.stream().map(EntityModel::element).toArray(Element[]::new));
      }
    });
    return report.hasErrors();
  }
}
