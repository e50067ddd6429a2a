package io.dynaforge.processor.validation;

import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.KeyTemplate;
import io.dynaforge.processor.model.PropertyModel;
import io.dynaforge.processor.model.TypeMapping;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import javax.lang.model.element.TypeElement;

/**
 * Checks {@code @SecondaryIndex} views: each view on its own (key attribute counts and orders, no
 * templates), and the views and entities of a table together (one type per key attribute, index
 * limits, local indexes on the table's partition key, one key schema per index), which DynamoDB would
 * otherwise reject only at CreateTable or on the first Query.
 */
public final class SecondaryIndexValidator {

  /** A key attribute: its name and scalar type (S, N, B). */
  public record KeyAttribute(String name, String type) {
    @Override
    public String toString() {
      return name + " (" + type + ")";
    }
  }

  /**
   * What the table-wide checks need of an entity or a view, kept by name (elements are not reused
   * across rounds).
   *
   * @param index the index a view reads, or null for a table entity
   * @param projection the view's {@code @SecondaryIndex(projection)}, or null for a table entity
   * @param mapped the view's properties and the attributes they map (empty for a table entity)
   * @param keyNames the key attribute names a table entity declares ({@link EntityModel#declaredKeyNames()}),
   *     empty when it declares none (and for a view, and for an entity known from an earlier compilation)
   * @param tableIndex whether the index is a {@code @TableIndex} of the entity {@code qualifiedName}
   *     (not a view)
   */
  public record TableKeys(String qualifiedName, String simpleName, String tableName, String index, boolean local,
      List<KeyAttribute> partition, List<KeyAttribute> sort, String projection, List<Mapped> mapped,
      List<String> keyNames, boolean tableIndex) {

    public TableKeys {
      keyNames = List.copyOf(keyNames);
    }

    public TableKeys(String qualifiedName, String simpleName, String tableName, String index, boolean local,
        List<KeyAttribute> partition, List<KeyAttribute> sort, String projection, List<Mapped> mapped,
        List<String> keyNames) {
      this(qualifiedName, simpleName, tableName, index, local, partition, sort, projection, mapped, keyNames, false);
    }

    /**
     * The indexes a {@code @Table} entity declares with {@code @TableIndex}, as the checks across its table
     * take them (key types as the entity writes the attributes; an attribute it does not write, reported on
     * the entity, as S).
     */
    public static List<TableKeys> indexesOf(EntityModel model) {
      List<TableKeys> indexes = new ArrayList<>();
      Map<String, String> types = model.keyAttributeTypes();
      for (io.dynaforge.processor.model.TableIndexModel index : model.tableIndexes()) {
        List<KeyAttribute> partition = index.partitionKey().stream()
            .map(a -> new KeyAttribute(a, types.getOrDefault(a, "S"))).toList();
        List<KeyAttribute> sort = index.sortKey().stream()
            .map(a -> new KeyAttribute(a, types.getOrDefault(a, "S"))).toList();
        indexes.add(new TableKeys(model.element().getQualifiedName().toString(), model.simpleName(),
            model.tableName(), index.name(), index.local(), partition, sort, index.projection(), List.of(), List.of(),
            true));
      }
      return indexes;
    }

    /** How messages name the declaration: {@code the view ByRegion}, {@code @TableIndex(name = "GSI1") of Order}. */
    String declaration() {
      return tableIndex ? "@TableIndex(name = \"" + index + "\") of " + simpleName : "the view " + simpleName;
    }

    /** {@link #declaration()} at the start of a sentence. */
    String declarationCapitalized() {
      String d = declaration();
      return Character.toUpperCase(d.charAt(0)) + d.substring(1);
    }

    public TableKeys(String qualifiedName, String simpleName, String tableName, String index, boolean local,
        List<KeyAttribute> partition, List<KeyAttribute> sort, String projection, List<Mapped> mapped) {
      this(qualifiedName, simpleName, tableName, index, local, partition, sort, projection, mapped, List.of());
    }

    public TableKeys(String qualifiedName, String simpleName, String tableName, String index, boolean local,
        List<KeyAttribute> partition, List<KeyAttribute> sort) {
      this(qualifiedName, simpleName, tableName, index, local, partition, sort, null, List.of());
    }

    public static TableKeys of(EntityModel model) {
      List<KeyAttribute> partition = new ArrayList<>();
      List<KeyAttribute> sort = new ArrayList<>();
      for (PropertyModel p : model.orderedPartitionKeys()) {
        partition.add(new KeyAttribute(p.attributeName(), p.mapping().dynamoType()));
      }
      for (PropertyModel p : model.orderedSortKeys()) {
        sort.add(new KeyAttribute(p.attributeName(), p.mapping().dynamoType()));
      }
      model.basePartitionKeyTemplate().ifPresent(t -> partition.add(new KeyAttribute(t.column(), "S")));
      model.baseSortKeyTemplate().filter(t -> model.sortKeys().isEmpty())
          .ifPresent(t -> sort.add(new KeyAttribute(t.column(), "S")));
      List<Mapped> mapped = new ArrayList<>();
      if (model.isView()) {
        for (PropertyModel p : model.properties()) {
          if (p.derived() != null) {
            continue;
          }
          if (p.flattened() != null) {
            io.dynaforge.processor.model.EntityModel member = p.flattened().type();
            member.properties().forEach(m -> mapped.add(new Mapped(p.name(), m.attributeName())));
          } else {
            mapped.add(new Mapped(p.name(), p.attributeName()));
          }
        }
      }
      return new TableKeys(model.element().getQualifiedName().toString(), model.simpleName(), model.tableName(),
          model.isView() ? model.index().name() : null, model.isView() && model.index().local(), partition, sort,
          model.isView() ? model.index().projection() : null, mapped, model.declaredKeyNames());
    }

    /** A view's property and an attribute it maps. */
    public record Mapped(String property, String attribute) {}

    String keys() {
      return "partition " + partition + ", sort " + sort;
    }
  }

