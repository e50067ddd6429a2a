package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.source;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.tools.JavaFileObject;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.api.Test;

/**
 * Golden files pin what generated code looks like, byte for byte, one representative of every
 * generated kind: a mapper with a sort-key template, a {@code @Derived} placeholder and {@code
 * @Embedded} routing, its {@code _Keys} class and a repository {@code _Impl} with derived queries
 * (Match); a record entity with auditing and a version, with a nested (non-{@code @Table}) type
 * stored as a map, and a repository with declared PartiQL and {@code @Update} methods and a custom
 * fragment (Fixture, Venue); a {@code @SecondaryIndex} view and its {@code SecondaryIndexRepository}
 * with a derived and a declared {@code @Query} method and an interface projection (ByRegion, and the
 * projection's generated mapper and implementation); an item-collection view's mapper
 * and its repository (CustomerView); a class entity with every kind of typed attribute and an atomic
 * counter, its {@code _Attributes} and mapper (Customer); a {@code ReactiveDynamoDbRepository} over
 * Fixture, the same plans rendered as {@code Mono}/{@code Flux} (ReactiveFixtureRepository). Run with {@code -Ddynaforge.updateGolden=true} to rewrite them
 * after an intended change, then review the diff.
 */
class GoldenFilesTest {

  private static final Path GOLDEN_DIR = Path.of("src", "test", "resources", "golden");

  static final JavaFileObject MATCH = source("Match", """
      @Table("arena")
      @SortKeyTemplate("MATCH#{matchDate}#{matchId}")
      public class Match {
        @PartitionKey public String pk;
        @Derived public LocalDate matchDate;
        public String matchId;
        @Version public Long version;
        @Embedded(startsWith = "MATCH#") public Score score;
        @Embedded(regex = "RESULT#[^#]+") public Result result;

        public record Score(Integer home, Integer away) {}

        public static class Result {
          public String winner;
          @Column("decided_at") public Instant decidedAt;
        }
      }
      """);

  static final JavaFileObject REPOSITORY = source("MatchRepository", """
      import io.dynaforge.repository.*;
      public interface MatchRepository extends DynamoDbRepository<Match, DynamoDbCompositeId> {
        List<Match> findByPkAndMatchDate(String pk, LocalDate matchDate);
        Optional<Match> findByPkAndMatchDateAndMatchId(String pk, LocalDate matchDate, String matchId);
        List<Match> findTop3ByPkOrderByMatchDateDesc(String pk);
        long countByPkAndMatchIdIn(String pk, List<String> matchIds);
      }
      """);

  static final JavaFileObject FIXTURE = source("Fixture", """
      @Table("league")
      public record Fixture(@PartitionKey String pk, @SortKey String sk, String region, Integer round, String status,
          Venue venue, @Version Long version, @CreatedDate Instant createdAt, @LastModifiedDate Instant updatedAt) {}
      """);

  static final JavaFileObject VENUE = source("Venue", """
      public class Venue {
        public String name;
        @Column("city_name") public String city;
      }
      """);

  static final JavaFileObject FIXTURE_CUSTOM = source("FixtureCustom", """
      public interface FixtureCustom {
        int weight(String pk);
      }
      """);

  static final JavaFileObject FIXTURE_CUSTOM_IMPL = source("FixtureCustomImpl", """
      public class FixtureCustomImpl implements FixtureCustom {
        @Override
        public int weight(String pk) {
          return pk.length();
        }
      }
      """);

  static final JavaFileObject FIXTURE_REPOSITORY = source("FixtureRepository", """
      import io.dynaforge.repository.*;
      public interface FixtureRepository extends DynamoDbRepository<Fixture, DynamoDbCompositeId>, FixtureCustom {
        @Query(partiQl = "SELECT * FROM \\"league\\" WHERE pk = ? AND status <> 'CANCELLED'")
        List<Fixture> active(String pk);
        @Update(updateExpression = "SET #status = :status, #round = #round + :one",
            values = @ExpressionValue(name = ":one", value = "1"))
        Fixture advance(String pk, String sk, String status);
      }
      """);

