package io.dynaforge.it.reactive.callbacks;

import io.dynaforge.reactive.ReactiveDynamoDbRepository;
import io.dynaforge.repository.DynamoDbCompositeId;
import reactor.core.publisher.Flux;

public interface ReactiveBadgeRepository extends ReactiveDynamoDbRepository<Badge, DynamoDbCompositeId> {

  /** A Query on the owner. */
  Flux<Badge> findByOwner(String owner);
}
