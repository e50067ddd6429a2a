package io.dynaforge.it.mapping;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.mapping.DynamoDbMappingException;
import io.dynaforge.mapping.EntityMetadata;
import io.dynaforge.mapping.MapperRegistry;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Currency;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/** Every row of the conversion table: the exact AttributeValue written, and the value read back. */
class ConversionTableTest {

  private static final AllTypes_Mapper MAPPER = AllTypes_Mapper.INSTANCE;
  private static final UUID UUID_1 = UUID.fromString("0f8fad5b-d9cb-469f-a165-70867728950e");

  static AllTypes full() throws Exception {
    AllTypes e = new AllTypes();
    e.id = "all#1";
    e.string = "text with :x #y OR 'quotes'\n and emoji \uD83C\uDFC6";
    e.charValue = 'c';
    e.character = 'D';
    e.uuid = UUID_1;
    e.uri = URI.create("https://example.com/a?b=c");
    e.url = URI.create("https://example.com/path").toURL();
    e.zoneId = ZoneId.of("Europe/Paris");
    e.locale = Locale.forLanguageTag("pt-BR");
    e.currency = Currency.getInstance("EUR");
    e.rank = Rank.GOLD;
    e.intValue = 42;
    e.integer = -7;
    e.longValue = 9_007_199_254_740_993L;
    e.longBox = 5L;
    e.shortValue = 12;
    e.shortBox = 13;
    e.byteValue = 1;
    e.byteBox = 2;
    e.doubleValue = 1.5;
    e.doubleBox = 2.25;
    e.floatValue = 0.5f;
    e.floatBox = 3.5f;
    e.bigDecimal = new BigDecimal("1000000000000000000000.000001");
    e.bigInteger = new BigInteger("123456789012345678901234567890");
    e.flag = true;
    e.flagBox = Boolean.FALSE;
    e.bytes = "abc".getBytes(StandardCharsets.UTF_8);
    e.sdkBytes = SdkBytes.fromUtf8String("def");
    e.byteBuffer = ByteBuffer.wrap(new byte[] {1, 2, 3});
    e.instant = Instant.parse("2026-01-18T10:15:30Z");
    e.localDate = LocalDate.of(2026, 1, 18);
    e.localDateTime = LocalDateTime.of(2026, 1, 18, 10, 15, 30);
    e.localTime = LocalTime.of(10, 15);
    e.offsetDateTime = OffsetDateTime.of(2026, 1, 18, 10, 15, 30, 0, ZoneOffset.ofHours(2));
    e.zonedDateTime = ZonedDateTime.of(2026, 1, 18, 10, 15, 30, 0, ZoneId.of("Europe/Paris"));
    e.duration = Duration.ofMinutes(90);
    e.period = Period.ofDays(3);
    e.year = Year.of(2026);
    e.yearMonth = YearMonth.of(2026, 1);
    e.expiresAt = Instant.ofEpochSecond(1_800_000_000L);
    e.stringSet = new LinkedHashSet<>(List.of("a", "b"));
    e.rankSet = new LinkedHashSet<>(List.of(Rank.BRONZE, Rank.GOLD));
    e.uuidSet = Set.of(UUID_1);
    e.intSet = new LinkedHashSet<>(List.of(1, 2));
    e.decimalSet = Set.of(new BigDecimal("0.10"));
    e.byteSet = Set.of(new byte[] {9});
    e.sdkBytesSet = Set.of(SdkBytes.fromUtf8String("z"));
    e.list = List.of("x", "y");
    e.collection = List.of(3, 4);
    e.array = new String[] {"p", "q"};
    e.ints = new int[] {7, 8};
    e.addressSet = new LinkedHashSet<>(List.of(new Address("Main St", "12345", null)));
    e.map = Map.of("one", 1);
    e.address = new Address("Rue X", "75001", new Address.Geo(48.85, 2.35));
    e.nested = Map.of("home", List.of(new Address("A", "1", null), new Address("B", "2", null)));
    e.deep = List.of(Map.of("k", Set.of("v")));
    e.price = new Money(new BigDecimal("12.50"), "EUR");
    return e;
  }

