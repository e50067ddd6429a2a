package io.dynaforge.processor;

import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.Annotations;
import io.dynaforge.processor.model.Names;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;

/**
 * The table of a {@code @SecondaryIndex} or {@code @ItemCollectionView} view that names none: the one
 * table of the module's @Table entities, those of this compilation and those an earlier compilation of
 * the same output registered (the class output's {@code META-INF/services/io.dynaforge.mapping.EntityMapper}),
 * so that an incremental build that recompiles only the view gives it the table a full build does.
 * When they use several tables, or none, the view must name its table.
 */
final class ViewTables {

  private static final String ENTITY_MAPPER = "io.dynaforge.mapping.EntityMapper";

  private final Models models;
  private final Elements elements;
  private final Supplier<List<String>> earlierMappers;
  private Set<String> earlierTables;

  ViewTables(Models models, Elements elements, Supplier<List<String>> earlierMappers) {
    this.models = models;
    this.elements = elements;
    this.earlierMappers = earlierMappers;
  }

  /** The one table, or null (reported) when there are several or none. */
  String oneTable(TypeElement view, AnnotationMirror annotation, String kind, ValidationReport report) {
    Set<String> tables = new TreeSet<>(earlierTables());
    models.tableEntities.forEach(e -> tables.add(e.tableName()));
    if (tables.size() == 1) {
      return tables.iterator().next();
    }
    report.report(DiagnosticId.VIEW_TABLE_REQUIRED, view, annotation, kind, view.getSimpleName(),
        tables.isEmpty() ? "no @Table entity of this module declares a table"
            : "the @Table entities of this module use the tables " + String.join(", ", tables), kind);
    return null;
  }

  /** The tables of the entities an earlier compilation of this output registered and this one did not recompile. */
  private Set<String> earlierTables() {
    if (earlierTables == null) {
      earlierTables = new TreeSet<>();
      for (TypeElement entity : earlierEntities()) {
        Annotations.find(entity, Names.TABLE).ifPresent(table -> earlierTables.add(tableName(entity, table)));
      }
    }
    return earlierTables;
  }

  /**
   * The @Table entities an earlier compilation of this output registered (the class output's
   * {@code EntityMapper} listing) that still exist and that this compilation did not recompile.
   */
  List<TypeElement> earlierEntities() {
    List<TypeElement> entities = new ArrayList<>();
    for (String mapperName : earlierMappers.get()) {
      TypeElement entity = earlierEntity(mapperName);
      if (entity != null) {
        entities.add(entity);
      }
    }
    return entities;
  }

  /** The mappers an earlier compilation of this output registered (binary names), whether they still exist or not. */
  List<String> earlierMappers() {
    return earlierMappers.get();
  }

  /** The @Table entity of an earlier registered mapper, or null: gone, recompiled, or not an entity. */
  TypeElement earlierEntity(String mapperName) {
    TypeElement entity = earlierMapped(mapperName);
    return entity != null && Annotations.has(entity, Names.TABLE) ? entity : null;
  }

  /** The @SecondaryIndex view of an earlier registered mapper, or null: gone, recompiled, or not a view. */
  TypeElement earlierView(String mapperName) {
    TypeElement view = earlierMapped(mapperName);
    return view != null && Annotations.has(view, Names.SECONDARY_INDEX) && !Annotations.has(view, Names.TABLE)
        && !Annotations.has(view, Names.ITEM_COLLECTION_VIEW) ? view : null;
  }

  private TypeElement earlierMapped(String mapperName) {
    TypeElement mapper = elements.getTypeElement(mapperName.replace('$', '.'));
    TypeElement type = mapper == null ? null : mappedType(mapper);
    return type != null && !models.isSource(type) ? type : null;
  }

  /** The logical table of an entity's {@code @Table}: its value, else the simple class name. */
  static String tableName(TypeElement entity, AnnotationMirror table) {
    String name = Annotations.string(table, "value");
    return name.isEmpty() ? entity.getSimpleName().toString() : name;
  }

  /** {@code T} of a mapper's {@code EntityMapper<T>}. */
  private static TypeElement mappedType(TypeElement mapper) {
    for (TypeMirror i : mapper.getInterfaces()) {
      if (i instanceof DeclaredType d && ((TypeElement) d.asElement()).getQualifiedName().contentEquals(ENTITY_MAPPER)
          && d.getTypeArguments().size() == 1 && d.getTypeArguments().get(0) instanceof DeclaredType t) {
        return (TypeElement) t.asElement();
      }
    }
    return null;
  }
}
