package io.dynaforge.boot.reactivesample;

import io.dynaforge.boot.sample.Crate;
import reactor.core.publisher.Mono;

/**
 * A reactive repository as the starter sees it: an interface, its {@code _Impl} and the nested {@code Factory} listed
 * in {@code META-INF/services/io.dynaforge.repository.ReactiveRepositoryFactory}. Hand-written (and not a
 * {@code ReactiveDynamoDbRepository}, which the processor would implement) so that the registration is tested apart
 * from the processor.
 */
public interface CrateLookup {

  Mono<Crate> find(String id);
}
