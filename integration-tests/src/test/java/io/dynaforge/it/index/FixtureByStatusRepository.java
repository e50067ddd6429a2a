package io.dynaforge.it.index;

import io.dynaforge.repository.SecondaryIndexRepository;
import java.util.List;

public interface FixtureByStatusRepository extends SecondaryIndexRepository<FixtureByStatus> {

  List<FixtureByStatus> findByPkAndStatus(String pk, String status);

  List<FixtureByStatus> findByPkAndStatusStartingWith(String pk, String prefix);

  @io.dynaforge.annotation.Query(keyConditionExpression = "#pk = :pk AND #status = :status", consistentRead = true)
  List<FixtureByStatus> consistently(String pk, String status);

  @io.dynaforge.annotation.Query(keyConditionExpression = "#pk = :pk AND begins_with(#status, :prefix)")
  boolean anyWithPrefix(String pk, String prefix);

  /** Issue 19, bug 10: a declared index query in descending sort-key order. */
  @io.dynaforge.annotation.Query(keyConditionExpression = "#pk = :pk", scanIndexForward = false)
  List<FixtureByStatus> lastStatusFirst(String pk);

  @io.dynaforge.annotation.Query(keyConditionExpression = "#pk = :pk")
  List<FixtureByStatus> firstStatusFirst(String pk);
}
