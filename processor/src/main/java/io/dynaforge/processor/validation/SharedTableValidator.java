package io.dynaforge.processor.validation;

import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.Annotations;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.Names;
import io.dynaforge.processor.model.PropertyModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;

/**
 * Checks the {@code @Table} entities of a compilation together: several entities in one physical
 * table must each be able to tell their items apart (a literal-prefixed or constant sort-key
 * template), else their scans and queries read the other kinds too; and their {@code @TimeToLive}
 * properties must store one attribute, since a table has one time-to-live attribute.
 */
public final class SharedTableValidator {

  /** What the check needs of one entity; kept by name, since elements are not reused across rounds. */
  public record TableEntity(String qualifiedName, String simpleName, String tableName, boolean hasItemKind,
      String timeToLiveProperty, String timeToLiveAttribute, String streamView) {

    /**
     * An entity has an item kind when its sort-key template starts with a literal or is a constant.
     * One that routes {@code @Embedded} members by the sort key reads every kind on purpose (the
     * reference's single-entity design), so it counts as telling its items apart too.
     */
    public static TableEntity of(EntityModel entity) {
      boolean kind = entity.sortKeys().isEmpty() && entity.baseSortKeyTemplate()
          .map(t -> t.isConstant() || !t.leadingLiteral().isEmpty()).orElse(false);
      kind = kind || entity.properties().stream().anyMatch(p -> p.flattened() != null && p.flattened().isRouted());
      PropertyModel ttl = entity.timeToLiveProperty().orElse(null);
      return new TableEntity(entity.element().getQualifiedName().toString(), entity.simpleName(),
          entity.tableName(), kind, ttl == null ? null : ttl.name(), ttl == null ? null : ttl.attributeName(),
          entity.streamView());
    }
  }

  /** Reports on each entity without an item kind that shares its table; {@code types} finds its element. */
  public void validate(List<TableEntity> entities, Function<String, TypeElement> types, ValidationReport report) {
    Map<String, List<TableEntity>> byTable = new TreeMap<>();
    for (TableEntity e : entities) {
      byTable.computeIfAbsent(e.tableName(), k -> new ArrayList<>()).add(e);
    }
    for (Map.Entry<String, List<TableEntity>> table : byTable.entrySet()) {
      List<TableEntity> sharing = table.getValue();
      if (sharing.size() < 2) {
        continue;
      }
      checkStreamView(table.getKey(), sharing, types, report);
      for (TableEntity e : sharing) {
        TypeElement element = types.apply(e.qualifiedName());
        if (e.hasItemKind() || element == null) {
          continue;
        }
        List<String> others = sharing.stream().filter(o -> o != e).map(TableEntity::simpleName).sorted().toList();
        report.report(DiagnosticId.SHARED_TABLE_WITHOUT_ITEM_KIND, element, e.simpleName(), table.getKey(),
            String.join(", ", others), e.simpleName(), e.simpleName());
      }
      checkTimeToLive(table.getKey(), sharing, types, report);
    }
  }

  /**
   * Reports, on the {@code @Table} of each entity, a stream view other than NONE that differs from the
   * first such view (by qualified name): a table has one stream.
   */
  private static void checkStreamView(String table, List<TableEntity> sharing, Function<String, TypeElement> types,
      ValidationReport report) {
    List<TableEntity> streaming = sharing.stream().filter(e -> !e.streamView().equals("NONE"))
        .sorted(java.util.Comparator.comparing(TableEntity::qualifiedName)).toList();
    if (streaming.stream().map(TableEntity::streamView).distinct().count() < 2) {
      return;
    }
    TableEntity first = streaming.get(0);
    for (TableEntity e : streaming) {
      TypeElement type = types.apply(e.qualifiedName());
      if (e.streamView().equals(first.streamView()) || type == null) {
        continue;
      }
      report.report(DiagnosticId.STREAM_VIEW_CONFLICT, type, Annotations.find(type, Names.TABLE).orElse(null),
          e.simpleName(), e.streamView(), first.simpleName(), table, first.streamView());
    }
  }

  /** Reports on each @TimeToLive property whose attribute differs from the first one's (by entity name). */
  private static void checkTimeToLive(String table, List<TableEntity> sharing, Function<String, TypeElement> types,
      ValidationReport report) {
    List<TableEntity> expiring = sharing.stream().filter(e -> e.timeToLiveAttribute() != null)
        .sorted(java.util.Comparator.comparing(TableEntity::qualifiedName)).toList();
    if (expiring.stream().map(TableEntity::timeToLiveAttribute).distinct().count() < 2) {
      return;
    }
    TableEntity first = expiring.get(0);
    for (TableEntity e : expiring) {
      TypeElement type = types.apply(e.qualifiedName());
      if (e.timeToLiveAttribute().equals(first.timeToLiveAttribute()) || type == null) {
        continue;
      }
      Element property = timeToLiveElement(type, e.timeToLiveProperty());
      report.report(DiagnosticId.TIME_TO_LIVE_CONFLICT, property,
          Annotations.find(property, Names.TIME_TO_LIVE).orElse(null), e.timeToLiveProperty(), e.simpleName(),
          e.timeToLiveAttribute(), first.simpleName(), table, first.timeToLiveAttribute(),
          first.timeToLiveAttribute());
    }
  }

  /** The field, record component or accessor of the property that carries @TimeToLive (else the type). */
  private static Element timeToLiveElement(TypeElement type, String property) {
    for (Element e : type.getEnclosedElements()) {
      boolean named = e.getSimpleName().contentEquals(property) || e.getKind() == ElementKind.METHOD
          && e.getSimpleName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(property.toLowerCase(java.util.Locale.ROOT));
      if (named && (e.getKind() == ElementKind.RECORD_COMPONENT || e.getKind() == ElementKind.FIELD
          || e.getKind() == ElementKind.METHOD) && Annotations.find(e, Names.TIME_TO_LIVE).isPresent()) {
        return e;
      }
    }
    return type;
  }
}
