package io.dynaforge.it.repository;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.RequestRecorder;
import io.dynaforge.testing.TestTables;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * Rule 10 of wave 4: the access-pattern report says what is sent. Each method of two repositories is
 * called and the one request it sends is compared with its entry: the operation ({@code UpdateItem} for
 * the save of an {@code @AtomicCounter} entity), the filter with the expiry condition of
 * {@code @TimeToLive(filterExpired = true)}, and {@code consistentRead} ({@code true}/{@code false} for
 * every read, {@code null} for a write).
 */
@ExtendWith(DynamoDbExtension.class)
class AccessPatternReportSentTest {

  static RecordingTemplate db;
  static RequestRecorder log;
  static LeaseRepository leases;
  static TallyRepository tallies;
  static Map<String, Map<String, String>> leaseReport;
  static Map<String, Map<String, String>> tallyReport;
  static String leaseJson;

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables tables) throws IOException {
    db = new RecordingTemplate(local, tables, Lease.class, Tally.class);
    log = db.log;
    DynamoDbTemplate template = db.template;
    leases = new LeaseRepository_Impl(template);
    tallies = new TallyRepository_Impl(template);
    leases.save(new Lease("ann", "l1", "OPEN", Instant.now().plusSeconds(3600)));
    leaseReport = AccessPatternReportTest.read("META-INF/dynaforge/access-patterns/io.dynaforge.it.repository.LeaseRepository.json");
    tallyReport = AccessPatternReportTest.read("META-INF/dynaforge/access-patterns/io.dynaforge.it.repository.TallyRepository.json");
    try (InputStream in = AccessPatternReportSentTest.class.getClassLoader().getResourceAsStream(
        "META-INF/dynaforge/access-patterns/io.dynaforge.it.repository.LeaseRepository.json")) {
      leaseJson = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  @AfterAll
  static void close() {
    db.close();
  }

  /** The one request {@code call} sends. */
  private static SdkRequest sent(Runnable call) {
    log.clear();
    call.run();
    List<SdkRequest> requests = log.requests();
    assertThat(requests).hasSize(1);
    return requests.get(0);
  }

  private static Map<String, String> entry(Map<String, Map<String, String>> report, String prefix) {
    List<String> keys = report.keySet().stream().filter(k -> k.startsWith(prefix)).toList();
    assertThat(keys).as(prefix).hasSize(1);
    return report.get(keys.get(0));
  }

  private static void assertSent(Map<String, String> planned, SdkRequest request) {
    switch (planned.get("operation")) {
      case "GetItem" -> assertThat(((GetItemRequest) request).consistentRead())
          .isEqualTo(Boolean.parseBoolean(planned.get("consistentRead")) ? Boolean.TRUE : null);
      case "Query" -> {
        QueryRequest q = (QueryRequest) request;
        assertThat(q.filterExpression()).isEqualTo(planned.get("filter"));
        assertThat(Boolean.TRUE.equals(q.consistentRead())).isEqualTo(Boolean.parseBoolean(planned.get("consistentRead")));
      }
      case "Scan" -> {
        ScanRequest s = (ScanRequest) request;
        assertThat(s.filterExpression()).isEqualTo(planned.get("filter"));
        assertThat(Boolean.TRUE.equals(s.consistentRead())).isEqualTo(Boolean.parseBoolean(planned.get("consistentRead")));
      }
      case "UpdateItem" -> assertThat(request).isInstanceOf(UpdateItemRequest.class);
      case "PutItem" -> assertThat(request).isInstanceOf(PutItemRequest.class);
      default -> throw new AssertionError(planned);
    }
  }

  private static void check(Map<String, Map<String, String>> report, String prefix, Runnable call) {
    Map<String, String> planned = entry(report, prefix);
    assertSent(planned, sent(call));
  }

  @Test
  void everyQueryAndScanOfAnExpiringEntityReportsTheExpiryFilterItSends() {
    String live = "(attribute_not_exists(#dfttl) OR #dfttl > :dfnow)";
    assertThat(entry(leaseReport, "findByOwner(")).containsEntry("filter", live).containsEntry("consistentRead", "false");
    assertThat(entry(leaseReport, "findByOwnerAndStatus(")).containsEntry("filter", "(#status = :status) AND " + live)
        .containsEntry("consistentRead", "true");
    assertThat(entry(leaseReport, "findByStatus(")).containsEntry("operation", "Scan")
        .containsEntry("filter", "(#status = :status) AND " + live);
    assertThat(entry(leaseReport, "findAll()")).containsEntry("filter", live).containsEntry("consistentRead", "false");
    assertThat(entry(leaseReport, "declared(")).containsEntry("filter", "(#status = :status) AND " + live)
        .containsEntry("consistentRead", "true");
    assertThat(entry(leaseReport, "findByOwnerAndLeaseId(")).containsEntry("operation", "GetItem")
        .containsEntry("filter", null).containsEntry("consistentRead", "false");
    assertThat(leaseJson).contains("\"#dfttl\": \"expiresAt\"");

    check(leaseReport, "findByOwnerAndLeaseId(", () -> leases.findByOwnerAndLeaseId("ann", "l1"));
    check(leaseReport, "findByOwner(", () -> leases.findByOwner("ann"));
    check(leaseReport, "findByOwnerAndStatus(", () -> leases.findByOwnerAndStatus("ann", "OPEN"));
    check(leaseReport, "countByOwner(", () -> leases.countByOwner("ann"));
    check(leaseReport, "findByStatus(", () -> leases.findByStatus("OPEN"));
    check(leaseReport, "declared(", () -> leases.declared("OPEN"));
    check(leaseReport, "findAll()", () -> leases.findAll());
    check(leaseReport, "count()", () -> leases.count());
    check(leaseReport, "findById(", () -> leases.findById(DynamoDbCompositeId.of("ann", "l1")));
  }

  @Test
  void theSaveOfACounterEntityIsReportedAsTheUpdateItemItSends() {
    Map<String, String> save = entry(tallyReport, "save(");
    assertThat(save).containsEntry("operation", "UpdateItem").containsEntry("consistentRead", null);
    assertThat(entry(tallyReport, "saveAll(")).containsEntry("operation", "UpdateItem");
    check(tallyReport, "save(", () -> tallies.save(new Tally("t1", "home")));
    check(tallyReport, "saveAll(", () -> tallies.saveAll(List.of(new Tally("t2", "about"))));
    check(leaseReport, "save(", () -> leases.save(new Lease("bob", "l2", "OPEN", null)));
  }

  @Test
  void everyReadSaysWhetherItIsConsistentAndNoWriteDoes() {
    for (Map<String, Map<String, String>> report : List.of(leaseReport, tallyReport)) {
      report.forEach((method, fields) -> {
        assertThat(fields).as(method).containsKey("consistentRead");
        boolean write = List.of("PutItem", "UpdateItem", "DeleteItem", "BatchWriteItem").contains(fields.get("operation"));
        if (write) {
          assertThat(fields.get("consistentRead")).as(method).isNull();
        } else {
          assertThat(fields.get("consistentRead")).as(method).isIn("true", "false");
        }
      });
    }
  }
}
