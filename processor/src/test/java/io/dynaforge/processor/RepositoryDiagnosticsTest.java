package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** One negative test per repository diagnostic, pinned to the method's (or interface's) line. */
class RepositoryDiagnosticsTest {

  private static final JavaFileObject MATCH = source("Match", """
      @Table("arena")
      @SortKeyTemplate("MATCH#{matchDate}#{matchId}")
      public class Match {
        @PartitionKey public String pk;
        public LocalDate matchDate;
        public String matchId;
        public String status;
        public Integer score;
        public List<String> tags;
        public boolean finished;
      }
      """);

  private static final JavaFileObject ORDER = source("Order", """
      @Table("orders")
      public class Order {
        @PartitionKey public String customer;
        @SortKey public String orderId;
        public String status;
      }
      """);

  private static final String REPO_IMPORTS = "import io.dynaforge.repository.*;\n"
      + "import org.springframework.data.domain.*;\n"
      + "import java.util.stream.Stream;\n";

  private static JavaFileObject repository(String name, String body) {
    return source(name, REPO_IMPORTS + body);
  }

  private static void assertError(JavaFileObject repo, String id, String line, String... fragments) {
    Sources.assertError(new JavaFileObject[] {MATCH, ORDER}, repo, id, line, fragments);
  }

  private static JavaFileObject matchRepo(String method) {
    return repository("MatchRepository",
        "public interface MatchRepository extends DynamoDbRepository<Match, DynamoDbCompositeId> {\n  " + method + "\n}\n");
  }

  /** Spring's own fragments (query by example, Querydsl) are refused on the interface, not sent to a missing Impl. */
  @Test
  void springsQueryByExampleFragmentIsNotSupported() {
    JavaFileObject repo = repository("OrderRepository", """
        import org.springframework.data.repository.query.QueryByExampleExecutor;
        public interface OrderRepository extends DynamoDbRepository<Order, DynamoDbCompositeId>,
            QueryByExampleExecutor<Order> {
          List<Order> findByCustomer(String customer);
        }
        """);
    assertError(repo, "UnsupportedFragment", "public interface OrderRepository",
        "OrderRepository extends QueryByExampleExecutor, a Spring Data fragment Dynaforge does not implement",
        "an Example matches any properties, which DynamoDB could only Scan for",
        "Fix by removing QueryByExampleExecutor from the interface's supertypes");
    Compilation c = compile(MATCH, ORDER, repo);
    org.assertj.core.api.Assertions.assertThat(c.errors()).noneMatch(
        d -> d.getMessage(java.util.Locale.ROOT).contains("FragmentImplementation"));
  }

  @Test
  void scanShapedMethodShowsTheReadingTheReasonAndTheFix() {
    assertError(matchRepo("List<Match> findByStatus(String status);"), "ScanShapedMethod",
        "findByStatus(String status)",
        "MatchRepository.findByStatus would Scan the whole table 'arena'",
        "Read as: find Match where status = status",
        "It cannot be a Query because it has no equality on the partition key 'pk'",
        "add an equality on the partition key 'pk'", "@SecondaryIndex view", "@AllowScan");
  }

  @Test
  void inequalityOnThePartitionKeyIsAScan() {
    assertError(matchRepo("List<Match> findByPkGreaterThan(String pk);"), "ScanShapedMethod",
        "findByPkGreaterThan", "compares the partition key 'pk' with greater than");
  }

  @Test
  void orBranchesAreAScan() {
    assertError(matchRepo("List<Match> findByPkOrStatus(String pk, String status);"), "ScanShapedMethod",
        "findByPkOrStatus", "Or branches cannot form one key condition");
  }

  @Test
  void allowScanOptsIn() {
    Compilation c = compile(MATCH, ORDER, matchRepo(
        "@io.dynaforge.annotation.AllowScan List<Match> findByStatus(String status);"));
    assertThat(c).succeeded();
    assertThat(c).generatedSourceFile("com.acme.MatchRepository_Impl");
  }

