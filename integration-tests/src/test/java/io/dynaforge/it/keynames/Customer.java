package io.dynaforge.it.keynames;

import io.dynaforge.annotation.Derived;
import io.dynaforge.annotation.PartitionKeyTemplate;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;

/** A customer's profile in a table keyed {@code PK}/{@code SK}, as the published designs name them. */
@Table(value = "keynames", partitionKey = "PK", sortKey = "SK")
@PartitionKeyTemplate("c#{customerId}")
@SortKeyTemplate("PROFILE")
public record Customer(@Derived String customerId, String name, String email) {}
