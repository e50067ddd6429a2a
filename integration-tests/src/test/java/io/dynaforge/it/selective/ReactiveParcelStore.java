package io.dynaforge.it.selective;

import org.springframework.data.repository.reactive.ReactiveCrudRepository;
import reactor.core.publisher.Flux;

/** Spring Data's ReactiveCrudRepository, and a derived query. */
public interface ReactiveParcelStore extends ReactiveCrudRepository<Parcel, String> {
  Flux<Parcel> findByIdAndDestination(String id, String destination);
}
