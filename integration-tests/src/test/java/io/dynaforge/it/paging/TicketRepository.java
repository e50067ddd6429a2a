package io.dynaforge.it.paging;

import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.util.List;
import java.util.stream.Stream;
import org.springframework.data.domain.Limit;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.data.domain.Window;

/** The blocking twin of {@link ReactiveTicketRepository}: the same methods, the same plans. */
public interface TicketRepository extends DynamoDbRepository<Ticket, DynamoDbCompositeId> {

  List<Ticket> findByQueue(String queue);

  List<Ticket> findTop3ByQueue(String queue);

  Stream<Ticket> findByQueueAndPriorityGreaterThan(String queue, Integer priority, Limit limit);

  Window<Ticket> findByQueueOrderByTicketIdAsc(String queue, Limit limit, ScrollPosition position);

  Window<Ticket> findByQueueAndStatus(String queue, String status, Limit limit, ScrollPosition position);

  long countByQueue(String queue);

  long countByQueueAndStatus(String queue, String status);

  boolean existsByQueue(String queue);

  boolean existsByQueueAndStatus(String queue, String status);
}