  @Test
  void entityMustBeATable() {
    JavaFileObject repo = repository("PlainRepository", """
        public interface PlainRepository extends DynamoDbRepository<String, String> {}
        """);
    assertError(repo, "RepositoryEntity", "public interface PlainRepository", "String, which is not a @Table entity");
  }

  @Test
  void compositeKeyNeedsCompositeId() {
    JavaFileObject repo = repository("OrderRepository", """
        public interface OrderRepository extends DynamoDbRepository<Order, String> {}
        """);
    assertError(repo, "RepositoryIdType", "public interface OrderRepository",
        "has the sort key 'orderId'", "DynamoDbRepository<Order, DynamoDbCompositeId>");
  }

  @Test
  void templateOwnedSortKeyNeedsCompositeIdToo() {
    JavaFileObject repo = repository("MatchRepository", """
        public interface MatchRepository extends DynamoDbRepository<Match, String> {}
        """);
    assertError(repo, "RepositoryIdType", "public interface MatchRepository", "composed by @SortKeyTemplate");
  }

  @Test
  void unknownPropertyOffersDidYouMean() {
    assertError(matchRepo("List<Match> findByPkAndStatuss(String pk, String status);"), "UnknownProperty",
        "findByPkAndStatuss", "refers to 'statuss'", "Did you mean 'Status'?");
  }

  @Test
  void unsupportedKeywords() {
    for (String method : new String[] {
        "List<Match> findByPkAndStatusEndingWith(String pk, String s);",
        "List<Match> findByPkAndStatusLike(String pk, String s);",
        "List<Match> findByPkAndStatusRegex(String pk, String s);",
        "List<Match> findByPkAndTagsIsEmpty(String pk);",
        "List<Match> findByPkAndStatusNear(String pk, String s);",
        "List<Match> findByPkAndStatusWithin(String pk, String s);",
        "List<Match> findByPkAndStatusIgnoreCase(String pk, String s);",
        "List<Match> findDistinctByPk(String pk);"}) {
      String name = method.substring(method.indexOf(' ') + 1, method.indexOf('('));
      assertError(matchRepo(method), "UnsupportedKeyword", name, "which DynamoDB expressions cannot evaluate");
    }
  }

  @Test
  void derivedDeletesAreRefused() {
    assertError(matchRepo("void deleteByPk(String pk);"), "UnsupportedDerivedDelete", "deleteByPk",
        "Deletes are always explicit", "deleteAll(items) or deleteAllById(ids) (BatchWriteItem");
    assertError(matchRepo("void removeByPk(String pk);"), "UnsupportedDerivedDelete", "removeByPk", "derived remove…By");
  }

  @Test
  void pageAndSliceAreRefusedWithAPointerToWindow() {
    assertError(matchRepo("Page<Match> findByPk(String pk, Pageable pageable);"), "PagedReturnType", "findByPk",
        "LastEvaluatedKey", "return Window<Match>");
    assertError(matchRepo("Slice<Match> findByPk(String pk);"), "PagedReturnType", "findByPk", "ScrollPosition");
  }

  @Test
  void orderByAnythingButTheSortKey() {
    assertError(matchRepo("List<Match> findByPkOrderByScoreDesc(String pk);"), "InvalidOrderBy",
        "findByPkOrderByScoreDesc", "orders by 'score'", "only the sort key");
  }

  @Test
  void orderByOnAScan() {
    assertError(matchRepo("@io.dynaforge.annotation.AllowScan List<Match> findByStatusOrderByMatchDateDesc(String s);"),
        "InvalidOrderBy", "findByStatusOrderByMatchDateDesc", "a Scan returns items in no defined order");
  }

  @Test
  void topTogetherWithALimitParameter() {
    assertError(matchRepo("List<Match> findTop3ByPk(String pk, Limit limit);"), "LimitConflict", "findTop3ByPk",
        "with Top3 in its name and the Limit parameter 'limit'");
  }

  @Test
  void parameterCountMustMatchThePredicates() {
    assertError(matchRepo("List<Match> findByPkAndStatus(String pk);"), "ArgumentCount", "findByPkAndStatus",
        "take 2 argument(s) but the method declares 1");
  }

