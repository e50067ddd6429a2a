package io.dynaforge.it.index;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SecondaryIndex;
import io.dynaforge.annotation.SortKey;
import java.time.LocalDate;

/** A multi-attribute GSI: two partition attributes, three sort attributes, real domain values. */
@SecondaryIndex(value = "by_region", tableName = "league")
public record FixtureByRegion(
    @PartitionKey(order = 0) String region,
    @PartitionKey(order = 1) String season,
    @SortKey(order = 0) String division,
    @SortKey(order = 1) LocalDate day,
    @SortKey(order = 2) Integer round,
    String pk,
    String sk,
    String venue) {}
