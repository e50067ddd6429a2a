package io.dynaforge.it.keys;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.core.TransactGet;
import io.dynaforge.core.TransactWrite;
import io.dynaforge.it.template.DisabledOnDynalite;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Issue 19, bug 1, "Lookups by id ignore a key property's converter": {@code save} stores
 * {@code takenAt} as {@code 2026-01-01T12:00:00.500000000Z}, and every path that turns a key value
 * into an attribute value must build that text too (not {@code Instant.toString()}'s
 * {@code ...00.500Z}), and a converted partition key its converter's {@code acme-000042} (not the
 * record's {@code toString()}). Each test is one id path. PartiQL, transactions and the GSI need
 * moto; the tables have fixed physical names, as PartiQL statements are sent as written.
 */
@ExtendWith(DynamoDbExtension.class)
@DisabledOnDynalite
class ConvertedKeyTest {

  static final Instant HALF = Instant.parse("2026-01-01T12:00:00.500Z");
  static final Instant LATER = Instant.parse("2026-01-01T12:00:01Z");
  static final Instant CHECKED = Instant.parse("2026-01-02T08:00:00.250Z");
  static final DeviceId ACME = new DeviceId("acme", 42);
  static final DeviceId OTHER = new DeviceId("acme", 7);

  static DynamoDbClient client;
  static DynamoDbTemplate template;
  static TimedReadingRepository readings;
  static ReadingByStationRepository byStation;
  static DeviceRepository devices;

  @BeforeAll
  static void setUp(LocalDynamoDb local) {
    client = local.clientBuilder().build();
    template = new DynamoDbTemplate(client);
    template.createTables(TimedReading.class, Device.class);
    readings = new TimedReadingRepository_Impl(template);
    byStation = new ReadingByStationRepository_Impl(template);
    devices = new DeviceRepository_Impl(template);
  }

  @AfterAll
  static void close() {
    client.deleteTable(r -> r.tableName("dynaforge_it_timed_readings"));
    client.deleteTable(r -> r.tableName("dynaforge_it_devices"));
    client.close();
  }

  @BeforeEach
  void seed() {
    readings.deleteAll();
    devices.deleteAll();
    readings.save(new TimedReading("s1", HALF, 2, "st1", CHECKED));
    readings.save(new TimedReading("s1", LATER, 3, "st2", LATER));
    devices.save(new Device(ACME, "thermometer", List.of(new Device.Location("oslo", 3))));
  }

  @Test
  void theStoredSortKeyIsTheConvertersText() {
    Map<String, AttributeValue> item = client.getItem(r -> r.tableName("dynaforge_it_timed_readings")
        .key(Map.of("sensor", AttributeValue.fromS("s1"),
            "takenAt", AttributeValue.fromS("2026-01-01T12:00:00.500000000Z")))).item();
    assertThat(item).containsEntry("value", AttributeValue.fromN("2.0"));
    Map<String, AttributeValue> device = client.getItem(r -> r.tableName("dynaforge_it_devices")
        .key(Map.of("id", AttributeValue.fromS("acme-000042")))).item();
    assertThat(device).containsEntry("name", AttributeValue.fromS("thermometer"));
  }

  @Test
  void repositoryFindByIdAndExistsById() {
    assertThat(readings.findById(DynamoDbCompositeId.of("s1", HALF))).get().extracting(TimedReading::value)
        .isEqualTo(2.0);
    assertThat(readings.existsById(DynamoDbCompositeId.of("s1", HALF))).isTrue();
    assertThat(devices.findById(ACME)).get().extracting(Device::name).isEqualTo("thermometer");
    assertThat(devices.existsById(ACME)).isTrue();
    assertThat(devices.existsById(OTHER)).isFalse();
  }

  @Test
  void repositoryFindAllById() {
    assertThat(readings.findAllById(List.of(DynamoDbCompositeId.of("s1", HALF), DynamoDbCompositeId.of("s1", LATER))))
        .extracting(TimedReading::value).containsExactlyInAnyOrder(2.0, 3.0);
    assertThat(devices.findAllById(List.of(ACME, OTHER))).extracting(Device::id).containsExactly(ACME);
  }

  @Test
  void repositoryDeleteById() {
    readings.deleteById(DynamoDbCompositeId.of("s1", HALF));
    devices.deleteById(ACME);
    assertThat(readings.findAll()).extracting(TimedReading::takenAt).containsExactly(LATER);
    assertThat(devices.findAll()).isEmpty();
  }

