package io.dynaforge.it.entityindex;

import io.dynaforge.reactive.ReactiveDynamoDbRepository;
import io.dynaforge.repository.DynamoDbCompositeId;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

public interface ReactiveShopShipmentRepository extends ReactiveDynamoDbRepository<ShopShipment, DynamoDbCompositeId> {
  Flux<ShopShipment> findByWarehouseId(String warehouseId);

  Mono<ShopShipment> findByShipmentId(String shipmentId);

  Mono<Long> countByWarehouseId(String warehouseId);
}
