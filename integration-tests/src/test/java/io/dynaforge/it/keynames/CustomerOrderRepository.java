package io.dynaforge.it.keynames;

import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

public interface CustomerOrderRepository extends DynamoDbRepository<CustomerOrder, DynamoDbCompositeId> {
  List<CustomerOrder> findByCustomerId(String customerId);

  List<CustomerOrder> findByCustomerIdAndOrderedAtBetween(String customerId, LocalDate from, LocalDate to);

  Optional<CustomerOrder> findByCustomerIdAndOrderedAtAndOrderId(String customerId, LocalDate orderedAt,
      String orderId);
}
