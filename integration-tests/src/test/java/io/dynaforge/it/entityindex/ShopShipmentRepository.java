package io.dynaforge.it.entityindex;

import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

public interface ShopShipmentRepository extends DynamoDbRepository<ShopShipment, DynamoDbCompositeId> {
  Optional<ShopShipment> findByShipmentId(String shipmentId);

  List<ShopShipment> findByWarehouseId(String warehouseId);

  Stream<ShopShipment> findByWarehouseIdAndShippedOnBetween(String warehouseId, LocalDate from, LocalDate to);

  List<ShopShipment> findTop2ByWarehouseIdOrderByShippedOnDesc(String warehouseId);

  long countByWarehouseId(String warehouseId);

  List<ShopShipment> findByWarehouseIdAndCarrier(String warehouseId, String carrier);
}
