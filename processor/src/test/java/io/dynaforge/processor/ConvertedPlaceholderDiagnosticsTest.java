package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.CompilationSubject;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Wave 5 item 5, placeholders with a converter: {@code @Converter} on a template placeholder is
 * honoured when the converter declares the scalar it writes (S or N); ranges and {@code OrderBy} on
 * such a placeholder need an {@code @OrderPreserving} converter, else the diagnostics of any
 * placeholder whose text does not sort like its value; {@code UnsupportedPlaceholderType} never
 * suggests the refused type. Run under javac and (EclipseCompilerTest) ecj.
 */
class ConvertedPlaceholderDiagnosticsTest {

  static JavaFileObject converter(boolean orderPreserving) {
    return source("SecondsConverter", (orderPreserving ? "@OrderPreserving\n" : "") + """
        public final class SecondsConverter implements io.dynaforge.mapping.StringAttributeConverter<LocalDateTime> {
          private static final java.time.format.DateTimeFormatter F =
              java.time.format.DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss");
          public software.amazon.awssdk.services.dynamodb.model.AttributeValue toAttributeValue(LocalDateTime v) {
            return software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS(F.format(v));
          }
          public LocalDateTime fromAttributeValue(software.amazon.awssdk.services.dynamodb.model.AttributeValue v) {
            return LocalDateTime.parse(v.s(), F);
          }
        }
        """);
  }

  static final JavaFileObject ORDER = source("Order", """
      @Table("shop")
      @PartitionKeyTemplate("c#{customerId}")
      @SortKeyTemplate("o#{placedAt}#{orderId}")
      public record Order(@Derived String customerId,
          @Derived @Converter(SecondsConverter.class) LocalDateTime placedAt, @Derived String orderId, int total) {}
      """);

  @Test
  void anOrderPreservingConverterPlaceholderTakesRangesAndOrders() {
    Compilation c = Sources.compile(converter(true), ORDER, source("OrderRepository", """
        public interface OrderRepository
            extends io.dynaforge.repository.DynamoDbRepository<Order, io.dynaforge.repository.DynamoDbCompositeId> {
          List<Order> findByCustomerIdAndPlacedAtBetween(String customerId, LocalDateTime from, LocalDateTime to);
          List<Order> findByCustomerIdOrderByPlacedAtDesc(String customerId);
          Optional<Order> findByCustomerIdAndPlacedAtAndOrderId(String customerId, LocalDateTime at, String orderId);
        }
        """));
    assertThat(c).succeededWithoutWarnings();
  }

  @Test
  void orderByAPlaceholderWhoseConverterIsNotOrderPreservingIsInvalid() {
    JavaFileObject repository = source("OrderRepository", """
        public interface OrderRepository
            extends io.dynaforge.repository.DynamoDbRepository<Order, io.dynaforge.repository.DynamoDbCompositeId> {
          List<Order> findByCustomerIdOrderByPlacedAtDesc(String customerId);
        }
        """);
    Sources.assertError(new JavaFileObject[] {converter(false), ORDER}, repository, "InvalidOrderBy",
        "findByCustomerIdOrderByPlacedAtDesc", "its converter SecondsConverter is not @OrderPreserving");
  }

  @Test
  void aRangeOnAPlaceholderWhoseConverterIsNotOrderPreservingIsRefusedAsForOtherPlaceholders() {
    JavaFileObject repository = source("OrderRepository", """
        public interface OrderRepository
            extends io.dynaforge.repository.DynamoDbRepository<Order, io.dynaforge.repository.DynamoDbCompositeId> {
          List<Order> findByCustomerIdAndPlacedAtAfter(String customerId, LocalDateTime after);
        }
        """);
    Compilation c = Sources.compile(converter(false), ORDER, repository);
    assertThat(c).failed();
    CompilationSubject.assertThat(c).hadErrorContaining("[Dynaforge/FilterOnDerivedProperty]").inFile(repository)
        .onLineContaining(Compilers.expectedLine(repository, "findByCustomerIdAndPlacedAtAfter"));
  }

  @Test
  void aConverterWritingNoDeclaredScalarIsRefusedWithoutSuggestingTheRefusedType() {
    JavaFileObject event = source("Event", """
        @Table("events")
        @PartitionKeyTemplate("e#{at}")
        public record Event(@Derived @Converter(AnyInstant.class) Instant at, String name) {}
        """);
    JavaFileObject any = source("AnyInstant", """
        public final class AnyInstant implements io.dynaforge.mapping.AttributeConverter<Instant> {
          public software.amazon.awssdk.services.dynamodb.model.AttributeValue toAttributeValue(Instant v) {
            return software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS(v.toString());
          }
          public Instant fromAttributeValue(software.amazon.awssdk.services.dynamodb.model.AttributeValue v) {
            return Instant.parse(v.s());
          }
        }
        """);
    Compilation c = Sources.compile(any, event);
    assertThat(c).failed();
    CompilationSubject.assertThat(c).hadErrorContaining("[Dynaforge/UnsupportedPlaceholderType]").inFile(event)
        .onLineContaining(Compilers.expectedLine(event, "@PartitionKeyTemplate"));
    CompilationSubject.assertThat(c).hadErrorContaining("Its converter AnyInstant does not declare the scalar it writes");
    String message = c.errors().stream().filter(d -> d.getMessage(null).contains("UnsupportedPlaceholderType"))
        .findFirst().orElseThrow().getMessage(null);
    org.assertj.core.api.Assertions.assertThat(message).doesNotContain("Use a String").doesNotContain("Instant or");
  }
}
