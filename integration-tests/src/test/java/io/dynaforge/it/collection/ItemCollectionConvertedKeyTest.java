package io.dynaforge.it.collection;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.it.keys.DeviceId;
import io.dynaforge.it.template.DisabledOnDynalite;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.time.Instant;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Issue 19, bug 1, "Lookups by id ignore a key property's converter", for item-collection views:
 * the fixed finders convert their key arguments as {@link DeviceEvent} (the entity that writes the
 * view's key attributes) stores them, {@code acme-000042} and {@code 2026-01-01T12:00:00.500000000Z},
 * not by their Java type ({@code DeviceId[...]}, {@code Instant.toString()}'s {@code ...00.500Z}),
 * which found nothing.
 */
@ExtendWith(DynamoDbExtension.class)
@DisabledOnDynalite // with the other item-collection tests
class ItemCollectionConvertedKeyTest {

  static final Instant HALF = Instant.parse("2026-01-01T12:00:00.500Z");
  static final Instant LATER = Instant.parse("2026-01-01T12:00:01Z");
  static final Instant LAST = Instant.parse("2026-01-01T12:00:02.250Z");
  static final DeviceId ACME = new DeviceId("acme", 42);
  static final DeviceId OTHER = new DeviceId("acme", 7);

  static DynamoDbClient client;
  static DeviceTimelineRepository timelines;

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables tables) {
    client = local.clientBuilder().build();
    DynamoDbTemplate template = DynamoDbTemplate.builder(client).tableNameResolver(tables::name).build();
    template.createTables(DeviceEvent.class);
    template.save(new DeviceEvent(ACME, HALF, "boot"));
    template.save(new DeviceEvent(ACME, LATER, "reading"));
    template.save(new DeviceEvent(ACME, LAST, "shutdown"));
    template.save(new DeviceEvent(OTHER, HALF, "other"));
    timelines = new DeviceTimelineRepository_Impl(template);
  }

  @AfterAll
  static void close() {
    client.close();
  }

  @Test
  void findByPartitionKeyConvertsTheConvertedPartitionKey() {
    assertThat(timelines.findByPartitionKey(ACME)).get().extracting(DeviceTimeline::events).asList()
        .containsExactly(new DeviceTimeline.Event("boot"), new DeviceTimeline.Event("reading"),
            new DeviceTimeline.Event("shutdown"));
  }

  @Test
  void existsByPartitionKeyConvertsTheConvertedPartitionKey() {
    assertThat(timelines.existsByPartitionKey(ACME)).isTrue();
    assertThat(timelines.existsByPartitionKey(new DeviceId("acme", 1))).isFalse();
  }

  @Test
  void findByPartitionKeyAndSortKeyConvertsTheInstant() {
    assertThat(timelines.findByPartitionKeyAndSortKey(ACME, HALF)).get().extracting(DeviceTimeline::events).asList()
        .containsExactly(new DeviceTimeline.Event("boot"));
  }

  @Test
  void findByPartitionKeyAndSortKeyBetweenConvertsBothInstants() {
    assertThat(timelines.findByPartitionKeyAndSortKeyBetween(ACME, HALF, LATER)).get()
        .extracting(DeviceTimeline::events).asList()
        .containsExactly(new DeviceTimeline.Event("boot"), new DeviceTimeline.Event("reading"));
  }

  @Test
  void startingWithTakesThePrefixOfTheStoredText() {
    assertThat(timelines.findByPartitionKeyAndSortKeyStartingWith(ACME, "2026-01-01T12:00:0")).get()
        .extracting(DeviceTimeline::events).asList().hasSize(3);
    assertThat(timelines.findByPartitionKeyAndSortKeyStartingWith(ACME, "2026-01-01T12:00:00.5")).get()
        .extracting(DeviceTimeline::events).asList().containsExactly(new DeviceTimeline.Event("boot"));
  }

  @Test
  void anAttributeValueIsTakenAsTheStoredValue() {
    assertThat(timelines.findByPartitionKeyAndSortKey(AttributeValue.fromS("acme-000042"),
        AttributeValue.fromS("2026-01-01T12:00:01.000000000Z"))).get().extracting(DeviceTimeline::events).asList()
        .containsExactly(new DeviceTimeline.Event("reading"));
  }

  @Test
  void aValueOfAnotherTypeThanTheConvertedPropertyIsRefused() {
    assertThatThrownBy(() -> timelines.findByPartitionKeyAndSortKey(ACME, "2026-01-01"))
        .isInstanceOf(InvalidDataAccessApiUsageException.class)
        .hasMessageContaining("DeviceTimelineRepository.findByPartitionKeyAndSortKey")
        .hasMessageContaining("'at'").hasMessageContaining("java.time.Instant");
    assertThatThrownBy(() -> timelines.findByPartitionKey(null))
        .isInstanceOf(InvalidDataAccessApiUsageException.class).hasMessageContaining("'partitionKey' is null");
  }

  @Test
  void aDeclaredQueryConvertsParametersOfTheKeyPropertiesTypes() {
    assertThat(timelines.after(ACME, HALF)).get().extracting(DeviceTimeline::events).asList()
        .containsExactly(new DeviceTimeline.Event("reading"), new DeviceTimeline.Event("shutdown"));
    assertThat(timelines.startingWith(ACME, "2026-01-01T12:00:02")).get().extracting(DeviceTimeline::events).asList()
        .containsExactly(new DeviceTimeline.Event("shutdown"));
  }
}
