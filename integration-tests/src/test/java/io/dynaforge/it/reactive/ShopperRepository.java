package io.dynaforge.it.reactive;

import io.dynaforge.reactive.ReactiveDynamoDbRepository;
import reactor.core.publisher.Flux;

/** The profiles: a constant sort key, so ids are the customer. */
public interface ShopperRepository extends ReactiveDynamoDbRepository<Shopper, String> {

  Flux<Shopper> findByCustomer(String customer);
}
