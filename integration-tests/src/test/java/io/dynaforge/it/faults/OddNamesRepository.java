package io.dynaforge.it.faults;

import io.dynaforge.annotation.ExpressionName;
import io.dynaforge.annotation.Query;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.util.List;

public interface OddNamesRepository extends DynamoDbRepository<OddNames, DynamoDbCompositeId> {
  List<OddNames> findByIdAndDotted(String id, String dotted);

  /** A filter-only Scan whose aliases name the hostile attributes. */
  @Query(filterExpression = "#k = :id AND #c > :min", allowScan = true,
      names = {@ExpressionName(name = "#k", value = "#pk"), @ExpressionName(name = "#c", value = "count")})
  List<OddNames> countAbove(String id, int min);
}
