package io.dynaforge.examples.arena;

import io.dynaforge.annotation.ItemCollectionMember;
import io.dynaforge.annotation.ItemCollectionView;
import java.util.List;

/**
 * A whole tournament as one read model: the tournament's partition holds one tournament row, its
 * players and its matches; one Query folds them into this record, each row routed by its sort key.
 * The members are the row types the application already has (the players and matches are the
 * {@code @Table} records themselves, their templated keys decomposed as usual).
 */
@ItemCollectionView(tableName = "arena", partitionKey = "pk", sortKey = "sk")
public record TournamentView(
        @ItemCollectionMember(startsWith = "TOURNAMENT#") ArenaItem.TournamentData tournament,
        @ItemCollectionMember(startsWith = "PLAYER#") List<Player> players,
        @ItemCollectionMember(startsWith = "MATCH#") List<Match> matches) {}
