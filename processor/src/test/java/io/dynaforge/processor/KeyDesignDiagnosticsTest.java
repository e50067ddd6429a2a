package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.assertError;
import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Single-table key design as users write it: partition-key templates, constant item kinds, padded
 * numbers, ranges on placeholders and item kinds in a shared table. Classes and records.
 */
class KeyDesignDiagnosticsTest {

  private static final String REPO_IMPORTS = "import io.dynaforge.repository.*;\n";

  private static final JavaFileObject ORDER = source("Order", """
      @Table("shop")
      @PartitionKeyTemplate("CUSTOMER#{customerId}")
      @SortKeyTemplate("ORDER#{orderDate}#{orderId}")
      public record Order(@Derived String customerId, @Derived LocalDate orderDate, @Derived String orderId,
          BigDecimal total) {}
      """);

  private static JavaFileObject orderRepo(String method) {
    return source("OrderRepository", REPO_IMPORTS
        + "public interface OrderRepository extends DynamoDbRepository<Order, DynamoDbCompositeId> {\n  " + method
        + "\n}\n");
  }

  @Test
  void aWidthOnANonIntegralPlaceholderIsAnError() {
    assertError(source("Line", """
        @Table("shop")
        @SortKeyTemplate("LINE#{name:4}")
        public class Line {
          @PartitionKey public String pk;
          public String name;
        }
        """), "InvalidPlaceholderWidth", "@SortKeyTemplate(\"LINE#{name:4}\")",
        "Placeholder {name:4}", "has type java.lang.String", "zero-pads integral numbers only");
  }

  @Test
  void aWidthOnARecordsPartitionTemplateIsAnErrorToo() {
    assertError(source("Tenant", """
        @Table("shop")
        @PartitionKeyTemplate("TENANT#{region:2}")
        public record Tenant(String region, String name) {}
        """), "InvalidPlaceholderWidth", "@PartitionKeyTemplate(\"TENANT#{region:2}\")", "Placeholder {region:2}");
  }

  @Test
  void aBlankTemplateAndABadWidthAreMalformed() {
    assertError(source("Line", """
        @Table("shop")
        @SortKeyTemplate(" ")
        public class Line {
          @PartitionKey public String pk;
        }
        """), "MalformedTemplate", "@SortKeyTemplate(\" \")", "it is blank");
    assertError(source("Line", """
        @Table("shop")
        @SortKeyTemplate("LINE#{lineNo:x}")
        public class Line {
          @PartitionKey public String pk;
          public Integer lineNo;
        }
        """), "MalformedTemplate", "@SortKeyTemplate(\"LINE#{lineNo:x}\")", "is not a number from 1 to 99");
  }

  @Test
  void aPartitionTemplateNextToAPartitionKeyPropertyIsAConflict() {
    assertError(source("Customer", """
        @Table("shop")
        @PartitionKeyTemplate("CUSTOMER#{customerId}")
        public record Customer(@PartitionKey String pk, String customerId) {}
        """), "TemplateColumnConflict", "@PartitionKeyTemplate(\"CUSTOMER#{customerId}\")",
        "composes the attribute 'pk', which the declared @PartitionKey 'pk' already maps");
  }

  @Test
  void aPartitionTemplatePlaceholderNamingNoPropertyOffersDidYouMean() {
    assertError(source("Customer", """
        @Table("shop")
        @PartitionKeyTemplate("CUSTOMER#{customrId}")
        public record Customer(String customerId) {}
        """), "TemplateUnknownPlaceholder", "@PartitionKeyTemplate", "Did you mean 'customerId'?");
  }

  @Test
  void aPartitionTemplateEntityNeedsNoPartitionKeyProperty() {
    Compilation c = compile(ORDER, orderRepo("List<Order> findByCustomerId(String customerId);"));
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("com.acme.Order_Keys");
  }

  @Test
  void aConstantKindsRepositoryIdIsThePartitionKey() {
    JavaFileObject profile = source("Profile", """
        @Table("shop")
        @PartitionKeyTemplate("CUSTOMER#{customerId}")
        @SortKeyTemplate("PROFILE")
        public record Profile(@Derived String customerId, String name) {}
        """);
    JavaFileObject good = source("ProfileRepository", REPO_IMPORTS
        + "public interface ProfileRepository extends DynamoDbRepository<Profile, String> {\n"
        + "  java.util.Optional<Profile> findByCustomerId(String customerId);\n}\n");
    assertThat(compile(ORDER, profile, good)).succeededWithoutWarnings();
    JavaFileObject bad = source("ProfileRepository", REPO_IMPORTS
        + "public interface ProfileRepository extends DynamoDbRepository<Profile, DynamoDbCompositeId> {}\n");
    Sources.assertError(new JavaFileObject[] {ORDER, profile}, bad, "RepositoryIdType",
        "public interface ProfileRepository", "the constant sort key \"PROFILE\"", "ids are the composed String",
        "DynamoDbRepository<Profile, String>");
  }

  @Test
  void aRangeOnALaterDerivedPlaceholderIsAnError() {
    Sources.assertError(new JavaFileObject[] {ORDER},
        orderRepo("List<Order> findByCustomerIdAndOrderIdGreaterThan(String customerId, String orderId);"),
        "FilterOnDerivedProperty", "findByCustomerIdAndOrderIdGreaterThan", "'orderId', which is @Derived");
  }

