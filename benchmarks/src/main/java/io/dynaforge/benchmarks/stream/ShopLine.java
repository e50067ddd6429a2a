package io.dynaforge.benchmarks.stream;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.StreamView;
import io.dynaforge.annotation.Table;

/** A line of an order: its sort key {@code ORDER#<id>#LINE#<nnn>} also starts with {@code ORDER#}. */
@Table(value = "shop_stream", stream = StreamView.NEW_AND_OLD_IMAGES)
@SortKeyTemplate("ORDER#{orderId}#LINE#{line:3}")
public class ShopLine {
  @PartitionKey public String customer;
  public String orderId;
  public int line;
  public String sku;
  public int quantity;

  public ShopLine() {}

  public ShopLine(String customer, String orderId, int line, String sku, int quantity) {
    this.customer = customer;
    this.orderId = orderId;
    this.line = line;
    this.sku = sku;
    this.quantity = quantity;
  }
}
