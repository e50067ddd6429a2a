package io.dynaforge.processor.validation;

import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.EntityModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import javax.lang.model.element.TypeElement;

/**
 * Checks the {@code @Table} entities of a compilation together: several entities in one physical
 * table must each be able to tell their items apart (a literal-prefixed or constant sort-key
 * template), else their scans and queries read the other kinds too.
 */
public final class SharedTableValidator {

  /** What the check needs of one entity; kept by name, since elements are not reused across rounds. */
  public record TableEntity(String qualifiedName, String simpleName, String tableName, boolean hasItemKind) {

    /**
     * An entity has an item kind when its sort-key template starts with a literal or is a constant.
     * One that routes {@code @Embedded} members by the sort key reads every kind on purpose (the
     * reference's single-entity design), so it counts as telling its items apart too.
     */
    public static TableEntity of(EntityModel entity) {
      boolean kind = entity.sortKeys().isEmpty() && entity.baseSortKeyTemplate()
          .map(t -> t.isConstant() || !t.leadingLiteral().isEmpty()).orElse(false);
      kind = kind || entity.properties().stream().anyMatch(p -> p.flattened() != null && p.flattened().isRouted());
      return new TableEntity(entity.element().getQualifiedName().toString(), entity.simpleName(),
          entity.tableName(), kind);
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
      for (TableEntity e : sharing) {
        TypeElement element = types.apply(e.qualifiedName());
        if (e.hasItemKind() || element == null) {
          continue;
        }
        List<String> others = sharing.stream().filter(o -> o != e).map(TableEntity::simpleName).sorted().toList();
        report.report(DiagnosticId.SHARED_TABLE_WITHOUT_ITEM_KIND, element, e.simpleName(), table.getKey(),
            String.join(", ", others), e.simpleName(), e.simpleName());
      }
    }
  }
}
