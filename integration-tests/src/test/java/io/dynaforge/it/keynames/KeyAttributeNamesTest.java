package io.dynaforge.it.keynames;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.schema.SchemaManager;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * API wave 5 item 1: a two-kind single table keyed {@code PK}/{@code SK} ({@code @Table(partitionKey,
 * sortKey)}), created, written and read through everything generated from the model, against a real
 * server: the raw items carry {@code PK}/{@code SK} and never {@code pk}/{@code sk}.
 */
@ExtendWith(DynamoDbExtension.class)
class KeyAttributeNamesTest {

  static final LocalDate JAN_10 = LocalDate.of(2024, 1, 10);
  static final LocalDate FEB_02 = LocalDate.of(2024, 2, 2);
  static final LocalDate MAR_15 = LocalDate.of(2024, 3, 15);

  static DynamoDbClient client;
  static DynamoDbTemplate template;
  static String table;
  static CustomerRepository customers;
  static CustomerOrderRepository orders;

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables tables) {
    client = local.clientBuilder().build();
    template = DynamoDbTemplate.builder(client).tableNameResolver(tables::name).build();
    template.createTables(Customer.class, CustomerOrder.class);
    table = template.getTableName(Customer.class);
    customers = new CustomerRepository_Impl(template);
    orders = new CustomerOrderRepository_Impl(template);
    customers.save(new Customer("c1", "Ada", "ada@example.com"));
    orders.save(new CustomerOrder("c1", JAN_10, "o1", "SHIPPED"));
    orders.save(new CustomerOrder("c1", FEB_02, "o2", "NEW"));
    orders.save(new CustomerOrder("c1", MAR_15, "o3", "NEW"));
    orders.save(new CustomerOrder("c2", FEB_02, "o4", "NEW"));
  }

  @AfterAll
  static void close() {
    client.close();
  }

  @Test
  void createTablesKeysTheTableAndItsIndexByTheDeclaredNames() {
    TableDescription description = client.describeTable(d -> d.tableName(table)).table();
    assertThat(description.keySchema()).containsExactly(
        KeySchemaElement.builder().attributeName("PK").keyType(KeyType.HASH).build(),
        KeySchemaElement.builder().attributeName("SK").keyType(KeyType.RANGE).build());
    assertThat(description.attributeDefinitions()).extracting(a -> a.attributeName())
        .containsExactlyInAnyOrder("PK", "SK", "GSI1-PK");
    assertThat(description.globalSecondaryIndexes()).singleElement().satisfies(index -> {
      assertThat(index.indexName()).isEqualTo("GSI1");
      assertThat(index.keySchema()).containsExactly(
          KeySchemaElement.builder().attributeName("GSI1-PK").keyType(KeyType.HASH).build());
    });
    assertThat(new SchemaManager(template).validate(Customer.class, CustomerOrder.class).isValid()).isTrue();
  }

  @Test
  void theRawItemsCarryPkAndSkAsNamedAndNoLowerCaseKeys() {
    Map<String, AttributeValue> profile = client.getItem(g -> g.tableName(table).consistentRead(true)
        .key(Map.of("PK", AttributeValue.fromS("c#c1"), "SK", AttributeValue.fromS("PROFILE")))).item();
    assertThat(profile).containsOnlyKeys("PK", "SK", "name", "email");
    Map<String, AttributeValue> order = client.getItem(g -> g.tableName(table).consistentRead(true)
        .key(Map.of("PK", AttributeValue.fromS("c#c1"), "SK", AttributeValue.fromS("o#2024-01-10#o1")))).item();
    assertThat(order).containsOnlyKeys("PK", "SK", "GSI1-PK", "orderId", "status");
    assertThat(order.get("GSI1-PK").s()).isEqualTo("o#o1");
  }

  @Test
  void findByIdReadsBackWhatSaveWrote() {
    assertThat(customers.findById(Customer_Keys.pk("c1")))
        .contains(new Customer("c1", "Ada", "ada@example.com"));
    assertThat(orders.findById(DynamoDbCompositeId.of(CustomerOrder_Keys.pk("c1"),
        CustomerOrder_Keys.sk(JAN_10, "o1")))).contains(new CustomerOrder("c1", JAN_10, "o1", "SHIPPED"));
    assertThat(customers.existsById(Customer_Keys.pk("c2"))).isFalse();
  }

  @Test
  void derivedQueriesByPlaceholdersReadOnlyTheirKind() {
    assertThat(orders.findByCustomerId("c1")).extracting(CustomerOrder::orderId).containsExactly("o1", "o2", "o3");
    assertThat(orders.findByCustomerIdAndOrderedAtBetween("c1", FEB_02, MAR_15))
        .extracting(CustomerOrder::orderId).containsExactly("o2", "o3");
    assertThat(orders.findByCustomerIdAndOrderedAtAndOrderId("c1", FEB_02, "o2"))
        .contains(new CustomerOrder("c1", FEB_02, "o2", "NEW"));
    assertThat(orders.findAll()).hasSize(4);
    assertThat(customers.findAll()).containsExactly(new Customer("c1", "Ada", "ada@example.com"));
  }

  @Test
  void anItemCollectionFoldsThePartitionByTheNamedKeys() {
    CustomerWithOrders view = new CustomerWithOrdersRepository_Impl(template)
        .findByPartitionKey(Customer_Keys.pk("c1")).orElseThrow();
    assertThat(view.profile()).isEqualTo(new CustomerWithOrders.Profile("Ada"));
    assertThat(view.orders()).extracting(CustomerWithOrders.OrderRow::orderId).containsExactly("o1", "o2", "o3");
  }

  @Test
  void aViewOfTheIndexReadsTheOrderByItsId() {
    List<OrderById> found = new OrderByIdRepository_Impl(template).findByOrderKey(CustomerOrder_Keys.gsi1Pk("o4"));
    assertThat(found).containsExactly(new OrderById("o#o4", "c#c2", "NEW"));
  }
}
