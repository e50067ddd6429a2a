package io.dynaforge.it.keydesign;

import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

public interface CustomerOrderRepository extends DynamoDbRepository<CustomerOrder, DynamoDbCompositeId> {

  List<CustomerOrder> findByUserId(String userId);

  List<CustomerOrder> findByUserIdAndOrderDateBetween(String userId, LocalDate from, LocalDate to);

  List<CustomerOrder> findByUserIdAndOrderDateAfter(String userId, LocalDate after);

  List<CustomerOrder> findByUserIdAndOrderDateBefore(String userId, LocalDate before);

  List<CustomerOrder> findByUserIdAndOrderDateGreaterThanEqual(String userId, LocalDate from);

  List<CustomerOrder> findByUserIdAndOrderDateLessThanEqual(String userId, LocalDate to);

  List<CustomerOrder> findTop2ByUserIdOrderByOrderDateDesc(String userId);

  Optional<CustomerOrder> findByUserIdAndOrderDateAndOrderId(String userId, LocalDate orderDate, String orderId);

  List<CustomerOrder> findByPkAndSkBetween(String pk, String from, String to);

  long countByUserId(String userId);
}
