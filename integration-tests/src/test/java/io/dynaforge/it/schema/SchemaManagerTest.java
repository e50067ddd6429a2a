package io.dynaforge.it.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.core.TableNameResolver;
import io.dynaforge.it.template.DisabledOnDynalite;
import io.dynaforge.schema.SchemaManager;
import io.dynaforge.schema.SchemaMismatchException;
import io.dynaforge.schema.SchemaReport;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.RequestRecorder;
import io.dynaforge.testing.TableWaits;
import io.dynaforge.testing.TestTables;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.dao.DataAccessResourceFailureException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;

/**
 * {@link SchemaManager} against live tables made by hand to differ from the model of {@link Shipment}
 * (the global indexes {@code by_status} and {@code by_day} of ShipmentByStatus and ShipmentsOfDay, a registered
 * view create and validate count although it is not passed; a local index {@code by_placed}; TTL on
 * {@code expiresAt}), each
 * test under its own table prefix.
 */
@ExtendWith(DynamoDbExtension.class)
@DisabledOnDynalite // dynalite has no UpdateTimeToLive, which create and update send for Shipment's @TimeToLive
class SchemaManagerTest {

  static final Class<?>[] MODEL = {Shipment.class, ShipmentByStatus.class, ShipmentByPlaced.class};

  final RequestRecorder recorder = new RequestRecorder();
  DynamoDbClient client;
  TestTables tables;
  SchemaManager schema;
  String table;

  @BeforeEach
  void setUp(LocalDynamoDb local) {
    client = local.recordingClient(recorder);
    tables = new TestTables(local.client(), "SchemaManagerTest");
    schema = new SchemaManager(DynamoDbTemplate.builder(client)
        .tableNameResolver(TableNameResolver.prefix(tables.prefix())).build());
    table = tables.name("schema_shipments");
  }

  @AfterEach
  void dropTables() {
    tables.close();
  }

  // ------------------------------------------------------------------ validate

  @Test
  void validateReportsAMissingTable() {
    SchemaReport report = schema.validate(MODEL);

    assertThat(report.isValid()).isFalse();
    assertThat(report.differences()).containsExactly("table '" + table
        + "' (entities Shipment, ShipmentByStatus, ShipmentByPlaced) does not exist");
    assertThat(recorder.operations()).containsOnly("DescribeTable");
  }

  @Test
  void validateReportsAMissingGlobalIndexAndDisabledTimeToLive() {
    createLive(r -> r.globalSecondaryIndexes((List<GlobalSecondaryIndex>) null)
        .attributeDefinitions(string("customerId"), string("shipmentId"), string("placedAt")));

    SchemaReport report = schema.validate(MODEL);

    assertThat(report.differences()).containsExactly(
        "global secondary index 'by_day' of table '" + table + "' ([placedAt (S) HASH], projection ALL) is missing",
        "global secondary index 'by_status' of table '" + table
            + "' ([status (S) HASH, placedAt (S) RANGE], projection ALL) is missing",
        "time to live of table '" + table + "' is not enabled on the @TimeToLive attribute 'expiresAt'");
    assertThat(report.harmless()).isEmpty();
  }

  @Test
  void validateReportsADifferentKeySchema() {
    createLive(r -> r.keySchema(hash("customerId"))
        .attributeDefinitions(string("customerId"), string("status"), string("placedAt"))
        .localSecondaryIndexes((List<LocalSecondaryIndex>) null));

    SchemaReport report = schema.validate(MODEL);

    assertThat(report.differences()).contains("table '" + table + "' has the key schema [customerId (S) HASH]"
        + " but the model declares [customerId (S) HASH, shipmentId (S) RANGE]; a key schema cannot be changed,"
        + " the table must be recreated");
  }

  @Test
  void validateReportsAWrongAttributeType() {
    createLive(r -> r.attributeDefinitions(string("customerId"), number("shipmentId"), string("status"),
        string("placedAt")));

    SchemaReport report = schema.validate(MODEL);

    assertThat(report.differences()).containsExactly(
        "table '" + table + "' defines the key attribute 'shipmentId' as N but the model declares S; a key"
            + " attribute's type cannot be changed, the table must be recreated",
        "time to live of table '" + table + "' is not enabled on the @TimeToLive attribute 'expiresAt'");
  }

  @Test
  void aTableAsTheModelDeclaresItIsValid() {
    assertThat(schema.create(MODEL)).containsExactly(
        "created table '" + table + "' with the indexes global by_day, global by_status, local by_placed",
        "enabled time to live on attribute 'expiresAt' of table '" + table + "'");

    SchemaReport report = schema.validate(MODEL);

    assertThat(report.isValid()).as(report.toString()).isTrue();
    assertThat(report.harmless()).isEmpty();
    assertThat(schema.create(MODEL)).as("a second create changes nothing").isEmpty();
    assertThat(schema.update(MODEL)).as("nor does an update").isEmpty();
  }

  // ------------------------------------------------------------------ update

