package io.dynaforge.it.collection;

import io.dynaforge.annotation.Column;
import io.dynaforge.annotation.ItemCollectionMember;
import io.dynaforge.annotation.ItemCollectionView;
import java.util.List;

/** The reference's order and its lines, folded from one customer partition into a record. */
@ItemCollectionView(tableName = "crm", partitionKey = "pk", sortKey = "sk")
public record OrderView(
    @ItemCollectionMember(regex = "ORDER#[^#]+") OrderData order,
    @ItemCollectionMember(regex = "ORDER#[^#]+#LINE#.+") List<OrderLineData> lines) {

  public record OrderData(String status) {}

  public record OrderLineData(String sku, @Column("quantity") Integer qty) {}
}
