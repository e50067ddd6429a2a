package io.dynaforge.it.entityindex;

import io.dynaforge.annotation.Derived;
import io.dynaforge.annotation.PartitionKeyTemplate;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;
import io.dynaforge.annotation.TableIndex;

/** An invoice in its order's partition, and under {@code GSI1} by its own id (the overloaded index). */
@Table(value = "entityindex", partitionKey = "PK", sortKey = "SK")
@PartitionKeyTemplate("o#{orderId}")
@SortKeyTemplate("i#{invoiceId}")
@PartitionKeyTemplate(value = "i#{invoiceId}", column = "GSI1-PK")
@SortKeyTemplate(value = "i#{invoiceId}", column = "GSI1-SK")
@TableIndex(name = "GSI1", partitionKey = "GSI1-PK", sortKey = "GSI1-SK")
public record ShopInvoice(@Derived String orderId, @Derived String invoiceId, long amount) {}
