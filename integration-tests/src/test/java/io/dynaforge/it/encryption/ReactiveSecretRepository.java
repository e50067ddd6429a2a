package io.dynaforge.it.encryption;

import io.dynaforge.reactive.ReactiveDynamoDbRepository;
import io.dynaforge.repository.DynamoDbCompositeId;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/** The reactive twin of {@link SecretRepository}. */
public interface ReactiveSecretRepository extends ReactiveDynamoDbRepository<Secret, DynamoDbCompositeId> {

  Flux<Secret> findByOwner(String owner);

  Mono<Long> countByOwner(String owner);
}
