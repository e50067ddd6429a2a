package io.dynaforge.examples.arena;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;
import org.springframework.data.annotation.Version;

/** A player of a tournament: {@code sk = PLAYER#<playerId>}, optimistic locking on {@code version}. */
@Table("arena")
@SortKeyTemplate("PLAYER#{playerId}")
public record Player(@PartitionKey String pk, String playerId, String name, int rating, @Version Long version) {

    public Player withRating(int newRating) {
        return new Player(pk, playerId, name, newRating, version);
    }
}
