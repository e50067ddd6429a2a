package io.dynaforge.examples.arena;

import io.dynaforge.reactive.ReactiveDynamoDbRepository;
import io.dynaforge.repository.DynamoDbCompositeId;
import reactor.core.publisher.Flux;

/**
 * The non-blocking twin of {@link PlayerRepository}: the processor plans its methods with the same rules
 * and writes {@code ReactivePlayerRepository_Impl} over the {@code reactiveDynamoDbTemplate} the starter
 * configures when {@code dynaforge-reactive} is on the class path. Nothing is sent before subscription.
 */
public interface ReactivePlayerRepository extends ReactiveDynamoDbRepository<Player, DynamoDbCompositeId> {

    /** Query, begins_with(sk, "PLAYER#"), rating as a filter; pages read as the subscriber asks for items. */
    Flux<Player> findByPkAndRatingGreaterThan(String pk, int rating);
}
