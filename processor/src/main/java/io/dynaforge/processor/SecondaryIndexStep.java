package io.dynaforge.processor;

import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.Annotations;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.EntityReader;
import io.dynaforge.processor.model.Names;
import io.dynaforge.processor.validation.EntityValidator;
import io.dynaforge.processor.validation.SecondaryIndexValidator;
import io.dynaforge.processor.validation.ViewKeyAttributeValidator;
import java.util.Set;
import javax.annotation.processing.Messager;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * {@code @SecondaryIndex} views (neither {@code @Table} nor {@code @ItemCollectionView}): the table
 * resolved ({@link ViewTables}), the entity checks and the view checks, then the view's mapper.
 */
final class SecondaryIndexStep implements Step {

  private final Elements elements;
  private final Messager messager;
  private final EntityReader reader;
  private final EntityValidator entityValidator;
  private final SecondaryIndexValidator indexValidator;
  private final ViewTables viewTables;
  private final MapperFiles mappers;
  private final Models models;
  private final GeneratedResources resources;

  SecondaryIndexStep(Elements elements, Messager messager, EntityReader reader, EntityValidator entityValidator,
      SecondaryIndexValidator indexValidator, ViewTables viewTables, MapperFiles mappers, Models models,
      GeneratedResources resources) {
    this.elements = elements;
    this.messager = messager;
    this.reader = reader;
    this.entityValidator = entityValidator;
    this.indexValidator = indexValidator;
    this.viewTables = viewTables;
    this.mappers = mappers;
    this.models = models;
    this.resources = resources;
  }

  @Override
  public Set<TypeElement> types(RoundEnvironment round) {
    Set<TypeElement> types = EntityStep.annotated(elements, round, Names.SECONDARY_INDEX);
    types.removeIf(type -> Annotations.has(type, Names.TABLE) || Annotations.has(type, Names.ITEM_COLLECTION_VIEW));
    return types;
  }

  @Override
  public Outcome process(TypeElement type) {
    EntityModel model = reader.read(type, null);
    ValidationReport report = new ValidationReport();
    if (model.tableName() == null) {
      String table = viewTables.oneTable(type, model.index().annotation(), "@SecondaryIndex", report);
      model = table == null ? model : model.withTableName(table);
    }
    for (ValidationReport.Problem p : entityValidator.validate(model).problems()) {
      report.add(p);
    }
    indexValidator.validateView(model, report);
    report.printTo(messager);
    models.view(model, !report.hasErrors());
    if (!report.hasErrors()) {
      mappers.write(model);
      resources.list(GeneratedResources.ENTITY_MAPPERS, model.mapperName().reflectionName(), type);
      models.tableKeys.add(SecondaryIndexValidator.TableKeys.of(model));
      models.viewKeys.add(ViewKeyAttributeValidator.ViewKeys.of(model));
    }
    return Outcome.DONE;
  }
}