  /** The checks of one view. */
  public void validateView(EntityModel view, ValidationReport report) {
    String name = view.simpleName();
    TypeElement type = view.element();
    for (KeyTemplate t : view.templates()) {
      report.report(DiagnosticId.TEMPLATE_ON_VIEW, type, t.annotation(), t.display(), name, t.column());
    }
    List<PropertyModel> pks = view.partitionKeys();
    List<PropertyModel> sks = view.sortKeys();
    boolean local = view.index().local();
    String rule = local
        ? "a local index has exactly the base table's partition key and one sort key"
        : "a global index has 1 to 4 partition attributes and up to 4 sort attributes";
    if (pks.isEmpty()) {
      report.report(DiagnosticId.VIEW_KEY_COUNT, type, view.index().annotation(), name, "no @PartitionKey", rule);
    } else if (pks.size() > (local ? 1 : 4)) {
      report.report(DiagnosticId.VIEW_KEY_COUNT, pks.get(local ? 1 : 4).element(), name,
          pks.size() + " @PartitionKey attributes", rule);
    }
    if (sks.size() > (local ? 1 : 4)) {
      report.report(DiagnosticId.VIEW_KEY_COUNT, sks.get(local ? 1 : 4).element(), name,
          sks.size() + " @SortKey attributes", rule);
    } else if (local && sks.isEmpty()) {
      report.report(DiagnosticId.VIEW_KEY_COUNT, type, view.index().annotation(), name, "no @SortKey", rule);
    }
    for (PropertyModel p : view.properties()) {
      if (p.isKey() && !(p.mapping() instanceof TypeMapping.Unsupported) && !p.mapping().isKeyType()) {
        report.report(DiagnosticId.UNSUPPORTED_KEY_TYPE, p.element(), p.name(), name, p.type());
      }
    }
    checkOrders(view, pks, true, report);
    checkOrders(view, sks, false, report);
    if (!local && !pks.isEmpty() && pks.get(0).mapping() instanceof TypeMapping.EnumName) {
      PropertyModel pk = view.orderedPartitionKeys().get(0);
      if (pks.size() == 1) {
        report.report(DiagnosticId.LOW_CARDINALITY_INDEX_KEY, pk.element(), pk.name(), name, pk.type());
      }
    }
  }

  /** Orders must be 0, 1, ... with no gap and no duplicate: a permutation of the key's positions. */
  private static void checkOrders(EntityModel view, List<PropertyModel> keys, boolean partition,
      ValidationReport report) {
    java.util.Set<Integer> seen = new java.util.HashSet<>();
    for (PropertyModel p : keys) {
      int order = (partition ? p.partitionKey() : p.sortKey()).order();
      if (order < 0 || order >= keys.size() || !seen.add(order)) {
        List<Integer> orders = keys.stream().map(k -> (partition ? k.partitionKey() : k.sortKey()).order()).toList();
        report.report(DiagnosticId.KEY_ORDER_GAP, p.element(), (partition ? p.partitionKey() : p.sortKey()).annotation(),
            partition ? "@PartitionKey" : "@SortKey", view.simpleName(), orders.toString());
        return;
      }
    }
  }

  /**
   * The tables whose @Table entities declare different primary keys ({@code TableKeySchemaConflict}):
   * the checks that assume one key schema per table leave them out.
   */
  public static java.util.Set<String> tablesWithConflictingKeys(List<TableKeys> all) {
    java.util.Set<String> conflicting = new java.util.TreeSet<>();
    Map<String, TableKeys> bases = new TreeMap<>();
    for (TableKeys k : all) {
      if (k.index() != null) {
        continue;
      }
      TableKeys base = bases.putIfAbsent(k.tableName(), k);
      if (base != null && !sameKeyNames(base, k)) {
        conflicting.add(k.tableName());
      }
    }
    return conflicting;
  }

