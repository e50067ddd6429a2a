package io.dynaforge.it.singletable;

import io.dynaforge.annotation.Embedded;
import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;

/** The reference's counter-example: startsWith = "ORDER#" matches the order and its lines. */
@Table("orders")
@SuppressWarnings("Dynaforge/OverlappingEmbeddedRoutes")
public class PrefixOrderItem {
  @PartitionKey public String pk;
  @SortKey public String sk;

  @Embedded(startsWith = "ORDER#") public OrderItem.OrderData order;
}
