package io.dynaforge.it.tableindex;

import io.dynaforge.annotation.Derived;
import io.dynaforge.annotation.IndexProjection;
import io.dynaforge.annotation.PartitionKeyTemplate;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;
import io.dynaforge.annotation.TableIndex;

/**
 * An invoice of an order, in the order's partition, declaring the indexes of its table it writes: a
 * global one by invoice id (its own template column), and a local one by status.
 */
@Table(value = "invoices", partitionKey = "PK", sortKey = "SK")
@PartitionKeyTemplate("o#{orderId}")
@SortKeyTemplate("i#{invoiceId}")
@PartitionKeyTemplate(value = "i#{invoiceId}", column = "GSI1-PK")
@TableIndex(name = "GSI1", partitionKey = "GSI1-PK", sortKey = "amount", projection = IndexProjection.INCLUDE,
    include = "status")
@TableIndex(name = "LSI1", partitionKey = "PK", sortKey = "status", local = true,
    projection = IndexProjection.KEYS_ONLY)
public record Invoice(@Derived String orderId, @Derived String invoiceId, String status, long amount) {}
