package io.dynaforge.it.generative;

import io.dynaforge.it.generative.ModelSpec.AmountType;
import io.dynaforge.it.generative.ModelSpec.Encryption;
import io.dynaforge.it.generative.ModelSpec.IndexKind;
import io.dynaforge.it.generative.ModelSpec.TtlKind;
import io.dynaforge.it.generative.Op.Kind;
import io.dynaforge.it.generative.Op.Via;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.Function;

/**
 * Draws models and sequences of steps from a seeded {@link Random}: the same seed gives the same model and steps
 * (with the same {@code generative.ops} and {@code generative.steps}). Every choice is uniform over its pool; a
 * step is a write 3 times in 5 and a read 2 times in 5 (uniform over the writes, over the reads).
 */
final class Generators {

  private Generators() {
  }

  /**
   * The switches of a model in the order they are drawn and shrunk, each with its values; the first value is the
   * simplest (no feature) and is the value of {@link #SIMPLEST}.
   */
  static final Map<String, List<?>> SWITCHES = new LinkedHashMap<>();

  static {
    SWITCHES.put("pkLiteral", List.of("CUST", "C"));
    SWITCHES.put("orderLiteral", List.of("ORDER", "O"));
    SWITCHES.put("amount", List.of(AmountType.values()));
    SWITCHES.put("version", List.of(false, true));
    SWITCHES.put("atomicCounter", List.of(false, true));
    SWITCHES.put("auditing", List.of(false, true));
    SWITCHES.put("statusIndex", List.of(IndexKind.values()));
    SWITCHES.put("ttl", List.of(TtlKind.values()));
    SWITCHES.put("skuConverter", List.of(false, true));
    SWITCHES.put("ledger", List.of(false, true));
    // two models in seven encrypt (each try of one costs the SDK's encryption of every write)
    SWITCHES.put("encryption", List.of(Encryption.NONE, Encryption.NONE, Encryption.NONE, Encryption.NONE,
        Encryption.NONE, Encryption.PROFILE, Encryption.UNSIGNED_NOTE));
  }

  /** The smallest model: no feature. */
  static final ModelSpec SIMPLEST = new ModelSpec("CUST", "ORDER", AmountType.INT, false, false, false,
      IndexKind.NONE, TtlKind.NONE, false, false, Encryption.NONE);

  static ModelSpec model(Random random) {
    ModelSpec model = SIMPLEST;
    for (Map.Entry<String, List<?>> s : SWITCHES.entrySet()) {
      model = model.with(s.getKey(), pick(random, s.getValue()));
    }
    if (model.encrypted() && model.atomicCounter()) {
      // every kind of an encrypted table is signed, and a save of a kind with counters is an UpdateItem, which the
      // SDK refuses for signed attributes: no order would save (the processor refuses counters on the encrypted
      // kind only, CounterOnEncryptedKind)
      model = model.with("atomicCounter", false);
    }
    if (model.encrypted() && model.statusIndex() == IndexKind.INCLUDE) {
      // the view over an INCLUDE index reads items without aws_dbe_head and aws_dbe_foot, which the SDK refuses
      // ("Encrypted item missing expected header and footer attributes"); the processor refuses such views of
      // the encrypted kind only (ProjectionOfEncryptedKind), not of the other kinds of its table
      model = model.with("statusIndex", IndexKind.ALL);
    }
    return model;
  }

  /**
   * A sequence of 1 to {@code generative.steps} (default 24) steps, and in half of the sequences one
   * {@link Op.Backfill} more at a random place (drawn after the other steps, so that a seed gives the same other
   * steps as before the backfill step existed; it is costly, hence once a sequence at most).
   */
  static List<Op> sequence(Random random) {
    int max = Math.max(1, Integer.getInteger("generative.steps", 24));
    int size = 1 + random.nextInt(max);
    List<Op> steps = new ArrayList<>(size + 1);
    for (int i = 0; i < size; i++) {
      steps.add(op(random));
    }
    if (selected("Backfill") && random.nextBoolean()) {
      steps.add(random.nextInt(steps.size() + 1), backfill(random));
    }
    return steps;
  }

  /** A backfill of orders (3 times in 4: the versioned kind with an index column) or of lines, 1 to 3 segments. */
  static Op.Backfill backfill(Random r) {
    return new Op.Backfill(r.nextInt(4) < 3 ? Kind.Order : Kind.OrderLine, between(r, 1, 3), r.nextLong());
  }

  /** Whether {@code -Dgenerative.ops} (unset: every step) selects the step. */
  private static boolean selected(String step) {
    String only = System.getProperty("generative.ops", "");
    return only.isBlank() || Set.of(only.split(",")).contains(step);
  }