  /**
   * The reactive rendering of the same plans: derived (a Query, a GetItem read consistently, a limit
   * with an order, a window, a count, an existence check, a projection), declared (expressions,
   * PartiQL) and {@code @Update} methods (with the item, and {@code Mono<Void>}).
   */
  static final JavaFileObject REACTIVE_FIXTURE_REPOSITORY = source("ReactiveFixtureRepository", """
      import io.dynaforge.reactive.ReactiveDynamoDbRepository;
      import io.dynaforge.repository.*;
      import org.springframework.data.domain.ScrollPosition;
      import org.springframework.data.domain.Window;
      import reactor.core.publisher.Flux;
      import reactor.core.publisher.Mono;
      public interface ReactiveFixtureRepository extends ReactiveDynamoDbRepository<Fixture, DynamoDbCompositeId> {
        Flux<Fixture> findByPk(String pk);
        @ConsistentRead
        Mono<Fixture> findByPkAndSk(String pk, String sk);
        Flux<Fixture> findTop3ByPkOrderBySkDesc(String pk);
        Mono<Window<Fixture>> findFirst10ByPkAndSkStartingWith(String pk, String prefix, ScrollPosition position);
        Mono<Long> countByPkAndStatus(String pk, String status);
        Mono<Boolean> existsByPkAndRegion(String pk, String region);
        Flux<FixtureRound> findByPkAndRoundGreaterThan(String pk, Integer round);
        @Query(filterExpression = "#status = :status", allowScan = true)
        Flux<Fixture> withStatus(String status);
        @Query(partiQl = "SELECT * FROM \\"league\\" WHERE pk = ? AND sk = ?")
        Mono<Fixture> one(String pk, String sk);
        @Update(updateExpression = "SET #status = :status")
        Mono<Fixture> markAs(String pk, String sk, String status);
        @Update(updateExpression = "SET #round = #round + :one", values = @ExpressionValue(name = ":one", value = "1"))
        Mono<Void> nextRound(String pk, String sk);
      }
      """);

  /** A reactive item collection with a declared Query (compiled with the golden model; not pinned). */
  static final JavaFileObject REACTIVE_CUSTOMER_VIEW_REPOSITORY = source("ReactiveCustomerViewRepository", """
      import io.dynaforge.reactive.ReactiveItemCollectionRepository;
      import reactor.core.publisher.Mono;
      public interface ReactiveCustomerViewRepository extends ReactiveItemCollectionRepository<CustomerView, String> {
        @Query(keyConditionExpression = "#pk = :pk AND begins_with(#sk, :prefix)")
        Mono<CustomerView> startingWith(String pk, String prefix);
      }
      """);

  static final JavaFileObject FIXTURE_ROUND = source("FixtureRound", """
      public record FixtureRound(String sk, Integer round) {}
      """);

  static final JavaFileObject BY_REGION = source("ByRegion", """
      @SecondaryIndex(value = "by_region", tableName = "league")
      public record ByRegion(@PartitionKey String region, @SortKey Integer round, String pk, String sk, String status) {}
      """);

  static final JavaFileObject BY_REGION_REPOSITORY = source("ByRegionRepository", """
      import io.dynaforge.repository.*;
      import org.springframework.data.repository.query.Param;
      public interface ByRegionRepository extends SecondaryIndexRepository<ByRegion> {
        List<ByRegion> findByRegionAndRoundLessThan(String region, Integer round);
        @Query(keyConditionExpression = "#region = :region AND #round BETWEEN :from AND :to",
            filterExpression = "#status = :done", values = @ExpressionValue(name = ":done", value = "'PLAYED'"), limit = 10)
        List<ByRegion> played(String region, @Param("from") Integer lo, @Param("to") Integer hi);
        List<RoundStatus> findByRegionAndRoundGreaterThan(String region, Integer round);
      }
      """);

  static final JavaFileObject ROUND_STATUS = source("RoundStatus", """
      public interface RoundStatus {
        Integer getRound();
        String getStatus();
      }
      """);

  static final JavaFileObject CUSTOMER_ROW = source("CustomerRow", """
      @Table("crm")
      public record CustomerRow(@PartitionKey String pk, @SortKey String sk, String name, String status) {}
      """);

  static final JavaFileObject ORDER_DATA = source("OrderData", """
      public record OrderData(String status, Integer total) {}
      """);

  static final JavaFileObject PROFILE_DATA = source("ProfileData", """
      public record ProfileData(String name) {}
      """);

  static final JavaFileObject CUSTOMER_VIEW = source("CustomerView", """
      @ItemCollectionView(tableName = "crm", partitionKey = "pk", sortKey = "sk")
      public record CustomerView(@ItemCollectionMember(startsWith = "PROFILE") ProfileData profile,
          @ItemCollectionMember(regex = "ORDER#[^#]+") List<OrderData> orders) {}
      """);

  static final JavaFileObject CUSTOMER_VIEW_REPOSITORY = source("CustomerViewRepository", """
      public interface CustomerViewRepository extends io.dynaforge.repository.ItemCollectionRepository<CustomerView> {}
      """);

