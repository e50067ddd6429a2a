package io.dynaforge.it.pointread;

import io.dynaforge.annotation.Derived;
import io.dynaforge.annotation.PartitionKeyTemplate;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;

/** The online shop's customer: one placeholder in both keys ({@code c#{customerId}}/{@code c#{customerId}}). */
@Table("point_shop")
@PartitionKeyTemplate("c#{customerId}")
@SortKeyTemplate("c#{customerId}")
public record ShopCustomer(@Derived String customerId, String name) {}
