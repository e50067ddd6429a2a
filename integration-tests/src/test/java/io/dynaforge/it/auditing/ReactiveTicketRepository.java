package io.dynaforge.it.auditing;

import io.dynaforge.reactive.ReactiveDynamoDbRepository;

/** The reactive twin of {@link TicketRepository}, for {@link ReactiveAuditorTest}. */
public interface ReactiveTicketRepository extends ReactiveDynamoDbRepository<Ticket, String> {}
