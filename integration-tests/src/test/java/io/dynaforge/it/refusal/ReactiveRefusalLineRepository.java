package io.dynaforge.it.refusal;

import io.dynaforge.reactive.ReactiveDynamoDbRepository;
import io.dynaforge.repository.DynamoDbCompositeId;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.data.domain.Window;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/** {@link RefusalLineRepository}'s methods, non-blocking. */
public interface ReactiveRefusalLineRepository extends ReactiveDynamoDbRepository<RefusalLine, DynamoDbCompositeId> {
  Mono<RefusalLine> findByOrderIdAndLine(String orderId, Integer line);

  Flux<RefusalLine> findByOrderIdAndLineGreaterThan(String orderId, Integer line);

  Flux<RefusalLine> findByOrderIdAndLineLessThan(String orderId, Integer line);

  Flux<RefusalLine> findByOrderIdAndLineBetween(String orderId, Integer from, Integer to);

  Flux<RefusalLine> streamByOrderIdAndNote(String orderId, String note);

  Mono<Window<RefusalLine>> findFirst2ByOrderIdOrderByLineAsc(String orderId, ScrollPosition position);

  Mono<Long> countByOrderIdAndLineGreaterThanEqual(String orderId, Integer line);

  Mono<Boolean> existsByOrderIdAndLineLessThanEqual(String orderId, Integer line);
}
