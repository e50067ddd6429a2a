package io.dynaforge.examples.arena;

import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.reactive.ReactiveDynamoDbOperations;
import org.springframework.stereotype.Component;
import reactor.core.publisher.Flux;

/**
 * A non-blocking read of players, over the {@code reactiveDynamoDbTemplate} the starter configures when
 * {@code dynaforge-reactive} is on the class path (a {@code ReactiveDynamoDbTemplate} over a
 * {@code DynamoDbAsyncClient}, with the same {@code dynaforge.*} settings as the blocking one).
 *
 * <p>The method has the name and signature a derived method of a reactive repository would have
 * ({@code interface ReactivePlayerRepository extends ReactiveDynamoDbRepository<Player, DynamoDbCompositeId>}, see
 * {@code docs/reactive.md}), and sends the same request: one Query of the partition, {@code begins_with(sk,
 * "PLAYER#")}, the rating as a filter, read page by page as the subscriber asks for items.
 */
@Component
public class ReactivePlayerReads {

    private final ReactiveDynamoDbOperations operations;

    public ReactivePlayerReads(ReactiveDynamoDbOperations operations) {
        this.operations = operations;
    }

    /**
     * The players of a tournament rated above {@code rating}; nothing is sent before subscription.
     *
     * @param pk     the tournament's partition key
     * @param rating the exclusive lower bound
     * @return the players, in sort-key order
     */
    public Flux<Player> findByPkAndRatingGreaterThan(String pk, int rating) {
        return operations.query(Player.class, DynamoDbQuery.builder()
                .keyCondition("#pk = :pk AND begins_with(#sk, :kind)")
                .filter("#rating > :rating")
                .name("#pk", "pk").name("#sk", "sk").name("#rating", "rating")
                .value(":pk", pk).value(":kind", "PLAYER#").value(":rating", rating)
                .build());
    }
}
