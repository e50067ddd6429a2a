package io.dynaforge.it.convertedkeys;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.RequestRecorder;
import io.dynaforge.testing.TestTables;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * Wave 5 item 5 against the server: a {@code LocalDateTime} placeholder stored through an
 * {@code @OrderPreserving} converter is written as the converter's text (the published
 * {@code 2013-05-27T13:30:00}, zero seconds kept, where {@code toString()} would drop them), read back
 * through it, and range-queried and ordered in one Query.
 */
@ExtendWith(DynamoDbExtension.class)
class ConvertedPlaceholderTest {

  static final RequestRecorder log = new RequestRecorder();
  static DynamoDbClient client;
  static DynamoDbTemplate template;
  static ShopOrderRepository orders;
  static TestTables tables;

  static final LocalDateTime MAY_27 = LocalDateTime.of(2013, 5, 27, 13, 30);
  static final LocalDateTime MAY_28 = LocalDateTime.of(2013, 5, 28, 9, 0, 5);
  static final LocalDateTime JUNE_1 = LocalDateTime.of(2013, 6, 1, 0, 0);

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables testTables) {
    tables = testTables;
    client = local.recordingClient(log);
    template = DynamoDbTemplate.builder(client).tableNameResolver(tables::name).build();
    template.createTables(ShopOrder.class);
    orders = new ShopOrderRepository_Impl(template);
    template.saveAll(List.of(new ShopOrder("c1", MAY_27, "o1", 10), new ShopOrder("c1", MAY_28, "o2", 20),
        new ShopOrder("c1", JUNE_1, "o3", 30), new ShopOrder("c2", MAY_28, "o4", 40)));
  }

  @AfterAll
  static void close() {
    client.close();
  }

  @BeforeEach
  void clear() {
    log.clear();
  }

  @Test
  void theKeyIsTheConvertersTextAndReadsBack() {
    List<Map<String, AttributeValue>> items = client.scan(ScanRequest.builder()
        .tableName(tables.name("converted_keys")).build()).items();
    assertThat(items).extracting(i -> i.get("sk").s())
        .contains("o#2013-05-27T13:30:00#o1", "o#2013-05-28T09:00:05#o2", "o#2013-06-01T00:00:00#o3");
    log.clear();
    assertThat(orders.findByCustomerIdAndPlacedAtAndOrderId("c1", MAY_27, "o1"))
        .contains(new ShopOrder("c1", MAY_27, "o1", 10));
    assertThat(log.operations()).containsExactly("GetItem");
  }

  @Test
  void rangesAndOrderAreOneQueryOverTheConvertedText() {
    assertThat(orders.findByCustomerIdAndPlacedAtBetween("c1", MAY_27, MAY_28)).extracting(ShopOrder::orderId)
        .containsExactly("o1", "o2");
    assertThat(orders.findByCustomerIdAndPlacedAtAfter("c1", MAY_27)).extracting(ShopOrder::orderId)
        .containsExactly("o2", "o3");
    assertThat(orders.findByCustomerIdOrderByPlacedAtDesc("c1")).extracting(ShopOrder::placedAt)
        .containsExactly(JUNE_1, MAY_28, MAY_27);
    assertThat(log.operations()).containsExactly("Query", "Query", "Query");
    QueryRequest between = log.requestsOf(QueryRequest.class).get(0);
    assertThat(between.expressionAttributeValues().values()).extracting(AttributeValue::s)
        .anyMatch(v -> v.startsWith("o#2013-05-27T13:30:00"));
  }
}
