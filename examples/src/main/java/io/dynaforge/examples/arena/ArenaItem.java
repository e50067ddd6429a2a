package io.dynaforge.examples.arena;

import io.dynaforge.annotation.Embedded;
import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;

/**
 * Any row of the arena table. One query on a tournament's partition returns every kind of row; the
 * sort-key prefix routes each one to exactly one payload.
 */
@Table("arena")
public record ArenaItem(
        @PartitionKey String pk,
        @SortKey String sk,
        @Embedded(startsWith = "TOURNAMENT#") TournamentData tournament,
        @Embedded(startsWith = "PLAYER#") PlayerData player,
        @Embedded(startsWith = "MATCH#") MatchData match) {

    public record TournamentData(String name, String startsOn) {}

    public record PlayerData(String name, Integer rating) {}

    public record MatchData(String home, String away, String score) {}
}
