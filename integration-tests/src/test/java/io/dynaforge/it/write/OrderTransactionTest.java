package io.dynaforge.it.write;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.CancellationReason;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.core.TransactWrite;
import io.dynaforge.core.TransactionCanceledDataAccessException;
import io.dynaforge.expression.Update;
import io.dynaforge.it.template.DisabledOnDynalite;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.dao.OptimisticLockingFailureException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The seed's order transaction ({@code ../shared/reference/004}): put the order, {@code order_count + 1}
 * on the customer, {@code stock - qty} on the product under {@code stock >= qty}; all or nothing.
 */
@DisabledOnDynalite
@ExtendWith(DynamoDbExtension.class)
class OrderTransactionTest {

  static WriteFixture fx;
  static DynamoDbTemplate template;

  @BeforeAll
  static void setUp(LocalDynamoDb db, TestTables tables) {
    fx = new WriteFixture(db, tables);
    template = fx.template;
  }

  @AfterAll
  static void tearDown() {
    fx.close();
  }

  private static TransactWrite order(String orderId, String user, String product, int quantity) {
    return TransactWrite.builder()
        .insert(ShopOrder.of(orderId, "150.00"))
        .update(Customer.class, user, "PROFILE", Update.of(Customer.class).add(Customer_Attributes.orderCount, 1))
        .update(Inventory.class, "PRODUCT#" + product, "INVENTORY",
            Update.of(Inventory.class).add(Inventory_Attributes.stock, -quantity),
            Inventory_Attributes.stock.ge(quantity))
        .build();
  }

  @Test
  void anOrderCommitsAllThreeWrites() {
    template.save(new Customer("USER#123", "Ann"));
    template.save(Inventory.of("ABC", 5));
    template.transactWrite(order("2024-001", "USER#123", "ABC", 2));
    assertThat(fx.stored("ORDER#2024-001", "METADATA").get("total").n()).isEqualTo("150.00");
    Map<String, AttributeValue> customer = fx.stored("USER#123", "PROFILE");
    assertThat(customer.get("count").n()).isEqualTo("1");
    assertThat(customer.get("version").n()).isEqualTo("2"); // saved as 1, the typed update bumps it
    assertThat(fx.stored("PRODUCT#ABC", "INVENTORY").get("stock").n()).isEqualTo("3");
  }

  @Test
  void aFailingStockConditionLeavesAllThreeItemsUnchanged() {
    template.save(new Customer("USER#456", "Bob"));
    template.save(Inventory.of("XYZ", 1));
    Map<String, AttributeValue> customerBefore = fx.stored("USER#456", "PROFILE");
    Map<String, AttributeValue> stockBefore = fx.stored("PRODUCT#XYZ", "INVENTORY");
    assertThatThrownBy(() -> template.transactWrite(order("2024-002", "USER#456", "XYZ", 2)))
        .isInstanceOf(TransactionCanceledDataAccessException.class)
        .isInstanceOf(DataIntegrityViolationException.class)
        .isNotInstanceOf(OptimisticLockingFailureException.class)
        .hasMessageContaining("Inventory").hasMessageContaining("PRODUCT#XYZ")
        .satisfies(e -> {
          CancellationReason failed = ((TransactionCanceledDataAccessException) e).getFailedReasons().stream()
              .filter(CancellationReason::failed).findFirst().orElseThrow();
          assertThat(failed.index()).isEqualTo(2);
          assertThat(failed.action()).isEqualTo("Update");
          assertThat(failed.code()).isEqualTo("ConditionalCheckFailed");
        });
    assertThat(fx.stored("ORDER#2024-002", "METADATA")).isEmpty();
    assertThat(fx.stored("USER#456", "PROFILE")).isEqualTo(customerBefore);
    assertThat(fx.stored("PRODUCT#XYZ", "INVENTORY")).isEqualTo(stockBefore);
  }

  @Test
  void conditionChecksAndConditionalPutsAndDeletesAreTyped() {
    template.save(new Customer("USER#789", "Cy"));
    Inventory stock = template.save(Inventory.of("QRS", 9));
    assertThatThrownBy(() -> template.transactWrite(TransactWrite.builder()
        .conditionCheck(Customer.class, "USER#789", "PROFILE", Customer_Attributes.tier.eq(Tier.GOLD))
        .put(Inventory.of("QRS", 0), Inventory_Attributes.stock.ge(0))
        .build())).isInstanceOf(TransactionCanceledDataAccessException.class);
    assertThat(fx.stored("PRODUCT#QRS", "INVENTORY").get("stock").n()).isEqualTo("9");
    template.transactWrite(TransactWrite.builder()
        .conditionCheck(Customer.class, "USER#789", "PROFILE", Customer_Attributes.name.eq("Cy"))
        .delete(stock, Inventory_Attributes.stock.eq(9))
        .build());
    assertThat(fx.stored("PRODUCT#QRS", "INVENTORY")).isEmpty();
  }
}
