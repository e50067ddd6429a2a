package io.dynaforge.schema;

import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.core.engine.TableDefinitions;
import io.dynaforge.core.engine.TableRequests;
import io.dynaforge.mapping.DynamoDbMappingException;
import io.dynaforge.mapping.EntityMetadata;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateGlobalSecondaryIndexAction;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;

/**
 * The schema as code: compares the tables the models of the given entities and views declare with
 * the live tables, and creates or updates them. Tables are those
 * {@link DynamoDbOperations#createTableRequests} builds (one per physical table, named through the
 * template's {@code TableNameResolver}, with the indexes of every registered view of the table), plus
 * time to live on the {@code @TimeToLive} attribute of their entities.
 *
 * <ul>
 *   <li>{@link #validate} lists every difference and changes nothing;</li>
 *   <li>{@link #create} creates the missing tables with their indexes (waiting until they are ACTIVE)
 *       and enables their time to live; existing tables are left as they are;</li>
 *   <li>{@link #update} also adds, to existing tables, the missing global secondary indexes (one
 *       UpdateTable each, waiting until the index is ACTIVE), enables time to live and the stream
 *       {@code @Table(stream)} declares (UpdateTable with a {@code StreamSpecification}). What cannot be
 *       changed in place (a key schema or key attribute type, a missing or different local secondary
 *       index, a different global one, a stream of another view) is a {@link SchemaMismatchException}, thrown before anything
 *       changes.</li>
 * </ul>
 * Nothing is ever deleted: an index or time to live the model does not know is left alone (and
 * reported as harmless).
 */
public class SchemaManager {

  private final DynamoDbOperations operations;
  /** The template's table requests: sent through its executor (observed, translated by its translator). */
  private final TableRequests tableRequests;
  private final TableActivation activation;

  public SchemaManager(DynamoDbOperations operations) {
    this.operations = Objects.requireNonNull(operations, "operations");
    this.tableRequests = TableRequests.of(operations);
    this.activation = new TableActivation(tableRequests);
  }

  /** Every difference between the models of these entities and views and the live tables; sends only reads. */
  public SchemaReport validate(Class<?>... types) {
    List<String> differences = new ArrayList<>();
    List<String> harmless = new ArrayList<>();
    for (Compared table : compare(declaredTables(types))) {
      for (Difference d : table.differences()) {
        (d.harmless() ? harmless : differences).add(d.text());
      }
    }
    return new SchemaReport(differences, harmless);
  }

  /**
   * Creates the tables of these entities and views that do not exist, with their indexes, waits until
   * they are ACTIVE and enables their time to live. Existing tables are left alone.
   *
   * @return the changes made, one line each (none when every table existed)
   */
  public List<String> create(Class<?>... types) {
    List<DeclaredTable> tables = declaredTables(types);
    List<String> changes = new ArrayList<>();
    List<DeclaredTable> missing = new ArrayList<>();
    for (DeclaredTable table : tables) {
      if (describe(table.name()) == null) {
        missing.add(table);
      }
    }
    if (!missing.isEmpty()) {
      // creates the missing tables, waits until they are ACTIVE and enables their time to live
      operations.createTables(types);
      for (DeclaredTable table : missing) {
        changes.add("created table '" + table.name() + "'" + indexes(table.request())
            + (table.request().streamSpecification() == null ? ""
                : " and a stream (" + table.request().streamSpecification().streamViewTypeAsString() + ")"));
        if (table.timeToLiveAttribute() != null) {
          changes.add("enabled time to live on attribute '" + table.timeToLiveAttribute() + "' of table '"
              + table.name() + "'");
        }
      }
    }
    return changes;
  }