  private static boolean sameKeyNames(TableKeys a, TableKeys b) {
    return a.partition().stream().map(KeyAttribute::name).toList().equals(b.partition().stream().map(KeyAttribute::name).toList())
        && a.sort().stream().map(KeyAttribute::name).toList().equals(b.sort().stream().map(KeyAttribute::name).toList());
  }

  /** The checks across each table's entities and views. */
  public void validateTables(List<TableKeys> all, Function<String, TypeElement> types, ValidationReport report) {
    Map<String, List<TableKeys>> byTable = new TreeMap<>();
    for (TableKeys k : all) {
      byTable.computeIfAbsent(k.tableName(), t -> new ArrayList<>()).add(k);
    }
    for (Map.Entry<String, List<TableKeys>> e : byTable.entrySet()) {
      validateTable(e.getKey(), e.getValue(), types, report);
    }
  }

  private void validateTable(String table, List<TableKeys> members, Function<String, TypeElement> types,
      ValidationReport report) {
    Map<String, TableKeys> typeOwners = new LinkedHashMap<>();
    Map<String, String> types1 = new LinkedHashMap<>();
    TableKeys base = members.stream().filter(m -> m.index() == null).findFirst().orElse(null);
    checkKeyNames(table, members, types, report);
    Map<String, TableKeys> byIndex = new TreeMap<>();
    for (TableKeys m : members) {
      TypeElement element = types.apply(m.qualifiedName());
      if (element == null) {
        continue;
      }
      List<KeyAttribute> keys = new ArrayList<>(m.partition());
      keys.addAll(m.sort());
      for (KeyAttribute k : keys) {
        String known = types1.putIfAbsent(k.name(), k.type());
        if (known != null && !known.equals(k.type())) {
          TableKeys owner = typeOwners.get(k.name());
          report.report(DiagnosticId.KEY_ATTRIBUTE_TYPE_CONFLICT, element, k.name(), table, k.type(), m.simpleName(),
              known, owner.simpleName());
        } else {
          typeOwners.putIfAbsent(k.name(), m);
        }
      }
      if (m.index() == null) {
        if (base != null && m != base && !sameKeyNames(base, m) && !namesConflict(base, m)) {
          report.report(DiagnosticId.TABLE_KEY_SCHEMA_CONFLICT, element, m.simpleName(), base.simpleName(), table,
              m.keys(), base.keys());
        }
        continue;
      }
      TableKeys first = byIndex.putIfAbsent(m.index(), m);
      if (first != null && (!first.partition().equals(m.partition()) || !first.sort().equals(m.sort())
          || first.local() != m.local())) {
        report.report(DiagnosticId.INDEX_KEY_SCHEMA_CONFLICT, element, m.tableIndex() ? indexAnnotation(element, m) : null,
            m.declarationCapitalized(), first.declaration(), m.index(), table, m.keys(), first.keys());
      }
      if (first != null && !first.projection().equals(m.projection())) {
        report.report(DiagnosticId.INDEX_PROJECTION_CONFLICT, element, indexAnnotation(element, m), m.declarationCapitalized(),
            first.declaration(), m.index(), table, m.projection(), first.projection());
      }
      if ("KEYS_ONLY".equals(m.projection())) {
        checkKeysOnly(m, base, element, report);
      }
      if (m.local() && base != null && !m.partition().isEmpty() && !base.partition().isEmpty()
          && !m.partition().get(0).name().equals(base.partition().get(0).name())) {
        String tableKey = base.partition().get(0).name();
        report.report(DiagnosticId.LOCAL_INDEX_PARTITION_KEY, element, m.simpleName(), m.partition().get(0).name(),
            table, tableKey, tableKey);
      }
    }
    checkLimit(table, byIndex, true, 5, types, report);
    checkLimit(table, byIndex, false, 20, types, report);
  }

  /** Whether two entities of a table both declare key attribute names, and differently. */
  private static boolean namesConflict(TableKeys base, TableKeys m) {
    return base != null && m != base && !base.keyNames().isEmpty() && !m.keyNames().isEmpty()
        && !base.keyNames().equals(m.keyNames());
  }

