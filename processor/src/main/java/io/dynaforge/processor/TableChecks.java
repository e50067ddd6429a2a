package io.dynaforge.processor;

import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.validation.SecondaryIndexValidator;
import io.dynaforge.processor.validation.SharedTableValidator;
import io.dynaforge.processor.validation.ViewKeyAttributeValidator;
import java.util.ArrayList;
import java.util.List;
import javax.annotation.processing.Messager;
import javax.lang.model.util.Elements;

/**
 * The checks across each table's entities and views, once every step is done (at the last round):
 * key attribute types, index limits and schemas, item kinds of a shared table, and view keys that no
 * entity writes.
 */
final class TableChecks {

  private final Models models;
  private final SecondaryIndexValidator indexValidator;
  private final EarlierTables earlierTables;
  private final Elements elements;
  private final Messager messager;

  TableChecks(Models models, SecondaryIndexValidator indexValidator, EarlierTables earlierTables,
      Elements elements, Messager messager) {
    this.models = models;
    this.indexValidator = indexValidator;
    this.earlierTables = earlierTables;
    this.elements = elements;
    this.messager = messager;
  }

  /** Runs the checks; whether any reported an error. */
  boolean run() {
    ValidationReport indexes = new ValidationReport();
    indexValidator.validateTables(models.tableKeys, elements::getTypeElement, indexes);
    indexes.printTo(messager);
    ValidationReport shared = new ValidationReport();
    // a table whose entities disagree on its keys is reported as that; its item kinds are beside the point
    java.util.Set<String> conflicting = SecondaryIndexValidator.tablesWithConflictingKeys(models.tableKeys);
    new SharedTableValidator().validate(models.tableEntities.stream().filter(e -> !conflicting.contains(e.tableName()))
        .toList(), elements::getTypeElement, shared);
    shared.printTo(messager);
    return checkViewKeys() | indexes.hasErrors() | shared.hasErrors();
  }

  /**
   * The key attributes of the views against what their tables' entities write: this compilation's
   * entities and those an earlier compilation of the output registered (a table with one that cannot
   * be read is not checked).
   */
  private boolean checkViewKeys() {
    if (models.viewKeys.isEmpty()) {
      return false;
    }
    List<ViewKeyAttributeValidator.TableAttributes> entities = new ArrayList<>(models.tableAttributes);
    EarlierTables.Read earlier = earlierTables.read();
    earlier.entities().forEach(e -> entities.add(e.written()));
    ValidationReport report = new ValidationReport();
    new ViewKeyAttributeValidator().validate(models.viewKeys, entities, earlier.unreadableTables(), elements::getTypeElement, report);
    report.printTo(messager);
    return report.hasErrors();
  }
}
