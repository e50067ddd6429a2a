package io.dynaforge.it.write;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;
import java.math.BigDecimal;

/** The seed's order ({@code ORDER#2024-001}/{@code METADATA}). */
@Table("shop")
public record ShopOrder(@PartitionKey String pk, @SortKey String sk, BigDecimal total) {

  public static ShopOrder of(String id, String total) {
    return new ShopOrder("ORDER#" + id, "METADATA", new BigDecimal(total));
  }
}
