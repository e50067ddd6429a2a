package io.dynaforge.it.collection;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;

/** How the rows are written: one generic entity; the item-collection views only read. */
@Table("crm")
@SuppressWarnings("Dynaforge/SharedTableWithoutItemKind")
public record CrmRow(@PartitionKey String pk, @SortKey String sk, String status, String sku, Integer quantity,
    String gsi2pk, String gsi2sk) {}
