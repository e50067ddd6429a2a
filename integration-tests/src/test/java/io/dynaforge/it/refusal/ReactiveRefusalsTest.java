package io.dynaforge.it.refusal;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.Cursor;
import io.dynaforge.core.DynamoDbPageRequest;
import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.core.TransactGet;
import io.dynaforge.core.TransactWrite;
import io.dynaforge.expression.Condition;
import io.dynaforge.expression.DynamoDbExpression;
import io.dynaforge.expression.Update;
import io.dynaforge.mapping.ItemMapper;
import io.dynaforge.reactive.ReactiveDynamoDbTemplate;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;


import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;




import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.reactivestreams.Publisher;
import org.springframework.dao.DataAccessException;
import org.springframework.data.domain.ScrollPosition;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Wave 5 item 9 on the reactive side, the twin of {@link RefusalsTest}: every public method of
 * {@link ReactiveDynamoDbTemplate} (enumerated reflectively, so a new one without hostile calls here
 * fails) and every method of a generated reactive repository over a padded placeholder is called with
 * hostile arguments (nulls, unknown types, out-of-width numbers, fractional deltas, bad segment
 * counts); what comes out, thrown on call or as the publisher's error signal, is a
 * {@code DataAccessException} or nothing, never a raw {@code DynamoDbMappingException},
 * {@code IllegalArgumentException} or {@code NullPointerException}. The template refuses only by
 * error signal (nothing is thrown on call); a repository may refuse a null argument on call (Spring
 * Data's contract), as a {@code DataAccessException} too.
 */
@ExtendWith(DynamoDbExtension.class)
class ReactiveRefusalsTest {

  static DynamoDbClient client;
  static DynamoDbAsyncClient async;
  static ReactiveDynamoDbTemplate t;
  static ReactiveRefusalLineRepository lines;

  private final HostileCalls calls = new HostileCalls();
  /**
   * What the template or repository threw instead of returning its publisher (allowed for repositories,
   * if a DataAccessException), not counting a hostile argument refused by its own constructor or builder
   * ({@code DynamoDbExpression.of("")}, {@code DynamoDbPageRequest.of(-1)}, a fractional {@code Update.add}).
   */
  private final List<String> thrownOnCall = new ArrayList<>();

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables tables) {
    client = local.clientBuilder().build();
    DynamoDbTemplate blocking = DynamoDbTemplate.builder(client).tableNameResolver(tables::name).build();
    blocking.createTables(RefusalLine.class);
    blocking.saveAll(RefusalsTest.FIXTURE);
    async = DynamoDbAsyncClient.builder().endpointOverride(local.endpoint()).region(LocalDynamoDb.REGION)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("dummy", "dummy")))
        .httpClientBuilder(NettyNioAsyncHttpClient.builder()).build();
    t = ReactiveDynamoDbTemplate.builder(async).tableNameResolver(tables::name).build();
    lines = new ReactiveRefusalLineRepository_Impl(t);
  }

  @AfterAll
  static void close() {
    async.close();
    client.close();
  }

  private void on(String signature, HostileCalls.Call... attempts) {
    calls.on(signature, attempts);
  }

  /** Runs every call and subscribes to what it returns; returns what came out that is not a DataAccessException. */
  private List<String> run() {
    List<String> raw = new ArrayList<>();
    calls.forEach((signature, attempts) -> {
      for (int i = 0; i < attempts.size(); i++) {
        Object result;
        try {
          result = attempts.get(i).run();
        } catch (DataAccessException refused) {
          if (Arrays.stream(refused.getStackTrace()).anyMatch(f -> f.getClassName().startsWith("io.dynaforge.reactive."))) {
            thrownOnCall.add(signature + " #" + i + ": " + refused); // not by a hostile argument's own constructor
          }
          continue;
        } catch (Throwable e) {
          raw.add(signature + " #" + i + " thrown on call: " + e);
          continue;
        }
        if (!(result instanceof Publisher<?> publisher)) {
          continue;
        }
        try {
          Flux.from(publisher).take(50).then().block(Duration.ofSeconds(30));
        } catch (DataAccessException expected) {
          // refused as the contract says, as the error signal
        } catch (Throwable e) {
          raw.add(signature + " #" + i + " signalled: " + e);
        }
      }
    });
    return raw;
  }

  private static final Class<RefusalLine> L = RefusalLine.class;
  private static final RefusalLine LINE = new RefusalLine("o2", 7, "n", 1);

  @Test
  void everyPublicReactiveTemplateMethodRefusesOnlyWithDataAccessExceptionSignals() {
    Map<String, Object> noKey = Collections.singletonMap(":v", null);
    DynamoDbQuery byPk = DynamoDbQuery.of("#pk = :pk", Map.of("#pk", "pk"), Map.of(":pk", "o#1"));
    on("batchGet(Class, Iterable, boolean)", () -> t.batchGet(L, null, false), () -> t.batchGet(null, List.of("x"), true),
        () -> t.batchGet(L, Collections.singletonList(null), false), () -> t.batchGet(L, List.of(42), false),
        () -> t.batchGet(String.class, List.of("x"), false));
    on("count(Class)", () -> t.count(null), () -> t.count(String.class));
    on("count(Class, DynamoDbQuery)", () -> t.count(L, null), () -> t.count(null, DynamoDbQuery.scanAll()),
        () -> t.count(L, DynamoDbQuery.of("", Map.of(), Map.of())));
    on("delete(Object)", () -> t.delete(null), () -> t.delete("not an entity"),
        () -> t.delete(new RefusalLine(null, null, null, null)), () -> t.delete(new RefusalLine("o#", -1, "", null)));
    on("delete(Object, DynamoDbExpression)", () -> t.delete(LINE, null), () -> t.delete(LINE, DynamoDbExpression.of("")),
        () -> t.delete(LINE, DynamoDbExpression.of("#missing = :missing")));
    on("deleteAll(Iterable)", () -> t.deleteAll(null), () -> t.deleteAll(Collections.singletonList(null)),
        () -> t.deleteAll(List.of("not an entity")));
    on("deleteAllById(Class, Iterable)", () -> t.deleteAllById(L, null), () -> t.deleteAllById(null, List.of()),
        () -> t.deleteAllById(L, Collections.singletonList(null)), () -> t.deleteAllById(L, List.of("no sort key")));
    on("deleteById(Class, Object)", () -> t.deleteById(L, null), () -> t.deleteById(null, "x"),
        () -> t.deleteById(L, "o#1"));
    on("deleteById(Class, Object, Object)", () -> t.deleteById(L, "o#1", null), () -> t.deleteById(L, "", ""),
        () -> t.deleteById(L, 1.5, List.of()));
    on("deleteById(Class, Object, Object, DynamoDbExpression)",
        () -> t.deleteById(L, null, null, DynamoDbExpression.of("bad ((")));
    on("executeStatement(Class, String, List, int)", () -> t.executeStatement(L, null, List.of(), 10),
        () -> t.executeStatement(L, "", null, 10), () -> t.executeStatement(L, "SELECT * FROM nowhere", List.of(), -1),
        () -> t.executeStatement(null, "SELECT", List.of(), 1),
        () -> t.executeStatement(L, "SELECT * FROM x", Collections.singletonList(null), Integer.MAX_VALUE));
    on("exists(Class, DynamoDbQuery)", () -> t.exists(L, null), () -> t.exists(null, DynamoDbQuery.scanAll()));
    on("existsById(Class, Object, Object, boolean)", () -> t.existsById(L, new Object(), new Object(), true),
        () -> t.existsById(L, "o#1", null, false), () -> t.existsById(null, "x", "y", false));
    on("findAll(Class)", () -> t.findAll(null), () -> t.findAll(String.class));
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
    on("parallelScan(Class, DynamoDbQuery, int)", () -> t.parallelScan(L, null, 2),
        () -> t.parallelScan(L, DynamoDbQuery.scanAll(), 0), () -> t.parallelScan(L, DynamoDbQuery.scanAll(), -3),
        () -> t.parallelScan(L, DynamoDbQuery.scanAll(), Integer.MAX_VALUE), () -> t.parallelScan(L, byPk, 2));
    on("parallelScan(Class, int)", () -> t.parallelScan(null, 2), () -> t.parallelScan(L, -1),
        () -> t.parallelScan(String.class, 2));
    on("query(Class, DynamoDbQuery)", () -> t.query(L, (DynamoDbQuery) null), () -> t.query(null, byPk),
        () -> t.query(L, DynamoDbQuery.of("#pk = :pk", Map.of("#pk", "pk"), noKey)));
    on("query(Class, DynamoDbQuery, int)", () -> t.query(L, null, 5), () -> t.query(L, byPk, -5),
        () -> t.query(L, byPk, Integer.MAX_VALUE));
    on("query(Class, DynamoDbQuery, DynamoDbPageRequest)", () -> t.query(L, null, (DynamoDbPageRequest) null),
        () -> t.query(L, DynamoDbQuery.scanAll(), DynamoDbPageRequest.of(-1)),
        () -> t.query(L, byPk, DynamoDbPageRequest.after(Cursor.ofKeyset(Map.of("nonsense", new Object())))));
    on("query(Class, ItemMapper, DynamoDbQuery)", () -> t.query(L, (ItemMapper<Object>) null, DynamoDbQuery.scanAll()),
        () -> t.query(null, t.getMapperRegistry().mapperFor(L), null));
    on("query(Class, ItemMapper, DynamoDbQuery, int)",
        () -> t.query(L, (ItemMapper<Object>) null, DynamoDbQuery.scanAll(), 0));
    on("query(Class, ItemMapper, DynamoDbQuery, DynamoDbPageRequest)",
        () -> t.query(L, (ItemMapper<Object>) null, DynamoDbQuery.scanAll(), DynamoDbPageRequest.unpaged()),
        () -> t.query(String.class, t.getMapperRegistry().mapperFor(L), null, null));
    on("queryItemCollection(Class, DynamoDbQuery, DynamoDbPageRequest)", () -> t.queryItemCollection(null, null, null),
        () -> t.queryItemCollection(L, DynamoDbQuery.scanAll(), DynamoDbPageRequest.unpaged()));
    on("queryItems(String, DynamoDbQuery, DynamoDbPageRequest)", () -> t.queryItems(null, null, null),
        () -> t.queryItems("no such table", DynamoDbQuery.scanAll(), DynamoDbPageRequest.unpaged()));
    on("save(Object)", () -> t.save(null), () -> t.save(new Object()), () -> t.save(new RefusalLine("o3", 12345, "x", 1)),
        () -> t.save(new RefusalLine("o3", null, "x", 1)));
    on("save(Object, Condition)", () -> t.save(LINE, (Condition<RefusalLine>) null),
        () -> t.save(null, RefusalLine_Attributes.note.eq("x")));
    on("save(Object, DynamoDbExpression)", () -> t.save(LINE, (DynamoDbExpression) null),
        () -> t.save(LINE, DynamoDbExpression.of(":::")));
    on("saveAll(Iterable)", () -> t.saveAll(null), () -> t.saveAll(Collections.singletonList(null)),
        () -> t.saveAll(List.of(new RefusalLine("o3", -7, "x", 1))), () -> t.saveAll(List.of("not an entity")));
    on("saveEach(Iterable)", () -> t.saveEach(null), () -> t.saveEach(Collections.singletonList(null)),
        () -> t.saveEach(List.of(new RefusalLine("o3", -7, "x", 1))), () -> t.saveEach(List.of(new Object())));
    on("toString()", () -> t.toString());
    on("transactGet(TransactGet)", () -> t.transactGet(null), () -> t.transactGet(TransactGet.builder().build()),
        () -> t.transactGet(TransactGet.builder().get(L, null, null).build()));
    on("transactWrite(TransactWrite)", () -> t.transactWrite(null), () -> t.transactWrite(TransactWrite.builder().build()),
        () -> t.transactWrite(TransactWrite.builder().put(new RefusalLine("o4", -1, "x", 1)).build()));
    on("update(Class, Object, Object, String, String, Map, Map)",
        () -> t.update(L, null, null, null, null, null, null),
        () -> t.update(L, "o#1", "l#001", "", null, Map.of(), Map.of()),
        () -> t.update(L, "o#1", "l#001", "SET #n = :n", null, Map.of("#n", "note"), noKey),
        () -> t.update(L, "o#1", "l#001", "SET #n = :n", "((", Map.of("#n", "note"), Map.of(":n", "x")),
        () -> t.update(L, "o#1", "l#001", "SET #n = :n", null, Map.of("#n", "note"), Map.of(":n", new Object())));
    on("update(Class, Object, Object, Update)", () -> t.update(L, "o#1", "l#001", (Update<RefusalLine>) null),
        () -> t.update(L, "o#1", "l#001", Update.of(L)),
        () -> t.update(L, null, null, Update.of(L).set(RefusalLine_Attributes.note, "x")),
        () -> t.update(null, "o#1", "l#001", Update.of(L).set(RefusalLine_Attributes.note, "x")));
    on("update(Class, Object, Object, Update, Condition)",
        () -> t.update(L, "o#1", "l#001", Update.of(L).set(RefusalLine_Attributes.note, "x"), null),
        () -> t.update(L, "o#1", "l#001", Update.of(L).add(RefusalLine_Attributes.quantity, Double.NaN), null),
        () -> t.update(L, "o#1", "l#001", Update.of(L).add(RefusalLine_Attributes.quantity, 0.5),
            RefusalLine_Attributes.note.eq("a")));
    on("update(Object)", () -> t.update(null), () -> t.update("not an entity"),
        () -> t.update(new RefusalLine("o1", 5000, "x", 1)));
    on("update(Object, DynamoDbExpression)", () -> t.update(LINE, null),
        () -> t.update(null, DynamoDbExpression.of("attribute_exists(pk)")));

    assertThat(calls.signatures()).as("hostile calls for every public method of ReactiveDynamoDbTemplate")
        .containsExactlyInAnyOrderElementsOf(HostileCalls.signatures(ReactiveDynamoDbTemplate.class));
    assertThat(run()).as("what came out of a reactive template call that is not a DataAccessException").isEmpty();
    assertThat(thrownOnCall).as("the template refuses by error signal, never on call (but getTableName)")
        .allMatch(s -> s.startsWith("getTableName("));
  }

  @Test
  void everyReactiveRepositoryMethodRefusesOnlyWithDataAccessExceptions() {
    ReactiveRefusalLineRepository r = lines;
    DynamoDbCompositeId id = DynamoDbCompositeId.of("o#1", "l#001");
    on("count()", r::count);
    on("countByOrderIdAndLineGreaterThanEqual(String, Integer)", () -> r.countByOrderIdAndLineGreaterThanEqual(null, 1),
        () -> r.countByOrderIdAndLineGreaterThanEqual("o1", null), () -> r.countByOrderIdAndLineGreaterThanEqual("", -1),
        () -> r.countByOrderIdAndLineGreaterThanEqual("o1", Integer.MAX_VALUE));
    on("delete(Object)", () -> r.delete(null), () -> r.delete(new RefusalLine("o9", -1, null, null)));
    on("deleteAll()", () -> r.deleteAll().then(t.saveAll(RefusalsTest.FIXTURE).then())); // the fixture is back after
    on("deleteAll(Iterable)", () -> r.deleteAll((Iterable<RefusalLine>) null),
        () -> r.deleteAll(Collections.singletonList(null)));
    on("deleteAll(Publisher)", () -> r.deleteAll((Publisher<RefusalLine>) null),
        () -> r.deleteAll(Flux.just(new RefusalLine("o9", -1, null, null))));
    on("deleteAllById(Iterable)", () -> r.deleteAllById(null), () -> r.deleteAllById(Collections.singletonList(null)));
    on("deleteById(Object)", () -> r.deleteById((DynamoDbCompositeId) null),
        () -> r.deleteById(DynamoDbCompositeId.of("", "")));
    on("deleteById(Publisher)", () -> r.deleteById((Publisher<DynamoDbCompositeId>) null),
        () -> r.deleteById(Mono.just(DynamoDbCompositeId.of("", ""))));
    on("existsById(Object)", () -> r.existsById((DynamoDbCompositeId) null),
        () -> r.existsById(DynamoDbCompositeId.of("o#1", "")));
    on("existsById(Publisher)", () -> r.existsById((Publisher<DynamoDbCompositeId>) null),
        () -> r.existsById(Mono.just(DynamoDbCompositeId.of("", "x"))));
    on("existsByOrderIdAndLineLessThanEqual(String, Integer)", () -> r.existsByOrderIdAndLineLessThanEqual(null, null),
        () -> r.existsByOrderIdAndLineLessThanEqual("o1", -1), () -> r.existsByOrderIdAndLineLessThanEqual("o1", 100000));
    on("findAll()", r::findAll);
    on("findAllById(Iterable)", () -> r.findAllById((Iterable<DynamoDbCompositeId>) null),
        () -> r.findAllById(Collections.singletonList(null)));
    on("findAllById(Publisher)", () -> r.findAllById((Publisher<DynamoDbCompositeId>) null),
        () -> r.findAllById(Flux.just(DynamoDbCompositeId.of("", ""))));
    on("findById(Object)", () -> r.findById((DynamoDbCompositeId) null), () -> r.findById(DynamoDbCompositeId.of("", "l#1")));
    on("findById(Publisher)", () -> r.findById((Publisher<DynamoDbCompositeId>) null),
        () -> r.findById(Mono.just(DynamoDbCompositeId.of("o#1", ""))));
    on("findByOrderIdAndLine(String, Integer)", () -> r.findByOrderIdAndLine(null, 1), () -> r.findByOrderIdAndLine("o1", null),
        () -> r.findByOrderIdAndLine("o1", -1), () -> r.findByOrderIdAndLine("o1", 1000), () -> r.findByOrderIdAndLine("", 1));
    on("findByOrderIdAndLineBetween(String, Integer, Integer)", () -> r.findByOrderIdAndLineBetween("o1", null, null),
        () -> r.findByOrderIdAndLineBetween("o1", -5, -1), () -> r.findByOrderIdAndLineBetween("o1", 1000, 2000),
        () -> r.findByOrderIdAndLineBetween("o1", 10, 1),
        () -> r.findByOrderIdAndLineBetween("o1", Integer.MIN_VALUE, Integer.MAX_VALUE));
    on("findByOrderIdAndLineGreaterThan(String, Integer)", () -> r.findByOrderIdAndLineGreaterThan("o1", -1),
        () -> r.findByOrderIdAndLineGreaterThan("o1", 999), () -> r.findByOrderIdAndLineGreaterThan("o1", null));
    on("findByOrderIdAndLineLessThan(String, Integer)", () -> r.findByOrderIdAndLineLessThan("o1", 0),
        () -> r.findByOrderIdAndLineLessThan("o1", 1000), () -> r.findByOrderIdAndLineLessThan(null, 1));
    on("findFirst2ByOrderIdOrderByLineAsc(String, ScrollPosition)", () -> r.findFirst2ByOrderIdOrderByLineAsc("o1", null),
        () -> r.findFirst2ByOrderIdOrderByLineAsc(null, ScrollPosition.keyset()),
        () -> r.findFirst2ByOrderIdOrderByLineAsc("o1", ScrollPosition.offset(5)),
        () -> r.findFirst2ByOrderIdOrderByLineAsc("o1", ScrollPosition.forward(Map.of("pk", new Object()))));
    on("save(Object)", () -> r.save(null), () -> r.save(new RefusalLine("o9", 1000, "x", 1)),
        () -> r.save(new RefusalLine(null, 1, "x", 1)));
    on("saveAll(Iterable)", () -> r.saveAll((Iterable<RefusalLine>) null), () -> r.saveAll(Collections.singletonList(null)),
        () -> r.saveAll(List.of(new RefusalLine("o9", -2, "x", 1))));
    on("saveAll(Publisher)", () -> r.saveAll((Publisher<RefusalLine>) null),
        () -> r.saveAll(Flux.just(new RefusalLine("o9", -2, "x", 1))));
    on("streamByOrderIdAndNote(String, String)", () -> r.streamByOrderIdAndNote(null, null),
        () -> r.streamByOrderIdAndNote("o1", ""));
    on("update(Object)", () -> r.update((RefusalLine) null), () -> r.update(new RefusalLine("o9", 1, "never saved", 1)),
        () -> r.update(new RefusalLine("o9", -1, "x", 1)));
    on("update(Object, Update)", () -> r.update(id, null), () -> r.update(null, Update.of(L).set(RefusalLine_Attributes.note, "x")),
        () -> r.update(id, Update.of(L)));
    on("update(Object, Update, Condition)", () -> r.update(id, Update.of(L).set(RefusalLine_Attributes.note, "x"), null),
        () -> r.update(DynamoDbCompositeId.of("o#1", "nothing"), Update.of(L).set(RefusalLine_Attributes.note, "x"),
            RefusalLine_Attributes.note.eq("zzz")));

    assertThat(calls.signatures()).as("hostile calls for every method of the repository")
        .containsExactlyInAnyOrderElementsOf(HostileCalls.signatures(ReactiveRefusalLineRepository.class));
    assertThat(run()).as("what came out of a reactive repository call that is not a DataAccessException").isEmpty();
  }

  /** Ranges outside {@code {line:3}} are clamped on the reactive side too: every line or none. */
  @Test
  void rangesOutsideThePaddedWidthAreClamped() {
    assertThat(lines.findByOrderIdAndLineGreaterThan("o1", -1).map(RefusalLine::line).collectList().block())
        .containsExactly(0, 1, 500, 999);
    assertThat(lines.findByOrderIdAndLineLessThan("o1", 1000).collectList().block()).hasSize(4);
    assertThat(lines.findByOrderIdAndLineGreaterThan("o1", 999).collectList().block()).isEmpty();
    assertThat(lines.findByOrderIdAndLineLessThan("o1", 0).collectList().block()).isEmpty();
    assertThat(lines.countByOrderIdAndLineGreaterThanEqual("o1", -3).block()).isEqualTo(4);
    assertThat(lines.existsByOrderIdAndLineLessThanEqual("o1", -1).block()).isFalse();
  }
}
