package io.dynaforge.it.keys;

import io.dynaforge.annotation.ExpressionValue;
import io.dynaforge.annotation.Query;
import io.dynaforge.annotation.Update;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

public interface TimedReadingRepository extends DynamoDbRepository<TimedReading, DynamoDbCompositeId> {

  /** Planned as a GetItem: both key properties bound by equality. */
  Optional<TimedReading> findBySensorAndTakenAt(String sensor, Instant takenAt);

  /** A Query whose key condition compares the converted sort key. */
  List<TimedReading> findBySensorAndTakenAtGreaterThanEqual(String sensor, Instant from);

  /** One UpdateItem by the key parameters {@code sensor} and {@code takenAt}. */
  @Update(updateExpression = "SET #value = :value")
  TimedReading revalue(String sensor, Instant takenAt, double value);

  /** PartiQL: each {@code ?} is compared with a key property, so it is converted like it. */
  @Query(partiQl = "SELECT * FROM \"dynaforge_it_timed_readings\" WHERE sensor = ? AND takenAt = ?")
  Optional<TimedReading> at(String sensor, Instant takenAt);

  /** A filter whose parameter is compared with the converted {@code checkedAt}. */
  @Query(filterExpression = "#checkedAt = :checkedAt", allowScan = true)
  List<TimedReading> checkedAt(Instant checkedAt);

  /** A SpEL value compared with the converted {@code checkedAt}: an Instant result is converted like it. */
  @Query(filterExpression = "#checkedAt = :checked", allowScan = true,
      values = @ExpressionValue(name = ":checked", value = "T(java.time.Instant).parse('2026-01-02T08:00:00.250Z')"))
  List<TimedReading> checkedAtTheInspection();
}
