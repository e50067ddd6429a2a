package io.dynaforge.it.keynames;

import io.dynaforge.annotation.ItemCollectionMember;
import io.dynaforge.annotation.ItemCollectionView;
import java.util.List;

/** A customer's partition folded into one value: the profile and the orders. */
@ItemCollectionView(tableName = "keynames", partitionKey = "PK", sortKey = "SK")
public record CustomerWithOrders(
    @ItemCollectionMember(startsWith = "PROFILE") Profile profile,
    @ItemCollectionMember(startsWith = "o#") List<OrderRow> orders) {

  public record Profile(String name) {}

  public record OrderRow(String orderId, String status) {}
}
