package io.dynaforge.it.refusal;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.Cursor;
import io.dynaforge.core.DynamoDbPageRequest;
import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.core.IndexKeySchema;
import io.dynaforge.core.TransactGet;
import io.dynaforge.core.TransactWrite;
import io.dynaforge.expression.Condition;
import io.dynaforge.expression.DynamoDbExpression;
import io.dynaforge.expression.Update;
import io.dynaforge.mapping.ItemMapper;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;


import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;




import java.util.stream.BaseStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.dao.DataAccessException;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import org.springframework.data.domain.Limit;
import org.springframework.data.domain.ScrollPosition;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Wave 5 item 9: every run-time refusal is a {@code DataAccessException}. Every public method of
 * {@link DynamoDbTemplate} (enumerated reflectively, so a new one without hostile calls here fails)
 * and every method of a generated repository over a padded placeholder is called with hostile
 * arguments (nulls, empty strings, unknown types, out-of-width numbers, fractional deltas, huge and
 * negative limits); each call either returns or throws a {@code DataAccessException}, never a raw
 * {@code DynamoDbMappingException}, {@code IllegalArgumentException} or {@code NullPointerException}.
 * Ranges outside the padded width are clamped: every line or none.
 */
@ExtendWith(DynamoDbExtension.class)
class RefusalsTest {

  static DynamoDbClient client;
  static DynamoDbTemplate t;
  static RefusalLineRepository lines;

  static final List<RefusalLine> FIXTURE = List.of(new RefusalLine("o1", 0, "a", 1), new RefusalLine("o1", 1, "b", 2),
      new RefusalLine("o1", 500, "c", 3), new RefusalLine("o1", 999, "d", 4));

