package io.dynaforge.it.pointread;

import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.util.List;
import java.util.Optional;

public interface ShopCustomerRepository extends DynamoDbRepository<ShopCustomer, DynamoDbCompositeId> {
  Optional<ShopCustomer> findByCustomerId(String customerId);

  ShopCustomer getByCustomerId(String customerId);

  List<ShopCustomer> findAllByCustomerId(String customerId);
}
