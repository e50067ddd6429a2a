package io.dynaforge.it.readcost;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;
import java.math.BigDecimal;

/** A catalogue item read through projections: {@code CAT#books / ITEM#0001}. */
@Table("inventory")
public record Item(@PartitionKey String pk, @SortKey String sk, String name, String category, BigDecimal price,
    Integer stock, String description) {}
