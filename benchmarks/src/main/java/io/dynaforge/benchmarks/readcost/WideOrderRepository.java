package io.dynaforge.benchmarks.readcost;

import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.util.List;

public interface WideOrderRepository extends DynamoDbRepository<WideOrder, DynamoDbCompositeId> {

  /** Whole items. */
  List<WideOrder> findByPk(String pk);

  /** The same Query, with the {@code ProjectionExpression} {@code #sk, #status, #total}. */
  List<OrderLine> findByPkAndSkStartingWith(String pk, String prefix);
}
