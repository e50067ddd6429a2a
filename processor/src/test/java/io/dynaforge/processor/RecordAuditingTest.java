package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Bug 5 of issue 19: a record with {@code @LastModifiedDate} declared before {@code @CreatedDate} made
 * the generated {@code withAuditing} declare {@code copy} twice ("variable copy is already defined").
 * Every order and combination of the auditing dates, with and without {@code @Version}, on each type
 * the processor accepts, must generate code that compiles without a warning under {@code -Xlint:all}
 * (but {@code cast}, see below).
 */
class RecordAuditingTest {

  static Stream<Arguments> entities() {
    return Stream.of(
        entity("modifiedBeforeCreated", """
            @Table public record Note(@PartitionKey String id, @LastModifiedDate Instant modifiedAt,
                @CreatedDate Instant createdAt) {}
            """),
        entity("createdBeforeModified", """
            @Table public record Note(@PartitionKey String id, @CreatedDate Instant createdAt,
                @LastModifiedDate Instant modifiedAt) {}
            """),
        entity("modifiedBeforeCreatedWithVersion", """
            @Table public record Note(@PartitionKey String id, @LastModifiedDate LocalDateTime modifiedAt,
                @Version Long version, @CreatedDate LocalDateTime createdAt) {}
            """),
        entity("onlyCreated", """
            @Table public record Note(@PartitionKey String id, String text, @CreatedDate Instant createdAt) {}
            """),
        entity("onlyModified", """
            @Table public record Note(@PartitionKey String id, @LastModifiedDate LocalDateTime modifiedAt,
                @Version long version) {}
            """),
        entity("epochMillis", """
            @Table public record Note(@PartitionKey String id, @LastModifiedDate long modifiedAt,
                @CreatedDate long createdAt, @CreatedDate Long firstSeen, @LastModifiedDate Long touched) {}
            """),
        entity("mixedTypesAndBothOnOne", """
            @Table public record Note(@PartitionKey String id, @LastModifiedDate Instant modifiedAt,
                @CreatedDate @LastModifiedDate LocalDateTime stamped, @CreatedDate long createdAt) {}
            """),
        entity("constructorAndSetterBound", """
            @Table public class Note {
              @PartitionKey private final String id;
              @LastModifiedDate private Instant modifiedAt;
              @CreatedDate private final Instant createdAt;
              public Note(String id, Instant createdAt) { this.id = id; this.createdAt = createdAt; }
              public String getId() { return id; }
              public Instant getCreatedAt() { return createdAt; }
              public Instant getModifiedAt() { return modifiedAt; }
              public void setModifiedAt(Instant modifiedAt) { this.modifiedAt = modifiedAt; }
            }
            """),
        entity("mutableClass", """
            @Table public class Note {
              @PartitionKey public String id;
              @LastModifiedDate public long modifiedAt;
              @CreatedDate public LocalDateTime createdAt;
              @CreatedDate public long createdMillis;
            }
            """));
  }

  private static Arguments entity(String name, String source) {
    return Arguments.of(name, source);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("entities")
  void recordAuditingInAnyOrderCompilesWithoutWarnings(String name, String body) {
    JavaFileObject note = source("Note", body);
    JavaFileObject repository = source("NoteRepository", """
        public interface NoteRepository extends io.dynaforge.repository.DynamoDbRepository<Note, String> {}
        """);
    // -cast: the redundant "(long)" on every primitive long write is bug 6's (lint-clean generated code)
    Compilation c = Compiler.javac().withProcessors(new DynaforgeProcessor())
        .withOptions("-Xlint:all,-processing,-cast").compile(note, repository);
    assertThat(c).succeededWithoutWarnings();
  }

  static Stream<Arguments> invalidTypes() {
    return Stream.of(
        Arguments.of("@CreatedDate String createdAt", "@CreatedDate String createdAt", "@CreatedDate property"),
        Arguments.of("@LastModifiedDate Date modifiedAt", "@LastModifiedDate Date modifiedAt",
            "@LastModifiedDate property"),
        Arguments.of("@CreatedDate int createdAt", "@CreatedDate int createdAt", "type int"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("invalidTypes")
  void anAuditingDateOfAnotherTypeIsAnErrorOnTheComponent(String component, String line, String fragment) {
    JavaFileObject file = source("Note", "@Table public record Note(@PartitionKey String id,\n    "
        + component + ") {}\n");
    Sources.assertError(file, "InvalidAuditingDate", line, fragment, "Use Instant, LocalDateTime (UTC), long or Long");
  }
}