  @Test
  void writesTheExactAttributeValueOfEveryRow() throws Exception {
    Map<String, AttributeValue> item = MAPPER.toItem(full());

    assertThat(item.get("id")).isEqualTo(AttributeValue.fromS("all#1"));
    // S
    assertThat(item.get("string").s()).isEqualTo(full().string);
    assertThat(item.get("charValue")).isEqualTo(AttributeValue.fromS("c"));
    assertThat(item.get("character")).isEqualTo(AttributeValue.fromS("D"));
    assertThat(item.get("uuid")).isEqualTo(AttributeValue.fromS("0f8fad5b-d9cb-469f-a165-70867728950e"));
    assertThat(item.get("uri")).isEqualTo(AttributeValue.fromS("https://example.com/a?b=c"));
    assertThat(item.get("url")).isEqualTo(AttributeValue.fromS("https://example.com/path"));
    assertThat(item.get("zoneId")).isEqualTo(AttributeValue.fromS("Europe/Paris"));
    assertThat(item.get("locale")).isEqualTo(AttributeValue.fromS("pt-BR"));
    assertThat(item.get("currency")).isEqualTo(AttributeValue.fromS("EUR"));
    assertThat(item.get("rank")).isEqualTo(AttributeValue.fromS("GOLD"));
    // N
    assertThat(item.get("intValue")).isEqualTo(AttributeValue.fromN("42"));
    assertThat(item.get("integer")).isEqualTo(AttributeValue.fromN("-7"));
    assertThat(item.get("longValue")).isEqualTo(AttributeValue.fromN("9007199254740993"));
    assertThat(item.get("longBox")).isEqualTo(AttributeValue.fromN("5"));
    assertThat(item.get("shortValue")).isEqualTo(AttributeValue.fromN("12"));
    assertThat(item.get("shortBox")).isEqualTo(AttributeValue.fromN("13"));
    assertThat(item.get("byteValue")).isEqualTo(AttributeValue.fromN("1"));
    assertThat(item.get("byteBox")).isEqualTo(AttributeValue.fromN("2"));
    assertThat(item.get("doubleValue")).isEqualTo(AttributeValue.fromN("1.5"));
    assertThat(item.get("doubleBox")).isEqualTo(AttributeValue.fromN("2.25"));
    assertThat(item.get("floatValue")).isEqualTo(AttributeValue.fromN("0.5"));
    assertThat(item.get("floatBox")).isEqualTo(AttributeValue.fromN("3.5"));
    assertThat(item.get("bigDecimal")).isEqualTo(AttributeValue.fromN("1000000000000000000000.000001"));
    assertThat(item.get("bigInteger")).isEqualTo(AttributeValue.fromN("123456789012345678901234567890"));
    // BOOL
    assertThat(item.get("flag")).isEqualTo(AttributeValue.fromBool(true));
    assertThat(item.get("flagBox")).isEqualTo(AttributeValue.fromBool(false));
    // B
    assertThat(item.get("bytes")).isEqualTo(AttributeValue.fromB(SdkBytes.fromUtf8String("abc")));
    assertThat(item.get("sdkBytes")).isEqualTo(AttributeValue.fromB(SdkBytes.fromUtf8String("def")));
    assertThat(item.get("byteBuffer")).isEqualTo(AttributeValue.fromB(SdkBytes.fromByteArray(new byte[] {1, 2, 3})));
    // ISO-8601
    assertThat(item.get("instant")).isEqualTo(AttributeValue.fromS("2026-01-18T10:15:30Z"));
    assertThat(item.get("localDate")).isEqualTo(AttributeValue.fromS("2026-01-18"));
    assertThat(item.get("localDateTime")).isEqualTo(AttributeValue.fromS("2026-01-18T10:15:30"));
    assertThat(item.get("localTime")).isEqualTo(AttributeValue.fromS("10:15"));
    assertThat(item.get("offsetDateTime")).isEqualTo(AttributeValue.fromS("2026-01-18T10:15:30+02:00"));
    assertThat(item.get("zonedDateTime")).isEqualTo(AttributeValue.fromS("2026-01-18T10:15:30+01:00[Europe/Paris]"));
    assertThat(item.get("duration")).isEqualTo(AttributeValue.fromS("PT1H30M"));
    assertThat(item.get("period")).isEqualTo(AttributeValue.fromS("P3D"));
    assertThat(item.get("year")).isEqualTo(AttributeValue.fromS("2026"));
    assertThat(item.get("yearMonth")).isEqualTo(AttributeValue.fromS("2026-01"));
    // TTL
    assertThat(item.get("expiresAt")).isEqualTo(AttributeValue.fromN("1800000000"));
    // sets
    assertThat(item.get("stringSet")).isEqualTo(AttributeValue.fromSs(List.of("a", "b")));
    assertThat(item.get("rankSet")).isEqualTo(AttributeValue.fromSs(List.of("BRONZE", "GOLD")));
    assertThat(item.get("uuidSet")).isEqualTo(AttributeValue.fromSs(List.of(UUID_1.toString())));
    assertThat(item.get("intSet")).isEqualTo(AttributeValue.fromNs(List.of("1", "2")));
    assertThat(item.get("decimalSet")).isEqualTo(AttributeValue.fromNs(List.of("0.10")));
    assertThat(item.get("byteSet")).isEqualTo(AttributeValue.fromBs(List.of(SdkBytes.fromByteArray(new byte[] {9}))));
    assertThat(item.get("sdkBytesSet")).isEqualTo(AttributeValue.fromBs(List.of(SdkBytes.fromUtf8String("z"))));
    // L
    assertThat(item.get("list")).isEqualTo(AttributeValue.fromL(List.of(AttributeValue.fromS("x"), AttributeValue.fromS("y"))));
    assertThat(item.get("collection")).isEqualTo(AttributeValue.fromL(List.of(AttributeValue.fromN("3"), AttributeValue.fromN("4"))));
    assertThat(item.get("array")).isEqualTo(AttributeValue.fromL(List.of(AttributeValue.fromS("p"), AttributeValue.fromS("q"))));
    assertThat(item.get("ints")).isEqualTo(AttributeValue.fromL(List.of(AttributeValue.fromN("7"), AttributeValue.fromN("8"))));
    assertThat(item.get("addressSet")).isEqualTo(AttributeValue.fromL(List.of(AttributeValue.fromM(Map.of(
        "street", AttributeValue.fromS("Main St"), "zip_code", AttributeValue.fromS("12345"))))));
    // M
    assertThat(item.get("map")).isEqualTo(AttributeValue.fromM(Map.of("one", AttributeValue.fromN("1"))));
    assertThat(item.get("home_address")).isEqualTo(AttributeValue.fromM(Map.of(
        "street", AttributeValue.fromS("Rue X"),
        "zip_code", AttributeValue.fromS("75001"),
        "geo", AttributeValue.fromM(Map.of("lat", AttributeValue.fromN("48.85"), "lon", AttributeValue.fromN("2.35"))))));
    assertThat(item.get("nested").m().get("home").l()).hasSize(2);
    assertThat(item.get("nested").m().get("home").l().get(1))
        .isEqualTo(AttributeValue.fromM(Map.of("street", AttributeValue.fromS("B"), "zip_code", AttributeValue.fromS("2"))));
    assertThat(item.get("deep")).isEqualTo(AttributeValue.fromL(List.of(
        AttributeValue.fromM(Map.of("k", AttributeValue.fromSs(List.of("v")))))));
    // converter
    assertThat(item.get("price")).isEqualTo(AttributeValue.fromS("12.50 EUR"));
    assertThat(item).doesNotContainKey("address");
  }

