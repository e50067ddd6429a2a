package io.dynaforge.it.reactive;

import io.dynaforge.annotation.ItemCollectionMember;
import io.dynaforge.annotation.ItemCollectionView;
import java.util.List;

/** A customer's partition folded: the profile and the purchases, read by one Query. */
@ItemCollectionView(tableName = "reactive_shop", partitionKey = "customer", sortKey = "sk")
public record ShopperActivity(@ItemCollectionMember(startsWith = "PROFILE") ProfileRow profile,
    @ItemCollectionMember(startsWith = "ORDER#") List<OrderRow> orders) {

  /** The profile row. */
  public record ProfileRow(String name) {}

  /** A purchase row. */
  public record OrderRow(String orderId, String status, Integer total) {}
}
