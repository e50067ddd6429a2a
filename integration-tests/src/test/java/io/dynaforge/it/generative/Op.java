package io.dynaforge.it.generative;

import java.util.List;

/**
 * One step of a sequence. Values come from small pools so that steps meet each other (the same customers, orders
 * and lines, order ids that are prefixes of one another: {@code A}, {@code A1}, {@code A15}, {@code AB}, {@code B}).
 * A step for a feature the model lacks is skipped. {@link Generators#op} draws them. Records print as the step they are.
 */
sealed interface Op {

  List<String> CUSTOMERS = List.of("c1", "c2");
  List<String> ORDERS = List.of("A", "A1", "AB", "B", "A15", "B2");
  List<String> STATUSES = java.util.Arrays.asList(null, "NEW", "PAID", "SHIPPED");
  /** Amounts (converted to the model's number type; integral models use the integral ones). */
  List<String> AMOUNTS = List.of("1", "20", "1.5", "1.50", "0.25");
  List<String> NOTES = List.of("n1", "n2");
  /** TTL offsets from the clock's now, odd so that no advance of the clock lands on one (0 = no TTL). */
  List<Long> TTLS = List.of(0L, 53L, -101L, 517L, 3_601L);
  List<Long> ADVANCES = List.of(30L, 100L, 1_000L);

  /**
   * Where a write goes: a repository, the template with the entity class, the reactive template
   * ({@code ReactiveDynamoDbTemplate} over {@code DynamoDbAsyncClient}, the same mappers, clock and tables), or the
   * model's reactive repository over it; each reactive call awaited. Reads of the whole kind and by ids ask all four,
   * and every finder is asked of the blocking and of the reactive repositories.
   */
  enum Via { REPOSITORY, TEMPLATE, REACTIVE, REACTIVE_REPOSITORY }

  enum Kind { Order, OrderLine, Profile }

  record SaveOrder(Via via, String customer, String order, String status, String amount, String note) implements Op {}

  record SaveLine(Via via, String customer, String order, int line, int qty, String price, long ttl, String note)
      implements Op {}

  record SaveProfile(Via via, String customer, String tier, String note) implements Op {}

  record SaveLedger(String account, String seq) implements Op {}

  /**
   * Raw PutItems: {@code ORDER#A#NOTE#1}, whose sort key extends an order's (an order whose orderId is
   * {@code A#NOTE#1}: a placeholder is any text), and {@code NOTE#A}, an item of no kind.
   */
  record RawForeign(String customer, String order) implements Op {}

  /*
   * Updates and transactions: {@code reactive} sends them through the reactive repositories (typed
   * {@code update(id, Update)}, declared {@code @Update} as {@code Mono<Void>}) and the reactive template's
   * {@code transactWrite}.
   */
  record UpdateOrderStatus(boolean reactive, String customer, String order, String status) implements Op {}

  record AddOrderAmount(boolean reactive, String customer, String order, String delta) implements Op {}

  record MarkStatus(boolean reactive, String customer, String order, String status) implements Op {}

  record UpdateLineTtl(boolean reactive, String customer, String order, int line, long ttl) implements Op {}

  record AddQty(boolean reactive, String customer, String order, int line, int delta) implements Op {}

  record SaveAllLines(Via via, String customer, String order, long ttl, int count) implements Op {}

  record SaveAllOrders(Via via, String customer, int count, String status) implements Op {}

  record DeleteById(Via via, Kind kind, String customer, String order, int line) implements Op {}

  /** A repository's {@code deleteAll()} (every item of the kind). */
  record DeleteAll(Kind kind) implements Op {}

  /** {@code deleteAllById} of every line of an order (1 to 3), or of every order of a customer. */
  record DeleteAllById(Via via, Kind kind, String customer, String order) implements Op {}

  record Transact(boolean reactive, String customer, String order, String status, int line, String deleteProfileOf)
      implements Op {}

  /**
   * A {@code Backfill} of the kind (Order or OrderLine) with that many segments, run after some items of the kind
   * were made stale and while random writers delete, re-create and update orders and lines ({@link BackfillStep});
   * {@code seed} draws the stale items, the writers and the writes at the backfill's rewrites.
   */
  record Backfill(Kind kind, int segments, long seed) implements Op {}

  record AdvanceClock(long seconds) implements Op {}

  /** findAll, count of the kind: the repository's and the template's, and parallelScan. */
  record ReadAll(Kind kind) implements Op {}

  /** Every finder of one customer: derived, counted, projected, windowed, declared. */
  record ReadCustomer(String customer, String order, String bound, int pageSize) implements Op {}

  /** findById of keys, findAllById of the same keys, existsById. */
  record ReadByIds(Kind kind, String customer, List<String> orders) implements Op {}

  record ReadProfilesWithNote(String note) implements Op {}

  record ReadByStatus(String status) implements Op {}

  /** findAllById of ledger entries by the same numbers written with another scale (1.5 for 1.50). */
  record ReadLedger(String account) implements Op {}
}
