package io.dynaforge.examples.arena;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SecondaryIndex;
import io.dynaforge.annotation.SortKey;

/**
 * The players of a tournament in rating order: a local secondary index of the arena table, keyed by
 * the tournament's partition key and the players' {@code rating}. Only rows that have a rating (the
 * players) are in it. The starter's {@code create-tables} creates the index with the table.
 */
@SecondaryIndex(value = "by_rating", tableName = "arena", local = true)
public record PlayerByRating(@PartitionKey String pk, @SortKey Integer rating, String sk, String name) {}
