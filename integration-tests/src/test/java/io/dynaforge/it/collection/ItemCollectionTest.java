package io.dynaforge.it.collection;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.DynamoDbPageRequest;
import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.core.EntityQueryResult;
import io.dynaforge.it.template.DisabledOnDynalite;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.RequestRecorder;
import io.dynaforge.testing.TestTables;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.dao.IncorrectResultSizeDataAccessException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/** Item-collection views folded from one partition (base table and GSI), records and classes. */
@ExtendWith(DynamoDbExtension.class)
@DisabledOnDynalite // the table carries a GSI declared by a view; kept on moto with the other index tests
class ItemCollectionTest {

  static final RequestRecorder recorder = new RequestRecorder();
  static DynamoDbClient client;
  static DynamoDbTemplate template;
  static OrderViewRepository orders;
  static WarehouseViewRepository warehouses;

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables tables) {
    client = local.recordingClient(recorder);
    template = DynamoDbTemplate.builder(client).tableNameResolver(tables::name).build();
    template.createTables(CrmRow.class);
    template.save(new CrmRow("CUSTOMER#123", "ORDER#9876", "SHIPPED", null, null, null, null));
    template.save(new CrmRow("CUSTOMER#123", "ORDER#9876#LINE#1", null, "SKU-1", 2, "WH#oslo", "PICK#1"));
    template.save(new CrmRow("CUSTOMER#123", "ORDER#9876#LINE#2", null, "SKU-2", 1, "WH#oslo", "PICK#2"));
    template.save(new CrmRow("CUSTOMER#123", "NOTE#1", "ignored", null, null, null, null));
    template.save(new CrmRow("CUSTOMER#777", "ORDER#1", "OPEN", null, null, null, null));
    template.save(new CrmRow("CUSTOMER#777", "ORDER#2", "OPEN", null, null, null, null));
    template.save(new CrmRow("DOCK#oslo", "DOCK", "READY", null, null, "WH#oslo", "DOCK"));
    orders = new OrderViewRepository_Impl(template);
    warehouses = new WarehouseViewRepository_Impl(template);
  }

  @AfterAll
  static void close() {
    client.close();
  }

  @BeforeEach
  void clear() {
    recorder.clear();
  }

  @Test
  void onePartitionIsOneQueryFoldedIntoTheRecord() {
    OrderView view = orders.findByPartitionKey("CUSTOMER#123").orElseThrow();
    assertThat(view.order()).isEqualTo(new OrderView.OrderData("SHIPPED"));
    assertThat(view.lines()).containsExactly(new OrderView.OrderLineData("SKU-1", 2),
        new OrderView.OrderLineData("SKU-2", 1));
    assertThat(recorder.operations()).containsExactly("Query");
    assertThat(recorder.requestsOf(QueryRequest.class).get(0).indexName()).isNull();
  }

  @Test
  void theFixedFindersNarrowBySortKey() {
    OrderView order = orders.findByPartitionKeyAndSortKey("CUSTOMER#123", "ORDER#9876").orElseThrow();
    assertThat(order.order().status()).isEqualTo("SHIPPED");
    assertThat(order.lines()).isEmpty();
    OrderView lines = orders.findByPartitionKeyAndSortKeyStartingWith("CUSTOMER#123", "ORDER#9876#LINE#").orElseThrow();
    assertThat(lines.order()).isNull();
    assertThat(lines.lines()).hasSize(2);
    OrderView first = orders.findByPartitionKeyAndSortKeyBetween("CUSTOMER#123", "ORDER#9876#LINE#1",
        "ORDER#9876#LINE#1").orElseThrow();
    assertThat(first.lines()).extracting(OrderView.OrderLineData::sku).containsExactly("SKU-1");
    assertThat(orders.existsByPartitionKey("CUSTOMER#123")).isTrue();
    assertThat(orders.existsByPartitionKey("CUSTOMER#000")).isFalse();
    assertThat(orders.findByPartitionKey("CUSTOMER#000")).isEmpty();
    assertThat(recorder.operations()).hasSize(6).containsOnly("Query");
  }

  @Test
  void theAccessPatternReportListsTheFindersWithTheirIndex() throws java.io.IOException {
    try (java.io.InputStream in = getClass().getClassLoader().getResourceAsStream(
        "META-INF/dynaforge/access-patterns/io.dynaforge.it.collection.WarehouseViewRepository.json")) {
      String json = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
      assertThat(json).contains("\"index\": \"GSI2\"").contains("\"keyCondition\": \"#pk = :pk AND begins_with(#sk, :sk)\"")
          .contains("\"#pk\": \"gsi2pk\"").contains("findByPartitionKeyAndSortKeyBetween");
    }
  }

  @Test
  void aDeclaredKeyConditionIsPassedThroughToQueryItemCollection() {
    OrderView lines = orders.after("CUSTOMER#123", "ORDER#9876").orElseThrow();
    assertThat(lines.order()).isNull();
    assertThat(lines.lines()).hasSize(2);
    assertThat(recorder.requestsOf(QueryRequest.class)).singleElement()
        .satisfies(q -> assertThat(q.keyConditionExpression()).isEqualTo("#pk = :customer AND #sk > :after"));
  }

  @Test
  void twoRowsForASingleValuedMemberIsAnError() {
    assertThatThrownBy(() -> orders.findByPartitionKey("CUSTOMER#777"))
        .isInstanceOf(IncorrectResultSizeDataAccessException.class)
        .hasMessageContaining("OrderView").hasMessageContaining("'order'")
        .hasMessageContaining("'ORDER#1' and 'ORDER#2'");
  }

  @Test
  void anIndexBackedClassViewReadsItsIndex() {
    WarehouseView view = warehouses.findByPartitionKey("WH#oslo").orElseThrow();
    assertThat(view.picks).extracting(OrderView.OrderLineData::sku).containsExactly("SKU-1", "SKU-2");
    assertThat(view.dock.status).isEqualTo("READY");
    assertThat(recorder.requestsOf(QueryRequest.class)).singleElement()
        .satisfies(q -> assertThat(q.indexName()).isEqualTo("GSI2"));
  }

  @Test
  void queryItemCollectionFoldsOnePageAndHandsBackTheCursor() {
    DynamoDbQuery query = DynamoDbQuery.builder().keyCondition("#pk = :pk").name("#pk", "pk")
        .value(":pk", AttributeValue.fromS("CUSTOMER#123")).build();
    EntityQueryResult<OrderView> page = template.queryItemCollection(OrderView.class, query, DynamoDbPageRequest.of(2));
    // rows in sort-key order: NOTE#1 (no member), ORDER#9876 | ORDER#9876#LINE#1, ORDER#9876#LINE#2
    assertThat(page.getResult().order().status()).isEqualTo("SHIPPED");
    assertThat(page.getResult().lines()).isEmpty();
    assertThat(page.hasNextPage()).isTrue();
    EntityQueryResult<OrderView> next = template.queryItemCollection(OrderView.class, query,
        page.nextPage(DynamoDbPageRequest.of(2)));
    assertThat(next.getResult().lines()).hasSize(2);
    assertThat(next.getResult().order()).isNull();
    assertThat(recorder.operations()).containsExactly("Query", "Query");
  }
}
