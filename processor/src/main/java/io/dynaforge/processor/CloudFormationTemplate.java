package io.dynaforge.processor;

import io.dynaforge.processor.codegen.CloudFormationWriter;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.TableSchema;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * At the last round: the tables of the compilation's valid entities and views, planned by
 * {@link TableSchemas} and written by {@link CloudFormationWriter} to
 * {@code META-INF/dynaforge/cloudformation.json}, with no file when the compilation declares no table.
 * Like the listings, the template is merged with the earlier output: the entities and views an earlier
 * compilation of the output registered and this one did not recompile ({@link EarlierEntities},
 * {@link ViewTables#earlierViews}, read through their mappers as {@link ClassPathViews} reads views)
 * keep their tables and indexes in it. Views of other modules are not in it: their indexes belong to
 * their own module's template.
 */
final class CloudFormationTemplate {

  private final Models models;
  private final EarlierEntities earlierEntities;
  private final ViewTables viewTables;
  private final ClassPathViews classPathViews;
  private final GeneratedResources resources;

  CloudFormationTemplate(Models models, EarlierEntities earlierEntities, ViewTables viewTables,
      ClassPathViews classPathViews, GeneratedResources resources) {
    this.models = models;
    this.earlierEntities = earlierEntities;
    this.viewTables = viewTables;
    this.classPathViews = classPathViews;
    this.resources = resources;
  }

  void write() {
    Map<String, EntityModel> entities = new LinkedHashMap<>();
    Map<String, EntityModel> views = new LinkedHashMap<>();
    List<Element> origins = new ArrayList<>();
    for (EntityModel e : models.validEntities()) {
      if (models.isSource(e.element())) {
        entities.put(e.element().getQualifiedName().toString(), e);
        origins.add(e.element());
      }
    }
    for (EntityModel v : models.validViews()) {
      if (models.isSource(v.element())) {
        views.put(v.element().getQualifiedName().toString(), v);
        origins.add(v.element());
      }
    }
    earlierEntities.read().models().forEach(e -> entities.putIfAbsent(e.element().getQualifiedName().toString(), e));
    for (TypeElement view : viewTables.earlierViews()) {
      try {
        EntityModel model = classPathViews.view(view);
        views.putIfAbsent(view.getQualifiedName().toString(), model);
      } catch (RuntimeException | LinkageError unreadable) {
        // an earlier view whose mapper cannot be read: left out, as a view of another module
      }
    }
    if (entities.isEmpty()) {
      return;
    }
    List<TableSchema> tables = TableSchemas.plan(new ArrayList<>(entities.values()), new ArrayList<>(views.values()));
    resources.file(CloudFormationWriter.PATH, CloudFormationWriter.write(tables), origins.toArray(new Element[0]));
  }
}
