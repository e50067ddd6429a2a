package io.dynaforge.it.keys;

import io.dynaforge.annotation.Query;
import io.dynaforge.repository.SecondaryIndexRepository;
import java.time.Instant;
import java.util.List;

public interface ReadingByStationRepository extends SecondaryIndexRepository<ReadingByStation> {

  List<ReadingByStation> findByStationAndCheckedAt(String station, Instant checkedAt);

  @Query(keyConditionExpression = "#station = :station AND #checkedAt <= :until")
  List<ReadingByStation> until(String station, Instant until);
}
