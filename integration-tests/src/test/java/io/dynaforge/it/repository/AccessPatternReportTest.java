package io.dynaforge.it.repository;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.RequestRecorder;
import io.dynaforge.testing.TestTables;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/** The access-pattern report says what the generated code sends: same operation, key condition, filter. */
@ExtendWith(DynamoDbExtension.class)
class AccessPatternReportTest {

  static RecordingTemplate db;
  static RequestRecorder log;
  static GameRepository games;
  static Map<String, Map<String, String>> report;

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables tables) throws IOException {
    db = new RecordingTemplate(local, tables, Game.class);
    log = db.log;
    DynamoDbTemplate template = db.template;
    games = new GameRepository_Impl(template);
    games.save(new Game("L1", "g1", "FINAL", 3));
    report = read("META-INF/dynaforge/access-patterns/io.dynaforge.it.repository.GameRepository.json");
  }

  @AfterAll
  static void close() {
    db.close();
  }

  @BeforeEach
  void clearLog() {
    log.clear();
  }

  /** method signature → field → value (strings; null as null), from the generated JSON. */
  static Map<String, Map<String, String>> read(String resource) throws IOException {
    String json;
    try (InputStream in = AccessPatternReportTest.class.getClassLoader().getResourceAsStream(resource)) {
      assertThat(in).as(resource).isNotNull();
      json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    Map<String, Map<String, String>> methods = new LinkedHashMap<>();
    Pattern field = Pattern.compile("\"(\\w+)\": (null|true|false|\"((?:[^\"\\\\]|\\\\.)*)\")");
    for (String block : json.split("\\n    \\{")) {
      Map<String, String> fields = new LinkedHashMap<>();
      Matcher m = field.matcher(block);
      while (m.find()) {
        fields.putIfAbsent(m.group(1), m.group(3) != null ? m.group(3) : "null".equals(m.group(2)) ? null : m.group(2));
      }
      if (fields.containsKey("operation")) {
        methods.put(fields.get("method"), fields);
      }
    }
    return methods;
  }

  private static void assertMatches(String signature, SdkRequest sent) {
    Map<String, String> planned = report.get(signature);
    assertThat(planned).as(signature).isNotNull();
    switch (planned.get("operation")) {
      case "GetItem" -> assertThat(sent).isInstanceOf(GetItemRequest.class);
      case "Query" -> {
        QueryRequest q = (QueryRequest) sent;
        assertThat(q.keyConditionExpression()).isEqualTo(planned.get("keyCondition"));
        assertThat(q.filterExpression()).isEqualTo(planned.get("filter"));
        assertThat(q.scanIndexForward()).isEqualTo(planned.get("ordering") == null ? null
            : planned.get("ordering").startsWith("ascending"));
        assertThat(q.limit() == null ? null : q.limit().toString()).isEqualTo(planned.get("limit"));
      }
      case "Scan" -> assertThat(((ScanRequest) sent).filterExpression()).isEqualTo(planned.get("filter"));
      default -> throw new AssertionError(planned);
    }
  }

  @Test
  void everyMethodOfTheRepositoryIsInTheReport() {
    assertThat(report.values().stream().filter(m -> !m.containsKey("inherited")))
        .hasSize(GameRepository.class.getDeclaredMethods().length);
    assertThat(report.get("findByStatus(java.lang.String)")).containsEntry("operation", "Scan")
        .containsEntry("scanOptIn", "true").containsEntry("table", "games");
    assertThat(report.get("findByLeagueAndGameId(java.lang.String,java.lang.String)".replace(",", ", ")))
        .containsEntry("operation", "GetItem");
  }

  /** Issue 19, bug 9: the inherited CRUD methods are in the report, findAll() and count() as the Scans they are. */
  @Test
  void inheritedCrudMethodsAreReportedWithTheirOperations() {
    assertThat(report.get("findAll()")).containsEntry("operation", "Scan").containsEntry("scan", "true")
        .containsEntry("inherited", "true");
    assertThat(report.get("count()")).containsEntry("operation", "Scan").containsEntry("scan", "true");
    assertThat(report.get("findById(java.lang.String)")).isNull();
    String id = report.keySet().stream().filter(k -> k.startsWith("findById(")).findFirst().orElseThrow();
    assertThat(report.get(id)).containsEntry("operation", "GetItem").containsEntry("scan", "false");
    assertThat(report.keySet().stream().filter(k -> k.startsWith("findAllById(")).findFirst()
        .map(report::get).orElseThrow()).containsEntry("operation", "BatchGetItem");
    assertThat(report.keySet().stream().filter(k -> k.startsWith("save(")).findFirst()
        .map(report::get).orElseThrow()).containsEntry("operation", "PutItem");
  }

  @Test
  void theReportMatchesTheRequestsSent() {
    games.findByLeagueAndGameId("L1", "g1");
    games.findTop3ByLeagueOrderByGameIdDesc("L1");
    games.findByLeagueAndStatus("L1", "FINAL");
    games.findByLeagueAndGameIdBetween("L1", "a", "z");
    games.findByStatus("FINAL");
    List<SdkRequest> sent = log.requests();
    assertThat(sent).hasSize(5);
    assertMatches("findByLeagueAndGameId(java.lang.String, java.lang.String)", sent.get(0));
    assertMatches("findTop3ByLeagueOrderByGameIdDesc(java.lang.String)", sent.get(1));
    assertMatches("findByLeagueAndStatus(java.lang.String, java.lang.String)", sent.get(2));
    assertMatches("findByLeagueAndGameIdBetween(java.lang.String, java.lang.String, java.lang.String)", sent.get(3));
    assertMatches("findByStatus(java.lang.String)", sent.get(4));
  }
}
