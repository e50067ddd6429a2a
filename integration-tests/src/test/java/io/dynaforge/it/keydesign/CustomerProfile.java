package io.dynaforge.it.keydesign;

import io.dynaforge.annotation.Derived;
import io.dynaforge.annotation.PartitionKeyTemplate;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;

/** {@code USER#123 / PROFILE}: a constant item kind in the customer's partition. */
@Table("shop")
@PartitionKeyTemplate("USER#{userId}")
@SortKeyTemplate("PROFILE")
public record CustomerProfile(@Derived String userId, String name, String email) {}
