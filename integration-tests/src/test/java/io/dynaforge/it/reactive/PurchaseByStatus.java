package io.dynaforge.it.reactive;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SecondaryIndex;
import io.dynaforge.annotation.SortKey;

/** The global index {@code by_status} of the shop's table: the purchases of one status, by order id. */
@SecondaryIndex(value = "by_status", tableName = "reactive_shop")
public record PurchaseByStatus(@PartitionKey String status, @SortKey String orderId, String customer, Integer total) {}
