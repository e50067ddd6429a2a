package io.dynaforge.processor;

import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.Annotations;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.EntityReader;
import io.dynaforge.processor.model.Names;
import io.dynaforge.processor.validation.EntityValidator;
import io.dynaforge.processor.validation.SecondaryIndexValidator;
import io.dynaforge.processor.validation.SharedTableValidator;
import io.dynaforge.processor.validation.ViewKeyAttributeValidator;
import java.util.LinkedHashSet;
import java.util.Set;
import javax.annotation.processing.Messager;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/** {@code @Table} entities: read, validate, write the mapper (and keys) and register it. */
final class EntityStep implements Step {

  private final Elements elements;
  private final Messager messager;
  private final EntityReader reader;
  private final EntityValidator validator;
  private final MapperFiles mappers;
  private final Models models;
  private final GeneratedResources resources;

  EntityStep(Elements elements, Messager messager, EntityReader reader, EntityValidator validator,
      MapperFiles mappers, Models models, GeneratedResources resources) {
    this.elements = elements;
    this.messager = messager;
    this.reader = reader;
    this.validator = validator;
    this.mappers = mappers;
    this.models = models;
    this.resources = resources;
  }

  @Override
  public Set<TypeElement> types(RoundEnvironment round) {
    return annotated(elements, round, Names.TABLE);
  }

  /** The types of a round annotated with one of our annotations (none when it is not on the class path). */
  static Set<TypeElement> annotated(Elements elements, RoundEnvironment round, String annotation) {
    Set<TypeElement> types = new LinkedHashSet<>();
    TypeElement type = elements.getTypeElement(annotation);
    if (type != null) {
      for (Element element : RoundOrder.inNameOrder(round.getElementsAnnotatedWith(type))) {
        if (element instanceof TypeElement t) {
          types.add(t);
        }
      }
    }
    return types;
  }

  @Override
  public Outcome process(TypeElement type) {
    AnnotationMirror table = Annotations.find(type, Names.TABLE).orElseThrow();
    EntityModel model = reader.read(type, table);
    ValidationReport report = validator.validate(model);
    models.entity(model, !report.hasErrors());
    report.printTo(messager);
    if (!report.hasErrors()) {
      mappers.write(model);
      resources.list(GeneratedResources.ENTITY_MAPPERS, model.mapperName().reflectionName(), type);
      models.tableEntities.add(SharedTableValidator.TableEntity.of(model));
      models.tableKeys.add(SecondaryIndexValidator.TableKeys.of(model));
      models.tableKeys.addAll(SecondaryIndexValidator.TableKeys.indexesOf(model));
      models.tableAttributes.add(ViewKeyAttributeValidator.TableAttributes.of(model));
    }
    return Outcome.DONE;
  }
}
