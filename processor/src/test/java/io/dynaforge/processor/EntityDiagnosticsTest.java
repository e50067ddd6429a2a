package io.dynaforge.processor;

import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.assertError;
import static io.dynaforge.processor.Sources.source;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** One negative test per entity diagnostic, pinned to the element's line. */
class EntityDiagnosticsTest {

  @Test
  void missingPartitionKey() {
    assertError(source("Match", """
        @Table("arena")
        public class Match {
          public String id;
        }
        """), "MissingPartitionKey", "@Table(\"arena\")", "Match has no @PartitionKey", "annotate the property");
  }

  @Test
  void duplicatePartitionKey() {
    assertError(source("Match", """
        @Table
        public class Match {
          @PartitionKey public String pk;
          @PartitionKey public String other;
        }
        """), "DuplicatePartitionKey", "public String other;", "second @PartitionKey on 'other' (the first is 'pk')");
  }

  @Test
  void duplicateSortKey() {
    assertError(source("Match", """
        @Table
        public class Match {
          @PartitionKey public String pk;
          @SortKey public String sk;
          @SortKey public String sk2;
        }
        """), "DuplicateSortKey", "public String sk2;", "@SortKeyTemplate");
  }

  @Test
  void tableWithSecondaryIndex() {
    assertError(source("Match", """
        @Table
        @SecondaryIndex("GSI1")
        public class Match {
          @PartitionKey public String pk;
        }
        """), "TableWithView", "@SecondaryIndex(\"GSI1\")", "both @Table and @SecondaryIndex");
  }

  @Test
  void tableWithItemCollectionView() {
    assertError(source("Match", """
        @Table
        @ItemCollectionView(partitionKey = "pk")
        public class Match {
          @PartitionKey public String pk;
        }
        """), "TableWithView", "@ItemCollectionView(", "@ItemCollectionView");
  }

  @Test
  void booleanKeyIsRejected() {
    assertError(source("Match", """
        @Table
        public class Match {
          @PartitionKey public boolean pk;
        }
        """), "UnsupportedKeyType", "public boolean pk;", "Keys must be strings (S), numbers (N) or binary (B)");
  }

  @Test
  void listSortKeyIsRejected() {
    assertError(source("Match", """
        @Table
        public class Match {
          @PartitionKey public String pk;
          @SortKey public List<String> sk;
        }
        """), "UnsupportedKeyType", "public List<String> sk;", "java.util.List<java.lang.String>");
  }

  @Test
  void versionMustBeNumeric() {
    assertError(source("Match", """
        @Table
        public class Match {
          @PartitionKey public String pk;
          @Version public String version;
        }
        """), "VersionNotNumeric", "public String version;", "use long, Long, int or Integer");
  }

  @Test
  void unsupportedJdkTypeAsksForConverter() {
    assertError(source("Match", """
        @Table
        public class Match {
          @PartitionKey public String pk;
          public Thread worker;
        }
        """), "UnsupportedPropertyType", "public Thread worker;", "java.lang.Thread", "@Converter(YourConverter.class)");
  }

  @Test
  void nestedTypeWithoutPropertiesAsksForConverter() {
    assertError(source("Match", """
        @Table
        public class Match {
          @PartitionKey public String pk;
          public Empty empty;
          public static class Empty {}
        }
        """), "UnsupportedPropertyType", "public Empty empty;", "has no mappable property");
  }

  @Test
  void converterWithoutPublicNoArgConstructor() {
    assertError(source("Match", """
        @Table
        public class Match {
          @PartitionKey public String pk;
          @Converter(MoneyConverter.class) public Object money;
          public static class MoneyConverter implements io.dynaforge.mapping.AttributeConverter<Object> {
            public MoneyConverter(String currency) {}
            public software.amazon.awssdk.services.dynamodb.model.AttributeValue toAttributeValue(Object v) { return null; }
            public Object fromAttributeValue(software.amazon.awssdk.services.dynamodb.model.AttributeValue v) { return null; }
          }
        }
        """), "InvalidConverter", "@Converter(MoneyConverter.class) public Object money;", "has no public no-arg constructor");
  }

