package io.dynaforge.it.tableindex;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.it.template.DisabledOnDynalite;
import io.dynaforge.schema.SchemaManager;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * API wave 5 item 2: the indexes an entity declares with {@code @TableIndex} are created by
 * {@code createTables}, known to {@code SchemaManager} (validate and update), and hold the entity's
 * items, against a real server.
 */
@ExtendWith(DynamoDbExtension.class)
class TableIndexTest {

  static DynamoDbClient client;
  static DynamoDbTemplate template;
  static TestTables tables;

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables testTables) {
    client = local.clientBuilder().build();
    tables = testTables;
    template = DynamoDbTemplate.builder(client).tableNameResolver(tables::name).build();
  }

  @AfterAll
  static void close() {
    client.close();
  }

  private static KeySchemaElement key(String name, KeyType type) {
    return KeySchemaElement.builder().attributeName(name).keyType(type).build();
  }

  @Test
  void createTablesCreatesTheDeclaredIndexesAndTheyHoldTheEntitysItems() {
    template.createTables(Invoice.class);
    String table = template.getTableName(Invoice.class);
    TableDescription live = client.describeTable(d -> d.tableName(table)).table();
    assertThat(live.keySchema()).containsExactly(key("PK", KeyType.HASH), key("SK", KeyType.RANGE));
    GlobalSecondaryIndexDescription gsi = live.globalSecondaryIndexes().stream()
        .filter(i -> i.indexName().equals("GSI1")).findFirst().orElseThrow();
    assertThat(gsi.keySchema()).containsExactly(key("GSI1-PK", KeyType.HASH), key("amount", KeyType.RANGE));
    assertThat(gsi.projection().projectionType()).isEqualTo(ProjectionType.INCLUDE);
    assertThat(gsi.projection().nonKeyAttributes()).containsExactly("status");
    LocalSecondaryIndexDescription lsi = live.localSecondaryIndexes().stream()
        .filter(i -> i.indexName().equals("LSI1")).findFirst().orElseThrow();
    assertThat(lsi.keySchema()).containsExactly(key("PK", KeyType.HASH), key("status", KeyType.RANGE));
    assertThat(lsi.projection().projectionType()).isEqualTo(ProjectionType.KEYS_ONLY);
    assertThat(live.attributeDefinitions()).anySatisfy(a -> {
      assertThat(a.attributeName()).isEqualTo("amount");
      assertThat(a.attributeType()).isEqualTo(ScalarAttributeType.N);
    });
    assertThat(new SchemaManager(template).validate(Invoice.class).isValid()).isTrue();

    template.save(new Invoice("o1", "i1", "PAID", 120));
    template.save(new Invoice("o1", "i2", "OPEN", 80));
    List<Map<String, AttributeValue>> byId = client.query(q -> q.tableName(table).indexName("GSI1")
        .keyConditionExpression("#k = :k").expressionAttributeNames(Map.of("#k", "GSI1-PK"))
        .expressionAttributeValues(Map.of(":k", AttributeValue.fromS("i#i2")))).items();
    assertThat(byId).singleElement().satisfies(item -> {
      assertThat(item).containsOnlyKeys("PK", "SK", "GSI1-PK", "amount", "status");
      assertThat(item.get("status").s()).isEqualTo("OPEN");
    });
    List<Map<String, AttributeValue>> open = client.query(q -> q.tableName(table).indexName("LSI1")
        .keyConditionExpression("#k = :k AND #s = :s").expressionAttributeNames(Map.of("#k", "PK", "#s", "status"))
        .expressionAttributeValues(Map.of(":k", AttributeValue.fromS("o#o1"), ":s", AttributeValue.fromS("OPEN"))))
        .items();
    assertThat(open).extracting(i -> i.get("SK").s()).containsExactly("i#i2");
  }

  @Test
  @DisabledOnDynalite // dynalite refuses an on-demand index without provisioned throughput
  void schemaManagerReportsAndAddsAMissingDeclaredGlobalIndex() {
    DynamoDbTemplate other = DynamoDbTemplate.builder(client).tableNameResolver(n -> tables.name(n) + "_bare").build();
    String table = other.getTableName(Invoice.class);
    // the table as it was before the entity declared GSI1
    software.amazon.awssdk.services.dynamodb.model.CreateTableRequest declared = other.createTableRequests(Invoice.class)
        .get(0);
    client.createTable(declared.toBuilder()
        .globalSecondaryIndexes((java.util.Collection<software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex>) null)
        .attributeDefinitions(declared.attributeDefinitions().stream()
            .filter(a -> List.of("PK", "SK", "status").contains(a.attributeName())).toList())
        .build());
    SchemaManager schema = new SchemaManager(other);
    assertThat(schema.validate(Invoice.class).differences()).anySatisfy(d -> assertThat(d).contains("GSI1"));
    assertThat(schema.update(Invoice.class)).anySatisfy(c -> assertThat(c).startsWith(
        "added global secondary index 'GSI1' [GSI1-PK (S) HASH, amount (N) RANGE] to table '" + table + "'"));
    assertThat(schema.validate(Invoice.class).isValid()).isTrue();
  }
}
