package io.dynaforge.processor;

import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.Annotations;
import io.dynaforge.processor.model.EntityReader;
import io.dynaforge.processor.model.Names;
import io.dynaforge.processor.validation.SecondaryIndexValidator;
import io.dynaforge.processor.validation.SharedTableValidator;
import io.dynaforge.processor.validation.ViewKeyAttributeValidator;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * The checks across each table's entities and views, once every step is done (at the last round):
 * key attribute types, index limits and schemas, item kinds of a shared table, and view keys that no
 * entity writes.
 */
final class TableChecks {

  private final Models models;
  private final SecondaryIndexValidator indexValidator;
  private final ViewTables viewTables;
  private final EntityReader reader;
  private final Elements elements;
  private final Messager messager;

  TableChecks(Models models, SecondaryIndexValidator indexValidator, ViewTables viewTables, EntityReader reader,
      Elements elements, Messager messager) {
    this.models = models;
    this.indexValidator = indexValidator;
    this.viewTables = viewTables;
    this.reader = reader;
    this.elements = elements;
    this.messager = messager;
  }

  void run() {
    ValidationReport indexes = new ValidationReport();
    indexValidator.validateTables(models.tableKeys, elements::getTypeElement, indexes);
    indexes.printTo(messager);
    ValidationReport shared = new ValidationReport();
    new SharedTableValidator().validate(models.tableEntities, elements::getTypeElement, shared);
    shared.printTo(messager);
    checkViewKeys();
  }

  /**
   * The key attributes of the views against what their tables' entities write: this compilation's
   * entities and those an earlier compilation of the output registered (a table with one that cannot
   * be read is not checked).
   */
  private void checkViewKeys() {
    if (models.viewKeys.isEmpty()) {
      return;
    }
    List<ViewKeyAttributeValidator.TableAttributes> entities = new ArrayList<>(models.tableAttributes);
    Set<String> unreadable = new TreeSet<>();
    for (TypeElement entity : viewTables.earlierEntities()) {
      AnnotationMirror table = Annotations.find(entity, Names.TABLE).orElseThrow();
      try {
        entities.add(ViewKeyAttributeValidator.TableAttributes.of(reader.read(entity, table)));
      } catch (RuntimeException | LinkageError e) {
        unreadable.add(ViewTables.tableName(entity, table));
      }
    }
    ValidationReport report = new ValidationReport();
    new ViewKeyAttributeValidator().validate(models.viewKeys, entities, unreadable, elements::getTypeElement, report);
    report.printTo(messager);
  }
}