  @Test
  void parameterTypeMustMatchTheProperty() {
    assertError(matchRepo("List<Match> findByPkAndScore(String pk, String score);"), "ParameterMismatch",
        "findByPkAndScore", "Equals on 'score' cannot take the parameter 'score' (java.lang.String)",
        "'score' is a java.lang.Integer; declare the parameter as java.lang.Integer");
  }

  @Test
  void unsupportedReturnTypes() {
    assertError(matchRepo("Set<Match> findByPk(String pk);"), "UnsupportedReturnType", "findByPk",
        "Return List<Match>, Stream<Match>, Optional<Match>, Match or Window<Match>");
    assertError(matchRepo("String countByPk(String pk);"), "UnsupportedReturnType", "countByPk",
        "A count…By method returns long or Long");
  }

  @Test
  void notADerivedQuery() {
    assertError(matchRepo("List<Match> loadEverything(String pk);"), "InvalidMethodName", "loadEverything",
        "does not start with find…By");
  }

  @Test
  void aSpelValueIsParsedAtBuildTime() {
    assertError(matchRepo("@io.dynaforge.annotation.Query(filterExpression = \"#status = :s\", allowScan = true,"
        + " values = @io.dynaforge.annotation.ExpressionValue(name = \":s\", value = \"T(java.lang.String).valueOf(\")) List<Match> byS();"),
        "ExpressionSyntax", "byS", "the SpEL of @ExpressionValue(name = \":s\") does not parse");
  }

  @Test
  void allowScanOnAQueryWarns() {
    JavaFileObject repo = matchRepo("@io.dynaforge.annotation.AllowScan List<Match> findByPk(String pk);");
    Compilation c = compile(MATCH, ORDER, repo);
    assertThat(c).succeeded();
    assertThat(c).hadWarningContaining("[Dynaforge/UnnecessaryAllowScan]").inFile(repo).onLineContaining("findByPk");
    assertThat(c).hadWarningContaining("runs as a Query");
  }

  @Test
  void aFilterOnADerivedPlaceholderIsAnError() {
    JavaFileObject derived = source("Fixture", """
        @Table("fixtures")
        @SortKeyTemplate("FIXTURE#{day}#{slot}")
        public class Fixture {
          @PartitionKey public String pk;
          @Derived public String day;
          @Derived public String slot;
        }
        """);
    JavaFileObject repo = repository("FixtureRepository", """
        public interface FixtureRepository extends DynamoDbRepository<Fixture, DynamoDbCompositeId> {
          java.util.List<Fixture> findByPkAndSlot(String pk, String slot);
        }
        """);
    Sources.assertError(new JavaFileObject[] {derived}, repo, "FilterOnDerivedProperty", "findByPkAndSlot",
        "'slot', which is @Derived", "could never match");
  }


  @Test
  void aSortKeyPredicateThatCannotBeAKeyConditionIsRefused() {
    JavaFileObject repo = repository("OrderRepository", """
        public interface OrderRepository extends DynamoDbRepository<Order, DynamoDbCompositeId> {
          java.util.List<Order> findByCustomerAndOrderIdNotIn(String customer, java.util.List<String> ids);
        }
        """);
    assertError(repo, "KeyAttributeInFilter", "findByCustomerAndOrderIdNotIn",
        "'orderId' is a key attribute", "does not allow key attributes in a Query's filter");
  }

  @Test
  void topZeroAndFirstZeroAreErrors() {
    assertError(matchRepo("List<Match> findTop0ByPk(String pk);"), "InvalidLimit", "findTop0ByPk",
        "asks for Top0, a limit of no rows");
    assertError(matchRepo("List<Match> findFirst0ByPk(String pk);"), "InvalidLimit", "findFirst0ByPk",
        "asks for First0");
  }

  @Test
  void orderByTheLeadingPlaceholderWhoseTextSortsLikeItsValueIsAQuery() {
    Compilation c = compile(MATCH, ORDER, matchRepo("List<Match> findByPkOrderByMatchDateDesc(String pk);"));
    assertThat(c).succeededWithoutWarnings();
  }