  /**
   * {@link #create}, then, on existing tables, adds every missing global secondary index (one at a
   * time, waiting until each is ACTIVE) and enables time to live on the {@code @TimeToLive} attribute.
   *
   * @return the changes made, one line each
   * @throws SchemaMismatchException when a table differs in what cannot be changed in place; nothing
   *     has been changed then
   */
  public List<String> update(Class<?>... types) {
    List<Compared> tables = compare(declaredTables(types));
    List<String> unfixable = tables.stream().flatMap(t -> t.differences().stream())
        .filter(d -> !d.harmless() && !d.fixableInPlace()).map(Difference::text).toList();
    if (!unfixable.isEmpty()) {
      throw new SchemaMismatchException("The live tables differ from the model in what cannot be changed in place"
          + " (nothing was changed):\n- " + String.join("\n- ", unfixable), unfixable);
    }
    List<String> changes = new ArrayList<>(create(types));
    for (Compared compared : tables) {
      TableDescription live = compared.live();
      if (live == null) {
        continue; // created above
      }
      for (Difference d : compared.differences()) {
        switch (d.kind()) {
          case MISSING_GLOBAL_INDEX -> live = addGlobalIndex(compared.table(), live, d.index(), changes);
          case TIME_TO_LIVE_DISABLED -> enableTimeToLive(compared.table(), changes);
          case STREAM_DISABLED -> live = enableStream(compared.table(), changes);
          default -> { } // harmless: left alone
        }
      }
    }
    return changes;
  }

  // ------------------------------------------------------------------ the model's tables

  /** One declared table per physical table, in the order of {@code createTableRequests}. */
  private List<DeclaredTable> declaredTables(Class<?>... types) {
    Map<String, Set<String>> entities = new LinkedHashMap<>();
    Map<String, Map<String, String>> timeToLive = new LinkedHashMap<>();
    for (Class<?> type : types) {
      EntityMetadata metadata = metadata(type);
      String table = operations.getTableName(type);
      entities.computeIfAbsent(table, t -> new LinkedHashSet<>()).add(metadata.entityName());
      if (!metadata.isView() && metadata.timeToLiveAttribute() != null) {
        timeToLive.computeIfAbsent(table, t -> new LinkedHashMap<>())
            .put(metadata.entityName(), metadata.timeToLiveAttribute());
      }
    }
    List<DeclaredTable> tables = new ArrayList<>();
    for (CreateTableRequest request : operations.createTableRequests(types)) {
      String table = request.tableName();
      Map<String, String> ttl = timeToLive.getOrDefault(table, Map.of());
      if (new LinkedHashSet<>(ttl.values()).size() > 1) {
        throw new InvalidDataAccessApiUsageException("The entities of table '" + table + "' expire items on different"
            + " @TimeToLive attributes " + ttl + ", but a table has one time-to-live attribute: use the same attribute"
            + " name (@Column) in every entity of the table");
      }
      tables.add(new DeclaredTable(request, ttl.isEmpty() ? null : ttl.values().iterator().next(),
          List.copyOf(entities.getOrDefault(table, Set.of()))));
    }
    return tables;
  }

  private EntityMetadata metadata(Class<?> type) {
    try {
      return operations.getMapperRegistry().mapperFor(type).metadata();
    } catch (DynamoDbMappingException e) {
      throw new InvalidDataAccessApiUsageException(e.getMessage(), e);
    }
  }

  /** A declared table, its live description ({@code null} when it does not exist) and their differences. */
  private record Compared(DeclaredTable table, TableDescription live, List<Difference> differences) {}

  private List<Compared> compare(List<DeclaredTable> tables) {
    List<Compared> compared = new ArrayList<>();
    for (DeclaredTable table : tables) {
      TableDescription live = describe(table.name());
      compared.add(new Compared(table, live, SchemaComparison.compare(table, live,
          live == null ? null : describeTimeToLive(table.name()))));
    }
    return compared;
  }

  // ------------------------------------------------------------------ changes

