package io.dynaforge.examples.arena;

import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.util.List;
import java.util.Optional;

public interface PlayerRepository extends DynamoDbRepository<Player, DynamoDbCompositeId> {

    /** GetItem on pk and the composed sk. */
    Optional<Player> findByPkAndPlayerId(String pk, String playerId);

    /** Query, begins_with(sk, "PLAYER#"), rating as a filter. */
    List<Player> findByPkAndRatingGreaterThan(String pk, int rating);

    /** Query, begins_with(sk, "PLAYER#"), reading only name, rating and wins (a projection). */
    List<PlayerStanding> findByPk(String pk);
}
