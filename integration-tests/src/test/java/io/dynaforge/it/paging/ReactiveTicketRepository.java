package io.dynaforge.it.paging;

import io.dynaforge.reactive.ReactiveDynamoDbRepository;
import io.dynaforge.repository.DynamoDbCompositeId;
import org.springframework.data.domain.Limit;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.data.domain.Window;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/** The reactive twin of {@link TicketRepository}. */
public interface ReactiveTicketRepository extends ReactiveDynamoDbRepository<Ticket, DynamoDbCompositeId> {

  Flux<Ticket> findByQueue(String queue);

  Flux<Ticket> findTop3ByQueue(String queue);

  Flux<Ticket> findByQueueAndPriorityGreaterThan(String queue, Integer priority, Limit limit);

  Mono<Window<Ticket>> findByQueueOrderByTicketIdAsc(String queue, Limit limit, ScrollPosition position);

  Mono<Window<Ticket>> findByQueueAndStatus(String queue, String status, Limit limit, ScrollPosition position);

  Mono<Long> countByQueue(String queue);

  Mono<Long> countByQueueAndStatus(String queue, String status);

  Mono<Boolean> existsByQueue(String queue);

  Mono<Boolean> existsByQueueAndStatus(String queue, String status);
}
