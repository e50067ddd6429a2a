package io.dynaforge.it.reactive;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;
import org.springframework.data.annotation.Version;

/**
 * A purchase: the item kind {@code ORDER#{orderId}} in its customer's partition, next to the {@link
 * Shopper}'s profile; its {@code status} and {@code orderId} key the global index {@code by_status}
 * ({@link PurchaseByStatus}).
 */
@Table("reactive_shop")
@SortKeyTemplate("ORDER#{orderId}")
public class Purchase {
  @PartitionKey public String customer;
  public String orderId;
  public String status;
  public Integer total;
  @Version public Long version;

  public Purchase() {}

  public Purchase(String customer, String orderId, String status, Integer total) {
    this.customer = customer;
    this.orderId = orderId;
    this.status = status;
    this.total = total;
  }
}
