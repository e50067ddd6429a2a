package io.dynaforge.processor;

import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.PropertyModel;
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
 * {@code @SecondaryIndex} views of that table, as {@code DynamoDbOperations.createTableRequests} builds
 * them at run time (key schema and types, projections, {@code @TimeToLive}). A view whose table no
 * entity of the compilation declares has no table to go in (its table is in another module's
 * template). Pure: it reads models only.
 */
final class TableSchemas {

  private TableSchemas() {}

  /**
   * @param entities the valid @Table entities of the compilation (this one and, for an incremental
   *     build, those an earlier compilation of the output registered)
   * @param views the valid @SecondaryIndex views of the compilation, their tables resolved
   * @return one schema per logical table, sorted by name
   */
  static List<TableSchema> plan(List<EntityModel> entities, List<EntityModel> views) {
    Map<String, List<EntityModel>> byTable = new TreeMap<>();
    for (EntityModel e : sorted(entities)) {
      byTable.computeIfAbsent(e.tableName(), k -> new ArrayList<>()).add(e);
    }
    Map<String, List<EntityModel>> viewsByTable = new TreeMap<>();
    for (EntityModel v : sorted(views)) {
      viewsByTable.computeIfAbsent(v.tableName(), k -> new ArrayList<>()).add(v);
    }
    List<TableSchema> tables = new ArrayList<>();
    byTable.forEach((table, tableEntities) -> tables.add(table(table, tableEntities,
        viewsByTable.getOrDefault(table, List.of()))));
    return tables;
  }

  private static TableSchema table(String table, List<EntityModel> entities, List<EntityModel> views) {
    Map<String, String> types = new LinkedHashMap<>();
    TableKeys keys = TableKeys.of(entities.get(0)); // entities sharing a table share its keys (checked)
    List<TableSchema.KeyElement> keySchema = keySchema(keys, types);
    Map<String, TableSchema.Index> globals = new TreeMap<>();
    Map<String, TableSchema.Index> locals = new TreeMap<>();
    Map<String, EntityModel> indexViews = new TreeMap<>();
    for (EntityModel view : views) {
      indexViews.putIfAbsent(view.index().name(), view); // views of one index declare it once
    }
    for (EntityModel view : indexViews.values()) {
      TableKeys viewKeys = TableKeys.of(view);
      List<String> included = included(keys, viewKeys, view, views);
      String projection = projection(view);
      if (projection.equals("INCLUDE") && included.isEmpty()) {
        projection = "KEYS_ONLY"; // DynamoDB takes no INCLUDE without attributes: the same index
      }
      TableSchema.Index index = new TableSchema.Index(view.index().name(), keySchema(viewKeys, types),
          projection, projection.equals("INCLUDE") ? included : List.of());
      (view.index().local() ? locals : globals).put(index.name(), index);
    }
    List<TableSchema.Attribute> attributes = new ArrayList<>();
    types.forEach((name, type) -> attributes.add(new TableSchema.Attribute(name, type)));
    return new TableSchema(table, attributes, keySchema, new ArrayList<>(globals.values()),
        new ArrayList<>(locals.values()), timeToLive(entities));
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
   * The projection of the index a view reads, as its {@code @SecondaryIndex(projection)} declares it:
   * {@code ALL}, {@code KEYS_ONLY} or {@code INCLUDE} (the runtime's counterpart, which
   * {@code createTables} uses, is {@code TableDefinitions.projection}).
   */
  static String projection(EntityModel view) {
    return view.index().projection();
  }

  /**
   * What an {@code INCLUDE} index adds to its keys: the union of the attributes the views of the
   * index map, less the table's and the index's key attributes (which every index projects), sorted;
   * as {@code TableDefinitions.projection} computes it.
   */
  private static List<String> included(TableKeys table, TableKeys index, EntityModel view, List<EntityModel> views) {
    java.util.Set<String> keys = new java.util.HashSet<>();
    table.partition().forEach(k -> keys.add(k.name()));
    table.sort().forEach(k -> keys.add(k.name()));
    index.partition().forEach(k -> keys.add(k.name()));
    index.sort().forEach(k -> keys.add(k.name()));
    java.util.Set<String> included = new java.util.TreeSet<>();
    for (EntityModel other : views) {
      if (other.index().name().equals(view.index().name())) {
        other.attributeNames().stream().filter(a -> !keys.contains(a)).forEach(included::add);
      }
    }
    return List.copyOf(included);
  }

  /** The @TimeToLive attribute of the table's entities: the first one's, by qualified name. */
  private static String timeToLive(List<EntityModel> entities) {
    return entities.stream().map(e -> e.timeToLiveProperty().map(PropertyModel::attributeName).orElse(null))
        .filter(Objects::nonNull).findFirst().orElse(null);
  }

  private static List<EntityModel> sorted(List<EntityModel> models) {
    return models.stream().sorted(Comparator.comparing(m -> m.element().getQualifiedName().toString())).toList();
  }
}
