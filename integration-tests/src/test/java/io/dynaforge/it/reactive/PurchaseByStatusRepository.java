package io.dynaforge.it.reactive;

import io.dynaforge.annotation.Query;
import io.dynaforge.reactive.ReactiveSecondaryIndexRepository;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/** The index view, non-blocking. */
public interface PurchaseByStatusRepository extends ReactiveSecondaryIndexRepository<PurchaseByStatus> {

  Flux<PurchaseByStatus> findByStatus(String status);

  Flux<PurchaseByStatus> findByStatusAndOrderIdStartingWith(String status, String prefix);

  Mono<Long> countByStatus(String status);

  @Query(keyConditionExpression = "#status = :status", filterExpression = "#total >= :min")
  Flux<PurchaseByStatus> largeOnes(String status, Integer min);
}
