package io.dynaforge.it.reactive;

import io.dynaforge.annotation.Query;
import io.dynaforge.reactive.ReactiveItemCollectionRepository;
import reactor.core.publisher.Mono;

/** The item collection, non-blocking: the fixed finders and one declared Query. */
public interface ShopperActivityRepository extends ReactiveItemCollectionRepository<ShopperActivity, String> {

  @Query(keyConditionExpression = "#customer = :customer AND begins_with(#sk, :prefix)")
  Mono<ShopperActivity> withPrefix(String customer, String prefix);
}
