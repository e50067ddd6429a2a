package io.dynaforge.processor;

import io.dynaforge.processor.model.EntityModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * The {@link TableFacts} of the entities and views an earlier compilation of this output registered
 * and this one did not recompile, for the CloudFormation template and the view-key checks of an
 * incremental build. They come from the {@link TableFactsFile} that compilation left in the class
 * output, so the cost does not grow with the module: the one lookup per earlier mapper is the one the
 * listing merge makes anyway. A registered mapper the file has no line for (an output of an older
 * processor) has its type read from its class file, as {@link EarlierEntities} and
 * {@link ClassPathViews} read them.
 */
final class EarlierTables {

  /** The earlier entities' and views' facts, and the tables of the entities that could not be read. */
  record Read(List<TableFacts> entities, List<TableFacts> views, Set<String> unreadableTables) {}

  private final GeneratedResources resources;
  private final Elements elements;
  private final Models models;
  private final ViewTables viewTables;
  private final EarlierEntities earlierEntities;
  private final ClassPathViews classPathViews;
  private Map<String, TableFacts> recorded;

  EarlierTables(GeneratedResources resources, Elements elements, Models models, ViewTables viewTables,
      EarlierEntities earlierEntities, ClassPathViews classPathViews) {
    this.resources = resources;
    this.elements = elements;
    this.models = models;
    this.viewTables = viewTables;
    this.earlierEntities = earlierEntities;
    this.classPathViews = classPathViews;
  }

  Read read() {
    if (recorded == null) {
      recorded = TableFactsFile.read(resources.earlierLines(TableFactsFile.PATH)); // once: before it is rewritten
    }
    List<TableFacts> entities = new ArrayList<>();
    List<TableFacts> views = new ArrayList<>();
    Set<String> unreadable = new TreeSet<>();
    for (String mapper : viewTables.earlierMappers()) {
      TableFacts facts = recorded.get(mapper);
      if (facts != null) {
        if (!models.isSource(facts.qualifiedName()) && elements.getTypeElement(mapper.replace('$', '.')) != null) {
          (facts.isView() ? views : entities).add(facts);
        }
        continue;
      }
      TypeElement entity = viewTables.earlierEntity(mapper);
      if (entity != null) {
        List<EntityModel> read = new ArrayList<>();
        earlierEntities.read(entity, read, unreadable);
        read.forEach(m -> entities.add(TableFacts.of(m)));
        continue;
      }
      TypeElement view = viewTables.earlierView(mapper);
      if (view != null) {
        try {
          views.add(TableFacts.of(classPathViews.view(view)));
        } catch (RuntimeException | LinkageError unreadableView) {
          // an earlier view whose mapper cannot be read: left out, as a view of another module
        }
      }
    }
    return new Read(entities, views, unreadable);
  }
}
