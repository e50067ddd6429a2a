package io.dynaforge.processor;

import com.palantir.javapoet.ClassName;
import io.dynaforge.processor.codegen.MapperWriter;
import io.dynaforge.processor.model.CollectionViewModel;
import io.dynaforge.processor.model.CollectionViewReader;
import io.dynaforge.processor.model.DeferException;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.EntityReader;
import io.dynaforge.processor.model.TypeMappingResolver;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;

/**
 * The views a repository reads: those of this compilation as their steps read them, and those
 * compiled in another module, read from their class files. A view of another module is usable when
 * its generated mapper is on the class path (it proves the view validated there), and its table is
 * the one that mapper's {@code TABLE_NAME} holds, as resolved in the view's own compilation.
 */
final class ClassPathViews {

  private final Elements elements;
  private final EntityReader reader;
  private final CollectionViewReader collectionReader;
  private final Models models;

  ClassPathViews(Elements elements, EntityReader reader, CollectionViewReader collectionReader, Models models) {
    this.elements = elements;
    this.reader = reader;
    this.collectionReader = collectionReader;
    this.models = models;
  }

  /** A {@code @SecondaryIndex} view; defers while one of this compilation is not processed yet. */
  EntityModel view(TypeElement view) {
    return models.view(view).orElseGet(() -> {
      String table = table(view, "view");
      EntityModel model = reader.read(view, null);
      model = model.tableName() == null ? model.withTableName(table) : model;
      models.view(model, true);
      return model;
    });
  }

  /** An {@code @ItemCollectionView}, likewise. */
  CollectionViewModel collection(TypeElement view) {
    return models.collection(view).orElseGet(() -> {
      String table = table(view, "item-collection view");
      CollectionViewModel model = collectionReader.read(view);
      model = model.tableName() == null ? model.withTableName(table) : model;
      models.collection(model, true);
      return model;
    });
  }

  /** The table the generated mapper of a view of another module holds. */
  private String table(TypeElement view, String kind) {
    if (models.isSource(view)) {
      throw new DeferException(view.getQualifiedName() + " (its " + kind + " is not processed yet)");
    }
    String mapperName = TypeMappingResolver.mapperName(ClassName.get(view)).canonicalName();
    TypeElement mapper = elements.getTypeElement(mapperName);
    if (mapper == null) {
      throw new DeferException(view.getQualifiedName() + " (an " + kind + " of another module whose " + mapperName
          + " is not on the class path: compile that module with dynaforge-processor)");
    }
    for (VariableElement field : ElementFilter.fieldsIn(mapper.getEnclosedElements())) {
      if (field.getSimpleName().contentEquals(MapperWriter.TABLE_NAME) && field.getConstantValue() instanceof String t) {
        return t;
      }
    }
    throw new DeferException(view.getQualifiedName() + " (an " + kind + " of another module whose " + mapperName
        + " has no TABLE_NAME: compile that module with this version of dynaforge-processor)");
  }
}
