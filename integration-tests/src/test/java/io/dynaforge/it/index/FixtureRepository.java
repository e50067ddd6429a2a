package io.dynaforge.it.index;

import io.dynaforge.annotation.ExpressionName;
import io.dynaforge.annotation.ExpressionValue;
import io.dynaforge.annotation.Query;
import io.dynaforge.annotation.Update;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.util.List;
import java.util.Optional;
import org.springframework.data.repository.query.Param;

public interface FixtureRepository extends DynamoDbRepository<Fixture, DynamoDbCompositeId> {

  @Query(filterExpression = "#status = :status AND #venue = :venue", allowScan = true)
  List<Fixture> findPlayedAt(@Param("status") String status, @Param("venue") String venue);

  @Query(filterExpression = "#status = :played", allowScan = true,
      values = @ExpressionValue(name = ":played", value = "'PLAYED'"))
  long countPlayed();

  /** A Limit parameter caps a declared query like a derived one. */
  @Query(filterExpression = "#status = :status", allowScan = true)
  List<Fixture> withStatus(@Param("status") String status, org.springframework.data.domain.Limit limit);

  @Query(filterExpression = "#status = :played", allowScan = true,
      values = @ExpressionValue(name = ":played", value = "'PLAY'.concat('ED')"))
  long countPlayedBySpel();

  @Update(updateExpression = "SET #status = :status, #round = #round + :one",
      conditionExpression = "attribute_exists(#pk)",
      values = @ExpressionValue(name = ":one", value = "1"))
  Fixture reschedule(@Param("pk") String pk, @Param("sk") String sk, @Param("status") String status);

  /** The named query Fixture.inVenue (a filter, so a Scan: opted in). */
  @io.dynaforge.annotation.AllowScan
  List<Fixture> inVenue(String venue);

  @Update(updateExpression = "SET #where = :venue", names = @ExpressionName(name = "#where", value = "venue"))
  void moveTo(String pk, String sk, String venue);
}