  /** UpdateTable with one new global secondary index, then waits until it is ACTIVE. */
  private TableDescription addGlobalIndex(DeclaredTable table, TableDescription live, String indexName,
      List<String> changes) {
    GlobalSecondaryIndex index = table.request().globalSecondaryIndexes().stream()
        .filter(i -> i.indexName().equals(indexName)).findFirst().orElseThrow();
    CreateGlobalSecondaryIndexAction.Builder create = CreateGlobalSecondaryIndexAction.builder()
        .indexName(index.indexName()).keySchema(index.keySchema()).projection(index.projection());
    boolean provisioned = live.billingModeSummary() == null
        ? live.provisionedThroughput() != null && live.provisionedThroughput().readCapacityUnits() != null
            && live.provisionedThroughput().readCapacityUnits() > 0
        : live.billingModeSummary().billingMode() == BillingMode.PROVISIONED;
    if (provisioned) { // the index gets the table's capacity; change it afterwards as needed
      create.provisionedThroughput(ProvisionedThroughput.builder()
          .readCapacityUnits(live.provisionedThroughput().readCapacityUnits())
          .writeCapacityUnits(live.provisionedThroughput().writeCapacityUnits()).build());
    }
    List<AttributeDefinition> definitions = keyAttributeDefinitions(table.request(), live);
    tableRequests.update(UpdateTableRequest.builder().tableName(table.name())
        .attributeDefinitions(definitions)
        .globalSecondaryIndexUpdates(u -> u.create(create.build())).build());
    TableDescription active = activation.awaitActive(table.name(), indexName);
    changes.add("added global secondary index '" + indexName + "' " + SchemaComparison.keys(index.keySchema(),
        SchemaComparison.types(definitions)) + " to table '" + table.name() + "'");
    return active;
  }

  /**
   * The attribute definitions UpdateTable carries: every key attribute of the live table and its
   * indexes, plus those of the model's indexes (DynamoDB wants each attribute an index update uses).
   */
  private static List<AttributeDefinition> keyAttributeDefinitions(CreateTableRequest model, TableDescription live) {
    Map<String, AttributeDefinition> definitions = new LinkedHashMap<>();
    live.attributeDefinitions().forEach(d -> definitions.put(d.attributeName(), d));
    Set<String> used = new LinkedHashSet<>();
    model.keySchema().forEach(k -> used.add(k.attributeName()));
    model.globalSecondaryIndexes().forEach(i -> i.keySchema().forEach(k -> used.add(k.attributeName())));
    model.localSecondaryIndexes().forEach(i -> i.keySchema().forEach(k -> used.add(k.attributeName())));
    for (AttributeDefinition d : model.attributeDefinitions()) {
      if (used.contains(d.attributeName())) {
        definitions.putIfAbsent(d.attributeName(), d);
      }
    }
    return new ArrayList<>(definitions.values());
  }

  /** UpdateTable with the model's {@code StreamSpecification}, then waits until the table is ACTIVE. */
  private TableDescription enableStream(DeclaredTable table, List<String> changes) {
    StreamSpecification stream = table.request().streamSpecification();
    tableRequests.update(UpdateTableRequest.builder().tableName(table.name()).streamSpecification(stream).build());
    TableDescription active = activation.awaitActive(table.name(), null);
    changes.add("enabled the stream (" + stream.streamViewTypeAsString() + ") of table '" + table.name() + "'");
    return active;
  }

  private void enableTimeToLive(DeclaredTable table, List<String> changes) {
    if (tableRequests.enableTimeToLive(table.name(), table.timeToLiveAttribute())) {
      changes.add("enabled time to live on attribute '" + table.timeToLiveAttribute() + "' of table '" + table.name()
          + "'");
    } else {
      changes.add("left time to live off on table '" + table.name() + "': the server does not support"
          + " UpdateTimeToLive");
    }
  }

  private static String indexes(CreateTableRequest request) {
    List<String> names = new ArrayList<>();
    request.globalSecondaryIndexes().stream().map(GlobalSecondaryIndex::indexName).forEach(n -> names.add("global " + n));
    request.localSecondaryIndexes().stream().map(LocalSecondaryIndex::indexName).forEach(n -> names.add("local " + n));
    return names.isEmpty() ? "" : " with the indexes " + String.join(", ", names);
  }

  // ------------------------------------------------------------------ reads

  /** DescribeTable, or {@code null} when the table does not exist. */
  private TableDescription describe(String table) {
    return tableRequests.describe(table);
  }

  private TimeToLiveDescription describeTimeToLive(String table) {
    return tableRequests.describeTimeToLive(table);
  }
}
