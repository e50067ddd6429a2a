package io.dynaforge.it.streams;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.StreamView;
import io.dynaforge.annotation.Table;

/** An order of the streamed table; the table's stream carries old and new images. */
@Table(value = "streams_shop", stream = StreamView.NEW_AND_OLD_IMAGES)
@SortKeyTemplate("ORDER#{orderId}")
public class Order {
  @PartitionKey public String customer;
  public Long orderId;
  public String status;

  public Order() {}

  public Order(String customer, Long orderId, String status) {
    this.customer = customer;
    this.orderId = orderId;
    this.status = status;
  }
}
