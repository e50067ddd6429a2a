package io.dynaforge.it.repository;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;

/** Another item kind in the same partition. */
@Table("arena")
@SortKeyTemplate("PLAYER#{playerId}")
public record ArenaPlayer(@PartitionKey String pk, String playerId, String name) {}