  @Test
  void converterOfTheWrongType() {
    assertError(source("Match", """
        @Table
        public class Match {
          @PartitionKey public String pk;
          @Converter(StringConverter.class) public Thread worker;
          public static class StringConverter implements io.dynaforge.mapping.AttributeConverter<String> {
            public software.amazon.awssdk.services.dynamodb.model.AttributeValue toAttributeValue(String v) { return null; }
            public String fromAttributeValue(software.amazon.awssdk.services.dynamodb.model.AttributeValue v) { return null; }
          }
        }
        """), "InvalidConverter", "@Converter(StringConverter.class) public Thread worker;",
        "converts java.lang.String, not the property's type java.lang.Thread");
  }

  @Test
  void timeToLiveMustBeEpochSeconds() {
    assertError(source("Match", """
        @Table
        public class Match {
          @PartitionKey public String pk;
          @TimeToLive public String expiresAt;
        }
        """), "InvalidTimeToLive", "public String expiresAt;", "use Instant, long or Long");
  }

  @Test
  void privateFieldWithoutGetter() {
    assertError(source("Match", """
        @Table
        public class Match {
          @PartitionKey public String pk;
          private String name;
          public void setName(String name) { this.name = name; }
        }
        """), "InaccessibleProperty", "private String name;", "cannot be read without reflection", "getName()");
  }

  @Test
  void privateFieldWithoutSetter() {
    assertError(source("Match", """
        @Table
        public class Match {
          @PartitionKey public String pk;
          private String name;
          public String getName() { return name; }
        }
        """), "InaccessibleProperty", "private String name;", "cannot be written without reflection",
        "setName(java.lang.String)");
  }

  @Test
  void privateNoArgConstructor() {
    assertError(source("Match", """
        @Table
        public class Match {
          @PartitionKey public String pk;
          private Match() {}
        }
        """), "InaccessibleConstructor", "public class Match {", "no-arg constructor is private");
  }

  @Test
  void abstractEntity() {
    assertError(source("Match", """
        @Table
        public abstract class Match {
          @PartitionKey public String pk;
        }
        """), "NonInstantiableEntity", "@Table", "it is abstract");
  }

  @Test
  void genericEntity() {
    assertError(source("Match", """
        @Table
        public class Match<T> {
          @PartitionKey public String pk;
        }
        """), "NonInstantiableEntity", "@Table", "it is generic");
  }

  @Test
  void twoPropertiesOnOneAttribute() {
    assertError(source("Match", """
        @Table
        public class Match {
          @PartitionKey public String pk;
          @Column("title") public String name;
          @Column("title") public String label;
        }
        """), "DuplicateAttributeName", "@Column(\"title\") public String label;", "both map to the attribute 'title'");
  }

  @Test
  void baseTableKeyOrderMustBeZero() {
    assertError(source("Match", """
        @Table
        public class Match {
          @PartitionKey(order = 1) public String pk;
        }
        """), "KeyOrderGap", "@PartitionKey(order = 1)", "contiguous and start at 0");
  }

  @Test
  void lombokTypeProcessedBeforeLombokGetsOneHintOnTheClass() {
    JavaFileObject data = JavaFileObjects.forSourceString("lombok.Data",
        "package lombok;\npublic @interface Data {}\n");
    JavaFileObject entity = source("Player", """
        @lombok.Data
        @Table("players")
        public class Player {
          @PartitionKey private String id;
          private String name;
        }
        """);
    Compilation c = compile(data, entity);
    assertThat(c).failed();
    assertThat(c).hadErrorContaining("[Dynaforge/LombokOrder]").inFile(entity).onLineContaining("public class Player");
    assertThat(c).hadErrorContaining("Player uses Lombok (@Data)");
    assertThat(c).hadErrorContaining("Put Lombok before dynaforge-processor");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void aTypeWaitingForATypeThatNeverAppearsIsReportedAtTheLastRound() {
    JavaFileObject entity = source("Player", """
        @Table("players")
        public class Player {
          @PartitionKey public String id;
          public Missing missing;
        }
        """);
    Compilation c = compile(entity);
    assertThat(c).failed();
    assertThat(c).hadErrorContaining("[Dynaforge/UnprocessedType] com.acme.Player was never processed")
        .inFile(entity).onLineContaining("public class Player");
    assertThat(c).hadErrorContaining("it refers to Missing");
  }
}
