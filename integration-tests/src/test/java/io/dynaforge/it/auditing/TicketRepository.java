package io.dynaforge.it.auditing;

import io.dynaforge.repository.DynamoDbRepository;

public interface TicketRepository extends DynamoDbRepository<Ticket, String> {}
