package io.dynaforge.it.index;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.it.template.DisabledOnDynalite;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.RequestRecorder;
import io.dynaforge.testing.TestTables;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import org.springframework.data.domain.Limit;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.data.domain.Window;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * Views of a multi-attribute GSI (two partition, three sort attributes) and of an LSI, created by
 * createTables from the views' declarations and read through generated SecondaryIndexRepositories.
 */
@ExtendWith(DynamoDbExtension.class)
@DisabledOnDynalite // dynalite predates multi-attribute GSI keys (November 2025); moto has them
class SecondaryIndexTest {

  static final RequestRecorder recorder = new RequestRecorder();
  static DynamoDbClient client;
  static DynamoDbTemplate template;
  static String table;
  static FixtureByRegionRepository byRegion;
  static FixtureByStatusRepository byStatus;

  static LocalDate day(int d) {
    return LocalDate.of(2026, 3, d);
  }

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables tables) {
    client = local.recordingClient(recorder);
    table = tables.name("league");
    template = DynamoDbTemplate.builder(client).tableNameResolver(tables::name).build();
    template.createTables(Fixture.class);
    FixtureRepository fixtures = new FixtureRepository_Impl(template);
    fixtures.save(new Fixture("L1", "F1", "north", "2026", "A1", day(1), 1, "PLAYED", "Oslo"));
    fixtures.save(new Fixture("L1", "F2", "north", "2026", "A1", day(1), 2, "PLAYED", "Bergen"));
    fixtures.save(new Fixture("L1", "F3", "north", "2026", "A1", day(8), 3, "SCHEDULED", "Oslo"));
    fixtures.save(new Fixture("L1", "F4", "north", "2026", "A2", day(2), 1, "SCHEDULED", "Tromso"));
    fixtures.save(new Fixture("L1", "F5", "north", "2026", "B1", day(3), 1, "POSTPONED", "Oslo"));
    fixtures.save(new Fixture("L1", "F6", "south", "2026", "A1", day(1), 1, "PLAYED", "Rome"));
    // sparse: no region, so the item is not in by_region
    fixtures.save(new Fixture("L1", "F7", null, "2026", "A1", day(1), 1, "PLAYED", "Nowhere"));
    byRegion = new FixtureByRegionRepository_Impl(template);
    byStatus = new FixtureByStatusRepository_Impl(template);
  }

  @AfterAll
  static void close() {
    client.close();
  }

  @BeforeEach
  void clear() {
    recorder.clear();
  }

  private static List<String> sks(List<FixtureByRegion> views) {
    return views.stream().map(FixtureByRegion::sk).toList();
  }

  @Test
  void createTablesDeclaresTheIndexesTheViewsRead() {
    TableDescription description = client.describeTable(r -> r.tableName(table)).table();
    assertThat(description.globalSecondaryIndexes()).singleElement().satisfies(gsi -> {
      assertThat(gsi.indexName()).isEqualTo("by_region");
      assertThat(gsi.keySchema()).extracting(k -> k.attributeName() + ":" + k.keyTypeAsString())
          .containsExactly("region:HASH", "season:HASH", "division:RANGE", "day:RANGE", "round:RANGE");
    });
    assertThat(description.localSecondaryIndexes()).singleElement()
        .satisfies(lsi -> assertThat(lsi.indexName()).isEqualTo("by_status"));
  }

  @Test
  void everyPartitionAttributeIsOneQueryOfTheIndexAndTheTable() {
    assertThat(sks(byRegion.findByRegionAndSeason("north", "2026"))).containsExactlyInAnyOrder("F1", "F2", "F3", "F4", "F5");
    QueryRequest q = recorder.requestsOf(QueryRequest.class).get(0);
    assertThat(q.indexName()).isEqualTo("by_region");
    assertThat(q.tableName()).isEqualTo(table);
    assertThat(q.filterExpression()).isNull();
  }

  @Test
  void sortAttributesLeftToRightWithARangeOnTheLast() {
    assertThat(sks(byRegion.findByRegionAndSeasonAndDivision("north", "2026", "A1"))).containsExactly("F1", "F2", "F3");
    assertThat(sks(byRegion.findByRegionAndSeasonAndDivisionStartingWith("north", "2026", "A")))
        .containsExactly("F1", "F2", "F3", "F4");
    assertThat(sks(byRegion.findByRegionAndSeasonAndDivisionAndDayBetween("north", "2026", "A1", day(1), day(5))))
        .containsExactly("F1", "F2");
    assertThat(sks(byRegion.findByRegionAndSeasonAndDivisionAndDayAndRoundGreaterThan("north", "2026", "A1", day(1), 1)))
        .containsExactly("F2");
    assertThat(recorder.requestsOf(QueryRequest.class)).hasSize(4)
        .allMatch(q -> "by_region".equals(q.indexName()) && q.filterExpression() == null);
  }

  @Test
  void orderingWindowsCountsAndExistence() {
    assertThat(sks(byRegion.findByRegionAndSeasonOrderByDivisionDesc("north", "2026")).get(0)).isEqualTo("F5");
    Window<FixtureByRegion> first = byRegion.findByRegionAndSeasonOrderByDivisionAsc("north", "2026",
        ScrollPosition.keyset(), Limit.of(2));
    assertThat(first.size()).isEqualTo(2);
    Window<FixtureByRegion> rest = byRegion.findByRegionAndSeasonOrderByDivisionAsc("north", "2026",
        first.positionAt(first.size() - 1), Limit.of(10));
    assertThat(rest.size()).isEqualTo(3);
    assertThat(byRegion.countByRegionAndSeason("north", "2026")).isEqualTo(5);
    assertThat(byRegion.existsByRegionAndSeasonAndDivision("north", "2026", "B1")).isTrue();
    assertThat(byRegion.existsByRegionAndSeasonAndDivision("north", "2026", "Z9")).isFalse();
  }

  @Test
  void findAllAndCountScanTheIndexWhichIsSparse() {
    assertThat(sks(byRegion.findAll())).containsExactlyInAnyOrder("F1", "F2", "F3", "F4", "F5", "F6");
    assertThat(byRegion.count()).isEqualTo(6);
    assertThat(recorder.requestsOf(ScanRequest.class)).isNotEmpty().allMatch(s -> "by_region".equals(s.indexName()));
    assertThat(template.findAll(FixtureByRegion.class)).hasSize(6);
  }

  @Test
  void aLocalIndexCanBeReadConsistentlyAGlobalOneCannot() {
    assertThat(byStatus.findByPkAndStatus("L1", "PLAYED")).extracting(FixtureByStatus::sk)
        .containsExactlyInAnyOrder("F1", "F2", "F6", "F7");
    assertThat(byStatus.findByPkAndStatusStartingWith("L1", "P")).hasSize(5);
    List<FixtureByStatus> consistent = template.query(FixtureByStatus.class).partitionKey("pk", "L1")
        .sortEq("status", "SCHEDULED").consistentRead(true).execute().getResult();
    assertThat(consistent).extracting(FixtureByStatus::sk).containsExactlyInAnyOrder("F3", "F4");
    assertThat(recorder.requestsOf(QueryRequest.class)).last()
        .satisfies(q -> assertThat(q.consistentRead()).isTrue())
        .satisfies(q -> assertThat(q.indexName()).isEqualTo("by_status"));
    assertThatThrownBy(() -> template.query(FixtureByRegion.class).consistentRead(true))
        .isInstanceOf(InvalidDataAccessApiUsageException.class)
        .hasMessageContaining("global secondary index 'by_region' cannot be read with strong consistency");
  }

  @Test
  void theAccessPatternReportNamesTheIndex() throws java.io.IOException {
    try (java.io.InputStream in = getClass().getClassLoader().getResourceAsStream(
        "META-INF/dynaforge/access-patterns/io.dynaforge.it.index.FixtureByRegionRepository.json")) {
      String json = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
      assertThat(json).contains("\"table\": \"league\"").contains("\"index\": \"by_region\"")
          .contains("\"operation\": \"Scan\"").contains("every item of the index 'by_region'");
    }
  }

  @Test
  void declaredQueriesScanFilterUpdateAndReadAnLsiConsistently() {
    // its own partition, L2, so that the other tests' expectations do not depend on the order
    FixtureRepository fixtures = new FixtureRepository_Impl(template);
    fixtures.save(new Fixture("L2", "G1", null, "2026", "A1", day(4), 1, "POSTPONED", "Oslo"));
    fixtures.save(new Fixture("L2", "G2", null, "2026", "A1", day(5), 1, "PLAYED", "Narvik"));
    assertThat(fixtures.findPlayedAt("PLAYED", "Narvik")).extracting(Fixture::sk).containsExactly("G2");
    assertThat(fixtures.countPlayed()).isEqualTo(5);
    assertThat(fixtures.withStatus("PLAYED", org.springframework.data.domain.Limit.of(2))).hasSize(2);
    assertThat(fixtures.withStatus("PLAYED", org.springframework.data.domain.Limit.unlimited())).hasSize(5);
    assertThat(fixtures.countPlayedBySpel()).isEqualTo(5);
    Fixture rescheduled = fixtures.reschedule("L2", "G1", "SCHEDULED");
    assertThat(rescheduled.status()).isEqualTo("SCHEDULED");
    assertThat(rescheduled.round()).isEqualTo(2);
    fixtures.moveTo("L2", "G1", "Lillehammer");
    assertThat(fixtures.findById(io.dynaforge.repository.DynamoDbCompositeId.of("L2", "G1"))).get()
        .extracting(Fixture::venue).isEqualTo("Lillehammer");
    assertThatThrownBy(() -> fixtures.reschedule("L2", "NOPE", "X"))
        .isInstanceOf(org.springframework.dao.DataIntegrityViolationException.class);
    recorder.clear();
    assertThat(byStatus.consistently("L2", "SCHEDULED")).extracting(FixtureByStatus::sk).containsExactly("G1");
    QueryRequest q = recorder.requestsOf(QueryRequest.class).get(0);
    assertThat(q.consistentRead()).isTrue();
    assertThat(q.indexName()).isEqualTo("by_status");
    assertThat(byStatus.anyWithPrefix("L2", "POST")).isFalse();
    assertThat(byStatus.anyWithPrefix("L2", "PLAY")).isTrue();
  }

  /** Issue 19, bug 10: @Query(scanIndexForward = false) reads the index in descending sort-key order. */
  @Test
  void aDeclaredIndexQueryCanReturnTheLastSortKeyFirst() {
    List<String> ascending = byStatus.firstStatusFirst("L1").stream().map(FixtureByStatus::status).toList();
    assertThat(ascending).isSorted().hasSizeGreaterThan(2).contains("PLAYED", "POSTPONED", "SCHEDULED");
    recorder.clear();
    List<String> descending = byStatus.lastStatusFirst("L1").stream().map(FixtureByStatus::status).toList();
    assertThat(descending).isSortedAccordingTo(java.util.Comparator.reverseOrder());
    List<String> reversed = new java.util.ArrayList<>(ascending);
    java.util.Collections.reverse(reversed);
    assertThat(descending).containsExactlyElementsOf(reversed);
    QueryRequest q = recorder.requestsOf(QueryRequest.class).get(0);
    assertThat(q.scanIndexForward()).isFalse();
    assertThat(q.indexName()).isEqualTo("by_status");
  }

  @Test
  void namedQueriesRunLikeDeclaredOnes() {
    FixtureRepository fixtures = new FixtureRepository_Impl(template);
    assertThat(fixtures.inVenue("Tromso")).extracting(Fixture::sk).containsExactly("F4");
    recorder.clear();
    assertThat(byRegion.inRegionAndSeason("north", "2026")).hasSize(2);
    assertThat(recorder.requestsOf(QueryRequest.class).get(0).keyConditionExpression())
        .isEqualTo("#region = :region AND #season = :season");
  }

  @Test
  void aViewIsReadOnly() {
    FixtureByRegion view = byRegion.findByRegionAndSeasonAndDivision("north", "2026", "B1").get(0);
    assertThatThrownBy(() -> template.save(view)).isInstanceOf(InvalidDataAccessApiUsageException.class)
        .hasMessageContaining("FixtureByRegion is a read-only view of the index 'by_region'")
        .hasMessageContaining("Write through the @Table entity");
    assertThatThrownBy(() -> template.findById(FixtureByRegion.class, "north", "A1"))
        .isInstanceOf(InvalidDataAccessApiUsageException.class).hasMessageContaining("has no GetItem");
  }
}
