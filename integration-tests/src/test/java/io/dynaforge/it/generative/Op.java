package io.dynaforge.it.generative;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/**
 * One step of a sequence. Values come from small pools so that steps meet each other (the same customers, orders
 * and lines, order ids that are prefixes of one another: {@code A}, {@code A1}, {@code A15}, {@code AB}, {@code B}).
 * A step for a feature the model lacks is skipped. Records print as the step they are.
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

  /** Where a read or write goes: a repository, or the template with the entity class. */
  enum Via { REPOSITORY, TEMPLATE }

  enum Kind { Order, OrderLine, Profile }

  record SaveOrder(Via via, String customer, String order, String status, String amount, String note) implements Op {}

  record SaveLine(Via via, String customer, String order, int line, int qty, String price, long ttl, String note)
      implements Op {}

  record SaveProfile(Via via, String customer, String tier, String note) implements Op {}

  record SaveLedger(String account, String seq) implements Op {}

  /** A raw PutItem of an item of no kind whose sort key extends an order's: {@code ORDER#A#NOTE#1}. */
  record RawForeign(String customer, String order) implements Op {}

  record UpdateOrderStatus(String customer, String order, String status) implements Op {}

  record AddOrderAmount(String customer, String order, String delta) implements Op {}

  record MarkStatus(String customer, String order, String status) implements Op {}

  record UpdateLineTtl(String customer, String order, int line, long ttl) implements Op {}

  record AddQty(String customer, String order, int line, int delta) implements Op {}

  record SaveAllLines(Via via, String customer, String order, long ttl, int count) implements Op {}

  record SaveAllOrders(Via via, String customer, int count, String status) implements Op {}

  record DeleteById(Via via, Kind kind, String customer, String order, int line) implements Op {}

  /** A repository's {@code deleteAll()} (every item of the kind). */
  record DeleteAll(Kind kind) implements Op {}

  /** {@code deleteAllById} of every line of an order (1 to 3), or of every order of a customer. */
  record DeleteAllById(Via via, Kind kind, String customer, String order) implements Op {}

  record Transact(String customer, String order, String status, int line, String deleteProfileOf) implements Op {}

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

  static Arbitrary<Op> ops() {
    Arbitrary<Via> via = Arbitraries.of(Via.class);
    Arbitrary<Kind> kind = Arbitraries.of(Kind.class);
    Arbitrary<String> customer = Arbitraries.of(CUSTOMERS);
    Arbitrary<String> order = Arbitraries.of(ORDERS);
    Arbitrary<String> status = Arbitraries.of(STATUSES);
    Arbitrary<String> amount = Arbitraries.of(AMOUNTS);
    Arbitrary<String> note = Arbitraries.of(NOTES);
    Arbitrary<Integer> line = Arbitraries.integers().between(1, 3);
    Arbitrary<Long> ttl = Arbitraries.of(TTLS);
    Map<String, Arbitrary<? extends Op>> writes = new LinkedHashMap<>();
    writes.put("SaveOrder", Combinators.combine(via, customer, order, status, amount, note).as(SaveOrder::new));
    writes.put("SaveLine", Combinators.combine(via, customer, order, line, Arbitraries.integers().between(0, 9),
        amount, ttl, note).as(SaveLine::new));
    writes.put("SaveProfile", Combinators.combine(via, customer,
        Arbitraries.of(java.util.Arrays.asList(null, "SILVER", "GOLD")), note).as(SaveProfile::new));
    writes.put("SaveLedger", Combinators.combine(Arbitraries.of("acct"),
        Arbitraries.of("1.5", "1.50", "2", "2.0", "15E-1", "0.125")).as(SaveLedger::new));
    writes.put("RawForeign", Combinators.combine(customer, order).as(RawForeign::new));
    writes.put("UpdateOrderStatus", Combinators.combine(customer, order, status).as(UpdateOrderStatus::new));
    writes.put("AddOrderAmount", Combinators.combine(customer, order, amount).as(AddOrderAmount::new));
    writes.put("MarkStatus", Combinators.combine(customer, order, status).as(MarkStatus::new));
    writes.put("UpdateLineTtl", Combinators.combine(customer, order, line, ttl).as(UpdateLineTtl::new));
    writes.put("AddQty", Combinators.combine(customer, order, line, Arbitraries.integers().between(-2, 3))
        .as(AddQty::new));
    writes.put("SaveAllLines", Combinators.combine(via, customer, order, ttl, Arbitraries.integers().between(1, 3))
        .as(SaveAllLines::new));
    writes.put("SaveAllOrders", Combinators.combine(via, customer, Arbitraries.integers().between(1, 4), status)
        .as(SaveAllOrders::new));
    writes.put("DeleteById", Combinators.combine(via, kind, customer, order, line).as(DeleteById::new));
    writes.put("DeleteAll", kind.map(DeleteAll::new));
    writes.put("DeleteAllById", Combinators.combine(via, kind, customer, order).as(DeleteAllById::new));
    writes.put("Transact", Combinators.combine(customer, order, status, line, customer).as(Transact::new));
    writes.put("AdvanceClock", Arbitraries.of(ADVANCES).map(AdvanceClock::new));
    Map<String, Arbitrary<? extends Op>> reads = new LinkedHashMap<>();
    reads.put("ReadAll", kind.map(ReadAll::new));
    reads.put("ReadCustomer", Combinators.combine(customer, order, Arbitraries.of("B", "A1", "AB", "C"),
        Arbitraries.integers().between(1, 3)).as(ReadCustomer::new));
    reads.put("ReadByIds", Combinators.combine(kind, customer, order.list().ofMinSize(1).ofMaxSize(3))
        .as(ReadByIds::new));
    reads.put("ReadProfilesWithNote", note.map(ReadProfilesWithNote::new));
    reads.put("ReadByStatus", Arbitraries.of("NEW", "PAID", "SHIPPED").map(ReadByStatus::new));
    reads.put("ReadLedger", Arbitraries.of("acct").map(ReadLedger::new));
    // -Dgenerative.ops=SaveOrder,UpdateOrderStatus,ReadAll narrows the steps to hunt one interaction
    String only = System.getProperty("generative.ops", "");
    if (!only.isBlank()) {
      Set<String> names = Set.of(only.split(","));
      writes.keySet().retainAll(names);
      reads.keySet().retainAll(names);
    }
    List<Tuple.Tuple2<Integer, Arbitrary<Op>>> weighted = new ArrayList<>();
    if (!writes.isEmpty()) {
      weighted.add(Tuple.of(3, Arbitraries.oneOf(new ArrayList<>(writes.values()))));
    }
    if (!reads.isEmpty()) {
      weighted.add(Tuple.of(2, Arbitraries.oneOf(new ArrayList<>(reads.values()))));
    }
    return Arbitraries.frequencyOf(weighted.toArray(Tuple.Tuple2[]::new));
  }
}
