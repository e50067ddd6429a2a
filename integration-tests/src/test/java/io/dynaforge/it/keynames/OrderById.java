package io.dynaforge.it.keynames;

import io.dynaforge.annotation.Column;
import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SecondaryIndex;

/** The orders by id: a view of the index {@code GSI1} keyed by the column the orders compose. */
@SecondaryIndex(value = "GSI1", tableName = "keynames")
public record OrderById(@PartitionKey @Column("GSI1-PK") String orderKey, @Column("PK") String customerKey,
    String status) {}
