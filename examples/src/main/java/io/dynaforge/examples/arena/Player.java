package io.dynaforge.examples.arena;

import io.dynaforge.annotation.AtomicCounter;
import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;
import org.springframework.data.annotation.Version;

/**
 * A player of a tournament: {@code sk = PLAYER#<playerId>}, optimistic locking on {@code version}. {@code wins} is
 * changed in place by a typed update ({@code Update.of(Player.class).add(Player_Attributes.wins, 1)}); {@code saves}
 * is an atomic counter the server increments on every save (1, 2, 3, ...), whatever the object holds.
 */
@Table("arena")
@SortKeyTemplate("PLAYER#{playerId}")
public record Player(@PartitionKey String pk, String playerId, String name, int rating, Integer wins,
        @AtomicCounter(start = 1) Long saves, @Version Long version) {

    public Player withRating(int newRating) {
        return new Player(pk, playerId, name, newRating, wins, saves, version);
    }
}
