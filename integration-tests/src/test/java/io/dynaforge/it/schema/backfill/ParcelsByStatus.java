package io.dynaforge.it.schema.backfill;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SecondaryIndex;
import io.dynaforge.annotation.SortKey;

/** The global index {@code parcels_by_status} over the template columns: the finder that misses items until they are backfilled. */
@SecondaryIndex(value = "parcels_by_status", tableName = "backfill")
public record ParcelsByStatus(@PartitionKey String gsi1pk, @SortKey String gsi1sk, String customer, String parcelId,
    String status, String carrier) {}
