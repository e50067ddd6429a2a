package io.dynaforge.it.collection;

import io.dynaforge.annotation.ItemCollectionMember;
import io.dynaforge.annotation.ItemCollectionView;
import java.util.List;

/** An index-backed collection, as a class: every pick of a warehouse, across customers' orders. */
@ItemCollectionView(tableName = "crm", indexName = "GSI2", partitionKey = "gsi2pk", sortKey = "gsi2sk")
public class WarehouseView {
  @ItemCollectionMember(startsWith = "PICK#") public List<OrderView.OrderLineData> picks;
  @ItemCollectionMember(startsWith = "DOCK") public Dock dock;

  public static class Dock {
    public String status;
  }
}
