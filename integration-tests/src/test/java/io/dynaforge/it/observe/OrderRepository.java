package io.dynaforge.it.observe;

import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.util.List;

public interface OrderRepository extends DynamoDbRepository<Order, DynamoDbCompositeId> {
  List<Order> findByCustomerId(String customerId);

  long countByCustomerId(String customerId);
}
