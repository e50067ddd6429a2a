package io.dynaforge.it.lombok;

import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.util.List;

/** A generated repository over the {@code @Data} entity. */
public interface LombokOrderRepository extends DynamoDbRepository<LombokOrder, DynamoDbCompositeId> {

  List<LombokOrder> findByCustomerId(String customerId);

  List<LombokOrder> findByCustomerIdAndOrderIdStartingWith(String customerId, String prefix);
}
