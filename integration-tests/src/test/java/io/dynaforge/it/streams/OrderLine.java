package io.dynaforge.it.streams;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;

/**
 * A line of an order, in the same partition; its sort key also starts with {@code ORDER#{orderId}}.
 * It declares no stream: the table has the one {@link Order} declares.
 */
@Table("streams_shop")
@SortKeyTemplate("ORDER#{orderId}#LINE#{line:3}")
public class OrderLine {
  @PartitionKey public String customer;
  public Long orderId;
  public Integer line;
  public String sku;

  public OrderLine() {}

  public OrderLine(String customer, Long orderId, Integer line, String sku) {
    this.customer = customer;
    this.orderId = orderId;
    this.line = line;
    this.sku = sku;
  }
}
