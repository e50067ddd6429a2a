package io.dynaforge.it.generative;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.it.generative.GenerativeInteractionTest.Run;
import io.dynaforge.it.generative.Op.Kind;
import io.dynaforge.mapping.EntityMapper;
import io.dynaforge.schema.Backfill;
import io.dynaforge.schema.BackfillReport;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * The {@link Op.Backfill} step (issue 41): a {@link Backfill} of one kind run while random writers work on the same
 * kinds. First some items of the kind, of one customer, are stored as a model without their derived columns left
 * them (the {@code gsi1pk} of orders removed or stale, a line's {@code expiresAt} of 0 that the model no longer
 * writes); then two writer threads, each owning half of that customer's orders and lines, delete, re-create (a new
 * item: a versioned one at version 1 again, as the items stored stale) and update them while the backfill runs; and
 * before two in three of the backfill's first rewrites of an item (its UpdateItems, seen by an interceptor of the
 * client it sends through) the key's writer deletes and re-creates that item, updates or deletes it, so the
 * read-then-rewrite window is met on every run, not by chance.
 *
 * <p>The oracle, after the backfill and the writers finished: the backfill failed no item; every item of the kind
 * holds the derived columns the current mapper writes for its stored state; every key a writer wrote holds exactly
 * what its writer last read back after its write (or nothing, deleted), so no write is lost and no deleted item comes
 * back; every other item changed in its kind's derived columns only, and only when it is of the backfilled kind.
 */
final class BackfillStep {

  /** The injection of the running step, called with each request the backfill's client is about to send. */
  static final java.util.concurrent.atomic.AtomicReference<Consumer<SdkRequest>> BEFORE_SEND =
      new java.util.concurrent.atomic.AtomicReference<>(r -> { });

  /** Backfill steps run, and the time they took, for the run's summary line. */
  static final java.util.concurrent.atomic.AtomicLong RUN = new java.util.concurrent.atomic.AtomicLong();
  static final java.util.concurrent.atomic.AtomicLong NANOS = new java.util.concurrent.atomic.AtomicLong();

  private static final List<String> STATUSES = List.of("NEW", "PAID", "SHIPPED");

  private final Run run;
  private final Op.Backfill op;
  private final DynamoDbTemplate backfillTemplate;
  private final Map<Key, ReentrantLock> locks = new ConcurrentHashMap<>();
  /** What a writer read back after its last write of a key (null: deleted), and whether it wrote the whole item. */
  private record Written(Map<String, AttributeValue> item, boolean whole) {}

  /** Per key a writer wrote: its last write. Guarded by the key's lock. */
  private final Map<Key, Written> written = new ConcurrentHashMap<>();
  private final List<Throwable> writerFailures = new java.util.concurrent.CopyOnWriteArrayList<>();

  BackfillStep(Run run, Op.Backfill op, DynamoDbTemplate backfillTemplate) {
    this.run = run;
    this.op = op;
    this.backfillTemplate = backfillTemplate;
  }

  /** The keys of the step, of one customer: every order of the pool, or line 1 of each. */
  private List<Key> keys(Kind kind, String customer) {
    List<Key> keys = new ArrayList<>();
    for (String o : Op.ORDERS) {
      keys.add(kind == Kind.Order ? run.orderKey(customer, o) : run.lineKey(customer, o, 1));
    }
    return keys;
  }

  void execute() {
    long start = System.nanoTime();
    try {
      backfillWhileWriting();
    } finally {
      RUN.incrementAndGet();
      NANOS.addAndGet(System.nanoTime() - start);
    }
  }