  @Test
  void orderByALaterPlaceholderIsRefused() {
    assertError(matchRepo("List<Match> findByPkOrderByMatchIdDesc(String pk);"), "InvalidOrderBy",
        "findByPkOrderByMatchIdDesc", "'matchId' is not the first placeholder", "only OrderByMatchDate");
  }

  @Test
  void orderByALaterPlaceholderAfterEqualitiesOnEveryPlaceholderBeforeItIsAQuery() {
    Compilation c = compile(MATCH, ORDER,
        matchRepo("List<Match> findByPkAndMatchDateOrderByMatchIdDesc(String pk, LocalDate matchDate);"));
    assertThat(c).succeededWithoutWarnings();
    assertError(matchRepo("List<Match> findByPkAndStatusOrderByMatchIdDesc(String pk, String status);"),
        "InvalidOrderBy", "findByPkAndStatusOrderByMatchIdDesc", "(or OrderByMatchId where the method binds"
            + " 'matchDate' by equality)");
  }

  @Test
  void orderByANumericPlaceholderExplainsTheTextOrdering() {
    JavaFileObject line = source("Line", """
        @Table("orders")
        @SortKeyTemplate("LINE#{lineNo}")
        public class Line {
          @PartitionKey public String pk;
          public Integer lineNo;
        }
        """);
    JavaFileObject repo = repository("LineRepository", """
        public interface LineRepository extends DynamoDbRepository<Line, DynamoDbCompositeId> {
          java.util.List<Line> findByPkOrderByLineNo(String pk);
        }
        """);
    Sources.assertError(new JavaFileObject[] {line}, repo, "InvalidOrderBy", "findByPkOrderByLineNo",
        "\"10\" sorts before \"9\"", "String, LocalDate, YearMonth, Year");
  }

  @Test
  void orderByAnInstantPlaceholderExplainsTheFractionWidth() {
    JavaFileObject event = source("Event", """
        @Table("events")
        @SortKeyTemplate("EVENT#{at}")
        public class Event {
          @PartitionKey public String pk;
          public Instant at;
        }
        """);
    JavaFileObject repo = repository("EventRepository", """
        public interface EventRepository extends DynamoDbRepository<Event, DynamoDbCompositeId> {
          java.util.List<Event> findByPkOrderByAtDesc(String pk);
        }
        """);
    Sources.assertError(new JavaFileObject[] {event}, repo, "InvalidOrderBy", "findByPkOrderByAtDesc",
        "\"12:00:00Z\" sorts after \"12:00:00.5Z\"");
  }

  private static final JavaFileObject READING = source("Reading", """
      @Table("readings")
      public class Reading {
        @PartitionKey public String sensor;
        @SortKey public Instant takenAt;
        public Double value;
      }
      """);

  @Test
  void orderingByAnInstantSortKeyWarnsAboutTextOrder() {
    JavaFileObject repo = repository("ReadingRepository", """
        public interface ReadingRepository extends DynamoDbRepository<Reading, DynamoDbCompositeId> {
          java.util.List<Reading> findBySensorOrderByTakenAtDesc(String sensor);
        }
        """);
    Compilation c = compile(READING, repo);
    assertThat(c).succeeded();
    assertThat(c).hadWarningContaining("[Dynaforge/NonChronologicalSortKey]").inFile(repo)
        .onLineContaining("findBySensorOrderByTakenAtDesc");
    assertThat(c).hadWarningContaining("orders by the sort key 'takenAt'");
    assertThat(c).hadWarningContaining("FixedWidthInstantConverter");
  }

  @Test
  void aRangeOnAnInstantSortKeyWarnsAndCanBeSuppressed() {
    JavaFileObject repo = repository("ReadingRepository", """
        public interface ReadingRepository extends DynamoDbRepository<Reading, DynamoDbCompositeId> {
          java.util.List<Reading> findBySensorAndTakenAtBetween(String sensor, java.time.Instant from, java.time.Instant to);
          @SuppressWarnings("Dynaforge/NonChronologicalSortKey")
          java.util.List<Reading> findBySensorAndTakenAtAfter(String sensor, java.time.Instant from);
        }
        """);
    Compilation c = compile(READING, repo);
    assertThat(c).succeeded();
    assertThat(c).hadWarningContaining("[Dynaforge/NonChronologicalSortKey]").inFile(repo)
        .onLineContaining("findBySensorAndTakenAtBetween");
    assertThat(c).hadWarningCount(1);
  }

