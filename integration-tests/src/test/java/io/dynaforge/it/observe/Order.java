package io.dynaforge.it.observe;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;

/** An order of a customer, for the observation tests. */
@Table("observed_orders")
public record Order(@PartitionKey String customerId, @SortKey String orderId, String status) {}