  private void backfillWhileWriting() {
    Random random = new Random(op.seed());
    Kind kind = op.kind();
    String customer = Op.CUSTOMERS.get(random.nextInt(Op.CUSTOMERS.size()));
    List<Key> ofKind = keys(kind, customer);
    // 1. items stored before the model derived their columns
    for (Key key : ofKind) {
      if (random.nextInt(3) == 0) {
        continue;
      }
      Map<String, AttributeValue> item = run.rawItem(key);
      if (item == null) {
        create(key, random);
        item = run.rawItem(key);
      }
      makeStale(key, item, random);
    }
    Map<Key, Map<String, AttributeValue>> before = run.raw(run.table());

    // 2. the writers, and the writes at the backfill's rewrites
    List<Key> all = new ArrayList<>(keys(Kind.Order, customer));
    all.addAll(keys(Kind.OrderLine, customer));
    List<Thread> writers = new ArrayList<>();
    for (int w = 0; w < 2; w++) {
      int writer = w;
      long seed = random.nextLong();
      List<Key> own = new ArrayList<>();
      for (int i = writer; i < all.size(); i += 2) {
        own.add(all.get(i));
      }
      Thread thread = new Thread(() -> {
        Random r = new Random(seed);
        try {
          for (int i = 2 + r.nextInt(3); i > 0; i--) {
            write(own.get(r.nextInt(own.size())), r, false);
          }
        } catch (Throwable e) {
          writerFailures.add(e);
        }
      }, "generative-writer-" + w);
      writers.add(thread);
    }
    Random injections = new Random(random.nextLong());
    Set<Key> injected = ConcurrentHashMap.newKeySet();
    BEFORE_SEND.set(request -> {
      if (request instanceof UpdateItemRequest u) {
        Key key = new Key(u.key().get("pk").s(), u.key().get("sk").s());
        if (!injected.add(key)) {
          return; // at the first rewrite of an item only: its retries must be able to succeed
        }
        Random r;
        synchronized (injections) {
          r = injections.nextInt(3) < 2 ? new Random(injections.nextLong()) : null;
        }
        if (r != null) {
          write(key, r, true);
        }
      }
    });
    BackfillReport report;
    try {
      writers.forEach(Thread::start);
      report = Backfill.builder(backfillTemplate, run.driver().type(kind.name())).segments(op.segments()).run();
    } finally {
      BEFORE_SEND.set(r -> { });
      for (Thread thread : writers) {
        try {
          thread.join(60_000);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new IllegalStateException(e);
        }
      }
    }
    if (!writerFailures.isEmpty()) {
      IllegalStateException failure = new IllegalStateException("a writer of " + op + " failed: "
          + writerFailures.get(0), writerFailures.get(0));
      throw failure;
    }

    // 3. the oracle
    if (report.failed() != 0 || !report.completed()) {
      run.fail("backfill rewrites every item of its kind", op + " reported " + report + ", failed items: "
          + report.failedItems());
    }
    Map<Key, Map<String, AttributeValue>> after = run.raw(run.table());
    Set<Key> keys = new LinkedHashSet<>(before.keySet());
    keys.addAll(after.keySet());
    keys.addAll(written.keySet());
    for (Key key : keys) {
      Map<String, AttributeValue> is = after.get(key);
      Kind of = run.kindOf(key);
      if (written.containsKey(key)) {
        // a whole item written by the current model is exactly what is stored; an update of other attributes
        // (e.g. the quantity) leaves a stale derived column stale, for the backfill to rewrite
        Written last = written.get(key);
        Set<String> rewritable = last.whole() || of != kind ? Set.of() : derived(kind);
        if ((is == null) != (last.item() == null)
            || !withoutAll(is, rewritable).equals(withoutAll(last.item(), rewritable))) {
          run.fail("backfill never loses a write", op + ": " + key + " holds " + Run.render(is)
              + "\n  but its writer's last write left " + Run.render(last.item()) + " (read back after it"
              + (last.whole() ? "" : "; derived columns aside") + ")"
              + "\n  before the step: " + Run.render(before.get(key)));
        }
      } else {
        Map<String, AttributeValue> was = before.get(key);
        Set<String> derived = of == kind ? derived(kind) : Set.of();
        if (!withoutAll(is, derived).equals(withoutAll(was, derived)) || (is == null) != (was == null)) {
          run.fail("backfill touches only the derived columns of its kind", op + " changed " + key + " (kind "
              + of + ")\n  before: " + Run.render(was) + "\n  after:  " + Run.render(is));
        }
      }
      if (of == kind && is != null) {
        checkDerived(key, is);
      }
    }
  }

  /** The columns of the kind the mapper derives and the backfill rewrites in this model. */
  private Set<String> derived(Kind kind) {
    ModelSpec spec = run.spec();
    if (kind == Kind.Order) {
      return spec.indexed() ? Set.of("gsi1pk") : Set.of();
    }
    return spec.ttl() != ModelSpec.TtlKind.NONE ? Set.of("expiresAt") : Set.of();
  }

