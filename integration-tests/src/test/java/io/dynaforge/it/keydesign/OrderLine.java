package io.dynaforge.it.keydesign;

import io.dynaforge.annotation.Derived;
import io.dynaforge.annotation.PartitionKeyTemplate;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;

/** {@code ORDER#o1 / ITEM#0001}: an order's lines, numbers zero-padded so they sort. */
@Table("shop")
@PartitionKeyTemplate("ORDER#{orderId}")
@SortKeyTemplate("ITEM#{line:4}")
public record OrderLine(@Derived String orderId, @Derived Integer line, String sku, int quantity) {}