  @Test
  void updateAddsTheMissingGlobalIndexesOneAtATimeAndEnablesTimeToLive() {
    createLive(r -> r.globalSecondaryIndexes((List<GlobalSecondaryIndex>) null)
        .attributeDefinitions(string("customerId"), string("shipmentId"), string("placedAt")));
    recorder.clear();

    List<String> changes = schema.update(MODEL);

    assertThat(changes).containsExactly(
        "added global secondary index 'by_day' [placedAt (S) HASH] to table '" + table + "'",
        "added global secondary index 'by_status' [status (S) HASH, placedAt (S) RANGE] to table '" + table + "'",
        "enabled time to live on attribute 'expiresAt' of table '" + table + "'");
    TableDescription live = client.describeTable(r -> r.tableName(table)).table();
    assertThat(live.tableStatus()).isEqualTo(TableStatus.ACTIVE);
    assertThat(live.globalSecondaryIndexes()).extracting(GlobalSecondaryIndexDescription::indexName)
        .containsExactlyInAnyOrder("by_day", "by_status");
    assertThat(live.globalSecondaryIndexes()).allSatisfy(i -> assertThat(i.indexStatus()).isEqualTo(IndexStatus.ACTIVE));
    GlobalSecondaryIndexDescription index = live.globalSecondaryIndexes().stream()
        .filter(i -> i.indexName().equals("by_status")).findFirst().orElseThrow();
    assertThat(index.indexStatus()).isEqualTo(IndexStatus.ACTIVE);
    assertThat(index.keySchema()).containsExactly(hash("status"), range("placedAt"));
    assertThat(index.projection().projectionType()).isEqualTo(ProjectionType.ALL);
    assertThat(live.localSecondaryIndexes()).extracting(i -> i.indexName()).containsExactly("by_placed");
    assertThat(client.describeTimeToLive(r -> r.tableName(table)).timeToLiveDescription())
        .satisfies(ttl -> {
          assertThat(ttl.timeToLiveStatus()).isIn(TimeToLiveStatus.ENABLED, TimeToLiveStatus.ENABLING);
          assertThat(ttl.attributeName()).isEqualTo("expiresAt");
        });
    List<UpdateTableRequest> updates = recorder.requestsOf(UpdateTableRequest.class);
    assertThat(updates).as("one index per UpdateTable").hasSize(2).allSatisfy(update -> {
      assertThat(update.globalSecondaryIndexUpdates()).hasSize(1);
      assertThat(update.attributeDefinitions()).as("every key attribute of the table and its indexes")
          .containsExactlyInAnyOrder(string("customerId"), string("shipmentId"), string("placedAt"), string("status"));
    });
    assertThat(updates).extracting(u -> u.globalSecondaryIndexUpdates().get(0).create().indexName())
        .containsExactly("by_day", "by_status");
    List<String> operations = recorder.operations();
    assertThat(operations.subList(operations.indexOf("UpdateTable") + 1, operations.lastIndexOf("UpdateTable")))
        .as("the first index is awaited (DescribeTable) before the second is created").contains("DescribeTable");
    assertThat(schema.validate(MODEL).isValid()).isTrue();
    // the table works with the new index
    DynamoDbTemplate template = DynamoDbTemplate.builder(client)
        .tableNameResolver(TableNameResolver.prefix(tables.prefix())).build();
    template.save(new Shipment("c1", "s1", "SHIPPED", "2026-03-01", Instant.parse("2030-01-01T00:00:00Z")));
    assertThat(template.findAll(ShipmentByStatus.class))
        .containsExactly(new ShipmentByStatus("SHIPPED", "2026-03-01", "c1", "s1"));
  }

  @Test
  void aNewIndexOfAProvisionedTableGetsTheTablesCapacity() {
    createLive(r -> r.billingMode(BillingMode.PROVISIONED)
        .provisionedThroughput(p -> p.readCapacityUnits(7L).writeCapacityUnits(3L))
        .globalSecondaryIndexes((List<GlobalSecondaryIndex>) null)
        .attributeDefinitions(string("customerId"), string("shipmentId"), string("placedAt")));
    recorder.clear();

    schema.update(MODEL);

    ProvisionedThroughput tables = ProvisionedThroughput.builder().readCapacityUnits(7L).writeCapacityUnits(3L).build();
    assertThat(recorder.requestsOf(UpdateTableRequest.class)).hasSize(2).allSatisfy(update ->
        assertThat(update.globalSecondaryIndexUpdates().get(0).create().provisionedThroughput()).isEqualTo(tables));
    assertThat(client.describeTable(r -> r.tableName(table)).table().globalSecondaryIndexes())
        .allSatisfy(i -> assertThat(i.provisionedThroughput().readCapacityUnits()).isEqualTo(7L));
  }

  @Test
  void updateRefusesAMissingLocalIndexWithItsNameAndChangesNothing() {
    createLive(r -> r.localSecondaryIndexes((List<LocalSecondaryIndex>) null));
    recorder.clear();

    assertThatThrownBy(() -> schema.update(MODEL))
        .isInstanceOf(SchemaMismatchException.class)
        .isInstanceOf(DataAccessResourceFailureException.class)
        .hasMessageContaining("local secondary index 'by_placed' of table '" + table + "'")
        .hasMessageContaining("is missing; a local secondary index can only be created with its table, so the table"
            + " must be recreated")
        .hasMessageContaining("nothing was changed")
        .satisfies(e -> assertThat(((SchemaMismatchException) e).differences()).hasSize(1));
    assertThat(recorder.operations()).containsOnly("DescribeTable", "DescribeTimeToLive");
    assertThat(client.describeTimeToLive(r -> r.tableName(table)).timeToLiveDescription().timeToLiveStatus())
        .isEqualTo(TimeToLiveStatus.DISABLED);
  }

