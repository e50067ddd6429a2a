package io.dynaforge.it.readcost;

import io.dynaforge.annotation.IndexProjection;
import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SecondaryIndex;

/** A {@code KEYS_ONLY} index of the products by category: the index key and the table's keys only. */
@SecondaryIndex(value = "by-category", tableName = "catalog", projection = IndexProjection.KEYS_ONLY)
public record ProductKeys(@PartitionKey String category, String pk, String sk) {}
