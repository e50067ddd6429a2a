package io.dynaforge.it.keydesign;

import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.util.List;

public interface OrderLineRepository extends DynamoDbRepository<OrderLine, DynamoDbCompositeId> {

  List<OrderLine> findByOrderId(String orderId);

  List<OrderLine> findByOrderIdOrderByLineDesc(String orderId);

  List<OrderLine> findByOrderIdAndLineGreaterThan(String orderId, int line);
}
