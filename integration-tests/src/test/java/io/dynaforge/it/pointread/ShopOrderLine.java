package io.dynaforge.it.pointread;

import io.dynaforge.annotation.Derived;
import io.dynaforge.annotation.PartitionKeyTemplate;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;

/** An order's line in the same table: every placeholder of both keys fixes one item. */
@Table("point_shop")
@PartitionKeyTemplate("o#{orderId}")
@SortKeyTemplate("l#{line:3}#p#{productId}")
public record ShopOrderLine(@Derived String orderId, @Derived Integer line, @Derived String productId, int quantity) {}
