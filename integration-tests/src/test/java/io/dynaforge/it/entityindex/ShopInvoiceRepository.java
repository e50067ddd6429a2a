package io.dynaforge.it.entityindex;

import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.util.List;
import java.util.Optional;

public interface ShopInvoiceRepository extends DynamoDbRepository<ShopInvoice, DynamoDbCompositeId> {
  Optional<ShopInvoice> findByInvoiceId(String invoiceId);

  List<ShopInvoice> findByOrderId(String orderId);

  boolean existsByInvoiceId(String invoiceId);
}
