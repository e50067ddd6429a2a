package io.dynaforge.it.repository;

import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

public interface ArenaMatchRepository extends DynamoDbRepository<ArenaMatch, DynamoDbCompositeId> {

  List<ArenaMatch> findByPk(String pk);

  List<ArenaMatch> findByPkAndMatchDate(String pk, LocalDate matchDate);

  Optional<ArenaMatch> findByPkAndMatchDateAndMatchId(String pk, LocalDate matchDate, String matchId);

  List<ArenaMatch> findByPkOrderByMatchDateDesc(String pk);

  List<ArenaMatch> findByPkAndWinner(String pk, String winner);
}
