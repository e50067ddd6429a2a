package io.dynaforge.examples.arena;

import io.dynaforge.repository.SecondaryIndexRepository;
import java.util.List;

/** Reads the {@code by_rating} index: every method is one Query with {@code IndexName = by_rating}. */
public interface PlayerByRatingRepository extends SecondaryIndexRepository<PlayerByRating> {

    /** The strongest players, highest rating first. */
    List<PlayerByRating> findTop2ByPkOrderByRatingDesc(String pk);
}