  /**
   * A class entity with one property of each typed-attribute kind for its {@code _Attributes}: a
   * converter, an enum, numbers (boxed, primitive, an atomic counter), lists, sets (native and not), a
   * map, a nested map, an {@code @Embedded} member flattened (with a renamed column) and one stored as a
   * nested map, an epoch-seconds TTL, two template-composed key columns and a {@code @Column} rename.
   */
  static final JavaFileObject CUSTOMER = source("Customer", """
      import io.dynaforge.mapping.AttributeConverter;
      import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
      @Table("shop")
      @SortKeyTemplate("CUSTOMER#{customerId}")
      @SortKeyTemplate(value = "{tier}#{since}", column = "gsi1sk")
      public class Customer {
        @PartitionKey public String pk;
        public String customerId;
        @Column("full_name") public String name;
        public Tier tier;
        public LocalDate since;
        @Converter(MoneyConverter.class) public Money balance;
        public Integer total;
        public int visits;
        @AtomicCounter(start = 1) public long saves;
        public boolean active;
        public List<String> tags;
        public List<Venue> venues;
        public Set<String> roles;
        public Set<Integer> lucky;
        public Set<Tier> tiers;
        public Map<String, Integer> scores;
        public Venue venue;
        @Embedded(serializeAsNestedMap = true) public Venue home;
        @Embedded public Contact contact;
        @TimeToLive public Instant expiresAt;

        public enum Tier { GOLD, SILVER }

        public record Money(long cents) {}

        public record Contact(String email, @Column("phone_no") String phone) {}

        public static class MoneyConverter implements AttributeConverter<Money> {
          @Override
          public AttributeValue toAttributeValue(Money money) {
            return AttributeValue.fromS("EUR " + money.cents());
          }

          @Override
          public Money fromAttributeValue(AttributeValue value) {
            return new Money(Long.parseLong(value.s().substring(4)));
          }
        }
      }
      """);

  /** Every source of the golden model, in one compilation. */
  static final JavaFileObject[] ALL = {MATCH, REPOSITORY, FIXTURE, VENUE, FIXTURE_CUSTOM, FIXTURE_CUSTOM_IMPL,
      FIXTURE_REPOSITORY, BY_REGION, BY_REGION_REPOSITORY, ROUND_STATUS, CUSTOMER_ROW, ORDER_DATA, PROFILE_DATA,
      CUSTOMER_VIEW, CUSTOMER_VIEW_REPOSITORY, CUSTOMER, REACTIVE_FIXTURE_REPOSITORY, FIXTURE_ROUND,
      REACTIVE_CUSTOMER_VIEW_REPOSITORY};

  /** The generated types pinned by a golden file. */
  static final String[] GOLDEN = {"Match_Mapper", "Match_Keys", "MatchRepository_Impl", "Fixture_Mapper",
      "Venue_Mapper", "FixtureRepository_Impl", "ByRegion_Mapper", "ByRegionRepository_Impl", "CustomerView_Mapper",
      "CustomerViewRepository_Impl", "ByRegionRepository_RoundStatus_Mapper", "Customer_Attributes", "Customer_Mapper",
      "ReactiveFixtureRepository_Impl"};

  private static Compilation compilation;

  private static synchronized Compilation compilation() {
    if (compilation == null) {
      compilation = compile(ALL);
    }
    return compilation;
  }

  @Test
  void everyGeneratedKindHasAGoldenFile() {
    assertThat(compilation()).succeededWithoutWarnings();
    java.util.List<String> generated = compilation().generatedSourceFiles().stream()
        .map(f -> f.toUri().getPath().replaceFirst(".*/com/acme/", "").replace(".java", "")).sorted().toList();
    org.assertj.core.api.Assertions.assertThat(GOLDEN).isSubsetOf(generated);
  }

  @ParameterizedTest
  @org.junit.jupiter.params.provider.FieldSource("GOLDEN")
  void generatedSourceMatchesItsGoldenFile(String type) throws IOException {
    Compilation c = compilation();
    assertThat(c).succeededWithoutWarnings();
    Path golden = GOLDEN_DIR.resolve(type + ".java");
    if (Boolean.getBoolean("dynaforge.updateGolden")) {
      Files.writeString(golden, c.generatedSourceFile("com.acme." + type).orElseThrow().getCharContent(true));
    }
    assertThat(c).generatedSourceFile("com.acme." + type).contentsAsUtf8String()
        .isEqualTo(Files.readString(golden)); // byte for byte: imports, javadoc and layout included
  }
}
