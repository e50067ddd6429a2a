package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.assertError;
import static io.dynaforge.processor.Sources.assertWarning;
import static io.dynaforge.processor.Sources.source;

import com.google.testing.compile.Compilation;
import org.junit.jupiter.api.Test;

/** Negative tests for @SortKeyTemplate, @Derived and @Embedded, each pinned to its line. */
class SingleTableDiagnosticsTest {

  @Test
  void placeholderNamingNoPropertyOffersDidYouMean() {
    assertError(source("Match", """
        @Table
        @SortKeyTemplate("MATCH#{matchDat}#{matchId}")
        public class Match {
          @PartitionKey public String pk;
          public LocalDate matchDate;
          public String matchId;
        }
        """), "TemplateUnknownPlaceholder", "@SortKeyTemplate(\"MATCH#{matchDat}", "{matchDat}",
        "Did you mean 'matchDate'?");
  }

  @Test
  void templateWithoutPlaceholders() {
    assertError(source("Match", """
        @Table
        @PartitionKeyTemplate("CUSTOMER")
        public class Match {
          public String id;
        }
        """), "TemplateWithoutPlaceholders", "@PartitionKeyTemplate(\"CUSTOMER\")", "has no {property} placeholder",
        "every item would be stored in one partition");
  }

  @Test
  void malformedTemplate() {
    assertError(source("Match", """
        @Table
        @SortKeyTemplate("MATCH#{matchId")
        public class Match {
          @PartitionKey public String pk;
          public String matchId;
        }
        """), "MalformedTemplate", "@SortKeyTemplate(\"MATCH#{matchId\")", "is never closed");
  }

  @Test
  void twoTemplatesOnOneColumn() {
    assertError(source("Match", """
        @Table
        @SortKeyTemplate("MATCH#{matchId}")
        @SortKeyTemplate("GAME#{matchId}")
        public class Match {
          @PartitionKey public String pk;
          public String matchId;
        }
        """), "DuplicateTemplateColumn", "public class Match", "two templates on the column 'sk'");
  }

  @Test
  void templateOnTheDeclaredSortKey() {
    assertError(source("Match", """
        @Table
        @SortKeyTemplate("MATCH#{matchId}")
        public class Match {
          @PartitionKey public String pk;
          @SortKey public String sk;
          public String matchId;
        }
        """), "TemplateColumnConflict", "@SortKeyTemplate(\"MATCH#{matchId}\")", "the declared @SortKey 'sk'");
  }

  @Test
  void templateOnAColumnAPropertyMaps() {
    assertError(source("Match", """
        @Table
        @SortKeyTemplate(value = "PLAYER#{winner}", column = "gsi1sk")
        public class Match {
          @PartitionKey public String pk;
          public String winner;
          @Column("gsi1sk") public String other;
        }
        """), "TemplateColumnConflict", "@SortKeyTemplate(value = \"PLAYER#{winner}\"", "the property 'other'");
  }

  @Test
  void placeholderWithoutCanonicalStringForm() {
    assertError(source("Match", """
        @Table
        @SortKeyTemplate("MATCH#{tags}")
        public class Match {
          @PartitionKey public String pk;
          public List<String> tags;
        }
        """), "UnsupportedPlaceholderType", "@SortKeyTemplate(\"MATCH#{tags}\")", "has no canonical string form");
  }

  @Test
  void adjacentPlaceholdersWarn() {
    assertWarning(source("Match", """
        @Table
        @SortKeyTemplate("MATCH#{season}{round}")
        public class Match {
          @PartitionKey public String pk;
          public Integer season;
          public Integer round;
        }
        """), "AdjacentPlaceholders", "@SortKeyTemplate(\"MATCH#{season}{round}\")", "{season} right before {round}");
  }

  @Test
  void stringPlaceholderBeforeALiteralWarns() {
    assertWarning(source("Match", """
        @Table
        @SortKeyTemplate("PLAYER#{name}#GAME")
        public class Match {
          @PartitionKey public String pk;
          public String name;
        }
        """), "AmbiguousTemplateLiteral", "@SortKeyTemplate(\"PLAYER#{name}#GAME\")", "followed by the literal \"#GAME\"");
  }

  @Test
  void ambiguousLiteralWarningCanBeSuppressed() {
    Compilation c = compile(source("Match", """
        @Table
        @SortKeyTemplate("PLAYER#{name}#GAME")
        @SuppressWarnings("Dynaforge/AmbiguousTemplateLiteral")
        public class Match {
          @PartitionKey public String pk;
          public String name;
        }
        """));
    assertThat(c).succeededWithoutWarnings();
  }

  @Test
  void derivedOnANonPlaceholder() {
    assertError(source("Match", """
        @Table
        @SortKeyTemplate("MATCH#{matchId}")
        public class Match {
          @PartitionKey public String pk;
          public String matchId;
          @Derived public String winner;
        }
        """), "InvalidDerived", "@Derived public String winner;", "not a placeholder of any @SortKeyTemplate");
  }

