package io.dynaforge.it.correctness;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The fix [Dynaforge/NonChronologicalSortKey] names: with FixedWidthInstantConverter an Instant sort
 * key orders and ranges chronologically even when fractional seconds vary ("12:00:00Z" vs
 * "12:00:00.5Z"), which the plain ISO text does not.
 */
@ExtendWith(DynamoDbExtension.class)
class FixedWidthSortKeyTest {

  static final Instant NOON = Instant.parse("2026-01-01T12:00:00Z");
  static final Instant HALF = Instant.parse("2026-01-01T12:00:00.500Z");
  static final Instant LATER = Instant.parse("2026-01-01T12:00:01Z");

  static DynamoDbClient client;
  static ReadingRepository readings;

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables tables) {
    client = local.clientBuilder().build();
    DynamoDbTemplate template = DynamoDbTemplate.builder(client).tableNameResolver(tables::name).build();
    template.createTables(Reading.class);
    readings = new ReadingRepository_Impl(template);
    readings.save(new Reading("s1", HALF, 2));
    readings.save(new Reading("s1", LATER, 3));
    readings.save(new Reading("s1", NOON, 1));
  }

  @AfterAll
  static void close() {
    client.close();
  }

  @Test
  void orderByIsChronological() {
    assertThat(readings.findBySensorOrderByTakenAtDesc("s1")).extracting(Reading::takenAt)
        .containsExactly(LATER, HALF, NOON);
  }

  @Test
  void aRangeHasExactChronologicalBounds() {
    List<Reading> firstSecond = readings.findBySensorAndTakenAtBetween("s1", NOON, HALF);
    assertThat(firstSecond).extracting(Reading::value).containsExactly(1.0, 2.0);
  }
}
