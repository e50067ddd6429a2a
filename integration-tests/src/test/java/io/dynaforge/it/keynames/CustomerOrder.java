package io.dynaforge.it.keynames;

import io.dynaforge.annotation.Derived;
import io.dynaforge.annotation.PartitionKeyTemplate;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;
import java.time.LocalDate;

/** A customer's order, in the customer's partition, and under {@code GSI1-PK} by its id. */
@Table(value = "keynames", partitionKey = "PK", sortKey = "SK")
@PartitionKeyTemplate("c#{customerId}")
@SortKeyTemplate("o#{orderedAt}#{orderId}")
@PartitionKeyTemplate(value = "o#{orderId}", column = "GSI1-PK")
public record CustomerOrder(@Derived String customerId, @Derived LocalDate orderedAt, String orderId, String status) {}
