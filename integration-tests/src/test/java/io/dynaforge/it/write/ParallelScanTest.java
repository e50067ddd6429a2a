package io.dynaforge.it.write;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.core.TableNameResolver;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.dao.DataAccessException;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * parallelScan: every item exactly once over concurrent segments, early close, failures. Not on
 * dynalite: its single Node process dies when the early close aborts 16 in-flight connections at once,
 * and every later test of that run then finds no server (the scan itself is the same code on both).
 */
@io.dynaforge.it.template.DisabledOnDynalite
@ExtendWith(DynamoDbExtension.class)
class ParallelScanTest {

  static WriteFixture fx;
  static DynamoDbTemplate template;

  @BeforeAll
  static void setUp(LocalDynamoDb db, TestTables tables) {
    fx = new WriteFixture(db, tables);
    template = fx.template;
    List<Inventory> items = new ArrayList<>();
    for (int i = 0; i < 1000; i++) {
      items.add(Inventory.of(String.format("P%04d", i), i));
    }
    template.saveAll(items);
  }

  @AfterAll
  static void tearDown() {
    fx.close();
  }

  @Test
  void fourSegmentsReadAThousandItemsWithNoDuplicateAndNoLoss() {
    fx.log.clear();
    List<String> keys;
    try (Stream<Inventory> all = template.parallelScan(Inventory.class, 4)) {
      keys = all.map(Inventory::pk).toList();
    }
    assertThat(keys).hasSize(1000);
    assertThat(new HashSet<>(keys)).hasSize(1000);
    List<ScanRequest> scans = fx.log.requestsOf(ScanRequest.class);
    assertThat(scans).allMatch(s -> s.totalSegments() == 4);
    assertThat(scans.stream().map(ScanRequest::segment).collect(Collectors.toSet())).containsExactlyInAnyOrder(0, 1, 2, 3);
  }

  @Test
  void aFilterAppliesToEverySegment() {
    DynamoDbQuery lowStock = DynamoDbQuery.builder().filter("#s < :n").name("#s", "stock").value(":n", 10).build();
    try (Stream<Inventory> low = template.parallelScan(Inventory.class, lowStock, 3)) {
      assertThat(low.map(Inventory::stock).collect(Collectors.toSet()))
          .isEqualTo(Set.of(0, 1, 2, 3, 4, 5, 6, 7, 8, 9));
    }
  }

  @Test
  void closingEarlyStopsTheRemainingSegments() {
    fx.log.clear();
    try (Stream<Inventory> all = template.parallelScan(Inventory.class, 200)) {
      assertThat(all.limit(5).count()).isEqualTo(5);
    }
    // 16 workers and a buffer of 32 pages: far fewer than the 200 segments are read
    assertThat(fx.log.count(ScanRequest.class)).isLessThan(100);
  }

  @Test
  void aFailingSegmentIsThrownAsADataAccessException() {
    DynamoDbTemplate missing = DynamoDbTemplate.builder(fx.client).mapperRegistry(WriteFixture.mappers())
        .tableNameResolver(TableNameResolver.prefix("absent-")).build();
    assertThatThrownBy(() -> {
      try (Stream<Inventory> all = missing.parallelScan(Inventory.class, 4)) {
        all.count();
      }
    }).isInstanceOf(DataAccessException.class).hasMessageContaining("absent-shop");
    assertThatThrownBy(() -> template.parallelScan(Inventory.class, 0))
        .isInstanceOf(InvalidDataAccessApiUsageException.class).hasMessageContaining("1 to 1000000");
  }
}
