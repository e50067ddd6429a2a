package io.dynaforge.it.write;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;

/** The seed's product inventory ({@code PRODUCT#ABC}/{@code INVENTORY}), unversioned. */
@Table("shop")
public record Inventory(@PartitionKey String pk, @SortKey String sk, int stock) {

  public static Inventory of(String product, int stock) {
    return new Inventory("PRODUCT#" + product, "INVENTORY", stock);
  }
}