  @Test
  void templateFindByIdAndDeleteByKey() {
    assertThat(template.findById(TimedReading.class, "s1", HALF)).get().extracting(TimedReading::value)
        .isEqualTo(2.0);
    assertThat(template.findById(Device.class, ACME)).isPresent();
    template.deleteById(TimedReading.class, "s1", HALF);
    template.deleteById(Device.class, ACME);
    assertThat(template.existsById(TimedReading.class, "s1", HALF)).isFalse();
    assertThat(template.existsById(Device.class, ACME)).isFalse();
    assertThat(readings.count()).isEqualTo(1);
  }

  @Test
  void transactGetAndTransactWriteByKey() {
    List<Object> got = template.transactGet(TransactGet.builder()
        .get(TimedReading.class, "s1", HALF).get(Device.class, ACME).build());
    assertThat(got).hasSize(2).doesNotContainNull();
    template.transactWrite(TransactWrite.builder()
        .deleteById(TimedReading.class, "s1", HALF, null).deleteById(Device.class, ACME, null).build());
    assertThat(readings.existsById(DynamoDbCompositeId.of("s1", HALF))).isFalse();
    assertThat(devices.existsById(ACME)).isFalse();
  }

  @Test
  void aGetItemPlannedFinder() {
    assertThat(readings.findBySensorAndTakenAt("s1", HALF)).get().extracting(TimedReading::value).isEqualTo(2.0);
    assertThat(devices.findOneById(ACME)).get().extracting(Device::name).isEqualTo("thermometer");
  }

  @Test
  void anUpdateByItsKeyParameters() {
    assertThat(readings.revalue("s1", HALF, 9).value()).isEqualTo(9.0);
    assertThat(readings.count()).isEqualTo(2); // updated in place, no second item
    assertThat(devices.rename(ACME, "hygrometer").name()).isEqualTo("hygrometer");
    assertThat(devices.count()).isEqualTo(1);
  }

  @Test
  void aDerivedQueryOnTheConvertedSortKey() {
    assertThat(readings.findBySensorAndTakenAtGreaterThanEqual("s1", HALF)).extracting(TimedReading::value)
        .containsExactly(2.0, 3.0);
  }

  @Test
  void partiQlParametersComparedWithKeys() {
    assertThat(readings.at("s1", HALF)).get().extracting(TimedReading::value).isEqualTo(2.0);
    assertThat(devices.byStatement(ACME)).get().extracting(Device::name).isEqualTo("thermometer");
  }

  @Test
  void aDeclaredFilterOnAConvertedProperty() {
    assertThat(readings.checkedAt(CHECKED)).extracting(TimedReading::value).containsExactly(2.0);
  }

  @Test
  void aSpelValueComparedWithAConvertedProperty() {
    assertThat(readings.checkedAtTheInspection()).extracting(TimedReading::value).containsExactly(2.0);
  }

  @Test
  void aParameterComparedWithTheElementsOfAListProperty() {
    assertThat(devices.visited(new Device.Location("oslo", 3))).extracting(Device::id).containsExactly(ACME);
    assertThat(devices.visited(new Device.Location("oslo", 4))).isEmpty();
  }

  @Test
  void anIndexViewWithAConvertedSortKey() {
    assertThat(byStation.findByStationAndCheckedAt("st1", CHECKED)).extracting(ReadingByStation::takenAt)
        .containsExactly(HALF);
    assertThat(byStation.until("st1", CHECKED)).hasSize(1);
    assertThat(template.query(ReadingByStation.class).partitionKey("st1").sortEq(CHECKED).execute().getResult())
        .extracting(ReadingByStation::sensor).containsExactly("s1");
    assertThat(template.query(TimedReading.class).partitionKey("s1").sortGe(HALF).execute().getResult())
        .hasSize(2);
  }

  @Test
  void aKeyOfTheWrongTypeIsRefusedNamingEntityTableAndAttribute() {
    assertThatThrownBy(() -> template.findById(TimedReading.class, "s1", "2026-01-01T12:00:00.500Z"))
        .isInstanceOf(InvalidDataAccessApiUsageException.class)
        .hasMessageContaining("TimedReading").hasMessageContaining("dynaforge_it_timed_readings")
        .hasMessageContaining("takenAt").hasMessageContaining("java.time.Instant");
    assertThatThrownBy(() -> template.findById(Device.class, (Object) null))
        .isInstanceOf(InvalidDataAccessApiUsageException.class)
        .hasMessageContaining("Device").hasMessageContaining("dynaforge_it_devices").hasMessageContaining("'id'");
  }
}
