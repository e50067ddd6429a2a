package io.dynaforge.it.entityindex;

import io.dynaforge.annotation.Derived;
import io.dynaforge.annotation.IndexProjection;
import io.dynaforge.annotation.PartitionKeyTemplate;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;
import io.dynaforge.annotation.TableIndex;
import java.time.LocalDate;

/**
 * A line of an order, in the order's partition, and under {@code GSI1} by product, ordered by the day
 * it was ordered ({@code INCLUDE} projection of what the entity maps).
 */
@Table(value = "entityindex", partitionKey = "PK", sortKey = "SK")
@PartitionKeyTemplate("o#{orderId}")
@SortKeyTemplate("p#{productId}")
@PartitionKeyTemplate(value = "p#{productId}", column = "GSI1-PK")
@SortKeyTemplate(value = "{orderedOn}#o#{orderId}", column = "GSI1-SK")
@TableIndex(name = "GSI1", partitionKey = "GSI1-PK", sortKey = "GSI1-SK")
public record ShopOrderItem(@Derived String orderId, @Derived String productId, LocalDate orderedOn, int quantity) {

  /** A projection: the quantity ordered of a line, with its order. */
  public record Quantity(String orderId, int quantity) {}
}
