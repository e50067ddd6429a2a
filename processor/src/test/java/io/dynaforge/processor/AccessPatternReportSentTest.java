package io.dynaforge.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.source;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;

/**
 * Rule 10 of wave 4, on the report's JSON: the operation actually sent ({@code UpdateItem} for the save of an
 * {@code @AtomicCounter} entity), the expiry condition in the filter of every Query and Scan of a
 * {@code filterExpired} entity, and {@code consistentRead} on every read ({@code null} on writes).
 * {@code AccessPatternReportSentTest} in integration-tests compares the same entries with the requests sent.
 */
class AccessPatternReportSentTest {

  private static String report(Compilation c, String repository) throws IOException {
    assertThat(c).succeeded();
    return c.generatedFile(StandardLocation.CLASS_OUTPUT, "META-INF/dynaforge/access-patterns/com.acme." + repository
        + ".json").orElseThrow().getCharContent(true).toString();
  }

  @Test
  void theSaveOfACounterEntityIsAnUpdateItem() throws IOException {
    String json = report(compile(
        source("Tally", """
            @Table("tallies")
            public class Tally {
              @PartitionKey public String id;
              @AtomicCounter public long hits;
            }
            """),
        source("TallyRepository", """
            public interface TallyRepository extends io.dynaforge.repository.DynamoDbRepository<Tally, String> {}
            """)), "TallyRepository");
    assertThat(json).contains("""
              "method": "save(S)",
              "operation": "UpdateItem",
              "table": "tallies",
              "index": null,
              "consistentRead": null,
        """);
    assertThat(json).contains("\"method\": \"saveAll(java.lang.Iterable<S>)\",\n      \"operation\": \"UpdateItem\"");
    assertThat(json).contains("\"method\": \"findById(java.lang.String)\",\n      \"operation\": \"GetItem\",\n"
        + "      \"table\": \"tallies\",\n      \"index\": null,\n      \"consistentRead\": false,");
  }

  @Test
  void everyQueryAndScanOfAnExpiringEntityCarriesTheExpiryCondition() throws IOException {
    String json = report(compile(
        source("Lease", """
            @Table("leases")
            public class Lease {
              @PartitionKey public String owner;
              @SortKey public String leaseId;
              public String status;
              @TimeToLive(filterExpired = true) @Column("ttl") public Instant expiresAt;
            }
            """),
        source("LeaseRepository", """
            public interface LeaseRepository
                extends io.dynaforge.repository.DynamoDbRepository<Lease, io.dynaforge.repository.DynamoDbCompositeId> {
              @ConsistentRead
              List<Lease> findByOwnerAndStatus(String owner, String status);
              List<Lease> findByOwner(String owner);
            }
            """)), "LeaseRepository");
    assertThat(json).contains("""
              "consistentRead": true,
              "keyCondition": "#owner = :owner",
              "filter": "(#status = :status) AND (attribute_not_exists(#dfttl) OR #dfttl > :dfnow)",
              "names": {"#owner": "owner", "#status": "status", "#dfttl": "ttl"},
        """);
    assertThat(json).contains("""
              "consistentRead": false,
              "keyCondition": "#owner = :owner",
              "filter": "(attribute_not_exists(#dfttl) OR #dfttl > :dfnow)",
        """);
    assertThat(json).contains("""
              "method": "findAll()",
              "operation": "Scan",
              "table": "leases",
              "index": null,
              "consistentRead": false,
              "filter": "(attribute_not_exists(#dfttl) OR #dfttl > :dfnow)",
              "names": {"#dfttl": "ttl"},
              "values": {":dfnow": "now (epoch seconds, by the template's clock)"},
        """);
  }
}
