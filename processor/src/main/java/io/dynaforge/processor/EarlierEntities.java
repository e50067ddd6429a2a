package io.dynaforge.processor;

import io.dynaforge.processor.model.Annotations;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.EntityReader;
import io.dynaforge.processor.model.Names;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;

/**
 * The models of the @Table entities an earlier compilation of this output registered and this one
 * did not recompile (as {@link ViewTables#earlierEntities} finds them), each read once: what the
 * item-collection codecs and the view-key checks need of an incremental build. Only completed reads
 * are kept; one that fails is tried again next time, and its table is named as unreadable.
 */
final class EarlierEntities {

  /** The entities that could be read, and the tables of those that could not. */
  record Read(List<EntityModel> models, Set<String> unreadableTables) {}

  private final ViewTables viewTables;
  private final EntityReader reader;
  private final Map<String, EntityModel> read = new HashMap<>();

  EarlierEntities(ViewTables viewTables, EntityReader reader) {
    this.viewTables = viewTables;
    this.reader = reader;
  }

  Read read() {
    List<EntityModel> models = new ArrayList<>();
    Set<String> unreadable = new TreeSet<>();
    for (TypeElement entity : viewTables.earlierEntities()) {
      read(entity, models, unreadable);
    }
    return new Read(models, unreadable);
  }

  /** One earlier entity: its model added to {@code models}, or, when it cannot be read, its table to {@code unreadable}. */
  void read(TypeElement entity, List<EntityModel> models, Set<String> unreadable) {
    String name = entity.getQualifiedName().toString();
    EntityModel model = read.get(name);
    AnnotationMirror table = Annotations.find(entity, Names.TABLE).orElseThrow();
    if (model == null) {
      try {
        model = reader.read(entity, table);
        read.put(name, model);
      } catch (RuntimeException | LinkageError e) {
        unreadable.add(ViewTables.tableName(entity, table));
        return;
      }
    }
    models.add(model);
  }
}
