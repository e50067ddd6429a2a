package io.dynaforge.it.repository;

import io.dynaforge.annotation.AllowScan;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.springframework.data.domain.Limit;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.data.domain.Window;

/** One method per plan kind; the generated GameRepository_Impl is what runs. */
public interface GameRepository extends DynamoDbRepository<Game, DynamoDbCompositeId> {

  Optional<Game> findByLeagueAndGameId(String league, String gameId);

  List<Game> findByLeague(String league);

  List<Game> findTop3ByLeagueOrderByGameIdDesc(String league);

  List<Game> findByLeagueAndGameIdStartingWith(String league, String prefix);

  List<Game> findByLeagueAndGameIdBetween(String league, String from, String to);

  List<Game> findByLeagueAndStatus(String league, String status);

  List<Game> findByLeagueAndStatusIn(String league, Collection<String> statuses);

  List<Game> findByLeagueAndTagsContaining(String league, String tag);

  Game findFirstByLeagueAndStatus(String league, String status);

  Game findByLeagueAndScore(String league, Integer score);

  Window<Game> findByLeagueOrderByGameIdAsc(String league, Limit limit, ScrollPosition position);

  Window<Game> findByLeagueAndStatus(String league, String status, Limit limit, ScrollPosition position);

  Stream<Game> streamByLeague(String league);

  long countByLeagueAndStatus(String league, String status);

  boolean existsByLeagueAndStatus(String league, String status);

  @AllowScan
  List<Game> findByStatus(String status);

  @AllowScan
  List<Game> findByStatusOrScoreGreaterThan(String status, Integer score);
}
