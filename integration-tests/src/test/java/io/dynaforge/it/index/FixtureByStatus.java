package io.dynaforge.it.index;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SecondaryIndex;
import io.dynaforge.annotation.SortKey;

/** An LSI: the base table's partition key plus an alternate sort key. */
@SecondaryIndex(value = "by_status", tableName = "league", local = true)
public record FixtureByStatus(@PartitionKey String pk, @SortKey String status, String sk, String venue) {}