  @SuppressWarnings("unchecked")
  private void checkDerived(Key key, Map<String, AttributeValue> item) {
    EntityMapper<Object> mapper = (EntityMapper<Object>) run.mappers().mapperFor(run.driver().type(op.kind().name()));
    Map<String, AttributeValue> written = mapper.toItem(mapper.fromItem(item));
    for (String column : derived(op.kind())) {
      if (!Objects.equals(item.get(column), written.get(column))) {
        run.fail("backfill: derived columns follow what is stored", "after " + op + ", " + key + " stores " + column
            + " = " + value(item.get(column)) + " but the mapper writes " + value(written.get(column))
            + " for its stored state\n  item: " + Run.render(item));
      }
    }
  }

  private static String value(AttributeValue value) {
    return value == null ? "(none)" : Run.renderValue(value);
  }

  private static Map<String, AttributeValue> withoutAll(Map<String, AttributeValue> item, Set<String> attributes) {
    if (item == null) {
      return Map.of();
    }
    Map<String, AttributeValue> copy = new HashMap<>(item);
    copy.keySet().removeAll(attributes);
    return copy;
  }

  /** The item as a model without its derived columns stored it: gsi1pk removed or stale, expiresAt 0 stored. */
  private void makeStale(Key key, Map<String, AttributeValue> item, Random random) {
    ModelSpec spec = run.spec();
    if (op.kind() == Kind.Order && spec.indexed()) {
      AttributeValue status = item.get("status");
      if (status != null && random.nextBoolean()) {
        String other = STATUSES.get((STATUSES.indexOf(status.s()) + 1 + random.nextInt(2)) % STATUSES.size());
        run.rawSet(key, "gsi1pk", AttributeValue.fromS("STATUS#" + other));
      } else {
        run.rawSet(key, "gsi1pk", null);
      }
    } else if (op.kind() == Kind.OrderLine && spec.ttl() == ModelSpec.TtlKind.LONG) {
      run.rawSet(key, "expiresAt", AttributeValue.fromN("0"));
    }
  }

  /** A new item under the key, written by the current model. */
  private void create(Key key, Random random) {
    String status = STATUSES.get(random.nextInt(STATUSES.size()));
    if (run.kindOf(key) == Kind.Order) {
      run.template().save(run.order(key, random.nextInt(4) == 0 ? null : status, random.nextBoolean() ? "n1" : "n2"));
    } else {
      run.template().save(run.line(key, 1 + random.nextInt(5), Op.TTLS.get(random.nextInt(Op.TTLS.size())),
          random.nextBoolean() ? "n1" : "n2"));
    }
  }

  /**
   * One write of the key's writer, under the key's lock: a delete and a re-create (most often; always when there is
   * no item), an update, or a delete; then the item is read back as the writer's last state. {@code atRewrite}: sent just before the
   * backfill's rewrite of that key.
   */
  private void write(Key key, Random random, boolean atRewrite) {
    ReentrantLock lock = locks.computeIfAbsent(key, k -> new ReentrantLock());
    lock.lock();
    try {
      Map<String, AttributeValue> stored = run.rawItem(key);
      // at a rewrite: a delete and a re-create 4 times in 6 (the read-then-rewrite case), else an update or a delete
      int choice = random.nextInt(6);
      boolean recreate = stored == null || (atRewrite ? choice < 4 : choice < 3);
      boolean whole = true;
      Kind kind = run.kindOf(key);
      if (recreate) {
        if (stored != null) {
          run.deleteByKey(kind, key);
        }
        if (kind == Kind.Order) {
          // another status than the one stored, so that columns computed from the deleted item would differ
          AttributeValue now = stored == null ? null : stored.get("status");
          List<String> others = new ArrayList<>(STATUSES);
          others.remove(now == null ? "" : now.s());
          String status = random.nextInt(5) == 0 ? null : others.get(random.nextInt(others.size()));
          run.template().save(run.order(key, status, random.nextBoolean() ? "n1" : "n2"));
        } else {
          run.template().save(run.line(key, 1 + random.nextInt(5), Op.TTLS.get(random.nextInt(Op.TTLS.size())),
              random.nextBoolean() ? "n1" : "n2"));
        }
      } else if (choice % 2 == 0) {
        run.update(key, random);
        whole = false;
      } else {
        run.deleteByKey(kind, key);
      }
      Written before = written.get(key);
      // an update of an item the writer wrote whole keeps it whole (the current model wrote every column)
      written.put(key, new Written(run.rawItem(key), whole || (before != null && before.whole())));
    } finally {
      lock.unlock();
    }
  }
}
