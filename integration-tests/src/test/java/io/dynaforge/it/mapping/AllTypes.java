package io.dynaforge.it.mapping;

import io.dynaforge.annotation.Column;
import io.dynaforge.annotation.Converter;
import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.Table;
import io.dynaforge.annotation.TimeToLive;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.net.URL;
import java.nio.ByteBuffer;
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
import java.time.ZonedDateTime;
import java.util.Collection;
import java.util.Currency;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import software.amazon.awssdk.core.SdkBytes;

/** One property per row of the conversion table (docs/mapping.md), with public fields. */
@Table("all_types")
public class AllTypes {
  @PartitionKey public String id;

  // S
  public String string;
  public char charValue;
  public Character character;
  public UUID uuid;
  public URI uri;
  public URL url;
  public ZoneId zoneId;
  public Locale locale;
  public Currency currency;
  public Rank rank;

  // N
  public int intValue;
  public Integer integer;
  public long longValue;
  public Long longBox;
  public short shortValue;
  public Short shortBox;
  public byte byteValue;
  public Byte byteBox;
  public double doubleValue;
  public Double doubleBox;
  public float floatValue;
  public Float floatBox;
  public BigDecimal bigDecimal;
  public BigInteger bigInteger;

  // BOOL
  public boolean flag;
  public Boolean flagBox;

  // B
  public byte[] bytes;
  public SdkBytes sdkBytes;
  public ByteBuffer byteBuffer;

  // S, ISO-8601
  public Instant instant;
  public LocalDate localDate;
  public LocalDateTime localDateTime;
  public LocalTime localTime;
  public OffsetDateTime offsetDateTime;
  public ZonedDateTime zonedDateTime;
  public Duration duration;
  public Period period;
  public Year year;
  public YearMonth yearMonth;

  // N, epoch seconds
  @TimeToLive public Instant expiresAt;

  // SS, NS, BS
  public Set<String> stringSet;
  public Set<Rank> rankSet;
  public Set<UUID> uuidSet;
  public Set<Integer> intSet;
  public Set<BigDecimal> decimalSet;
  public Set<byte[]> byteSet;
  public Set<SdkBytes> sdkBytesSet;

  // L
  public List<String> list;
  public Collection<Integer> collection;
  public String[] array;
  public int[] ints;
  public Set<Address> addressSet;

  // M
  public Map<String, Integer> map;
  @Column("home_address") public Address address;
  public Map<String, List<Address>> nested;
  public List<Map<String, Set<String>>> deep;

  // converter
  @Converter(MoneyConverter.class) public Money price;
}
