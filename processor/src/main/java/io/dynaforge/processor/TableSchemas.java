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
      TableSchema.Index index = new TableSchema.Index(view.index().name(), keySchema(TableKeys.of(view), types),
          projection(view), List.of());
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
   * The projection of the index a view reads, as the model declares it: the one place that reads it
   * (the runtime's counterpart is {@code TableDefinitions.projection}). Every index projects
   * {@code ALL} today.
   */
  static String projection(EntityModel view) {
    return "ALL";
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
