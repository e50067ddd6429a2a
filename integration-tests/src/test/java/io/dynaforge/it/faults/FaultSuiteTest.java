package io.dynaforge.it.faults;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.BatchWriteIncompleteException;
import io.dynaforge.core.DynamoDbPageRequest;
import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.core.EntityQueryResult;
import io.dynaforge.core.TransactGet;
import io.dynaforge.core.TransactWrite;
import io.dynaforge.expression.Update;
import io.dynaforge.it.template.DisabledOnDynalite;
import io.dynaforge.mapping.MapperRegistry;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.FaultProxy;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.dao.DataAccessException;
import software.amazon.awssdk.core.retry.RetryMode;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Issue 23, point 4: every write and read path through {@link FaultProxy}, under each fault. A cell
 * passes when the call either succeeded with exactly the expected items stored or read (none lost,
 * none duplicated, checked on the server behind the proxy), or threw a {@link DataAccessException}
 * while everything it reported as done is done. The matrix is written to
 * {@code target/fault-matrix.md}.
 */
@DisabledOnDynalite // the transaction paths need transactions; the others are the same code
@ExtendWith(DynamoDbExtension.class)
class FaultSuiteTest {

  /** One fault, configured on a proxy with no other. */
  private record Fault(String name, Consumer<FaultProxy> configure, Duration attemptTimeout) {}

  /** What a path did: the items it reported done, those it should leave stored, its failure. */
  private record Outcome(Set<String> expected, Set<String> actual, DataAccessException error, String note) {}

  private interface Scenario {
    Outcome run(String cell);
  }

  private static final List<Fault> FAULTS = List.of(
      new Fault("30 % throttled", p -> p.throttle(0.3), Duration.ofSeconds(5)),
      new Fault("10 % 500 before", p -> p.serverErrors(0.1), Duration.ofSeconds(5)),
      new Fault("one 500 after the write", p -> p.serverErrorsAfterWrite(1.0).times(1), Duration.ofSeconds(5)),
      new Fault("50 % unprocessed", p -> p.unprocessed(0.5), Duration.ofSeconds(5)),
      new Fault("latency over the attempt timeout", p -> p.latency(Duration.ofMillis(400)), Duration.ofMillis(150)));

