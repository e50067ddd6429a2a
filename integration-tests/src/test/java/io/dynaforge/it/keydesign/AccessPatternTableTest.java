package io.dynaforge.it.keydesign;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.RequestRecorder;
import io.dynaforge.testing.TestTables;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.dao.DataAccessException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * The seeds' access-pattern table end to end, in one shared table: {@code USER#u1 / PROFILE},
 * {@code USER#u1 / ORDER#<date>#<id>}, {@code ORDER#o1 / ITEM#0001}, with composed partition keys,
 * a constant item kind, date ranges as key conditions and zero-padded line numbers.
 */
@ExtendWith(DynamoDbExtension.class)
class AccessPatternTableTest {

  static final RequestRecorder recorder = new RequestRecorder();
  static DynamoDbClient client;
  static String table;
  static CustomerProfileRepository profiles;
  static CustomerOrderRepository orders;
  static OrderLineRepository lines;

  static LocalDate day(int month, int day) {
    return LocalDate.of(2024, month, day);
  }

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables tables) {
    client = local.recordingClient(recorder);
    table = tables.name("shop");
    DynamoDbTemplate template = DynamoDbTemplate.builder(client).tableNameResolver(tables::name).build();
    template.createTables(CustomerOrder.class);
    profiles = new CustomerProfileRepository_Impl(template);
    orders = new CustomerOrderRepository_Impl(template);
    lines = new OrderLineRepository_Impl(template);
    profiles.save(new CustomerProfile("u1", "Ada", "ada@example.com"));
    profiles.save(new CustomerProfile("u2", "Bob", "bob@example.com"));
    orders.save(new CustomerOrder("u1", day(1, 5), "o1", new BigDecimal("10")));
    orders.save(new CustomerOrder("u1", day(1, 10), "o2", new BigDecimal("20")));
    orders.save(new CustomerOrder("u1", day(1, 10), "o3", new BigDecimal("30")));
    orders.save(new CustomerOrder("u1", day(1, 20), "o4", new BigDecimal("40")));
    orders.save(new CustomerOrder("u1", day(2, 1), "o5", new BigDecimal("50")));
    orders.save(new CustomerOrder("u2", day(1, 10), "o9", new BigDecimal("90")));
    for (int line = 1; line <= 12; line++) {
      lines.save(new OrderLine("o1", line, "SKU-" + line, line));
    }
  }

  @AfterAll
  static void close() {
    client.close();
  }

  @BeforeEach
  void clear() {
    recorder.clear();
  }

  private static List<String> ids(List<CustomerOrder> list) {
    return list.stream().map(CustomerOrder::orderId).toList();
  }

  private static Map<String, AttributeValue> raw(String pk, String sk) {
    return client.getItem(r -> r.tableName(table)
        .key(Map.of("pk", AttributeValue.fromS(pk), "sk", AttributeValue.fromS(sk)))).item();
  }

  @Test
  void keysAreStoredComposedAndDerivedPlaceholdersAreNot() {
    assertThat(raw("USER#u1", "PROFILE")).containsEntry("name", AttributeValue.fromS("Ada")).doesNotContainKey("userId");
    assertThat(raw("USER#u1", "ORDER#2024-01-05#o1")).containsKey("total")
        .doesNotContainKeys("userId", "orderDate", "orderId");
    assertThat(raw("ORDER#o1", "ITEM#0007")).containsEntry("sku", AttributeValue.fromS("SKU-7"));
  }

  @Test
  void theProfileIsOneGetItemByItsPlaceholderOrByTheComposedId() {
    assertThat(profiles.findByUserId("u1")).get().extracting(CustomerProfile::name).isEqualTo("Ada");
    assertThat(profiles.findById("USER#u2")).get().extracting(CustomerProfile::userId).isEqualTo("u2");
    assertThat(profiles.existsById("USER#nobody")).isFalse();
    assertThat(recorder.operations()).containsExactly("GetItem", "GetItem", "GetItem");
    assertThat(recorder.requestsOf(GetItemRequest.class).get(0).key())
        .containsEntry("pk", AttributeValue.fromS("USER#u1")).containsEntry("sk", AttributeValue.fromS("PROFILE"));
  }

  @Test
  void aDateRangeIsOneQueryWithAKeyConditionAndNoFilter() {
    assertThat(ids(orders.findByUserIdAndOrderDateBetween("u1", day(1, 10), day(1, 20))))
        .containsExactly("o2", "o3", "o4");
    assertThat(recorder.operations()).containsExactly("Query");
    QueryRequest q = recorder.requestsOf(QueryRequest.class).get(0);
    assertThat(q.keyConditionExpression()).isEqualTo("#pk = :pk AND #sk BETWEEN :sk_from AND :sk_to");
    assertThat(q.filterExpression()).isNull();
    assertThat(q.expressionAttributeValues()).containsEntry(":pk", AttributeValue.fromS("USER#u1"))
        .containsEntry(":sk_from", AttributeValue.fromS("ORDER#2024-01-10"))
        .containsEntry(":sk_to", AttributeValue.fromS("ORDER#2024-01-20$"));
  }

  @Test
  void theAccessPatternReportShowsTheComposedKeyConditions() throws java.io.IOException {
    String json;
    try (java.io.InputStream in = getClass().getClassLoader().getResourceAsStream(
        "META-INF/dynaforge/access-patterns/io.dynaforge.it.keydesign.CustomerOrderRepository.json")) {
      json = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    }
    assertThat(json).contains("\"keyCondition\": \"#pk = :pk AND #sk BETWEEN :sk_from AND :sk_to\"")
        .contains("\":pk\": \"USER#{userId}\"")
        .contains("\":sk_from\": \"ORDER#{from}\"")
        .contains("\":sk_to\": \"ORDER#{to} + '$' (just above every key with that value)\"")
        .contains("\"key\": \"pk = USER#{userId} AND sk = ORDER#{orderDate}#{orderId}\"");
  }

  @Test
  void afterAndBeforeAreExclusiveGreaterAndLessThanEqualInclusive() {
    assertThat(ids(orders.findByUserIdAndOrderDateAfter("u1", day(1, 10)))).containsExactly("o4", "o5");
    assertThat(ids(orders.findByUserIdAndOrderDateBefore("u1", day(1, 10)))).containsExactly("o1");
    assertThat(ids(orders.findByUserIdAndOrderDateGreaterThanEqual("u1", day(1, 10))))
        .containsExactly("o2", "o3", "o4", "o5");
    assertThat(ids(orders.findByUserIdAndOrderDateLessThanEqual("u1", day(1, 10)))).containsExactly("o1", "o2", "o3");
    assertThat(recorder.requestsOf(QueryRequest.class)).hasSize(4).allMatch(q -> q.filterExpression() == null);
  }

  @Test
  void openRangesStayWithinTheItemKind() {
    // the profile (sk PROFILE) sorts after every ORDER# key, so an open upper end must stop at ORDER$
    assertThat(ids(orders.findByUserIdAndOrderDateGreaterThanEqual("u1", day(1, 1))))
        .containsExactly("o1", "o2", "o3", "o4", "o5");
    assertThat(orders.findByUserId("u1")).hasSize(5);
  }

  @Test
  void newestFirstIsOneQueryBackwardsWithALimit() {
    assertThat(ids(orders.findTop2ByUserIdOrderByOrderDateDesc("u1"))).containsExactly("o5", "o4");
    QueryRequest q = recorder.requestsOf(QueryRequest.class).get(0);
    assertThat(q.scanIndexForward()).isFalse();
    assertThat(q.limit()).isEqualTo(2);
  }

  @Test
  void everyPlaceholderBoundIsOneGetItemAndRawComposedKeysWorkToo() {
    assertThat(orders.findByUserIdAndOrderDateAndOrderId("u1", day(1, 10), "o3")).get()
        .extracting(CustomerOrder::total).isEqualTo(new BigDecimal("30"));
    assertThat(recorder.operations()).containsExactly("GetItem");
    assertThat(ids(orders.findByPkAndSkBetween("USER#u1", "ORDER#2024-01-10", "ORDER#2024-01-10~")))
        .containsExactly("o2", "o3");
  }

  @Test
  void paddedLineNumbersSortLikeNumbers() {
    assertThat(lines.findByOrderIdOrderByLineDesc("o1")).extracting(OrderLine::line)
        .containsExactly(12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1);
    assertThat(lines.findByOrderIdAndLineGreaterThan("o1", 9)).extracting(OrderLine::line).containsExactly(10, 11, 12);
  }

  @Test
  void eachKindReadsOnlyItsOwnItemsFromTheSharedTable() {
    assertThat(profiles.findAll()).extracting(CustomerProfile::userId).containsExactlyInAnyOrder("u1", "u2");
    assertThat(profiles.count()).isEqualTo(2);
    assertThat(orders.count()).isEqualTo(6);
    assertThat(orders.countByUserId("u1")).isEqualTo(5);
    assertThat(lines.findAll()).hasSize(12);
  }

  @Test
  void aNumberWiderThanItsPlaceholderIsRefusedAndNothingIsWritten() {
    assertThatThrownBy(() -> lines.save(new OrderLine("o1", 12345, "SKU-X", 1)))
        .isInstanceOf(DataAccessException.class)
        .hasMessageContaining("{line:4}").hasMessageContaining("has 5 digits, more than the width 4");
    assertThatThrownBy(() -> lines.save(new OrderLine("o1", -1, "SKU-X", 1)))
        .isInstanceOf(DataAccessException.class).hasMessageContaining("is negative");
    assertThat(recorder.operations()).doesNotContain("PutItem");
    assertThat(lines.findByOrderId("o1")).hasSize(12);
  }
}
