package io.dynaforge.it.declared;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;

/** A table with a fixed physical name: PartiQL statements are sent as written. */
@Table("dynaforge_it_partiql")
public record Ledger2(@PartitionKey String account, @SortKey String entry, Integer amount) {}