  static LocalDynamoDb db;
  static TestTables tables;
  static DynamoDbTemplate direct;
  static FaultProxy proxy;
  static final Map<String, String> matrix = new LinkedHashMap<>();
  DynamoDbTemplate template;
  DynamoDbClient client;

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables testTables) {
    db = local;
    tables = testTables;
    direct = DynamoDbTemplate.builder(db.client()).mapperRegistry(mappers()).tableNameResolver(tables::name).build();
    direct.createTables(Ticket.class, Reading.class, TopicNote.class);
    proxy = FaultProxy.start(db.endpoint());
  }

  @AfterAll
  static void report() throws IOException {
    proxy.close();
    StringBuilder table = new StringBuilder("| path | fault | outcome |\n|---|---|---|\n");
    matrix.forEach((cell, outcome) -> table.append("| ").append(cell.replace(" / ", " | ")).append(" | ")
        .append(outcome).append(" |\n"));
    Files.createDirectories(Path.of("target"));
    Files.writeString(Path.of("target/fault-matrix.md"), table);
    System.out.println(table);
  }

  private static MapperRegistry mappers() {
    return new MapperRegistry().register(Ticket_Mapper.INSTANCE).register(Reading_Mapper.INSTANCE)
        .register(TopicNote_Mapper.INSTANCE).register(Topic_Mapper.INSTANCE);
  }

  private void through(Fault fault, long seed) {
    proxy.clearFaults().seed(seed);
    fault.configure().accept(proxy);
    proxy.resetCounts();
    client = LocalDynamoDb.connect(proxy.endpoint()).clientBuilder().overrideConfiguration(c -> c
        .retryStrategy(RetryMode.STANDARD).retryStrategy(b -> b.maxAttempts(3))
        .apiCallAttemptTimeout(fault.attemptTimeout())).build();
    template = DynamoDbTemplate.builder(client).mapperRegistry(mappers()).tableNameResolver(tables::name).build();
  }

  @TestFactory
  Stream<DynamicTest> everyPathUnderEveryFault() {
    Map<String, Scenario> paths = new LinkedHashMap<>();
    paths.put("save", this::saves);
    paths.put("insert", this::inserts);
    paths.put("update(entity)", this::entityUpdates);
    paths.put("typed update (set)", this::typedUpdates);
    paths.put("delete", this::deletes);
    paths.put("saveAll", this::saveAll);
    paths.put("findAllById", this::findAllById);
    paths.put("deleteAllById", this::deleteAllById);
    paths.put("deleteAll(entities)", this::deleteAllEntities);
    paths.put("query, 5 pages", this::queryPages);
    paths.put("parallelScan", this::parallelScan);
    paths.put("transactWrite", this::transactWrite);
    paths.put("transactGet", this::transactGet);
    paths.put("item collection", this::itemCollection);
    List<DynamicTest> tests = new ArrayList<>();
    long seed = 1;
    for (Map.Entry<String, Scenario> path : paths.entrySet()) {
      for (Fault fault : FAULTS) {
        long cellSeed = seed++;
        String cell = path.getKey() + " / " + fault.name();
        tests.add(DynamicTest.dynamicTest(cell, () -> {
          through(fault, cellSeed);
          try {
            Outcome outcome = path.getValue().run("c" + cellSeed);
            check(cell, outcome);
          } finally {
            client.close();
          }
        }));
      }
    }
    return tests.stream();
  }

  /** Success: exactly the expected items. Failure: a DataAccessException, and what it reported done is done. */
  private static void check(String cell, Outcome outcome) {
    Set<String> lost = new TreeSet<>(outcome.expected());
    lost.removeAll(outcome.actual());
    Set<String> extra = new TreeSet<>(outcome.actual());
    extra.removeAll(outcome.expected());
    String result;
    if (outcome.error() == null) {
      assertThat(lost).as(cell + ": lost").isEmpty();
      assertThat(extra).as(cell + ": duplicated or unexpected").isEmpty();
      result = "success, " + outcome.expected().size() + " item(s) checked, none lost or duplicated";
    } else {
      assertThat(lost).as(cell + ": reported done but not").isEmpty();
      result = outcome.error().getClass().getSimpleName() + " after " + outcome.expected().size()
          + " confirmed item(s), all of them checked" + (extra.isEmpty() ? "" : "; " + extra.size()
          + " unconfirmed applied (the ambiguous case)");
    }
    matrix.put(cell, result + (outcome.note() == null ? "" : "; " + outcome.note()));
  }

  // ---------------------------------------------------------------- stored state behind the proxy

  private static Set<String> storedTickets(String cell, String field) {
    Set<String> found = new HashSet<>();
    for (Ticket t : direct.findAll(Ticket.class)) {
      if (t.id().startsWith(cell + "-")) {
        found.add(field == null ? t.id() : t.id() + "=" + t.holder());
      }
    }
    return found;
  }

  private static List<String> ids(String cell, int n) {
    return IntStream.range(0, n).mapToObj(i -> cell + "-" + i).toList();
  }

  // ---------------------------------------------------------------- the paths

  private Outcome saves(String cell) {
    Set<String> done = new HashSet<>();
    for (String id : ids(cell, 6)) {
      try {
        template.save(new Ticket(id, "ann", 1));
        done.add(id);
      } catch (DataAccessException e) {
        return new Outcome(done, intersect(storedTickets(cell, null), done, id), e, null);
      }
    }
    return new Outcome(done, storedTickets(cell, null), null, null);
  }

  private Outcome inserts(String cell) {
    Set<String> done = new HashSet<>();
    for (String id : ids(cell, 6)) {
      try {
        template.insert(new Ticket(id, "ann", 1));
        done.add(id);
      } catch (DataAccessException e) {
        return new Outcome(done, intersect(storedTickets(cell, null), done, id), e,
            e instanceof org.springframework.dao.DuplicateKeyException
                ? "a retried insert that had been applied is a DuplicateKeyException" : null);
      }
    }
    return new Outcome(done, storedTickets(cell, null), null, null);
  }

  private Outcome entityUpdates(String cell) {
    ids(cell, 5).forEach(id -> direct.save(new Ticket(id, "ann", 1)));
    Set<String> done = new HashSet<>();
    for (String id : ids(cell, 5)) {
      try {
        template.update(new Ticket(id, "bob", 2));
        done.add(id + "=bob");
      } catch (DataAccessException e) {
        return new Outcome(done, bobs(cell, done, id), e, null);
      }
    }
    return new Outcome(done, bobs(cell, done, null), null, null);
  }

  private Outcome typedUpdates(String cell) {
    ids(cell, 5).forEach(id -> direct.save(new Ticket(id, "ann", 1)));
    Set<String> done = new HashSet<>();
    for (String id : ids(cell, 5)) {
      try {
        template.update(Ticket.class, id, null, Update.of(Ticket.class).set(Ticket_Attributes.holder, "bob"));
        done.add(id + "=bob");
      } catch (DataAccessException e) {
        return new Outcome(done, bobs(cell, done, id), e, null);
      }
    }
    return new Outcome(done, bobs(cell, done, null), null, null);
  }

  /** The tickets stored with holder bob: the confirmed ones, plus the one a failure left ambiguous. */
  private static Set<String> bobs(String cell, Set<String> done, String ambiguous) {
    Set<String> bobs = storedTickets(cell, "holder").stream().filter(s -> s.endsWith("=bob"))
        .collect(Collectors.toSet());
    return ambiguous == null ? bobs : intersect(bobs, done, ambiguous + "=bob");
  }

  private Outcome deletes(String cell) {
    ids(cell, 5).forEach(id -> direct.save(new Ticket(id, "ann", 1)));
    Set<String> deleted = new HashSet<>();
    for (String id : ids(cell, 5)) {
      try {
        template.deleteById(Ticket.class, id);
        deleted.add(id);
      } catch (DataAccessException e) {
        return new Outcome(deleted, absent(cell, 5, deleted, id), e, null);
      }
    }
    return new Outcome(deleted, absent(cell, 5, deleted, null), null, null);
  }

  /** The ids of the cell no longer stored (the ambiguous one counted as confirmed when gone). */
  private static Set<String> absent(String cell, int n, Set<String> confirmed, String ambiguous) {
    Set<String> stored = storedTickets(cell, null);
    Set<String> gone = new HashSet<>(ids(cell, n));
    gone.removeAll(stored);
    if (ambiguous != null) {
      gone.remove(ambiguous);
      gone.removeIf(id -> !confirmed.contains(id));
    }
    return gone;
  }

  private Outcome saveAll(String cell) {
    List<Ticket> tickets = ids(cell, 40).stream().map(id -> new Ticket(id, "ann", 1)).toList();
    try {
      template.saveAll(tickets);
      return new Outcome(new HashSet<>(ids(cell, 40)), storedTickets(cell, null), null, null);
    } catch (BatchWriteIncompleteException e) {
      Set<String> confirmed = new HashSet<>(ids(cell, 40));
      e.getUnwrittenEntities().forEach(t -> confirmed.remove(((Ticket) t).id()));
      return new Outcome(confirmed, intersect(storedTickets(cell, null), confirmed, null), e,
          e.getUnwrittenEntities().size() + " named unconfirmed");
    } catch (DataAccessException e) {
      return new Outcome(Set.of(), Set.of(), e, null);
    }
  }

  private Outcome findAllById(String cell) {
    direct.saveAll(ids(cell, 40).stream().map(id -> new Ticket(id, "ann", 1)).toList());
    try {
      List<Ticket> read = template.findAllById(Ticket.class, ids(cell, 40));
      List<String> readIds = read.stream().map(Ticket::id).toList();
      assertThat(readIds).as("no duplicate").doesNotHaveDuplicates();
      return new Outcome(new HashSet<>(ids(cell, 40)), new HashSet<>(readIds), null, null);
    } catch (DataAccessException e) {
      return new Outcome(Set.of(), Set.of(), e, null);
    }
  }

  private Outcome deleteAllById(String cell) {
    direct.saveAll(ids(cell, 40).stream().map(id -> new Ticket(id, "ann", 1)).toList());
    try {
      template.deleteAllById(Ticket.class, ids(cell, 40));
      return new Outcome(new HashSet<>(ids(cell, 40)), absent(cell, 40, Set.of(), null), null, null);
    } catch (BatchWriteIncompleteException e) {
      Set<String> confirmed = new HashSet<>(ids(cell, 40));
      e.getUnwrittenKeys().forEach(k -> confirmed.removeIf(id -> k.contains("\"" + id + "\"")));
      Set<String> gone = absent(cell, 40, Set.of(), null);
      gone.retainAll(confirmed);
      return new Outcome(confirmed, gone, e, e.getUnwrittenKeys().size() + " named unconfirmed");
    } catch (DataAccessException e) {
      return new Outcome(Set.of(), Set.of(), e, null);
    }
  }

  private Outcome deleteAllEntities(String cell) {
    List<Ticket> tickets = ids(cell, 30).stream().map(id -> new Ticket(id, "ann", 1)).toList();
    direct.saveAll(tickets);
    try {
      template.deleteAll(tickets);
      return new Outcome(new HashSet<>(ids(cell, 30)), absent(cell, 30, Set.of(), null), null, null);
    } catch (BatchWriteIncompleteException e) {
      Set<String> confirmed = new HashSet<>(ids(cell, 30));
      e.getUnwrittenEntities().forEach(t -> confirmed.remove(((Ticket) t).id()));
      Set<String> gone = absent(cell, 30, Set.of(), null);
      gone.retainAll(confirmed);
      return new Outcome(confirmed, gone, e, e.getUnwrittenEntities().size() + " named unconfirmed");
    } catch (DataAccessException e) {
      return new Outcome(Set.of(), Set.of(), e, null);
    }
  }

  private Outcome queryPages(String cell) {
    direct.saveAll(IntStream.range(0, 30).mapToObj(i -> new Reading(cell, i, "v" + i)).toList());
    DynamoDbQuery query = DynamoDbQuery.of("#s = :s", Map.of("#s", "sensor"), Map.of(":s", cell));
    List<String> read = new ArrayList<>();
    try {
      DynamoDbPageRequest page = DynamoDbPageRequest.of(7);
      while (true) {
        EntityQueryResult<List<Reading>> result = template.query(Reading.class, query, page);
        result.getResult().forEach(r -> read.add(cell + "-" + r.seq()));
        if (!result.hasNextPage()) {
          break;
        }
        page = result.nextPage(page);
      }
      assertThat(read).doesNotHaveDuplicates();
      return new Outcome(new HashSet<>(ids(cell, 30)), new HashSet<>(read), null, null);
    } catch (DataAccessException e) {
      return new Outcome(Set.of(), Set.of(), e, read.size() + " item(s) read before it");
    }
  }

  private Outcome parallelScan(String cell) {
    direct.saveAll(IntStream.range(0, 30).mapToObj(i -> new Reading(cell, i, "v" + i)).toList());
    DynamoDbQuery filter = DynamoDbQuery.builder().filter("#s = :s").name("#s", "sensor").value(":s", cell).build();
    try (Stream<Reading> all = template.parallelScan(Reading.class, filter, 4)) {
      List<String> read = all.map(r -> cell + "-" + r.seq()).toList();
      assertThat(read).doesNotHaveDuplicates();
      return new Outcome(new HashSet<>(ids(cell, 30)), new HashSet<>(read), null, null);
    } catch (DataAccessException e) {
      return new Outcome(Set.of(), Set.of(), e, null);
    }
  }

  private Outcome transactWrite(String cell) {
    direct.save(new Ticket(cell + "-0", "ann", 1));
    try {
      template.transactWrite(TransactWrite.builder()
          .put(new Ticket(cell + "-1", "bob", 1))
          .put(new Ticket(cell + "-2", "bob", 1))
          .update(Ticket.class, cell + "-0", null, Update.of(Ticket.class).set(Ticket_Attributes.holder, "bob"))
          .build());
      return new Outcome(Set.of(cell + "-0=bob", cell + "-1=bob", cell + "-2=bob"),
          bobs(cell, Set.of(), null), null, null);
    } catch (DataAccessException e) {
      // an attempt the client abandoned (latency over its timeout) is still forwarded by the proxy and
      // applied afterwards; moto applies a transaction's items one by one, so read once it has landed
      assertThat(proxy.awaitIdle(Duration.ofSeconds(10))).as("the proxy went idle").isTrue();
      Set<String> bobs = bobs(cell, Set.of(), null);
      assertThat(bobs.size()).as("all or nothing").isIn(0, 3);
      return new Outcome(Set.of(), Set.of(), e, bobs.isEmpty() ? "nothing applied" : "applied in full (ambiguous)");
    }
  }

  private Outcome transactGet(String cell) {
    ids(cell, 3).forEach(id -> direct.save(new Ticket(id, "ann", 1)));
    try {
      List<Object> got = template.transactGet(TransactGet.builder().get(Ticket.class, cell + "-0")
          .get(Ticket.class, cell + "-1").get(Ticket.class, cell + "-2").build());
      Set<String> read = got.stream().map(t -> ((Ticket) t).id()).collect(Collectors.toSet());
      return new Outcome(new HashSet<>(ids(cell, 3)), read, null, null);
    } catch (DataAccessException e) {
      return new Outcome(Set.of(), Set.of(), e, null);
    }
  }

  private Outcome itemCollection(String cell) {
    direct.saveAll(IntStream.range(0, 20).mapToObj(i -> new TopicNote(cell, "NOTE#" + i, "t" + i)).toList());
    try {
      Topic topic = new TopicRepository_Impl(template).findByPartitionKey(cell).orElseThrow();
      List<String> read = topic.notes().stream().map(n -> cell + "-" + n.sk().substring(5)).toList();
      assertThat(read).doesNotHaveDuplicates();
      return new Outcome(new HashSet<>(ids(cell, 20)), new HashSet<>(read), null, null);
    } catch (DataAccessException e) {
      return new Outcome(Set.of(), Set.of(), e, null);
    }
  }

  /** The stored items among the confirmed ones and the ambiguous one (which may or may not be applied). */
  private static Set<String> intersect(Set<String> stored, Set<String> confirmed, String ambiguous) {
    Set<String> kept = new HashSet<>(stored);
    kept.removeIf(s -> !confirmed.contains(s) && !s.equals(ambiguous));
    kept.remove(ambiguous);
    return kept;
  }
}
