package io.dynaforge.it.kinds;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;

/** A line of an order: its key also starts with {@code ORDER#}, and has one more separator. */
@Table("kinds")
@SortKeyTemplate("ORDER#{orderId}#LINE#{line:3}")
public class OrderLine {
  @PartitionKey public String customer;
  public String orderId;
  public int line;
  public String sku;

  public OrderLine() {}

  public OrderLine(String customer, String orderId, int line, String sku) {
    this.customer = customer;
    this.orderId = orderId;
    this.line = line;
    this.sku = sku;
  }
}
