package io.dynaforge.it.entityindex;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.it.reactive.AsyncClients;
import io.dynaforge.reactive.ReactiveDynamoDbTemplate;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.RequestRecorder;
import io.dynaforge.testing.TestTables;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.data.domain.Limit;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.data.domain.Window;
import reactor.test.StepVerifier;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * API wave 5 item 3 against a real server: four kinds in one table, two overloaded global indexes
 * ({@code GSI1} keyed by invoice, shipment and product ids with their own literals; {@code GSI2} by
 * warehouse, holding a warehouse and its shipments), and entity repositories whose derived methods
 * query the entity's own indexes: one Query each, entities back with their placeholders decoded,
 * other kinds of the index left out, every return shape, the reactive side too. Each answer is
 * checked against a Scan of the table.
 */
@ExtendWith(DynamoDbExtension.class)
class EntityIndexQueryTest {

  static final LocalDate D1 = LocalDate.of(2024, 1, 5);
  static final LocalDate D2 = LocalDate.of(2024, 2, 9);
  static final LocalDate D3 = LocalDate.of(2024, 3, 1);

  static final RequestRecorder log = new RequestRecorder();
  static DynamoDbClient client;
  static DynamoDbAsyncClient async;
  static DynamoDbTemplate template;
  static String table;
  static ShopInvoiceRepository invoices;
  static ShopShipmentRepository shipments;
  static ShopWarehouseRepository warehouses;
  static ShopOrderItemRepository items;
  static ReactiveShopShipmentRepository reactiveShipments;

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables tables) {
    client = local.recordingClient(log);
    template = DynamoDbTemplate.builder(client).tableNameResolver(tables::name).build();
    template.createTables(ShopInvoice.class, ShopShipment.class, ShopWarehouse.class, ShopOrderItem.class);
    table = template.getTableName(ShopInvoice.class);
    invoices = new ShopInvoiceRepository_Impl(template);
    shipments = new ShopShipmentRepository_Impl(template);
    warehouses = new ShopWarehouseRepository_Impl(template);
    items = new ShopOrderItemRepository_Impl(template);
    async = AsyncClients.of(local.endpoint());
    reactiveShipments = new ReactiveShopShipmentRepository_Impl(
        ReactiveDynamoDbTemplate.builder(async).tableNameResolver(tables::name).build());
    invoices.save(new ShopInvoice("o1", "i1", 120));
    invoices.save(new ShopInvoice("o2", "i2", 80));
    warehouses.save(new ShopWarehouse("w1", "Lyon"));
    warehouses.save(new ShopWarehouse("w2", "Oslo"));
    shipments.save(new ShopShipment("o1", "s1", "w1", D1, "UPS"));
    shipments.save(new ShopShipment("o1", "s2", "w1", D2, "DHL"));
    shipments.save(new ShopShipment("o2", "s3", "w1", D3, "UPS"));
    shipments.save(new ShopShipment("o2", "s4", "w2", D2, "UPS"));
    items.save(new ShopOrderItem("o1", "p1", D1, 2));
    items.save(new ShopOrderItem("o2", "p1", D2, 1));
    items.save(new ShopOrderItem("o3", "p1", D3, 5));
    items.save(new ShopOrderItem("o3", "p2", D3, 7));
  }

  @AfterAll
  static void close() {
    async.close();
    client.close();
  }

  @BeforeEach
  void clear() {
    log.clear();
  }

  /** Every item of the table, as stored. */
  private static List<Map<String, AttributeValue>> scan() {
    return client.scan(s -> s.tableName(table)).items();
  }

  private static QueryRequest onlyQuery() {
    assertThat(log.operations()).containsExactly("Query");
    QueryRequest query = log.requestsOf(QueryRequest.class).get(0);
    log.clear();
    return query;
  }

  @Test
  void aPointReadOnTheOverloadedIndexIsOneQueryReturningTheEntity() {
    assertThat(invoices.findByInvoiceId("i2")).contains(new ShopInvoice("o2", "i2", 80));
    QueryRequest query = onlyQuery();
    assertThat(query.indexName()).isEqualTo("GSI1");
    assertThat(query.expressionAttributeValues().values()).extracting(AttributeValue::s).contains("i#i2");
    assertThat(shipments.findByShipmentId("s3")).contains(new ShopShipment("o2", "s3", "w1", D3, "UPS"));
    assertThat(onlyQuery().indexName()).isEqualTo("GSI1");
    assertThat(invoices.findByInvoiceId("s3")).isEmpty(); // the shipment's GSI1 key is sh#s3, not i#s3
    onlyQuery();
    assertThat(invoices.existsByInvoiceId("i1")).isTrue();
    assertThat(invoices.existsByInvoiceId("i9")).isFalse();
  }

  @Test
  void theBaseTableServesWhatItCan() {
    assertThat(invoices.findByOrderId("o1")).containsExactly(new ShopInvoice("o1", "i1", 120));
    assertThat(onlyQuery().indexName()).isNull();
  }

  @Test
  void anOverloadedIndexPartitionReturnsOnlyTheEntitysKind() {
    List<ShopShipment> atW1 = shipments.findByWarehouseId("w1");
    QueryRequest query = onlyQuery();
    assertThat(query.indexName()).isEqualTo("GSI2");
    assertThat(atW1).extracting(ShopShipment::shipmentId).containsExactly("s1", "s2", "s3");
    // the oracle: every shipment item of w1 in the table, the warehouse's own GSI2 item excluded
    long oracle = scan().stream().filter(i -> i.containsKey("GSI2-PK") && i.get("GSI2-PK").s().equals("w#w1")
        && i.get("SK").s().startsWith("sh#")).count();
    assertThat(atW1).hasSize((int) oracle);
    assertThat(scan().stream().filter(i -> i.containsKey("GSI2-PK") && i.get("GSI2-PK").s().equals("w#w1")))
        .hasSize(4);
    assertThat(shipments.countByWarehouseId("w1")).isEqualTo(3);
    assertThat(warehouses.findByWarehouseId("w1")).contains(new ShopWarehouse("w1", "Lyon"));
  }

  @Test
  void rangesOrderTopAndFiltersOnTheIndexSortKey() {
    assertThat(shipments.findByWarehouseIdAndShippedOnBetween("w1", D2, D3))
        .extracting(ShopShipment::shipmentId).containsExactly("s2", "s3");
    QueryRequest range = onlyQuery();
    assertThat(range.keyConditionExpression()).contains("BETWEEN");
    assertThat(range.filterExpression()).isNull();
    assertThat(shipments.findTop2ByWarehouseIdOrderByShippedOnDesc("w1")).extracting(ShopShipment::shipmentId)
        .containsExactly("s3", "s2");
    assertThat(onlyQuery().scanIndexForward()).isFalse();
    assertThat(shipments.findByWarehouseIdAndCarrier("w1", "UPS")).extracting(ShopShipment::shipmentId)
        .containsExactly("s1", "s3");
    assertThat(onlyQuery().filterExpression()).isNotNull();
  }

  @Test
  void windowsProjectionsAndExistsOverAnIndex() {
    Window<ShopOrderItem> first = items.findByProductIdOrderByOrderedOn("p1", ScrollPosition.keyset(), Limit.of(2));
    assertThat(first.getContent()).extracting(ShopOrderItem::orderId).containsExactly("o1", "o2");
    assertThat(first.hasNext()).isTrue();
    Window<ShopOrderItem> second = items.findByProductIdOrderByOrderedOn("p1", first.positionAt(1), Limit.of(2));
    assertThat(second.getContent()).containsExactly(new ShopOrderItem("o3", "p1", D3, 5));
    assertThat(second.hasNext()).isFalse();
    assertThat(items.findByProductIdAndOrderedOnBetween("p1", D1, D2)).extracting(ShopOrderItem::orderId)
        .containsExactly("o1", "o2");
    log.clear();
    assertThat(items.findQuantitiesByProductIdAndOrderedOn("p1", D3))
        .containsExactly(new ShopOrderItem.Quantity("o3", 5));
    assertThat(onlyQuery().indexName()).isEqualTo("GSI1");
    Window<ShopOrderItem.Quantity> quantities = items.findQuantitiesByProductIdOrderByOrderedOn("p1",
        ScrollPosition.keyset(), Limit.of(2));
    assertThat(quantities.getContent()).extracting(ShopOrderItem.Quantity::orderId).containsExactly("o1", "o2");
    // the position of a projected window carries the index's keys too, so the next page starts after it
    assertThat(items.findQuantitiesByProductIdOrderByOrderedOn("p1", quantities.positionAt(1), Limit.of(2))
        .getContent()).containsExactly(new ShopOrderItem.Quantity("o3", 5));
    assertThat(items.existsByProductIdAndOrderedOnAfter("p1", D2)).isTrue();
    assertThat(items.existsByProductIdAndOrderedOnAfter("p1", D3)).isFalse();
  }

  @Test
  void theReactiveRepositoryQueriesTheSameIndexes() {
    StepVerifier.create(reactiveShipments.findByWarehouseId("w1").map(ShopShipment::shipmentId).collectList())
        .expectNext(List.of("s1", "s2", "s3")).verifyComplete();
    StepVerifier.create(reactiveShipments.findByShipmentId("s4"))
        .expectNext(new ShopShipment("o2", "s4", "w2", D2, "UPS")).verifyComplete();
    StepVerifier.create(reactiveShipments.countByWarehouseId("w2")).expectNext(1L).verifyComplete();
  }
}
