package io.dynaforge.it.correctness;

import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.time.Instant;
import java.util.List;

public interface ReadingRepository extends DynamoDbRepository<Reading, DynamoDbCompositeId> {

  List<Reading> findBySensorOrderByTakenAtDesc(String sensor);

  List<Reading> findBySensorAndTakenAtBetween(String sensor, Instant from, Instant to);
}
