package io.dynaforge.it.singletable;

import io.dynaforge.annotation.Embedded;
import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;

/** Hierarchical sort keys: ORDER#9876 and ORDER#9876#LINE#abc, separated by a regex. */
@Table("orders")
public class OrderItem {
  @PartitionKey public String pk;
  @SortKey public String sk;

  @Embedded(regex = "ORDER#[^#]+") public OrderData order;
  @Embedded(startsWith = "ORDER#", regex = "ORDER#[^#]+#LINE#.+") public LineData line;
  /** Not routed: populated whenever one of its attributes is present. */
  @Embedded public Audit audit;

  public record OrderData(String status) {}

  public record LineData(String sku, Integer quantity) {}

  public record Audit(String createdBy) {}
}
