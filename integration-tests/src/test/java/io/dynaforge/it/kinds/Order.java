package io.dynaforge.it.kinds;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;
import io.dynaforge.annotation.TimeToLive;

/** An order; its lines share its partition and its sort-key prefix ({@code ORDER#{orderId}#LINE#...}). */
@Table("kinds")
@SortKeyTemplate("ORDER#{orderId}")
public class Order {
  @PartitionKey public String customer;
  public String orderId;
  public String status;
  @TimeToLive(filterExpired = true) public long expiresAt;

  public Order() {}

  public Order(String customer, String orderId, String status) {
    this.customer = customer;
    this.orderId = orderId;
    this.status = status;
  }
}
