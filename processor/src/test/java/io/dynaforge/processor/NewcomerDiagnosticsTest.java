package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.source;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import java.util.Locale;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Issue 19, bug 10: the diagnostics a newcomer met, each with the hint that was missing, on its element. */
class NewcomerDiagnosticsTest {

  private static final JavaFileObject EVENT = source("Event", """
      @Table("events")
      public class Event {
        @PartitionKey public String venue;
        @SortKey public LocalDate date;
        public String status;
        public Integer seats;
      }
      """);

  private static final JavaFileObject ORDER = source("Order", """
      @Table("shop")
      @PartitionKeyTemplate("CUSTOMER#{customerId}")
      @SortKeyTemplate("ORDER#{orderId}")
      public record Order(@Derived String customerId, @Derived String orderId, String status) {}
      """);

  private static JavaFileObject events(String body) {
    return source("EventRepository", "import io.dynaforge.repository.*;\n"
        + "import org.springframework.data.domain.*;\n"
        + "public interface EventRepository extends DynamoDbRepository<Event, DynamoDbCompositeId> {\n" + body
        + "\n}\n");
  }

  @Test
  void aMisspelledKeywordGetsDidYouMean_bug10() {
    JavaFileObject repo = events("  List<Event> findByVenueAndDateBetwen(String venue, LocalDate from, LocalDate to);");
    Sources.assertError(new JavaFileObject[] {EVENT}, repo, "UnknownProperty", "findByVenueAndDateBetwen",
        "refers to 'dateBetwen'", "Did you mean 'DateBetween' (the property 'date' and the keyword Between)?");
  }

  @Test
  void aMisspelledAliasGetsDidYouMean_bug10() {
    JavaFileObject repo = events("  @Query(filterExpression = \"#stauts = :status\", allowScan = true)\n"
        + "  List<Event> byStatus(String status);");
    Sources.assertError(new JavaFileObject[] {EVENT}, repo, "UnresolvedAlias", "@Query(filterExpression",
        "uses #stauts", "Did you mean '#status'?");
  }

  @Test
  void aMisspelledFunctionGetsDidYouMeanAndNoUnusedParameterWarning_bug10() {
    JavaFileObject repo = events("  @Query(filterExpression = \"begins_wth(#status, :prefix)\", allowScan = true)\n"
        + "  List<Event> byPrefix(String prefix);");
    Compilation c = compile(EVENT, repo);
    assertThat(c).failed();
    assertThat(c).hadErrorContaining("[Dynaforge/ExpressionSyntax]").inFile(repo)
        .onLineContaining("@Query(filterExpression");
    assertThat(c).hadErrorContaining("unknown function 'begins_wth' (did you mean 'begins_with'?)");
    // the parse failed, so nothing can say the parameter is unused
    assertThat(c.warnings()).noneMatch(w -> w.getMessage(Locale.ROOT).contains("UnusedParameter"));
  }

  @Test
  void theScanErrorSuggestsATemplatesPlaceholders_bug10() {
    JavaFileObject repo = source("OrderRepository", "import io.dynaforge.repository.*;\n"
        + "public interface OrderRepository extends DynamoDbRepository<Order, DynamoDbCompositeId> {\n"
        + "  List<Order> findByStatus(String status);\n}\n");
    Compilation c = compile(ORDER, repo);
    assertThat(c).hadErrorContaining("[Dynaforge/ScanShapedMethod]").inFile(repo).onLineContaining("findByStatus");
    assertThat(c).hadErrorContaining("add an equality on the partition key composed by"
        + " @PartitionKeyTemplate(\"CUSTOMER#{customerId}\"), that is on 'customerId' (…ByCustomerIdAnd…)");
    assertThat(c.errors()).noneMatch(e -> e.getMessage(Locale.ROOT).contains("ByPkAnd"));
  }

  private static final JavaFileObject BY_STATUS = source("EventByStatus", """
      @SecondaryIndex(value = "by_status", tableName = "events", local = true)
      public record EventByStatus(@PartitionKey String venue, @SortKey String status, LocalDate date) {}
      """);

  private static JavaFileObject byStatus(String body) {
    return source("EventByStatusRepository", "import io.dynaforge.repository.*;\n"
        + "public interface EventByStatusRepository extends SecondaryIndexRepository<EventByStatus> {\n" + body
        + "\n}\n");
  }

  @Test
  void aDeclaredIndexQueryCanBeDescending_bug10() throws java.io.IOException {
    Compilation c = compile(EVENT, BY_STATUS, byStatus(
        "  @Query(keyConditionExpression = \"#venue = :venue\", scanIndexForward = false)\n"
            + "  List<EventByStatus> latestStatusFirst(String venue);"));
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("com.acme.EventByStatusRepository_Impl").contentsAsUtf8String()
        .contains(".descending()");
    assertThat(c.generatedFile(javax.tools.StandardLocation.CLASS_OUTPUT,
        "META-INF/dynaforge/access-patterns/com.acme.EventByStatusRepository.json").orElseThrow()
        .getCharContent(true).toString()).contains("\"ordering\": \"descending (ScanIndexForward=false)\"");
  }

  @Test
  void scanIndexForwardNeedsAKeyCondition_bug10() {
    Sources.assertError(new JavaFileObject[] {EVENT, BY_STATUS}, byStatus(
        "  @Query(filterExpression = \"#date = :date\", allowScan = true, scanIndexForward = false)\n"
            + "  List<EventByStatus> onDate(LocalDate date);"), "DeclaredQueryShape", "@Query(filterExpression",
        "asks for scanIndexForward = false on a filter-only Scan, which returns items in no order");
    Sources.assertError(new JavaFileObject[] {EVENT, BY_STATUS}, events(
        "  @Query(partiQl = \"SELECT * FROM events WHERE venue = ?\", scanIndexForward = false)\n"
            + "  List<Event> atVenue(String venue);"), "DeclaredQueryShape", "@Query(partiQl",
        "asks for scanIndexForward = false on a PartiQL statement");
  }

  @Test
  void aParameterTypeErrorIsReportedOnTheParameter_bug10() {
    JavaFileObject repo = events("  List<Event> findByVenueAndSeatsGreaterThan(\n"
        + "      String venue,\n"
        + "      String seats);");
    Sources.assertError(new JavaFileObject[] {EVENT}, repo, "ParameterMismatch", "String seats);",
        "cannot take the parameter 'seats' (java.lang.String)");
    JavaFileObject sort = events("  List<Event> findByVenue(\n      String venue,\n      Sort sort);");
    Sources.assertError(new JavaFileObject[] {EVENT}, sort, "SortParameter", "Sort sort);");
  }
}
