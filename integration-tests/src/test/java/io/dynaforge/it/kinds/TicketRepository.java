package io.dynaforge.it.kinds;

import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.util.List;

public interface TicketRepository extends DynamoDbRepository<Ticket, DynamoDbCompositeId> {
  List<Ticket> findByCustomerAndCodeLessThan(String customer, String code);

  List<Ticket> findByCustomerAndCodeLessThanEqual(String customer, String code);
}