  @Test
  void aConvertedInstantSortKeyDoesNotWarn() {
    JavaFileObject converter = source("MillisConverter", """
        public class MillisConverter implements io.dynaforge.mapping.NumberAttributeConverter<Instant> {
          public MillisConverter() {}
          @Override public software.amazon.awssdk.services.dynamodb.model.AttributeValue toAttributeValue(Instant v) {
            return software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromN(Long.toString(v.toEpochMilli()));
          }
          @Override public Instant fromAttributeValue(software.amazon.awssdk.services.dynamodb.model.AttributeValue v) {
            return Instant.ofEpochMilli(Long.parseLong(v.n()));
          }
        }
        """);
    JavaFileObject reading = source("Reading", """
        @Table("readings")
        public class Reading {
          @PartitionKey public String sensor;
          @SortKey @Converter(MillisConverter.class) public Instant takenAt;
        }
        """);
    JavaFileObject repo = repository("ReadingRepository", """
        public interface ReadingRepository extends DynamoDbRepository<Reading, DynamoDbCompositeId> {
          java.util.List<Reading> findBySensorOrderByTakenAtDesc(String sensor);
        }
        """);
    assertThat(compile(converter, reading, repo)).succeededWithoutWarnings();
  }

  @Test
  void unknownNestedPathOffersDidYouMeanFromTheNestedType() {
    JavaFileObject customer = source("Customer", """
        @Table("customers")
        public class Customer {
          @PartitionKey public String pk;
          public Address address;
          public static class Address { public String postCode; public String city; }
        }
        """);
    JavaFileObject repo = repository("CustomerRepository", """
        public interface CustomerRepository extends DynamoDbRepository<Customer, String> {
          java.util.List<Customer> findByPkAndAddressPostcod(String pk, String postCode);
        }
        """);
    Sources.assertError(new JavaFileObject[] {customer}, repo, "UnknownProperty", "findByPkAndAddressPostcod",
        "Did you mean 'AddressPostCode'?");
  }

  @Test
  void genericNoRepositoryBeanBasesAreImplementedThroughTheirConcreteSubInterfaces() {
    JavaFileObject base = repository("AuditedRepository", """
        @org.springframework.data.repository.NoRepositoryBean
        public interface AuditedRepository<T> extends DynamoDbRepository<T, DynamoDbCompositeId> {
          List<T> findByPk(String pk);
          default List<T> recent(String pk) { return findByPk(pk); }
        }
        """);
    JavaFileObject generic = repository("UnmarkedBase", """
        public interface UnmarkedBase<T, ID> extends DynamoDbRepository<T, ID> {}
        """);
    JavaFileObject concrete = repository("MatchRepository", """
        public interface MatchRepository extends AuditedRepository<Match> {
          List<Match> findByPkAndMatchDate(String pk, java.time.LocalDate matchDate);
        }
        """);
    Compilation c = compile(MATCH, ORDER, base, generic, concrete);
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("com.acme.MatchRepository_Impl");
    org.assertj.core.api.Assertions.assertThat(c.generatedSourceFiles())
        .noneMatch(f -> f.getName().contains("AuditedRepository_Impl") || f.getName().contains("UnmarkedBase_Impl"));
  }

  @Test
  void pageableSortAndStrayScrollPositionParametersAreRefused() {
    assertError(matchRepo("List<Match> findByPk(String pk, Pageable pageable);"), "PageableParameter", "findByPk",
        "takes the Pageable parameter 'pageable'", "Window<T>");
    assertError(matchRepo("List<Match> findByPk(String pk, Sort sort);"), "SortParameter", "findByPk",
        "takes the Sort parameter 'sort'", "OrderBy<SortKey>");
    assertError(matchRepo("List<Match> findByPk(String pk, ScrollPosition position);"), "ScrollPositionWithoutWindow",
        "findByPk", "takes the ScrollPosition parameter 'position' but returns java.util.List<com.acme.Match>");
  }
}