  /**
   * Reports, on the {@code @Table} of each entity that declares key attribute names, names that differ
   * from those of the first such entity (by qualified name), on the attribute that differs when written
   * ({@code TableKeySchemaConflict} is then not reported for the pair).
   */
  private static void checkKeyNames(String table, List<TableKeys> members, Function<String, TypeElement> types,
      ValidationReport report) {
    List<TableKeys> naming = members.stream().filter(m -> m.index() == null && !m.keyNames().isEmpty())
        .sorted(java.util.Comparator.comparing(TableKeys::qualifiedName)).toList();
    if (naming.size() < 2) {
      return;
    }
    TableKeys first = naming.get(0);
    for (TableKeys m : naming) {
      TypeElement element = types.apply(m.qualifiedName());
      if (m.keyNames().equals(first.keyNames()) || element == null) {
        continue;
      }
      String attribute = m.keyNames().get(0).equals(first.keyNames().get(0)) ? "sortKey" : "partitionKey";
      report.reportOnAttribute(DiagnosticId.KEY_ATTRIBUTE_NAME_CONFLICT, element,
          io.dynaforge.processor.model.Annotations.find(element, io.dynaforge.processor.model.Names.TABLE).orElse(null),
          attribute, m.simpleName(), table, names(m.keyNames()), first.simpleName(), names(first.keyNames()));
    }
  }

  private static String names(List<String> keyNames) {
    return "'" + keyNames.get(0) + "' and '" + keyNames.get(1) + "'";
  }

  /**
   * A view of a {@code KEYS_ONLY} index maps only key attributes: the index's and the table's (those of
   * the table's entity when this compilation has it, else the default {@code pk}/{@code sk}).
   */
  private static void checkKeysOnly(TableKeys view, TableKeys base, TypeElement element, ValidationReport report) {
    java.util.Set<String> keys = new java.util.HashSet<>();
    view.partition().forEach(k -> keys.add(k.name()));
    view.sort().forEach(k -> keys.add(k.name()));
    if (base != null) {
      base.partition().forEach(k -> keys.add(k.name()));
      base.sort().forEach(k -> keys.add(k.name()));
    } else {
      keys.add(KeyTemplate.BASE_PARTITION_KEY);
      keys.add(KeyTemplate.BASE_SORT_KEY);
    }
    java.util.Set<String> reported = new java.util.HashSet<>();
    for (TableKeys.Mapped mapped : view.mapped()) {
      if (!keys.contains(mapped.attribute()) && reported.add(mapped.property())) {
        report.report(DiagnosticId.ATTRIBUTE_NOT_PROJECTED, property(element, mapped.property()), mapped.property(),
            view.simpleName(), mapped.attribute(), view.index());
      }
    }
  }

  /**
   * The annotation that declares an index on a type: the {@code @TableIndex} of that name on an entity,
   * else the view's {@code @SecondaryIndex}; null when neither is found.
   */
  private static javax.lang.model.element.AnnotationMirror indexAnnotation(TypeElement element, TableKeys keys) {
    if (!keys.tableIndex()) {
      return io.dynaforge.processor.model.Annotations.find(element, io.dynaforge.processor.model.Names.SECONDARY_INDEX)
          .orElse(null);
    }
    List<javax.lang.model.element.AnnotationMirror> mirrors = new ArrayList<>();
    io.dynaforge.processor.model.Annotations.find(element, io.dynaforge.processor.model.Names.TABLE_INDEX)
        .ifPresent(mirrors::add);
    io.dynaforge.processor.model.Annotations.find(element, io.dynaforge.processor.model.Names.TABLE_INDEXES)
        .ifPresent(c -> mirrors.addAll(io.dynaforge.processor.model.Annotations.mirrors(c, "value")));
    return mirrors.stream().filter(m -> io.dynaforge.processor.model.Annotations.string(m, "name").equals(keys.index()))
        .findFirst().orElse(null);
  }

  /** The element a property is declared by: its record component or field, else the type. */
  private static javax.lang.model.element.Element property(TypeElement type, String name) {
    for (javax.lang.model.element.Element e : type.getEnclosedElements()) {
      if ((e.getKind() == javax.lang.model.element.ElementKind.RECORD_COMPONENT
          || e.getKind() == javax.lang.model.element.ElementKind.FIELD) && e.getSimpleName().contentEquals(name)) {
        return e;
      }
    }
    return type;
  }

  private static void checkLimit(String table, Map<String, TableKeys> byIndex, boolean local, int limit,
      Function<String, TypeElement> types, ValidationReport report) {
    List<TableKeys> indexes = byIndex.values().stream().filter(k -> k.local() == local).toList();
    if (indexes.size() <= limit) {
      return;
    }
    TableKeys last = indexes.get(indexes.size() - 1);
    TypeElement element = types.apply(last.qualifiedName());
    if (element != null) {
      report.report(DiagnosticId.TOO_MANY_INDEXES, element, last.tableIndex() ? indexAnnotation(element, last) : null,
          table, indexes.size(),
          local ? "local secondary indexes" : "global secondary indexes",
          indexes.stream().map(TableKeys::index).collect(Collectors.joining(", ")), limit);
    }
  }
}
