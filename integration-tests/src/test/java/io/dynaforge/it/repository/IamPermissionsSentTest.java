package io.dynaforge.it.repository;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.expression.DynamoDbExpression;
import io.dynaforge.expression.Update;
import io.dynaforge.extension.DynamoDbExtension;
import io.dynaforge.extension.WriteContext;
import io.dynaforge.extension.WriteModification;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.RequestRecorder;
import io.dynaforge.testing.TestTables;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.dao.OptimisticLockingFailureException;
import org.springframework.data.domain.Limit;
import org.springframework.data.domain.ScrollPosition;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.protocols.jsoncore.JsonNode;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * Issue 34, least privilege, against what is sent: every request a repository method sends is
 * allowed by the permissions its access-pattern report lists for it (so by the repository's policy,
 * their union): the action of the request, on the table or index it names. Every method of a
 * versioned repository (GameRepository: derived Queries, GetItem, Scans, every inherited CRUD method,
 * the consistent GetItem a versioned write sends when its condition and an extension's fail) and the
 * batch deletes of an unversioned one (ProfileRepository).
 */
@ExtendWith(io.dynaforge.testing.DynamoDbExtension.class)
class IamPermissionsSentTest {

  static final RequestRecorder log = new RequestRecorder();
  static DynamoDbClient client;
  static TestTables tables;
  static GameRepository games;
  static ProfileRepository profiles;
  /** Adds {@code attribute_exists(league)} to the writes of games while set. */
  static volatile boolean guarded;

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables testTables) {
    tables = testTables;
    client = local.recordingClient(log);
    DynamoDbExtension guard = new DynamoDbExtension() {
      @Override
      public WriteModification beforeWrite(WriteContext context) {
        return guarded && context.entityType() == Game.class
            ? WriteModification.builder().condition(DynamoDbExpression.of("attribute_exists(league)")).build()
            : WriteModification.none();
      }
    };
    DynamoDbTemplate template = DynamoDbTemplate.builder(client).tableNameResolver(tables::name).extensions(guard)
        .build();
    template.createTables(Game.class, Profile.class);
    games = new GameRepository_Impl(template);
    profiles = new ProfileRepository_Impl(template);
  }

  @AfterAll
  static void close() {
    client.close();
  }

  @Test
  void everyRequestOfAVersionedRepositorysMethodsIsAllowed() throws IOException {
    Map<String, Map<String, Set<String>>> report = permissions("io.dynaforge.it.repository.GameRepository");
    Sent sent = new Sent(report);
    Game g1 = sent.call("save(S)", () -> games.save(new Game("L1", "g1", "FINAL", 3)));
    sent.run("saveAll(java.lang.Iterable<S>)", () -> games.saveAll(List.of(new Game("L1", "g2", "OPEN", 1),
        new Game("L1", "g3", "OPEN", 5))));
    g1.score = 4;
    sent.call("update(io.dynaforge.it.repository.Game)", () -> games.update(g1));
    sent.run("update(io.dynaforge.repository.DynamoDbCompositeId, io.dynaforge.expression.Update<io.dynaforge.it.repository.Game>)",
        () -> games.update(DynamoDbCompositeId.of("L1", "g2"), Update.of(Game.class).set(Game_Attributes.status, "FINAL")));
    sent.run("findById(io.dynaforge.repository.DynamoDbCompositeId)", () -> games.findById(DynamoDbCompositeId.of("L1", "g1")));
    sent.run("existsById(io.dynaforge.repository.DynamoDbCompositeId)",
        () -> games.existsById(DynamoDbCompositeId.of("L1", "g1")));
    sent.run("findAll()", games::findAll);
    sent.run("findAllById(java.lang.Iterable<io.dynaforge.repository.DynamoDbCompositeId>)",
        () -> games.findAllById(List.of(DynamoDbCompositeId.of("L1", "g1"), DynamoDbCompositeId.of("L1", "g2"))));
    sent.run("count()", games::count);
    sent.run("findByLeagueAndGameId(java.lang.String, java.lang.String)", () -> games.findByLeagueAndGameId("L1", "g1"));
    sent.run("findByLeague(java.lang.String)", () -> games.findByLeague("L1"));
    sent.run("findTop3ByLeagueOrderByGameIdDesc(java.lang.String)", () -> games.findTop3ByLeagueOrderByGameIdDesc("L1"));
    sent.run("findByLeagueAndStatus(java.lang.String, java.lang.String)", () -> games.findByLeagueAndStatus("L1", "OPEN"));
    sent.run("findByLeagueOrderByGameIdAsc(java.lang.String, org.springframework.data.domain.Limit, "
        + "org.springframework.data.domain.ScrollPosition)",
        () -> games.findByLeagueOrderByGameIdAsc("L1", Limit.of(2), ScrollPosition.keyset()));
    sent.run("countByLeagueAndStatus(java.lang.String, java.lang.String)", () -> games.countByLeagueAndStatus("L1", "OPEN"));
    sent.run("existsByLeagueAndStatus(java.lang.String, java.lang.String)", () -> games.existsByLeagueAndStatus("L1", "OPEN"));
    sent.run("findByStatus(java.lang.String)", () -> games.findByStatus("OPEN"));

    // a stale write whose version condition fails while an extension added a condition: the consistent GetItem
    Game stale = games.findById(DynamoDbCompositeId.of("L1", "g3")).orElseThrow();
    games.save(games.findById(DynamoDbCompositeId.of("L1", "g3")).orElseThrow());
    guarded = true;
    try {
      sent.run("save(S)", () -> assertThatThrownBy(() -> games.save(stale))
          .isInstanceOf(OptimisticLockingFailureException.class));
      assertThat(sent.last).containsExactly("PutItem", "GetItem");
      sent.run("delete(io.dynaforge.it.repository.Game)", () -> assertThatThrownBy(() -> games.delete(stale))
          .isInstanceOf(OptimisticLockingFailureException.class));
      assertThat(sent.last).containsExactly("DeleteItem", "GetItem");
    } finally {
      guarded = false;
    }

    sent.run("delete(io.dynaforge.it.repository.Game)", () -> games.delete(games.findById(DynamoDbCompositeId.of("L1", "g3"))
        .orElseThrow()));
    sent.run("deleteById(io.dynaforge.repository.DynamoDbCompositeId)", () -> games.deleteById(DynamoDbCompositeId.of("L1", "g2")));
    sent.run("deleteAllById(java.lang.Iterable<? extends io.dynaforge.repository.DynamoDbCompositeId>)",
        () -> games.deleteAllById(List.of(DynamoDbCompositeId.of("L1", "g9"))));
    Game again = games.save(new Game("L2", "g1", "OPEN", 1));
    sent.run("deleteAll(java.lang.Iterable<? extends io.dynaforge.it.repository.Game>)", () -> games.deleteAll(List.of(again)));
    games.save(new Game("L2", "g2", "OPEN", 1));
    sent.run("deleteAll()", games::deleteAll);
    assertThat(sent.last).containsExactly("Scan", "DeleteItem", "DeleteItem");
    assertThat(sent.operations).contains("PutItem", "UpdateItem", "GetItem", "Query", "Scan", "BatchGetItem",
        "DeleteItem", "BatchWriteItem");
  }

  @Test
  void theBatchDeletesOfAnUnversionedRepositoryAreAllowed() throws IOException {
    Sent sent = new Sent(permissions("io.dynaforge.it.repository.ProfileRepository"));
    Profile one = sent.call("save(S)", () -> profiles.save(new Profile("u1", "K1", null, null, true, "n")));
    profiles.save(new Profile("u1", "K2", null, null, true, "m"));
    sent.run("deleteAll(java.lang.Iterable<? extends io.dynaforge.it.repository.Profile>)", () -> profiles.deleteAll(List.of(one)));
    assertThat(sent.last).containsExactly("BatchWriteItem");
    sent.run("deleteAll()", profiles::deleteAll);
    assertThat(sent.last).containsExactly("Scan", "BatchWriteItem");
    sent.run("findByUserIdAndAddressCity(java.lang.String, java.lang.String)", () -> profiles.findByUserIdAndAddressCity("u1", "x"));
  }

  /** Runs methods, checking what each sends against its permissions. */
  static final class Sent {
    final Map<String, Map<String, Set<String>>> report;
    final Set<String> operations = new TreeSet<>();
    List<String> last;

    Sent(Map<String, Map<String, Set<String>>> report) {
      this.report = report;
    }

    <T> T call(String method, java.util.function.Supplier<T> call) {
      log.clear();
      T result = call.get();
      check(method);
      return result;
    }

    void run(String method, Runnable call) {
      call(method, () -> {
        call.run();
        return null;
      });
    }

    private void check(String method) {
      Map<String, Set<String>> permissions = report.get(method);
      assertThat(permissions).as(method + " in the report " + report.keySet()).isNotNull();
      last = log.operations();
      assertThat(last).as(method + " sends something").isNotEmpty();
      for (SdkRequest request : log.requests()) {
        String operation = request.getClass().getSimpleName().replace("Request", "");
        operations.add(operation);
        for (String resource : resources(request)) {
          assertThat(permissions.getOrDefault(resource, Set.of())).as(method + ": " + operation + " on " + resource)
              .contains("dynamodb:" + operation);
        }
      }
    }
  }

  /** The logical table (and index) a request goes to, as the ARN's resource part. */
  private static List<String> resources(SdkRequest request) {
    if (request instanceof QueryRequest q) {
      return List.of(resource(q.tableName(), q.indexName()));
    }
    if (request instanceof ScanRequest s) {
      return List.of(resource(s.tableName(), s.indexName()));
    }
    if (request instanceof GetItemRequest g) {
      return List.of(resource(g.tableName(), null));
    }
    if (request instanceof PutItemRequest p) {
      return List.of(resource(p.tableName(), null));
    }
    if (request instanceof UpdateItemRequest u) {
      return List.of(resource(u.tableName(), null));
    }
    if (request instanceof DeleteItemRequest d) {
      return List.of(resource(d.tableName(), null));
    }
    if (request instanceof BatchGetItemRequest b) {
      return b.requestItems().keySet().stream().map(t -> resource(t, null)).toList();
    }
    if (request instanceof BatchWriteItemRequest b) {
      return b.requestItems().keySet().stream().map(t -> resource(t, null)).toList();
    }
    throw new AssertionError("not expected from a repository: " + request);
  }

  private static String resource(String physical, String index) {
    assertThat(physical).startsWith(tables.prefix());
    return "table/" + physical.substring(tables.prefix().length()) + (index == null ? "" : "/index/" + index);
  }

  /** method → resource → actions, from the repository's access-pattern report. */
  static Map<String, Map<String, Set<String>>> permissions(String repository) throws IOException {
    String path = "META-INF/dynaforge/access-patterns/" + repository + ".json";
    String json;
    try (InputStream in = IamPermissionsSentTest.class.getClassLoader().getResourceAsStream(path)) {
      assertThat(in).as(path).isNotNull();
      json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    Map<String, Map<String, Set<String>>> methods = new TreeMap<>();
    for (JsonNode method : JsonNode.parser().parse(json).field("methods").orElseThrow().asArray()) {
      Map<String, Set<String>> permissions = new TreeMap<>();
      method.field("permissions").orElseThrow().asObject().forEach((resource, actions) -> {
        Set<String> set = new TreeSet<>();
        actions.asArray().forEach(a -> set.add(a.asString()));
        permissions.put(resource, set);
      });
      methods.put(method.field("method").orElseThrow().asString(), permissions);
    }
    return methods;
  }
}
