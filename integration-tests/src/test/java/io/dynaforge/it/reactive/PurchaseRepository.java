package io.dynaforge.it.reactive;

import io.dynaforge.annotation.ConsistentRead;
import io.dynaforge.annotation.Query;
import io.dynaforge.annotation.Update;
import io.dynaforge.reactive.ReactiveDynamoDbRepository;
import io.dynaforge.repository.DynamoDbCompositeId;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.data.domain.Window;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/** The purchases, non-blocking: the same methods a blocking repository would have, as Mono and Flux. */
public interface PurchaseRepository extends ReactiveDynamoDbRepository<Purchase, DynamoDbCompositeId> {

  Flux<Purchase> findByCustomer(String customer);

  @ConsistentRead
  Mono<Purchase> findByCustomerAndOrderId(String customer, String orderId);

  Flux<Purchase> findByCustomerAndTotalGreaterThan(String customer, Integer total);

  Flux<Purchase> findTop2ByCustomerOrderByOrderIdDesc(String customer);

  Mono<Purchase> findFirstByCustomerAndStatus(String customer, String status);

  Mono<Window<Purchase>> findFirst2ByCustomer(String customer, ScrollPosition position);

  Mono<Long> countByCustomer(String customer);

  Mono<Boolean> existsByCustomerAndStatus(String customer, String status);

  Flux<Summary> findSummaryByCustomer(String customer);

  @Query(filterExpression = "#status = :status", allowScan = true)
  Flux<Purchase> withStatus(String status);

  /** A declared Scan (opted in) read as a projection. */
  @Query(filterExpression = "#total >= :min", allowScan = true)
  Flux<Summary> summariesAtLeast(Integer min);

  /** {@code sk}: the composed sort key, {@code ORDER#<orderId>} (an {@code @Update} binds the stored key). */
  @Update(updateExpression = "SET #status = :status")
  Mono<Purchase> markAs(String customer, String sk, String status);

  @Update(updateExpression = "SET #total = #total + :amount")
  Mono<Void> addToTotal(String customer, String sk, Integer amount);

  /** A projection of a purchase. */
  record Summary(String orderId, Integer total) {}
}
