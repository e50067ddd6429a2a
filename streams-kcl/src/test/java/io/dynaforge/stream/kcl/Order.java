package io.dynaforge.stream.kcl;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.StreamView;
import io.dynaforge.annotation.Table;

/** An order of the streamed table. */
@Table(value = "kcl_shop", stream = StreamView.NEW_AND_OLD_IMAGES)
@SortKeyTemplate("ORDER#{orderId}")
public class Order {
  @PartitionKey public String customer;
  public Long orderId;
  public String status;
}
