package io.dynaforge.it.index;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;
import java.time.LocalDate;

/** The base entity the index views project: a league fixture. */
@Table("league")
public record Fixture(
    @PartitionKey String pk,
    @SortKey String sk,
    String region,
    String season,
    String division,
    LocalDate day,
    Integer round,
    String status,
    String venue) {}