  @Test
  void updateRefusesADifferentKeySchemaNamingTheKeyAttribute() {
    createLive(r -> r.attributeDefinitions(string("customerId"), number("shipmentId"), string("status"),
        string("placedAt")));

    assertThatThrownBy(() -> schema.update(MODEL))
        .isInstanceOf(SchemaMismatchException.class)
        .hasMessageContaining("table '" + table + "' defines the key attribute 'shipmentId' as N")
        .hasMessageContaining("the table must be recreated");
  }

  @Test
  void anExtraIndexTheModelDoesNotKnowIsLeftAlone() {
    createLive(r -> r.attributeDefinitions(string("customerId"), string("shipmentId"), string("status"),
            string("placedAt"), string("legacy"))
        .globalSecondaryIndexes(globalIndex("by_status", "status", "placedAt"), globalIndex("by_day", "placedAt", null),
            globalIndex("legacy", "legacy", null)));

    SchemaReport report = schema.validate(MODEL);

    assertThat(report.differences()).containsExactly(
        "time to live of table '" + table + "' is not enabled on the @TimeToLive attribute 'expiresAt'");
    assertThat(report.harmless()).containsExactly(
        "global secondary index 'legacy' of table '" + table + "' is not in the model (left alone)");
    assertThat(schema.update(MODEL)).containsExactly(
        "enabled time to live on attribute 'expiresAt' of table '" + table + "'");
    assertThat(client.describeTable(r -> r.tableName(table)).table().globalSecondaryIndexes())
        .extracting(GlobalSecondaryIndexDescription::indexName).containsExactlyInAnyOrder("by_status", "by_day", "legacy");
    assertThat(schema.validate(MODEL).isValid()).isTrue();
  }

  @Test
  void tablesAreFoundThroughTheTableNameResolver() {
    schema.create(MODEL);
    try (TestTables other = new TestTables(client, "SchemaManagerTest")) {
      SchemaManager elsewhere = new SchemaManager(DynamoDbTemplate.builder(client)
          .tableNameResolver(TableNameResolver.prefix(other.prefix())).build());

      assertThat(elsewhere.validate(MODEL).differences()).containsExactly("table '" + other.name("schema_shipments")
          + "' (entities Shipment, ShipmentByStatus, ShipmentByPlaced) does not exist");
      assertThat(schema.validate(MODEL).isValid()).isTrue();
      elsewhere.create(MODEL);
      assertThat(other.existing()).containsExactly(other.name("schema_shipments"));
    }
    assertThat(tables.existing()).containsExactly(table);
  }

  // ------------------------------------------------------------------ live tables made by hand

  /** Creates the physical table as the model declares it, changed by {@code change}. */
  private void createLive(UnaryOperator<CreateTableRequest.Builder> change) {
    CreateTableRequest.Builder request = CreateTableRequest.builder()
        .tableName(table)
        .billingMode(BillingMode.PAY_PER_REQUEST)
        .keySchema(hash("customerId"), range("shipmentId"))
        .attributeDefinitions(string("customerId"), string("shipmentId"), string("status"), string("placedAt"))
        .globalSecondaryIndexes(globalIndex("by_status", "status", "placedAt"), globalIndex("by_day", "placedAt", null))
        .localSecondaryIndexes(LocalSecondaryIndex.builder().indexName("by_placed")
            .keySchema(hash("customerId"), range("placedAt")).projection(all()).build());
    client.createTable(change.apply(request).build());
    TableWaits.awaitActive(client, table, TableWaits.DEFAULT_TIMEOUT);
  }

  private static GlobalSecondaryIndex globalIndex(String name, String partition, String sort) {
    List<KeySchemaElement> keys = new ArrayList<>(List.of(hash(partition)));
    if (sort != null) {
      keys.add(range(sort));
    }
    return GlobalSecondaryIndex.builder().indexName(name).keySchema(keys).projection(all()).build();
  }

  private static Projection all() {
    return Projection.builder().projectionType(ProjectionType.ALL).build();
  }

  static KeySchemaElement hash(String attribute) {
    return KeySchemaElement.builder().attributeName(attribute).keyType(KeyType.HASH).build();
  }

  static KeySchemaElement range(String attribute) {
    return KeySchemaElement.builder().attributeName(attribute).keyType(KeyType.RANGE).build();
  }

  static AttributeDefinition string(String attribute) {
    return AttributeDefinition.builder().attributeName(attribute).attributeType(ScalarAttributeType.S).build();
  }

  static AttributeDefinition number(String attribute) {
    return AttributeDefinition.builder().attributeName(attribute).attributeType(ScalarAttributeType.N).build();
  }
}