  @Test
  void aRangeOnTheLeadingPlaceholderAndOrderingByItCompileCleanly() {
    Compilation c = compile(ORDER, orderRepo("""
        List<Order> findByCustomerIdAndOrderDateBetween(String customerId, LocalDate from, LocalDate to);
          List<Order> findByCustomerIdAndOrderDateAfterOrderByOrderDateDesc(String customerId, LocalDate after);
          List<Order> findByCustomerIdAndOrderDateAndOrderIdStartingWith(String customerId, LocalDate day, String prefix);
          List<Order> findByPkAndSkBetween(String pk, String from, String to);"""));
    assertThat(c).succeededWithoutWarnings();
  }

  @Test
  void aPartiallyBoundPartitionTemplateIsAScan() {
    JavaFileObject tenant = source("Member", """
        @Table("shop")
        @PartitionKeyTemplate("TENANT#{tenant}#USER#{user}")
        @SortKeyTemplate("MEMBER")
        public record Member(String tenant, String user, String role) {}
        """);
    JavaFileObject repo = source("MemberRepository", REPO_IMPORTS
        + "public interface MemberRepository extends DynamoDbRepository<Member, String> {\n"
        + "  java.util.List<Member> findByTenant(String tenant);\n}\n");
    Sources.assertError(new JavaFileObject[] {tenant}, repo, "ScanShapedMethod", "findByTenant",
        "binds no equality on the placeholder 'user' of @PartitionKeyTemplate(\"TENANT#{tenant}#USER#{user}\")");
  }

  @Test
  void orderingByAPaddedNumberIsAllowed() {
    JavaFileObject line = source("Line", """
        @Table("shop")
        @PartitionKeyTemplate("ORDER#{orderId}")
        @SortKeyTemplate("LINE#{lineNo:4}")
        public record Line(String orderId, int lineNo, String sku) {}
        """);
    JavaFileObject repo = source("LineRepository", REPO_IMPORTS
        + "public interface LineRepository extends DynamoDbRepository<Line, DynamoDbCompositeId> {\n"
        + "  java.util.List<Line> findByOrderIdOrderByLineNoDesc(String orderId);\n"
        + "  java.util.List<Line> findByOrderIdAndLineNoLessThan(String orderId, int lineNo);\n}\n");
    assertThat(compile(line, repo)).succeededWithoutWarnings();
  }

  @Test
  void anEntitySharingATableWithoutAnItemKindWarnsOnTheClass() {
    JavaFileObject note = source("Note", """
        @Table("shop")
        public class Note {
          @PartitionKey public String pk;
          @SortKey public String sk;
        }
        """);
    Compilation c = compile(ORDER, note);
    assertThat(c).succeeded();
    assertThat(c).hadWarningContaining("[Dynaforge/SharedTableWithoutItemKind] Note shares the table 'shop' with"
        + " Order").inFile(note).onLineContaining("public class Note");
    assertThat(c).hadWarningContaining("findAll() and count() of Note return every item of the table");
    assertThat(c).hadWarningCount(1); // Order has its kind
  }

  @Test
  void theSharedTableWarningCanBeSuppressed() {
    JavaFileObject note = source("Note", """
        @Table("shop")
        @SuppressWarnings("Dynaforge/SharedTableWithoutItemKind")
        public class Note {
          @PartitionKey public String pk;
          @SortKey public String sk;
        }
        """);
    assertThat(compile(ORDER, note)).succeededWithoutWarnings();
  }

  @Test
  void entitiesOfOneTableWithDifferentTimeToLiveAttributesAreAnErrorOnTheLaterProperty() {
    JavaFileObject cart = source("Cart", """
        @Table("baskets")
        @SortKeyTemplate("CART#{cartId}")
        public record Cart(@PartitionKey String pk, String cartId, @TimeToLive Instant expiresAt) {}
        """);
    JavaFileObject session = source("Session", """
        @Table("baskets")
        @SortKeyTemplate("SESSION#{sessionId}")
        public class Session {
          @PartitionKey public String pk;
          public String sessionId;
          @TimeToLive public Long ttl;
        }
        """);
    Sources.assertError(new JavaFileObject[] {cart}, session, "TimeToLiveConflict", "@TimeToLive public Long ttl;",
        "@TimeToLive property 'ttl' of Session stores the attribute 'ttl', but Cart, in the same table 'baskets',"
            + " expires items on 'expiresAt': a table has one time-to-live attribute",
        "@Column(\"expiresAt\")");
    Compilation c = compile(cart, session);
    assertThat(c).hadErrorCount(1); // on Session only: Cart comes first
  }

  @Test
  void entitiesOfOneTableStoringTimeToLiveInOneAttributeAreFine() {
    assertThat(compile(source("Cart", """
        @Table("baskets")
        @SortKeyTemplate("CART#{cartId}")
        public record Cart(@PartitionKey String pk, String cartId, @TimeToLive Instant expiresAt) {}
        """), source("Session", """
        @Table("baskets")
        @SortKeyTemplate("SESSION#{sessionId}")
        public record Session(@PartitionKey String pk, String sessionId, @TimeToLive @Column("expiresAt") Long ttl) {}
        """), source("Note", """
        @Table("baskets")
        @SortKeyTemplate("NOTE#{noteId}")
        public record Note(@PartitionKey String pk, String noteId) {}
        """))).succeededWithoutWarnings();
  }
}
