package io.dynaforge.it.collection;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SecondaryIndex;
import io.dynaforge.annotation.SortKey;

/** Declares GSI2 (so createTables creates it) for the index-backed item collection. */
@SecondaryIndex(value = "GSI2", tableName = "crm")
public record CrmByWarehouse(@PartitionKey String gsi2pk, @SortKey String gsi2sk) {}