  static Op op(Random r) {
    Map<String, Function<Random, Op>> writes = new LinkedHashMap<>();
    writes.put("SaveOrder", x -> new Op.SaveOrder(via(x), customer(x), order(x), status(x), amount(x), note(x)));
    writes.put("SaveLine", x -> new Op.SaveLine(via(x), customer(x), order(x), line(x), between(x, 0, 9), amount(x),
        ttl(x), note(x)));
    writes.put("SaveProfile", x -> new Op.SaveProfile(via(x), customer(x),
        pick(x, java.util.Arrays.asList(null, "SILVER", "GOLD")), note(x)));
    writes.put("SaveLedger", x -> new Op.SaveLedger("acct",
        pick(x, List.of("1.5", "1.50", "2", "2.0", "15E-1", "0.125"))));
    writes.put("RawForeign", x -> new Op.RawForeign(customer(x), order(x)));
    writes.put("UpdateOrderStatus", x -> new Op.UpdateOrderStatus(x.nextBoolean(), customer(x), order(x), status(x)));
    writes.put("AddOrderAmount", x -> new Op.AddOrderAmount(x.nextBoolean(), customer(x), order(x), amount(x)));
    writes.put("MarkStatus", x -> new Op.MarkStatus(x.nextBoolean(), customer(x), order(x), status(x)));
    writes.put("UpdateLineTtl", x -> new Op.UpdateLineTtl(x.nextBoolean(), customer(x), order(x), line(x), ttl(x)));
    writes.put("AddQty", x -> new Op.AddQty(x.nextBoolean(), customer(x), order(x), line(x), between(x, -2, 3)));
    writes.put("SaveAllLines", x -> new Op.SaveAllLines(via(x), customer(x), order(x), ttl(x), between(x, 1, 3)));
    writes.put("SaveAllOrders", x -> new Op.SaveAllOrders(via(x), customer(x), between(x, 1, 4), status(x)));
    writes.put("DeleteById", x -> new Op.DeleteById(via(x), kind(x), customer(x), order(x), line(x)));
    writes.put("DeleteAll", x -> new Op.DeleteAll(kind(x)));
    writes.put("DeleteAllById", x -> new Op.DeleteAllById(via(x), kind(x), customer(x), order(x)));
    writes.put("Transact", x -> new Op.Transact(x.nextBoolean(), customer(x), order(x), status(x), line(x), customer(x)));
    writes.put("AdvanceClock", x -> new Op.AdvanceClock(pick(x, Op.ADVANCES)));
    Map<String, Function<Random, Op>> reads = new LinkedHashMap<>();
    reads.put("ReadAll", x -> new Op.ReadAll(kind(x)));
    reads.put("ReadCustomer", x -> new Op.ReadCustomer(customer(x), order(x), pick(x, List.of("B", "A1", "AB", "C")),
        between(x, 1, 3)));
    reads.put("ReadByIds", x -> {
      Kind kind = kind(x);
      String customer = customer(x);
      List<String> orders = new ArrayList<>();
      for (int i = between(x, 1, 3); i > 0; i--) {
        orders.add(order(x));
      }
      return new Op.ReadByIds(kind, customer, orders);
    });
    reads.put("ReadProfilesWithNote", x -> new Op.ReadProfilesWithNote(note(x)));
    reads.put("ReadByStatus", x -> new Op.ReadByStatus(pick(x, List.of("NEW", "PAID", "SHIPPED"))));
    reads.put("ReadLedger", x -> new Op.ReadLedger("acct"));
    // -Dgenerative.ops=SaveOrder,UpdateOrderStatus,ReadAll narrows the steps to hunt one interaction
    String only = System.getProperty("generative.ops", "");
    if (!only.isBlank()) {
      Set<String> names = Set.of(only.split(","));
      writes.keySet().retainAll(names);
      reads.keySet().retainAll(names);
      if (writes.isEmpty() && reads.isEmpty() && names.contains("Backfill")) {
        return backfill(r);
      }
      if (writes.isEmpty() && reads.isEmpty()) {
        throw new IllegalArgumentException("-Dgenerative.ops=" + only + " names no step of Op");
      }
    }
    Map<String, Function<Random, Op>> from = reads.isEmpty() || !writes.isEmpty() && r.nextInt(5) < 3 ? writes : reads;
    return pick(r, new ArrayList<>(from.values())).apply(r);
  }

  static <T> T pick(Random random, List<T> values) {
    return values.get(random.nextInt(values.size()));
  }

  static int between(Random random, int min, int max) {
    return min + random.nextInt(max - min + 1);
  }

  private static Via via(Random r) {
    return pick(r, List.of(Via.values()));
  }

  private static Kind kind(Random r) {
    return pick(r, List.of(Kind.values()));
  }

  private static String customer(Random r) {
    return pick(r, Op.CUSTOMERS);
  }

  private static String order(Random r) {
    return pick(r, Op.ORDERS);
  }

  private static String status(Random r) {
    return pick(r, Op.STATUSES);
  }

  private static String amount(Random r) {
    return pick(r, Op.AMOUNTS);
  }

  private static String note(Random r) {
    return pick(r, Op.NOTES);
  }

  private static int line(Random r) {
    return between(r, 1, 3);
  }

  private static long ttl(Random r) {
    return pick(r, Op.TTLS);
  }
}