  @Test
  void derivedOnAKey() {
    assertError(source("Match", """
        @Table
        @SortKeyTemplate("MATCH#{pk}")
        public class Match {
          @PartitionKey @Derived public String pk;
        }
        """), "InvalidDerived", "@PartitionKey @Derived public String pk;", "it is a key property");
  }

  @Test
  void derivedOnAPrimitive() {
    assertError(source("Match", """
        @Table
        @SortKeyTemplate("MATCH#{round}")
        public class Match {
          @PartitionKey public String pk;
          @Derived public int round;
        }
        """), "InvalidDerived", "@Derived public int round;", "use the boxed type");
  }

  @Test
  void invalidEmbeddedRegexCarriesThePatternMessage() {
    assertError(source("ArenaItem", """
        @Table
        public class ArenaItem {
          @PartitionKey public String pk;
          @SortKey public String sk;
          @Embedded(regex = "ORDER#[^#+") public Order order;
          public record Order(String id) {}
        }
        """), "InvalidEmbeddedRegex", "@Embedded(regex = \"ORDER#[^#+\")", "Unclosed character class");
  }

  @Test
  void routedEmbeddedNeedsASortKey() {
    assertError(source("ArenaItem", """
        @Table
        public class ArenaItem {
          @PartitionKey public String pk;
          @Embedded(startsWith = "ORDER#") public Order order;
          public record Order(String id) {}
        }
        """), "EmbeddedRouteWithoutSortKey", "@Embedded(startsWith = \"ORDER#\")", "has no sort key");
  }

  @Test
  void overlappingPrefixesWarn() {
    assertWarning(source("ArenaItem", """
        @Table
        public class ArenaItem {
          @PartitionKey public String pk;
          @SortKey public String sk;
          @Embedded(startsWith = "ORDER#") public Order order;
          @Embedded(startsWith = "ORDER#LINE#") public Line line;
          public record Order(String id) {}
          public record Line(String sku) {}
        }
        """), "OverlappingEmbeddedRoutes", "@Embedded(startsWith = \"ORDER#LINE#\")", "Use regex to draw the boundary");
  }

  @Test
  void embeddedOnACollectionWarns() {
    assertWarning(source("ArenaItem", """
        @Table
        public class ArenaItem {
          @PartitionKey public String pk;
          @Embedded public List<String> tags;
        }
        """), "EmbeddedOnCollection", "@Embedded public List<String> tags;", "has no effect");
  }

  @Test
  void flattenedAttributeCollidingWithTheOwner() {
    assertError(source("ArenaItem", """
        @Table
        public class ArenaItem {
          @PartitionKey public String pk;
          @Embedded public Order order;
          public record Order(String pk) {}
        }
        """), "DuplicateAttributeName", "@Embedded public Order order;", "both map to the attribute 'pk'");
  }

  @Test
  void entitiesOfOneTableNamingItsKeyAttributesDifferently() {
    javax.tools.JavaFileObject customer = source("Customer", """
        @Table(value = "shop", partitionKey = "PK", sortKey = "SK")
        @PartitionKeyTemplate("c#{customerId}")
        @SortKeyTemplate("c#{customerId}")
        public class Customer {
          @Derived public String customerId;
        }
        """);
    assertError(new javax.tools.JavaFileObject[] {customer}, source("Order", """
        @Table(value = "shop",
            partitionKey = "pk",
            sortKey = "SK")
        @PartitionKeyTemplate("c#{customerId}")
        @SortKeyTemplate("o#{orderId}")
        public class Order {
          @Derived public String customerId;
          @Derived public String orderId;
        }
        """), "KeyAttributeNameConflict", "partitionKey = \"pk\"",
        "Order names the key attributes of table 'shop' 'pk' and 'SK', but Customer, in the same table, names them"
            + " 'PK' and 'SK'");
  }

  @Test
  void anEntityLeavingTheNamesAtTheirDefaultConflictsOnItsTable() {
    javax.tools.JavaFileObject customer = source("Customer", """
        @Table(value = "shop", partitionKey = "PK", sortKey = "SK")
        @PartitionKeyTemplate("c#{customerId}")
        @SortKeyTemplate("c#{customerId}")
        public class Customer {
          @Derived public String customerId;
        }
        """);
    assertError(new javax.tools.JavaFileObject[] {customer}, source("Product", """
        @PartitionKeyTemplate("p#{productId}")
        @Table("shop")
        @SortKeyTemplate("p#{productId}")
        public class Product {
          @Derived public String productId;
        }
        """), "KeyAttributeNameConflict", "@Table(\"shop\")",
        "Product names the key attributes of table 'shop' 'pk' and 'sk'", "(empty means pk and sk)");
  }
}
