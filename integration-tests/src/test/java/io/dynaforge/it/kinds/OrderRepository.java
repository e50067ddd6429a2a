package io.dynaforge.it.kinds;

import io.dynaforge.annotation.Query;
import io.dynaforge.annotation.ExpressionValue;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.util.List;
import java.util.Optional;

public interface OrderRepository extends DynamoDbRepository<Order, DynamoDbCompositeId> {
  List<Order> findByCustomer(String customer);

  Optional<Order> findFirstByCustomer(String customer);

  long countByCustomer(String customer);

  List<StatusOnly> findStatusByCustomer(String customer);

  @Query(filterExpression = "#status = :status", allowScan = true,
      names = @io.dynaforge.annotation.ExpressionName(name = "#status", value = "status"))
  List<Order> findByStatusScanning(String status);

  /** A projection of an order. */
  record StatusOnly(String orderId, String status) {}
}