  @Test
  void readsEveryRowBack() throws Exception {
    AllTypes original = full();
    AllTypes read = MAPPER.fromItem(MAPPER.toItem(original));
    assertThat(read).usingRecursiveComparison()
        .ignoringFields("byteSet")
        .isEqualTo(original);
    assertThat(read.byteSet).singleElement().satisfies(b -> assertThat(b).containsExactly(9));
  }

  @Test
  void nullsAreNotWrittenAndReadBackAsNullOrZero() {
    AllTypes empty = new AllTypes();
    empty.id = "all#2";
    Map<String, AttributeValue> item = MAPPER.toItem(empty);
    // primitives are always written; no attribute holds NULL
    assertThat(item).containsOnlyKeys("id", "charValue", "intValue", "longValue", "shortValue", "byteValue",
        "doubleValue", "floatValue", "flag");
    assertThat(item.values()).noneMatch(v -> Boolean.TRUE.equals(v.nul()));

    AllTypes read = MAPPER.fromItem(Map.of("id", AttributeValue.fromS("all#2")));
    assertThat(read.intValue).isZero();
    assertThat(read.flag).isFalse();
    assertThat(read.integer).isNull();
    assertThat(read.list).isNull();
    assertThat(read.address).isNull();
    // a set that was never written reads back empty (DynamoDB has no empty sets)
    assertThat(read.stringSet).isEmpty();
    assertThat(read.byteSet).isEmpty();
  }

