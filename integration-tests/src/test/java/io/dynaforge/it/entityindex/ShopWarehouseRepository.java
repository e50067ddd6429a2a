package io.dynaforge.it.entityindex;

import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.util.Optional;

public interface ShopWarehouseRepository extends DynamoDbRepository<ShopWarehouse, DynamoDbCompositeId> {
  Optional<ShopWarehouse> findByWarehouseId(String warehouseId);
}
