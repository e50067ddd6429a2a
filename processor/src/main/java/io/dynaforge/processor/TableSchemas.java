package io.dynaforge.processor;

import io.dynaforge.processor.model.TableSchema;
import io.dynaforge.processor.validation.SecondaryIndexValidator.KeyAttribute;
import io.dynaforge.processor.validation.SecondaryIndexValidator.TableKeys;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * Plans the tables the compilation declares, for the CloudFormation template: one {@link TableSchema}
 * per logical table of its valid {@code @Table} entities, with the indexes of its valid
 * {@code @SecondaryIndex} views of that table and the {@code @TableIndex}es of its entities, as
 * {@code DynamoDbOperations.createTableRequests} builds
 * them at run time (key schema and types, projections, {@code @TimeToLive}). A view whose table no
 * entity of the compilation declares has no table to go in (its table is in another module's
 * template). Pure: it reads {@link TableFacts} only.
 */
final class TableSchemas {

  private TableSchemas() {}

  /**
   * @param entities the valid @Table entities of the compilation (this one and, for an incremental
   *     build, those an earlier compilation of the output registered)
   * @param views the valid @SecondaryIndex views of the compilation, their tables resolved; the
   *     entities' {@code @TableIndex}es ({@link TableFacts#indexes()}) are declarations of indexes too
   * @return one schema per logical table, sorted by name
   */
  static List<TableSchema> plan(List<TableFacts> entities, List<TableFacts> declaredViews) {
    List<TableFacts> views = new ArrayList<>(declaredViews);
    entities.forEach(e -> views.addAll(e.indexes()));
    Map<String, List<TableFacts>> byTable = new TreeMap<>();
    for (TableFacts e : sorted(entities)) {
      byTable.computeIfAbsent(e.tableName(), k -> new ArrayList<>()).add(e);
    }
    Map<String, List<TableFacts>> viewsByTable = new TreeMap<>();
    for (TableFacts v : sorted(views)) {
      viewsByTable.computeIfAbsent(v.tableName(), k -> new ArrayList<>()).add(v);
    }
    List<TableSchema> tables = new ArrayList<>();
    byTable.forEach((table, tableEntities) -> tables.add(table(table, tableEntities,
        viewsByTable.getOrDefault(table, List.of()))));
    return tables;
  }

  private static TableSchema table(String table, List<TableFacts> entities, List<TableFacts> views) {
    Map<String, String> types = new LinkedHashMap<>();
    TableKeys keys = entities.get(0).keys(); // entities sharing a table share its keys (checked)
    List<TableSchema.KeyElement> keySchema = keySchema(keys, types);
    Map<String, TableSchema.Index> globals = new TreeMap<>();
    Map<String, TableSchema.Index> locals = new TreeMap<>();
    Map<String, TableFacts> indexViews = new TreeMap<>();
    for (TableFacts view : views) {
      indexViews.putIfAbsent(view.index(), view); // views of one index declare it once
    }
    for (TableFacts view : indexViews.values()) {
      TableKeys viewKeys = view.keys();
      List<String> included = included(keys, viewKeys, view, views);
      // as its @SecondaryIndex(projection) declares it; the runtime's counterpart is TableDefinitions.projection
      String projection = view.projection();
      if (projection.equals("INCLUDE") && included.isEmpty()) {
        projection = "KEYS_ONLY"; // DynamoDB takes no INCLUDE without attributes: the same index
      }
      TableSchema.Index index = new TableSchema.Index(view.index(), keySchema(viewKeys, types),
          projection, projection.equals("INCLUDE") ? included : List.of());
      (view.local() ? locals : globals).put(index.name(), index);
    }
    List<TableSchema.Attribute> attributes = new ArrayList<>();
    types.forEach((name, type) -> attributes.add(new TableSchema.Attribute(name, type)));
    return new TableSchema(table, attributes, keySchema, new ArrayList<>(globals.values()),
        new ArrayList<>(locals.values()), timeToLive(entities), streamView(entities));
  }

  private static List<TableSchema.KeyElement> keySchema(TableKeys keys, Map<String, String> types) {
    List<TableSchema.KeyElement> schema = new ArrayList<>();
    for (KeyAttribute a : keys.partition()) {
      schema.add(new TableSchema.KeyElement(a.name(), "HASH"));
      types.putIfAbsent(a.name(), a.type());
    }
    for (KeyAttribute a : keys.sort()) {
      schema.add(new TableSchema.KeyElement(a.name(), "RANGE"));
      types.putIfAbsent(a.name(), a.type());
    }
    return schema;
  }

  /**
   * What an {@code INCLUDE} index adds to its keys: the union of the attributes the views of the
   * index map, less the table's and the index's key attributes (which every index projects), sorted;
   * as {@code TableDefinitions.projection} computes it.
   */
  private static List<String> included(TableKeys table, TableKeys index, TableFacts view, List<TableFacts> views) {
    java.util.Set<String> keys = new java.util.HashSet<>();
    table.partition().forEach(k -> keys.add(k.name()));
    table.sort().forEach(k -> keys.add(k.name()));
    index.partition().forEach(k -> keys.add(k.name()));
    index.sort().forEach(k -> keys.add(k.name()));
    java.util.Set<String> included = new java.util.TreeSet<>();
    for (TableFacts other : views) {
      if (other.index().equals(view.index())) {
        other.attributes().stream().filter(a -> !keys.contains(a)).forEach(included::add);
      }
    }
    return List.copyOf(included);
  }

  /** The @TimeToLive attribute of the table's entities: the first one's, by qualified name. */
  private static String timeToLive(List<TableFacts> entities) {
    return entities.stream().map(TableFacts::timeToLive).filter(Objects::nonNull).findFirst().orElse(null);
  }

  /** The table's stream: the first view other than NONE of its entities, by qualified name (they agree: checked). */
  private static String streamView(List<TableFacts> entities) {
    return entities.stream().map(TableFacts::stream).filter(v -> !v.equals("NONE")).findFirst().orElse("NONE");
  }

  private static List<TableFacts> sorted(List<TableFacts> facts) {
    return facts.stream().sorted(Comparator.comparing(TableFacts::qualifiedName)).toList();
  }
}