  @Test
  void emptyCollectionsAndNullElements() {
    AllTypes e = new AllTypes();
    e.id = "all#3";
    e.list = new ArrayList<>(java.util.Arrays.asList("a", null));
    e.map = new HashMap<>();
    e.stringSet = Set.of();
    e.byteSet = Set.of();
    e.nested = Map.of("none", List.of());
    Map<String, AttributeValue> item = MAPPER.toItem(e);
    assertThat(item.get("list")).isEqualTo(AttributeValue.fromL(List.of(AttributeValue.fromS("a"), AttributeValue.fromNul(true))));
    assertThat(item.get("map")).isEqualTo(AttributeValue.fromM(Map.of()));
    assertThat(item).doesNotContainKeys("stringSet", "byteSet");
    assertThat(item.get("nested")).isEqualTo(AttributeValue.fromM(Map.of("none", AttributeValue.fromL(List.of()))));

    AllTypes read = MAPPER.fromItem(item);
    assertThat(read.list).containsExactly("a", null);
    assertThat(read.map).isEmpty();
    assertThat(read.nested).containsEntry("none", List.of());
  }

  @Test
  void wrongTypeOnReadNamesEntityPropertyAttributeAndTypes() {
    Map<String, AttributeValue> item = new HashMap<>();
    item.put("id", AttributeValue.fromS("x"));
    item.put("intValue", AttributeValue.fromS("forty-two"));
    assertThatThrownBy(() -> MAPPER.fromItem(item))
        .isInstanceOf(DynamoDbMappingException.class)
        .isInstanceOf(org.springframework.data.mapping.MappingException.class)
        .hasMessageContaining("AllTypes.intValue (attribute 'intValue')")
        .hasMessageContaining("expected a DynamoDB N value but the item holds a S value");

    item.put("intValue", AttributeValue.fromN("1"));
    item.put("home_address", AttributeValue.fromL(List.of()));
    assertThatThrownBy(() -> MAPPER.fromItem(item))
        .isInstanceOf(DynamoDbMappingException.class)
        .hasMessageContaining("AllTypes.address (attribute 'home_address')")
        .hasMessageContaining("expected a DynamoDB M value but the item holds a L value");
  }

  @Test
  void metadataAndServiceLoaderRegistration() {
    EntityMetadata metadata = MAPPER.metadata();
    assertThat(metadata.tableName()).isEqualTo("all_types");
    assertThat(metadata.entityName()).isEqualTo("AllTypes");
    assertThat(metadata.partitionKeyAttribute().attributeName()).isEqualTo("id");
    assertThat(metadata.partitionKeyAttribute().type()).isEqualTo(ScalarAttributeType.S);
    assertThat(metadata.hasSortKey()).isFalse();
    assertThat(metadata.timeToLiveAttribute()).isEqualTo("expiresAt");
    assertThat(metadata.attributeNames()).contains("home_address", "price").doesNotContain("address");
    assertThat(MapperRegistry.load().mapperFor(AllTypes.class)).isInstanceOf(AllTypes_Mapper.class);
  }
}
