package io.dynaforge.it.entityindex;

import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.time.LocalDate;
import java.util.List;
import org.springframework.data.domain.Limit;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.data.domain.Window;

public interface ShopOrderItemRepository extends DynamoDbRepository<ShopOrderItem, DynamoDbCompositeId> {
  List<ShopOrderItem> findByProductIdAndOrderedOnBetween(String productId, LocalDate from, LocalDate to);

  Window<ShopOrderItem> findByProductIdOrderByOrderedOn(String productId, ScrollPosition position, Limit limit);

  List<ShopOrderItem.Quantity> findQuantitiesByProductIdAndOrderedOn(String productId, LocalDate orderedOn);

  Window<ShopOrderItem.Quantity> findQuantitiesByProductIdOrderByOrderedOn(String productId, ScrollPosition position,
      Limit limit);

  boolean existsByProductIdAndOrderedOnAfter(String productId, LocalDate after);
}
