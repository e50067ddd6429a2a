package io.dynaforge.it.observe;

import io.dynaforge.annotation.Update;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.util.List;
import java.util.Optional;

public interface OrderRepository extends DynamoDbRepository<Order, DynamoDbCompositeId> {
  List<Order> findByCustomerId(String customerId);

  long countByCustomerId(String customerId);

  /** Planned as a GetItem: the generated method calls the template itself. */
  Optional<Order> findByCustomerIdAndOrderId(String customerId, String orderId);

  @Update(updateExpression = "SET #status = :status")
  void changeStatus(String customerId, String orderId, String status);
}