  private final HostileCalls calls = new HostileCalls();

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables tables) {
    client = local.clientBuilder().build();
    t = DynamoDbTemplate.builder(client).tableNameResolver(tables::name).build();
    t.createTables(RefusalLine.class);
    lines = new RefusalLineRepository_Impl(t);
    t.saveAll(FIXTURE);
  }

  @AfterAll
  static void close() {
    client.close();
  }

  private void on(String signature, HostileCalls.Call... attempts) {
    calls.on(signature, attempts);
  }

  /** Runs every call; returns what escaped that is not a DataAccessException. */
  private List<String> run() {
    List<String> raw = new ArrayList<>();
    calls.forEach((signature, attempts) -> {
      for (int i = 0; i < attempts.size(); i++) {
        try {
          consume(attempts.get(i).run());
        } catch (DataAccessException expected) {
          // refused as the contract says
        } catch (Throwable e) {
          raw.add(signature + " #" + i + ": " + e);
        }
      }
    });
    return raw;
  }

  private static void consume(Object result) {
    if (result instanceof BaseStream<?, ?> stream) {
      try (stream) {
        stream.iterator().forEachRemaining(x -> { });
      }
    } else if (result instanceof Iterable<?> iterable) {
      iterable.forEach(x -> { });
    }
  }

  private static final Class<RefusalLine> L = RefusalLine.class;
  private static final RefusalLine LINE = new RefusalLine("o2", 7, "n", 1);

  @Test
  void everyPublicTemplateMethodRefusesOnlyWithDataAccessExceptions() {
    Map<String, Object> noKey = Collections.singletonMap(":v", null);
    on("batchGet(Class, Iterable, boolean)", () -> t.batchGet(L, null, false), () -> t.batchGet(null, List.of("x"), true),
        () -> t.batchGet(L, Collections.singletonList(null), false), () -> t.batchGet(L, List.of(42), false),
        () -> t.batchGet(String.class, List.of("x"), false));
    on("count(Class)", () -> t.count(null), () -> t.count(String.class));
    on("count(Class, DynamoDbQuery)", () -> t.count(L, null), () -> t.count(null, DynamoDbQuery.scanAll()),
        () -> t.count(L, DynamoDbQuery.of("", Map.of(), Map.of())));
    on("createTableRequests(Class[])", () -> t.createTableRequests((Class<?>[]) null),
        () -> t.createTableRequests(new Class<?>[] {null}), () -> t.createTableRequests(String.class));
    on("createTables(Class[])", () -> { t.createTables((Class<?>[]) null); return null; },
        () -> { t.createTables(new Class<?>[] {null}); return null; }, () -> { t.createTables(String.class); return null; });
    on("delete(Object)", () -> { t.delete(null); return null; }, () -> { t.delete("not an entity"); return null; },
        () -> { t.delete(new RefusalLine(null, null, null, null)); return null; },
        () -> { t.delete(new RefusalLine("o#", -1, "", null)); return null; });
    on("delete(Object, Condition)", () -> { t.delete(LINE, (Condition<RefusalLine>) null); return null; },
        () -> { t.delete(null, RefusalLine_Attributes.note.eq("x")); return null; });
    on("delete(Object, DynamoDbExpression)", () -> { t.delete(LINE, (DynamoDbExpression) null); return null; },
        () -> { t.delete(LINE, DynamoDbExpression.of("")); return null; },
        () -> { t.delete(LINE, DynamoDbExpression.of("#missing = :missing")); return null; });
    on("deleteAll(Iterable)", () -> { t.deleteAll(null); return null; },
        () -> { t.deleteAll(Collections.singletonList(null)); return null; },
        () -> { t.deleteAll(List.of("not an entity")); return null; });
    on("deleteAllById(Class, Iterable)", () -> { t.deleteAllById(L, null); return null; },
        () -> { t.deleteAllById(null, List.of()); return null; },
        () -> { t.deleteAllById(L, Collections.singletonList(null)); return null; },
        () -> { t.deleteAllById(L, List.of("no sort key")); return null; });
    on("deleteById(Class, Object)", () -> { t.deleteById(L, null); return null; },
        () -> { t.deleteById(null, "x"); return null; }, () -> { t.deleteById(L, "o#1"); return null; });
    on("deleteById(Class, Object, Object)", () -> { t.deleteById(L, "o#1", null); return null; },
        () -> { t.deleteById(L, "", ""); return null; }, () -> { t.deleteById(L, 1.5, List.of()); return null; });
    on("deleteById(Class, Object, Object, Condition)",
        () -> { t.deleteById(L, "o#1", "l#001", (Condition<RefusalLine>) null); return null; });
    on("deleteById(Class, Object, Object, DynamoDbExpression)",
        () -> { t.deleteById(L, null, null, DynamoDbExpression.of("bad ((")); return null; });
    on("executeStatement(Class, String, List)", () -> t.executeStatement(L, null, List.of()),
        () -> t.executeStatement(L, "", null), () -> t.executeStatement(L, "SELECT * FROM nowhere", List.of()),
        () -> t.executeStatement(null, "SELECT", List.of()));
    on("executeStatement(Class, String, List, int)", () -> t.executeStatement(L, "SELECT * FROM x", List.of(), -1),
        () -> t.executeStatement(L, "SELECT * FROM x", Collections.singletonList(null), Integer.MAX_VALUE));
    on("executeStatement(String, List)", () -> t.executeStatement(null, null), () -> t.executeStatement("", List.of()),
        () -> t.executeStatement("SELECT * FROM x WHERE a = ?", List.of(new Object())));
    on("exists(Class)", () -> t.exists(null), () -> t.exists(String.class));
    on("exists(Class, DynamoDbQuery)", () -> t.exists(L, null));
    on("existsById(Class, Object)", () -> t.existsById(L, null), () -> t.existsById(null, "x"));
    on("existsById(Class, Object, Object)", () -> t.existsById(L, "o#1", null), () -> t.existsById(L, "", ""));
    on("existsById(Class, Object, Object, boolean)", () -> t.existsById(L, new Object(), new Object(), true));
    on("findAll(Class)", () -> t.findAll(null), () -> t.findAll(String.class));
    on("findAll(Class, DynamoDbQuery)", () -> t.findAll(L, null),
        () -> t.findAll(L, DynamoDbQuery.builder().keyCondition("#pk = :pk").build()));
    on("findAllById(Class, Iterable)", () -> t.findAllById(L, null), () -> t.findAllById(L, List.of(new Object())),
        () -> t.findAllById(L, Collections.singletonList(null)));
    on("findById(Class, Object)", () -> t.findById(L, null), () -> t.findById(null, "x"), () -> t.findById(L, ""));
    on("findById(Class, Object, Object)", () -> t.findById(L, "o#1", null), () -> t.findById(L, "", ""),
        () -> t.findById(L, 1, 2));
    on("findById(Class, Object, Object, boolean)", () -> t.findById(String.class, "x", "y", true));
    on("getClient()", () -> t.getClient());
    on("getMapperRegistry()", () -> t.getMapperRegistry());
    on("getTableName(Class)", () -> t.getTableName(null), () -> t.getTableName(String.class));
    on("insert(Object)", () -> t.insert(null), () -> t.insert("not an entity"),
        () -> t.insert(new RefusalLine(null, 1, "x", 1)), () -> t.insert(new RefusalLine("o3", -1, "x", 1)),
        () -> t.insert(new RefusalLine("o3", 1000, "x", 1)), () -> t.insert(new RefusalLine("", 1, "", null)));
    on("parallelScan(Class, DynamoDbQuery, int)", () -> t.parallelScan(L, null, 2), () -> t.parallelScan(L, DynamoDbQuery.scanAll(), 0),
        () -> t.parallelScan(L, DynamoDbQuery.scanAll(), -3), () -> t.parallelScan(L, DynamoDbQuery.scanAll(), Integer.MAX_VALUE));
    on("parallelScan(Class, int)", () -> t.parallelScan(null, 2), () -> t.parallelScan(L, -1));
    on("query(Class)", () -> t.query(null), () -> t.query(String.class),
        () -> t.query(L).partitionKey(null).execute(), () -> t.query(L).execute(),
        () -> t.query(L).partitionKey("o#1").sortBetween(null, null).execute(),
        () -> t.query(L).partitionKey("o#1").limit(-5).execute(),
        () -> t.query(L).partitionKey("o#1").sortBeginsWith("").execute());
    on("query(Class, DynamoDbQuery, DynamoDbPageRequest)", () -> t.query(L, null, null),
        () -> t.query(L, DynamoDbQuery.scanAll(), DynamoDbPageRequest.of(-1)),
        () -> t.query(L, DynamoDbQuery.of("#pk = :pk", Map.of("#pk", "pk"), noKey), DynamoDbPageRequest.of(Integer.MAX_VALUE)),
        () -> t.query(L, DynamoDbQuery.of("#pk = :pk", Map.of("#pk", "pk"), Map.of(":pk", "o#1")),
            DynamoDbPageRequest.after(Cursor.ofKeyset(Map.of("nonsense", new Object())))));
    on("query(Class, IndexKeySchema)", () -> t.query(L, (IndexKeySchema) null), () -> t.query(null, (IndexKeySchema) null));
    on("query(Class, ItemMapper, DynamoDbQuery, DynamoDbPageRequest)",
        () -> t.query(L, (ItemMapper<Object>) null, DynamoDbQuery.scanAll(), DynamoDbPageRequest.unpaged()));
    on("query(ItemMapper, String, DynamoDbQuery, DynamoDbPageRequest)",
        () -> t.query((ItemMapper<Object>) null, null, null, null),
        () -> t.query(t.getMapperRegistry().mapperFor(L), "", DynamoDbQuery.scanAll(), DynamoDbPageRequest.unpaged()));
    on("queryItemCollection(Class, DynamoDbQuery, DynamoDbPageRequest)", () -> t.queryItemCollection(null, null, null),
        () -> t.queryItemCollection(L, DynamoDbQuery.scanAll(), DynamoDbPageRequest.unpaged()));
    on("queryItems(String, DynamoDbQuery, DynamoDbPageRequest)", () -> t.queryItems(null, null, null),
        () -> t.queryItems("no such table", DynamoDbQuery.scanAll(), DynamoDbPageRequest.unpaged()));
    on("save(Object)", () -> t.save(null), () -> t.save(new Object()), () -> t.save(new RefusalLine("o3", 12345, "x", 1)),
        () -> t.save(new RefusalLine("o3", null, "x", 1)));
    on("save(Object, Condition)", () -> t.save(LINE, (Condition<RefusalLine>) null));
    on("save(Object, DynamoDbExpression)", () -> t.save(LINE, (DynamoDbExpression) null),
        () -> t.save(LINE, DynamoDbExpression.of(":::")));
    on("save(Object, String, Map, Map)", () -> t.save(LINE, null, null, null), () -> t.save(LINE, "#a = :a", null, null),
        () -> t.save(LINE, "#a = :a", Map.of("#a", "note"), Map.of(":a", new Object())));
    on("saveAll(Iterable)", () -> t.saveAll(null), () -> t.saveAll(Collections.singletonList(null)),
        () -> t.saveAll(List.of(new RefusalLine("o3", -7, "x", 1))));
    on("saveEach(Iterable)", () -> t.saveEach(null), () -> t.saveEach(Collections.singletonList(null)),
        () -> t.saveEach(List.of(new RefusalLine("o3", -7, "x", 1))), () -> t.saveEach(List.of(new Object())));
    on("scan(Class, DynamoDbPageRequest)", () -> t.scan(L, null), () -> t.scan(L, DynamoDbPageRequest.of(0)),
        () -> t.scan(null, DynamoDbPageRequest.unpaged()));
    on("scan(Class, DynamoDbQuery, DynamoDbPageRequest)", () -> t.scan(L, null, null),
        () -> t.scan(L, DynamoDbQuery.builder().filter("((").build(), DynamoDbPageRequest.of(Integer.MAX_VALUE)));
    on("toString()", () -> t.toString());
    on("transactGet(TransactGet)", () -> t.transactGet(null), () -> t.transactGet(TransactGet.builder().build()),
        () -> t.transactGet(TransactGet.builder().get(L, null, null).build()));
    on("transactWrite(TransactWrite)", () -> t.transactWrite(null), () -> t.transactWrite(TransactWrite.builder().build()),
        () -> t.transactWrite(TransactWrite.builder().put(null).build()),
        () -> t.transactWrite(TransactWrite.builder().put(new RefusalLine("o4", -1, "x", 1)).build()));
    on("update(Class, Object, Object, String, Map, Map)", () -> t.update(L, null, null, null, null, null),
        () -> t.update(L, "o#1", "l#001", "", Map.of(), Map.of()),
        () -> t.update(L, "o#1", "l#001", "SET #n = :n", Map.of("#n", "note"), noKey));
    on("update(Class, Object, Object, String, String, Map, Map)",
        () -> t.update(L, "o#1", "l#001", "SET #n = :n", "((", Map.of("#n", "note"), Map.of(":n", "x")));
    on("update(Class, Object, Object, Update)", () -> t.update(L, "o#1", "l#001", (Update<RefusalLine>) null),
        () -> t.update(L, "o#1", "l#001", Update.of(L)),
        () -> t.update(L, "o#1", "l#001", Update.of(L).add(RefusalLine_Attributes.quantity, 0.5)),
        () -> t.update(L, null, null, Update.of(L).set(RefusalLine_Attributes.note, "x")));
    on("update(Class, Object, Object, Update, Condition)",
        () -> t.update(L, "o#1", "l#001", Update.of(L).set(RefusalLine_Attributes.note, "x"), null),
        () -> t.update(L, "o#1", "l#001", Update.of(L).add(RefusalLine_Attributes.quantity, Double.NaN), null));
    on("update(Object)", () -> t.update(null), () -> t.update("not an entity"),
        () -> t.update(new RefusalLine("o1", 5000, "x", 1)));
    on("update(Object, Condition)", () -> t.update(LINE, (Condition<RefusalLine>) null));
    on("update(Object, DynamoDbExpression)", () -> t.update(LINE, (DynamoDbExpression) null),
        () -> t.update(null, DynamoDbExpression.of("attribute_exists(pk)")));

    assertThat(calls.signatures()).as("hostile calls for every public method of DynamoDbTemplate")
        .containsExactlyInAnyOrderElementsOf(HostileCalls.signatures(DynamoDbTemplate.class));
    assertThat(run()).as("what escaped a template call that is not a DataAccessException").isEmpty();
  }

  @Test
  void everyRepositoryMethodRefusesOnlyWithDataAccessExceptions() {
    RefusalLineRepository r = lines;
    DynamoDbCompositeId id = DynamoDbCompositeId.of("o#1", "l#001");
    on("count()", r::count);
    on("countByOrderIdAndLineGreaterThanEqual(String, Integer)", () -> r.countByOrderIdAndLineGreaterThanEqual(null, 1),
        () -> r.countByOrderIdAndLineGreaterThanEqual("o1", null), () -> r.countByOrderIdAndLineGreaterThanEqual("", -1),
        () -> r.countByOrderIdAndLineGreaterThanEqual("o1", Integer.MAX_VALUE));
    on("delete(Object)", () -> { r.delete(null); return null; },
        () -> { r.delete(new RefusalLine("o9", -1, null, null)); return null; });
    on("deleteAll()", () -> { r.deleteAll(); t.saveAll(FIXTURE); return null; }); // the fixture is back after
    on("deleteAll(Iterable)", () -> { r.deleteAll(null); return null; },
        () -> { r.deleteAll(Collections.singletonList(null)); return null; });
    on("deleteAllById(Iterable)", () -> { r.deleteAllById(null); return null; },
        () -> { r.deleteAllById(Collections.singletonList(null)); return null; });
    on("deleteById(Object)", () -> { r.deleteById(null); return null; },
        () -> { r.deleteById(DynamoDbCompositeId.of("", "")); return null; });
    on("existsById(Object)", () -> r.existsById(null), () -> r.existsById(DynamoDbCompositeId.of("o#1", "")));
    on("existsByOrderIdAndLineLessThanEqual(String, Integer)", () -> r.existsByOrderIdAndLineLessThanEqual(null, null),
        () -> r.existsByOrderIdAndLineLessThanEqual("o1", -1), () -> r.existsByOrderIdAndLineLessThanEqual("o1", 100000));
    on("findAll()", r::findAll);
    on("findAllById(Iterable)", () -> r.findAllById(null), () -> r.findAllById(Collections.singletonList(null)));
    on("findById(Object)", () -> r.findById(null), () -> r.findById(DynamoDbCompositeId.of("", "l#1")));
    on("findByOrderId(String, Limit)", () -> r.findByOrderId("o1", null), () -> r.findByOrderId(null, Limit.unlimited()),
        () -> r.findByOrderId("o1", Limit.of(Integer.MAX_VALUE)), () -> r.findByOrderId("o1", Limit.of(0)));
    on("findByOrderIdAndLine(String, Integer)", () -> r.findByOrderIdAndLine(null, 1), () -> r.findByOrderIdAndLine("o1", null),
        () -> r.findByOrderIdAndLine("o1", -1), () -> r.findByOrderIdAndLine("o1", 1000), () -> r.findByOrderIdAndLine("", 1));
    on("findByOrderIdAndLineBetween(String, Integer, Integer)", () -> r.findByOrderIdAndLineBetween("o1", null, null),
        () -> r.findByOrderIdAndLineBetween("o1", -5, -1), () -> r.findByOrderIdAndLineBetween("o1", 1000, 2000),
        () -> r.findByOrderIdAndLineBetween("o1", 10, 1), () -> r.findByOrderIdAndLineBetween("o1", Integer.MIN_VALUE,
            Integer.MAX_VALUE));
    on("findByOrderIdAndLineGreaterThan(String, Integer)", () -> r.findByOrderIdAndLineGreaterThan("o1", -1),
        () -> r.findByOrderIdAndLineGreaterThan("o1", 999), () -> r.findByOrderIdAndLineGreaterThan("o1", null));
    on("findByOrderIdAndLineLessThan(String, Integer)", () -> r.findByOrderIdAndLineLessThan("o1", 0),
        () -> r.findByOrderIdAndLineLessThan("o1", 1000), () -> r.findByOrderIdAndLineLessThan(null, 1));
    on("findByOrderIdOrderByLineAsc(String, ScrollPosition, Limit)",
        () -> r.findByOrderIdOrderByLineAsc("o1", null, null), () -> r.findByOrderIdOrderByLineAsc("o1", ScrollPosition.keyset(),
            Limit.of(Integer.MAX_VALUE)), () -> r.findByOrderIdOrderByLineAsc("o1", ScrollPosition.offset(5), Limit.of(1)),
        () -> r.findByOrderIdOrderByLineAsc("o1", ScrollPosition.forward(Map.of("pk", new Object())), Limit.of(1)));
    on("save(Object)", () -> r.save(null), () -> r.save(new RefusalLine("o9", 1000, "x", 1)),
        () -> r.save(new RefusalLine(null, 1, "x", 1)));
    on("saveAll(Iterable)", () -> r.saveAll(null), () -> r.saveAll(Collections.singletonList(null)),
        () -> r.saveAll(List.of(new RefusalLine("o9", -2, "x", 1))));
    on("streamByOrderIdAndNote(String, String)", () -> r.streamByOrderIdAndNote(null, null),
        () -> r.streamByOrderIdAndNote("o1", ""));
    on("update(Object)", () -> r.update(null), () -> r.update(new RefusalLine("o9", 1, "never saved", 1)),
        () -> r.update(new RefusalLine("o9", -1, "x", 1)));
    on("update(Object, Update)", () -> r.update(id, null), () -> r.update(null, Update.of(L).set(RefusalLine_Attributes.note, "x")),
        () -> r.update(id, Update.of(L).add(RefusalLine_Attributes.quantity, 2.5)), () -> r.update(id, Update.of(L)));
    on("update(Object, Update, Condition)", () -> r.update(id, Update.of(L).set(RefusalLine_Attributes.note, "x"), null),
        () -> r.update(DynamoDbCompositeId.of("o#1", "nothing"), Update.of(L).set(RefusalLine_Attributes.note, "x"),
            RefusalLine_Attributes.note.eq("zzz")));

    assertThat(calls.signatures()).as("hostile calls for every method of the repository")
        .containsExactlyInAnyOrderElementsOf(HostileCalls.signatures(RefusalLineRepository.class));
    assertThat(run()).as("what escaped a repository call that is not a DataAccessException").isEmpty();
  }

  /** Ranges outside {@code {line:3}} are clamped: every line or none, never an exception. */
  @Test
  void rangesOutsideThePaddedWidthAreClamped() {
    assertThat(lines.findByOrderIdAndLineGreaterThan("o1", -1)).extracting(RefusalLine::line).containsExactly(0, 1, 500, 999);
    assertThat(lines.findByOrderIdAndLineLessThan("o1", 1000)).extracting(RefusalLine::line).containsExactly(0, 1, 500, 999);
    assertThat(lines.findByOrderIdAndLineGreaterThan("o1", 999)).isEmpty();
    assertThat(lines.findByOrderIdAndLineLessThan("o1", 0)).isEmpty();
    assertThat(lines.findByOrderIdAndLineGreaterThan("o1", Integer.MIN_VALUE)).hasSize(4);
    assertThat(lines.findByOrderIdAndLineLessThan("o1", Integer.MAX_VALUE)).hasSize(4);
    assertThat(lines.findByOrderIdAndLineBetween("o1", -5, -1)).isEmpty();
    assertThat(lines.findByOrderIdAndLineBetween("o1", 1000, 2000)).isEmpty();
    assertThat(lines.findByOrderIdAndLineBetween("o1", -1, 1)).extracting(RefusalLine::line).containsExactly(0, 1);
    assertThat(lines.findByOrderIdAndLineBetween("o1", 500, 5000)).extracting(RefusalLine::line).containsExactly(500, 999);
    assertThat(lines.countByOrderIdAndLineGreaterThanEqual("o1", -3)).isEqualTo(4);
    assertThat(lines.existsByOrderIdAndLineLessThanEqual("o1", -1)).isFalse();
    assertThat(lines.existsByOrderIdAndLineLessThanEqual("o1", 100_000)).isTrue();
  }

  /** A fractional delta on an integral attribute is refused before anything is sent. */
  @Test
  void aFractionalDeltaOnAnIntegralAttributeIsInvalidApiUsage() {
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> Update.of(L).add(RefusalLine_Attributes.quantity, 1.5))
        .isInstanceOf(InvalidDataAccessApiUsageException.class).hasMessageContaining("not a whole number");
  }
}
