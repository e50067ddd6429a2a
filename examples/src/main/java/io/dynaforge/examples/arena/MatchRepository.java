package io.dynaforge.examples.arena;

import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.time.LocalDate;
import java.util.List;

public interface MatchRepository extends DynamoDbRepository<Match, DynamoDbCompositeId> {

    /** Query, begins_with(sk, "MATCH#2026-01-18#"). */
    List<Match> findByPkAndMatchDate(String pk, LocalDate matchDate);

    /** Query, newest first, one row. */
    Match findFirstByPkOrderByMatchDateDesc(String pk);
}
