package io.dynaforge.it.generative;

import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.reactive.ReactiveDynamoDbOperations;
import io.dynaforge.reactive.ReactiveDynamoDbRepository;
import io.dynaforge.repository.DynamoDbRepository;
import java.math.BigDecimal;

/**
 * What the test asks of a generated model, implemented by a class generated with each model ({@code gen.GenDriver})
 * and compiled with it, so the property drives the generated repositories without reflection. Kinds are named
 * {@code Order}, {@code OrderLine}, {@code Profile}, {@code Ledger}; a method for a feature the model does not have
 * is not called. Values are plain: amounts as {@code BigDecimal} (converted to the model's number type), statuses
 * and tiers as enum names or {@code null}, TTLs as epoch seconds ({@code 0} = none).
 */
public interface Driver extends Finders, Writes {

  void init(DynamoDbOperations operations);

  /** Builds the model's reactive repositories ({@code ReactiveOrderRepository}, ...) over the reactive template. */
  void initReactive(ReactiveDynamoDbOperations operations);

  /** The kind's reactive repository (not of {@code Ledger}). */
  ReactiveDynamoDbRepository<Object, Object> reactiveRepository(String kind);

  /** The same finders declared on the model's reactive repositories ({@code Flux}, {@code Mono}), each awaited. */
  Finders reactiveFinders();

  /**
   * The same updates through the model's reactive repositories ({@code update(id, Update)}, declared
   * {@code @Update} methods returning {@code Mono<Void>}) and the reactive template's {@code transactWrite}.
   */
  Writes reactiveWrites();

  Class<?> type(String kind);

  DynamoDbRepository<Object, Object> repository(String kind);

  Object order(String customerId, String orderId, String status, BigDecimal amount, String note);

  Object line(String customerId, String orderId, int line, int qty, BigDecimal price, long ttl, String sku,
      String note);

  Object profile(String customerId, String tier, String note);

  Object ledger(String account, BigDecimal seq, String note);

  Object orderId(String customerId, String orderId);

  Object lineId(String customerId, String orderId, int line);

  Object profileId(String customerId);

  Object ledgerId(String account, BigDecimal seq);
}
