package io.dynaforge.it.convertedkeys;

import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Optional;

public interface ShopOrderRepository extends DynamoDbRepository<ShopOrder, DynamoDbCompositeId> {
  List<ShopOrder> findByCustomerIdAndPlacedAtBetween(String customerId, LocalDateTime from, LocalDateTime to);

  List<ShopOrder> findByCustomerIdAndPlacedAtAfter(String customerId, LocalDateTime after);

  List<ShopOrder> findByCustomerIdOrderByPlacedAtDesc(String customerId);

  Optional<ShopOrder> findByCustomerIdAndPlacedAtAndOrderId(String customerId, LocalDateTime placedAt, String orderId);
}
