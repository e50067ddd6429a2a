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
public interface Driver extends Finders {

  void init(DynamoDbOperations operations);

  /** Builds the model's reactive repositories ({@code ReactiveOrderRepository}, ...) over the reactive template. */
  void initReactive(ReactiveDynamoDbOperations operations);

  /** The kind's reactive repository (not of {@code Ledger}). */
  ReactiveDynamoDbRepository<Object, Object> reactiveRepository(String kind);

  /** The same finders declared on the model's reactive repositories ({@code Flux}, {@code Mono}), each awaited. */
  Finders reactiveFinders();

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

  /** A typed {@code Update} of the status through {@code repository.update(id, Update)}. */
  Object updateOrderStatus(String customerId, String orderId, String status);

  /** A typed {@code Update.add} of the amount. */
  Object addOrderAmount(String customerId, String orderId, BigDecimal delta);

  /** The declared {@code @Update("SET #status = :status")} (by the composed key). */
  void markStatus(String customerId, String orderId, String status);

  /** A typed {@code Update} of the TTL (or of the quantity when the model has no TTL). */
  Object updateLineTtl(String customerId, String orderId, int line, long ttl);

  /** The declared {@code @Update("SET #qty = #qty + :delta")}. */
  void addQty(String customerId, String orderId, int line, int delta);

  /** One {@code transactWrite}: a typed status update of the order, a put, and a delete by id of a profile. */
  void transact(String customerId, String orderId, String status, Object put, String deleteProfileOf);
}
