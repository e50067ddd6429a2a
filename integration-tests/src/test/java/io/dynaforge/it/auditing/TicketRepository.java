package io.dynaforge.it.auditing;

import io.dynaforge.annotation.Update;
import io.dynaforge.repository.DynamoDbRepository;

public interface TicketRepository extends DynamoDbRepository<Ticket, String> {

  /** A declared update by key: it sets @LastModifiedBy (and @LastModifiedDate) like a typed one. */
  @Update(updateExpression = "SET #title = :title")
  void retitle(String id, String title);
}
