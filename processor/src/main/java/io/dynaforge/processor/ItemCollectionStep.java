package io.dynaforge.processor;

import io.dynaforge.processor.codegen.CollectionMapperWriter;
import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.Annotations;
import io.dynaforge.processor.model.CollectionViewModel;
import io.dynaforge.processor.model.CollectionViewReader;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.Names;
import io.dynaforge.processor.validation.CollectionViewValidator;
import io.dynaforge.processor.validation.EntityValidator;
import io.dynaforge.processor.validation.ViewKeyAttributeValidator;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.Filer;
import javax.annotation.processing.Messager;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/** {@code @ItemCollectionView}s: the table resolved like a view's, the checks, then the fold and its registration. */
final class ItemCollectionStep implements Step {

  private final Elements elements;
  private final Filer filer;
  private final Messager messager;
  private final CollectionViewReader reader;
  private final EarlierEntities earlierEntities;
  private final EntityValidator entityValidator;
  private final CollectionViewValidator collectionValidator = new CollectionViewValidator();
  private final CollectionMapperWriter writer;
  private final ViewTables viewTables;
  private final Models models;
  private final GeneratedResources resources;

  ItemCollectionStep(Elements elements, Filer filer, Messager messager, CollectionViewReader reader,
      EarlierEntities earlierEntities, EntityValidator entityValidator, CollectionMapperWriter writer, ViewTables viewTables, Models models,
      GeneratedResources resources) {
    this.elements = elements;
    this.filer = filer;
    this.messager = messager;
    this.reader = reader;
    this.earlierEntities = earlierEntities;
    this.entityValidator = entityValidator;
    this.writer = writer;
    this.viewTables = viewTables;
    this.models = models;
    this.resources = resources;
  }

  @Override
  public Set<TypeElement> types(RoundEnvironment round) {
    Set<TypeElement> types = EntityStep.annotated(elements, round, Names.ITEM_COLLECTION_VIEW);
    types.removeIf(type -> Annotations.has(type, Names.TABLE));
    return types;
  }

  @Override
  public Outcome process(TypeElement type) {
    CollectionViewModel model = reader.read(type);
    ValidationReport report = new ValidationReport();
    if (model.tableName() == null) {
      String table = viewTables.oneTable(type, model.annotation(), "@ItemCollectionView", report);
      model = table == null ? model : model.withTableName(table);
    }
    for (ValidationReport.Problem p : entityValidator.validate(model.view()).problems()) {
      report.add(p);
    }
    collectionValidator.validate(model, report);
    report.printTo(messager);
    if (model.tableName() != null) {
      model = model.withKeyCodecs(tableEntities());
    }
    models.collection(model, !report.hasErrors());
    if (report.hasErrors()) {
      return Outcome.DONE;
    }
    try {
      SourceFiles.write(writer.write(model), filer);
      resources.list(GeneratedResources.COLLECTION_MAPPERS, model.mapperName().reflectionName(), type);
      models.viewKeys.add(ViewKeyAttributeValidator.ViewKeys.of(model));
    } catch (IOException e) {
      // through a report, which places a record's problem where ecj can show it
      new ValidationReport().report(DiagnosticId.INTERNAL_ERROR, type, type.getQualifiedName(),
          "cannot write " + model.mapperName() + ": " + String.valueOf(e.getMessage())).printTo(messager);
    }
    return Outcome.DONE;
  }

  /**
   * The @Table entities whose generated key codecs the fold may delegate to: this compilation's
   * valid ones read so far (entity steps run before this one in each round), and those an earlier
   * compilation of the same output registered (as {@link ViewTables} finds them); one that cannot be
   * read is left out, and its attributes take the runtime's rule.
   */
  private List<EntityModel> tableEntities() {
    List<EntityModel> entities = new ArrayList<>(models.validEntities());
    entities.addAll(earlierEntities.read().models());
    return entities;
  }
}
