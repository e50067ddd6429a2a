package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.source;

import com.google.testing.compile.Compilation;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every {@code [Dynaforge/InvalidAtomicCounter]} shape (issue 20, point 4), each pinned to the line
 * of the annotated element: a field, an accessor, a record component.
 */
class AtomicCounterDiagnosticsTest {

  static Stream<Arguments> shapes() {
    return Stream.of(
        shape("a String (marks the annotation's line)", "@AtomicCounter", "its type is java.lang.String", """
            @Table("shop") public class Customer {
              @PartitionKey public String id;
              @AtomicCounter
              public String visits;
            }
            """),
        shape("a double", "@AtomicCounter public double score;", "its type is double", """
            @Table("shop") public class Customer {
              @PartitionKey public String id;
              @AtomicCounter public double score;
            }
            """),
        shape("the partition key", "@PartitionKey @AtomicCounter public long id;", "it is the partition key", """
            @Table("shop") public class Customer {
              @PartitionKey @AtomicCounter public long id;
            }
            """),
        shape("the sort key", "@SortKey @AtomicCounter public Long seq;", "it is the sort key", """
            @Table("shop") public class Customer {
              @PartitionKey public String id;
              @SortKey @AtomicCounter public Long seq;
            }
            """),
        shape("a sort key template placeholder", "@AtomicCounter public long orderNo;",
            "it is a placeholder of @SortKeyTemplate(\"ORDER#{orderNo:8}\"), which composes the key attribute 'sk'", """
            @Table("shop") @SortKeyTemplate("ORDER#{orderNo:8}") public class Customer {
              @PartitionKey public String id;
              @AtomicCounter public long orderNo;
            }
            """),
        shape("a partition key template placeholder", "@AtomicCounter public Integer region;",
            "it is a placeholder of @PartitionKeyTemplate(\"REGION#{region}\")", """
            @Table("shop") @PartitionKeyTemplate("REGION#{region}") public class Customer {
              @AtomicCounter public Integer region;
            }
            """),
        shape("the @Version", "@Version @AtomicCounter public Long version;",
            "it is the @Version, which Dynaforge already increments on every write", """
            @Table("shop") public class Customer {
              @PartitionKey public String id;
              @Version @AtomicCounter public Long version;
            }
            """),
        shape("@Derived", "@Derived @AtomicCounter public Integer batch;", "it is @Derived, so it is never stored", """
            @Table("shop") @SortKeyTemplate("BATCH#{batch}") public class Customer {
              @PartitionKey public String id;
              @Derived @AtomicCounter public Integer batch;
            }
            """),
        shape("@Transient", "@Transient @AtomicCounter public long cached;",
            "it is @Transient (or a transient field), so it is never stored", """
            @Table("shop") public class Customer {
              @PartitionKey public String id;
              @Transient @AtomicCounter public long cached;
            }
            """),
        shape("a transient field", "@AtomicCounter public transient long local;",
            "it is @Transient (or a transient field), so it is never stored", """
            @Table("shop") public class Customer {
              @PartitionKey public String id;
              @AtomicCounter public transient long local;
            }
            """),
        shape("the @TimeToLive", "@TimeToLive @AtomicCounter public long expires;", "it is also the @TimeToLive", """
            @Table("shop") public class Customer {
              @PartitionKey public String id;
              @TimeToLive @AtomicCounter public long expires;
            }
            """),
        shape("an auditing date", "@LastModifiedDate @AtomicCounter public Long touched;",
            "it is also @LastModifiedDate, which auditing sets", """
            @Table("shop") public class Customer {
              @PartitionKey public String id;
              @LastModifiedDate @AtomicCounter public Long touched;
            }
            """),
        shape("a converted property", "@Converter(Digits.class) @AtomicCounter public Long coded;",
            "it has a @Converter", """
            @Table("shop") public class Customer {
              @PartitionKey public String id;
              @Converter(Digits.class) @AtomicCounter public Long coded;
              public static class Digits implements io.dynaforge.mapping.AttributeConverter<Long> {
                public software.amazon.awssdk.services.dynamodb.model.AttributeValue toAttributeValue(Long v) {
                  return software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS(v.toString());
                }
                public Long fromAttributeValue(software.amazon.awssdk.services.dynamodb.model.AttributeValue v) {
                  return Long.valueOf(v.s());
                }
              }
            }
            """),
        shape("a getter", "@AtomicCounter public String getVisits()", "its type is java.lang.String", """
            @Table("shop") public class Customer {
              @PartitionKey public String id;
              private String visits;
              @AtomicCounter public String getVisits() { return visits; }
              public void setVisits(String visits) { this.visits = visits; }
            }
            """),
        shape("a record component", "@AtomicCounter String visits", "its type is java.lang.String", """
            @Table("shop") public record Customer(@PartitionKey String id,
                @AtomicCounter String visits) {}
            """),
        shape("a record key component", "@PartitionKey @AtomicCounter Long id", "it is the partition key", """
            @Table("shop") public record Customer(
                @PartitionKey @AtomicCounter Long id, String name) {}
            """),
        shape("a @SecondaryIndex view", "@AtomicCounter public long visits;",
            "Customer is a @SecondaryIndex view, which only reads", """
            @SecondaryIndex(value = "by_region", tableName = "shop") public class Customer {
              @PartitionKey public String region;
              @AtomicCounter public long visits;
            }
            """),
        shape("an @ItemCollectionView", "@AtomicCounter Profile profile",
            "Customer is an @ItemCollectionView, which only reads", """
            @ItemCollectionView(tableName = "shop", partitionKey = "pk", sortKey = "sk")
            public record Customer(@ItemCollectionMember(startsWith = "PROFILE")
                @AtomicCounter Profile profile) {
              public record Profile(String name) {}
            }
            """),
        shape("an @Embedded member", "@AtomicCounter public long home;",
            "it is in the @Embedded member 'score' of Customer", """
            @Table("shop") public class Customer {
              @PartitionKey public String id;
              @Embedded public Score score;
              public static class Score {
                @AtomicCounter public long home;
              }
            }
            """),
        shape("a type stored as a nested map", "@AtomicCounter public long visits;",
            "Address is stored as a nested map inside another item, not as an item of its own", """
            @Table("shop") public class Customer {
              @PartitionKey public String id;
              public Address address;
              public static class Address {
                public String city;
                @AtomicCounter public long visits;
              }
            }
            """));
  }

