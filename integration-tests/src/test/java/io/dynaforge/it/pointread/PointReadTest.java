package io.dynaforge.it.pointread;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.RequestRecorder;
import io.dynaforge.testing.TestTables;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;

/**
 * Wave 5 item 4 against the server: a derived method fixing every placeholder of both key templates
 * (one placeholder in both keys too) sends exactly one GetItem, for {@code Optional}, the entity and a
 * {@code List} of 0 or 1, and reads the right item among other kinds of the same partition.
 */
@ExtendWith(DynamoDbExtension.class)
class PointReadTest {

  static final RequestRecorder log = new RequestRecorder();
  static DynamoDbClient client;
  static DynamoDbTemplate template;
  static ShopCustomerRepository customers;
  static ShopOrderLineRepository lines;

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables tables) {
    client = local.recordingClient(log);
    template = DynamoDbTemplate.builder(client).tableNameResolver(tables::name).build();
    template.createTables(ShopCustomer.class, ShopOrderLine.class);
    customers = new ShopCustomerRepository_Impl(template);
    lines = new ShopOrderLineRepository_Impl(template);
    template.saveAll(List.of(new ShopCustomer("c1", "Ann"), new ShopCustomer("c2", "Bob")));
    template.saveAll(List.of(new ShopOrderLine("o1", 1, "p9", 2), new ShopOrderLine("o1", 1, "p10", 3),
        new ShopOrderLine("o1", 2, "p9", 4)));
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
  void onePlaceholderInBothKeysIsOneGetItem() {
    assertThat(customers.findByCustomerId("c1")).contains(new ShopCustomer("c1", "Ann"));
    assertThat(log.operations()).containsExactly("GetItem");
    GetItemRequest get = log.requestsOf(GetItemRequest.class).get(0);
    assertThat(get.key().get("pk").s()).isEqualTo("c#c1");
    assertThat(get.key().get("sk").s()).isEqualTo("c#c1");
    log.clear();

    assertThat(customers.getByCustomerId("c2")).isEqualTo(new ShopCustomer("c2", "Bob"));
    assertThat(customers.getByCustomerId("c3")).isNull();
    assertThat(customers.findAllByCustomerId("c1")).containsExactly(new ShopCustomer("c1", "Ann"));
    assertThat(customers.findAllByCustomerId("c3")).isEmpty();
    assertThat(log.operations()).containsExactly("GetItem", "GetItem", "GetItem", "GetItem");
  }

  @Test
  void everyPlaceholderOfBothTemplatesIsOneGetItem() {
    assertThat(lines.findByOrderIdAndLineAndProductId("o1", 1, "p10")).contains(new ShopOrderLine("o1", 1, "p10", 3));
    assertThat(log.operations()).containsExactly("GetItem");
    assertThat(log.requestsOf(GetItemRequest.class).get(0).key().get("sk").s()).isEqualTo("l#001#p#p10");
    log.clear();
    // a placeholder left open stays a Query of the prefix
    assertThat(lines.findByOrderIdAndLine("o1", 1)).extracting(ShopOrderLine::productId)
        .containsExactlyInAnyOrder("p9", "p10");
    assertThat(log.operations()).containsExactly("Query");
  }
}
