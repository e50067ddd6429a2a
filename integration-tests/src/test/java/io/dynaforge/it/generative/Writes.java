package io.dynaforge.it.generative;

import java.math.BigDecimal;

/**
 * The updates of a generated model, sent through its blocking repositories and template ({@link Driver}) or its
 * reactive ones ({@link Driver#reactiveWrites()}); the oracle checks what is stored either way.
 */
public interface Writes {

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