  private static Arguments shape(String name, String line, String problem, String body) {
    return Arguments.of(name, line, problem, body);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("shapes")
  void invalidCounterIsReportedOnItsLine(String name, String line, String problem, String body) {
    JavaFileObject file = source("Customer", body);
    Sources.assertError(file, "InvalidAtomicCounter", line, "cannot be a counter: " + problem);
  }

  @Test
  void validCountersCompileWithoutWarnings() {
    Compilation c = Sources.compile(source("Customer", """
        @Table("shop") public class Customer {
          @PartitionKey public String id;
          @AtomicCounter public long saves;
          @AtomicCounter(start = 100, increment = -5) @Column("tickets_left") public Integer tickets;
        }
        """), source("Visit", """
        @Table("visits") public record Visit(@PartitionKey String id, @AtomicCounter Long count, int other,
            @AtomicCounter(start = 1) int hits) {}
        """));
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("com.acme.Customer_Mapper").contentsAsUtf8String()
        .contains("return List.of(new AtomicCounterAttribute(\"saves\", 0L, 1L), "
            + "new AtomicCounterAttribute(\"tickets_left\", 100L, -5L));");
    assertThat(c).generatedSourceFile("com.acme.Visit_Mapper").contentsAsUtf8String()
        .contains("entity = new Visit(entity.id(), (av = item.get(\"count\")) != null ? "
            + "Long.valueOf(AttributeValues.readLong(av, Paths.COUNT)) : entity.count(), entity.other(), "
            + "(av = item.get(\"hits\")) != null ? AttributeValues.readInt(av, Paths.HITS) : entity.hits());");
  }

  @Test
  void anEntityWithoutCountersKeepsTheDefaults() {
    Compilation c = Sources.compile(source("Customer", """
        @Table("shop") public class Customer {
          @PartitionKey public String id;
          public long saves;
        }
        """));
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("com.acme.Customer_Mapper").contentsAsUtf8String()
        .doesNotContain("AtomicCounter");
  }
}
