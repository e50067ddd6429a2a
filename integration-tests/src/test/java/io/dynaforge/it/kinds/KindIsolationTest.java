package io.dynaforge.it.kinds;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * API rules 1, 4, 5 and 6 where kinds share a table: an {@code Order} ({@code ORDER#{orderId}}) and
 * its {@code OrderLine}s ({@code ORDER#{orderId}#LINE#{line:3}}) in one partition are told apart on
 * every read, count, delete and scan path; numbers match by value; ranges on a trailing String
 * placeholder are exact; a primitive TTL of 0 means no expiry.
 */
@ExtendWith(DynamoDbExtension.class)
class KindIsolationTest {

  static final Instant NOW = Instant.parse("2026-06-01T12:00:00Z");
  static DynamoDbClient client;
  static DynamoDbTemplate template;
  static OrderRepository orders;
  static TicketRepository tickets;
  static String table;

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables tables) {
    client = local.clientBuilder().build();
    template = DynamoDbTemplate.builder(client).tableNameResolver(tables::name)
        .clock(Clock.fixed(NOW, ZoneOffset.UTC)).build();
    template.createTables(Order.class, Reading.class);
    table = template.getTableName(Order.class);
    orders = new OrderRepository_Impl(template);
    tickets = new TicketRepository_Impl(template);
  }

  @AfterAll
  static void close() {
    client.close();
  }

  @BeforeEach
  void fill() {
    for (Map<String, AttributeValue> item : client.scan(ScanRequest.builder().tableName(table).build()).items()) {
      client.deleteItem(b -> b.tableName(table).key(Map.of("customer", item.get("customer"), "sk", item.get("sk"))));
    }
    template.save(new Order("c1", "o1", "NEW"));
    template.save(new Order("c1", "o2", "SHIPPED"));
    template.save(new OrderLine("c1", "o1", 1, "apple"));
    template.save(new OrderLine("c1", "o1", 2, "pear"));
    template.save(new OrderLine("c1", "o2", 1, "plum"));
  }

  private List<String> storedSortKeys() {
    return client.scan(ScanRequest.builder().tableName(table).build()).items().stream()
        .map(i -> i.get("sk").s()).sorted().collect(Collectors.toList());
  }

  @Test
  void theRepositorysDeleteAllDeletesOnlyOrdersNotTheirLines() {
    orders.deleteAll();
    assertThat(storedSortKeys()).containsExactly("ORDER#o1#LINE#001", "ORDER#o1#LINE#002", "ORDER#o2#LINE#001");
  }

  @Test
  void everyReadAndCountOfOrdersSeesOnlyOrders() {
    assertThat(orders.findAll()).extracting(o -> o.orderId).containsExactlyInAnyOrder("o1", "o2");
    assertThat(orders.count()).isEqualTo(2);
    assertThat(orders.findByCustomer("c1")).extracting(o -> o.orderId).containsExactly("o1", "o2");
    assertThat(orders.countByCustomer("c1")).isEqualTo(2);
    assertThat(orders.findFirstByCustomer("c1")).get().extracting(o -> o.orderId).isEqualTo("o1");
    assertThat(orders.findStatusByCustomer("c1")).extracting(OrderRepository.StatusOnly::orderId)
        .containsExactly("o1", "o2");
    assertThat(orders.findByStatusScanning("NEW")).extracting(o -> o.orderId).containsExactly("o1");
    assertThat(template.findAll(Order.class)).hasSize(2);
    assertThat(template.count(Order.class)).isEqualTo(2);
    try (var scan = template.parallelScan(Order.class, 4)) {
      assertThat(scan.map(o -> o.orderId).toList()).containsExactlyInAnyOrder("o1", "o2");
    }
    assertThat(template.findAll(OrderLine.class)).hasSize(3);
    assertThat(template.count(OrderLine.class)).isEqualTo(3);
    assertThat(template.exists(Ticket.class)).isFalse();
  }

  @Test
  void aKeyThatAnotherKindOwnsIsNeitherReadNorWrittenAsThisKind() {
    assertThat(template.findById(Order.class, "c1", "ORDER#o1#LINE#001")).isEmpty();
    assertThat(template.existsById(Order.class, "c1", "ORDER#o1#LINE#001")).isFalse();
    assertThatThrownBy(() -> template.save(new Order("c1", "o1#LINE#001", "NEW")))
        .isInstanceOf(InvalidDataAccessApiUsageException.class)
        .hasMessageContaining("is the key of a OrderLine").hasMessageContaining("Nothing was sent");
    assertThatThrownBy(() -> template.deleteById(Order.class, "c1", "ORDER#o1#LINE#002"))
        .isInstanceOf(InvalidDataAccessApiUsageException.class);
    assertThat(storedSortKeys()).contains("ORDER#o1#LINE#002");
  }

  @Test
  @io.dynaforge.it.template.DisabledOnDynalite // no PartiQL nor transactions there
  void partiQlSelectsAndTransactionalGetsReadOnlyTheirKind() {
    List<Order> selected = template.executeStatement(Order.class,
        "SELECT * FROM \"" + table + "\" WHERE customer = ?", List.of("c1"));
    assertThat(selected).extracting(o -> o.orderId).containsExactlyInAnyOrder("o1", "o2");
    List<Object> got = template.transactGet(io.dynaforge.core.TransactGet.builder()
        .get(Order.class, "c1", "ORDER#o1#LINE#001").get(OrderLine.class, "c1", "ORDER#o1#LINE#001").build());
    assertThat(got.get(0)).isNull(); // the line's key, read as an order
    assertThat(got.get(1)).isInstanceOf(OrderLine.class);
  }

  @Test
  void lessThanOnATrailingStringPlaceholderReturnsEveryKeyBelowTheBound() {
    for (String code : List.of("A", "A1", "A15", "AB", "B", "B1")) {
      template.save(new Ticket("c1", code));
    }
    assertThat(tickets.findByCustomerAndCodeLessThan("c1", "B")).extracting(t -> t.code)
        .containsExactly("A", "A1", "A15", "AB");
    assertThat(tickets.findByCustomerAndCodeLessThanEqual("c1", "B")).extracting(t -> t.code)
        .containsExactly("A", "A1", "A15", "AB", "B");
  }

  @Test
  void findAllByIdMatchesNumbersByValueAsFindByIdDoes() {
    String readings = template.getTableName(Reading.class);
    client.putItem(b -> b.tableName(readings).item(Map.of("sensor", AttributeValue.fromS("s1"),
        "at", AttributeValue.fromN("1.50"), "note", AttributeValue.fromS("stored as 1.50"))));
    DynamoDbCompositeId id = DynamoDbCompositeId.of("s1", new BigDecimal("1.5"));
    assertThat(template.findById(Reading.class, "s1", new BigDecimal("1.5"))).isPresent();
    assertThat(template.findAllById(Reading.class, List.of(id, DynamoDbCompositeId.of("s1", new BigDecimal("1.500")))))
        .extracting(r -> r.note).containsExactly("stored as 1.50");
  }

  @Test
  void aPrimitiveTimeToLiveOfZeroMeansNoExpiry() {
    Order order = new Order("c2", "o9", "NEW");
    order.expiresAt = 0;
    template.save(order);
    Map<String, AttributeValue> stored = client.getItem(b -> b.tableName(table)
        .key(Map.of("customer", AttributeValue.fromS("c2"), "sk", AttributeValue.fromS("ORDER#o9")))).item();
    assertThat(stored).doesNotContainKey("expiresAt");
    assertThat(orders.findByCustomer("c2")).hasSize(1);
    Order expired = new Order("c2", "o8", "OLD");
    expired.expiresAt = NOW.getEpochSecond() - 1;
    template.save(expired);
    assertThat(orders.findByCustomer("c2")).extracting(o -> o.orderId).containsExactly("o9");
    assertThat(orders.findStatusByCustomer("c2")).extracting(OrderRepository.StatusOnly::orderId)
        .containsExactly("o9");
    assertThat(orders.countByCustomer("c2")).isEqualTo(1);
    // a typed update to 0 removes the attribute, as a save leaves it out (found by the generative test)
    template.update(Order.class, "c2", "ORDER#o8", io.dynaforge.expression.Update.of(Order.class)
        .set(Order_Attributes.expiresAt, 0L));
    assertThat(client.getItem(b -> b.tableName(table).key(Map.of("customer", AttributeValue.fromS("c2"),
        "sk", AttributeValue.fromS("ORDER#o8")))).item()).doesNotContainKey("expiresAt");
    assertThat(orders.findByCustomer("c2")).extracting(o -> o.orderId).containsExactly("o8", "o9");
  }
}
