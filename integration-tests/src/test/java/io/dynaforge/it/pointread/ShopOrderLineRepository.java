package io.dynaforge.it.pointread;

import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.util.List;
import java.util.Optional;

public interface ShopOrderLineRepository extends DynamoDbRepository<ShopOrderLine, DynamoDbCompositeId> {
  Optional<ShopOrderLine> findByOrderIdAndLineAndProductId(String orderId, Integer line, String productId);

  List<ShopOrderLine> findByOrderIdAndLine(String orderId, Integer line);
}
