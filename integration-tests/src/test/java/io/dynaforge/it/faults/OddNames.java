package io.dynaforge.it.faults;

import io.dynaforge.annotation.Column;
import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;

/** Stored attribute names that would break an expression if they were ever concatenated into one. */
@Table("odd_names")
public record OddNames(
    @PartitionKey @Column("#pk") String id,
    @SortKey @Column("sort key") String sk,
    @Column("a.b") String dotted,
    @Column(":colon") String colon,
    @Column("count") Integer count,
    @Column("x) OR (y") String injected) {}
