package io.dynaforge.benchmarks.stream;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.StreamView;
import io.dynaforge.annotation.Table;
import java.math.BigDecimal;

/** An order of the single-table "shop": its sort key is {@code ORDER#<id>}. */
@Table(value = "shop_stream", stream = StreamView.NEW_AND_OLD_IMAGES)
@SortKeyTemplate("ORDER#{orderId}")
public class ShopOrder {
  @PartitionKey public String customer;
  public String orderId;
  public String status;
  public BigDecimal total;
  public int lines;

  public ShopOrder() {}

  public ShopOrder(String customer, String orderId, String status, BigDecimal total, int lines) {
    this.customer = customer;
    this.orderId = orderId;
    this.status = status;
    this.total = total;
    this.lines = lines;
  }
}
