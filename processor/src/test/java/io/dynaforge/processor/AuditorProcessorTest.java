package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Rule 9 of wave 4: Spring Data {@code @CreatedBy}/{@code @LastModifiedBy} are set by the generated
 * mapper ({@code withAuditor}, {@code lastModifiedByValues}, {@code createdByAttributes}), without
 * reflection, on every shape of entity; a property the processor can tell no auditor fits is
 * {@code [Dynaforge/InvalidAuditor]} on the property.
 */
class AuditorProcessorTest {

  static Stream<Arguments> entities() {
    return Stream.of(
        Arguments.of("record", """
            @Table public record Note(@PartitionKey String id, @LastModifiedBy UUID editor, @Version Long version,
                @CreatedBy UUID author, @CreatedDate Instant createdAt) {}
            """),
        Arguments.of("bothOnOneAndConverted", """
            @Table public record Note(@PartitionKey String id, @CreatedBy @LastModifiedBy String by,
                @LastModifiedBy Long userId, @CreatedBy BigDecimal account) {}
            """),
        Arguments.of("constructorAndSetterBound", """
            @Table public class Note {
              @PartitionKey private final String id;
              @LastModifiedBy private String modifiedBy;
              @CreatedBy private final String createdBy;
              public Note(String id, String createdBy) { this.id = id; this.createdBy = createdBy; }
              public String getId() { return id; }
              public String getCreatedBy() { return createdBy; }
              public String getModifiedBy() { return modifiedBy; }
              public void setModifiedBy(String modifiedBy) { this.modifiedBy = modifiedBy; }
            }
            """),
        Arguments.of("mutableClassWithANestedAuditor", """
            @Table public class Note {
              public static class User { public String name; public String team; }
              @PartitionKey public String id;
              @CreatedBy public User createdBy;
              @LastModifiedBy public User modifiedBy;
            }
            """));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("entities")
  void auditorsCompileWithoutWarnings(String name, String body) {
    JavaFileObject note = source("Note", body);
    JavaFileObject repository = source("NoteRepository", """
        public interface NoteRepository extends io.dynaforge.repository.DynamoDbRepository<Note, String> {}
        """);
    Compilation c = Compiler.javac().withProcessors(new DynaforgeProcessor())
        .withOptions("-Xlint:all,-processing,-cast").compile(note, repository);
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("com.acme.Note_Mapper").contentsAsUtf8String()
        .contains("withAuditor(Note entity, Object auditor)");
  }

  @Test
  void theGeneratedMapperChecksTheAuditorBeforeSettingAnything() throws java.io.IOException {
    Compilation c = Sources.compile(source("Note", """
        @Table public class Note {
          @PartitionKey public String id;
          @CreatedBy public String createdBy;
          @LastModifiedBy public String modifiedBy;
        }
        """));
    assertThat(c).succeeded();
    String mapper = c.generatedSourceFile("com.acme.Note_Mapper").orElseThrow().getCharContent(true).toString()
        .replaceAll("\\s+", " ");
    com.google.common.truth.Truth.assertThat(mapper).contains(("""
        String by0 = Auditors.require(auditor, String.class, "Note", "CreatedBy", "createdBy");
        String by1 = Auditors.require(auditor, String.class, "Note", "LastModifiedBy", "modifiedBy");
        if (entity.createdBy == null) { entity.createdBy = by0; }
        entity.modifiedBy = by1;
        return entity;
        """).replaceAll("\\s+", " ").trim());
    assertThat(c).generatedSourceFile("com.acme.Note_Mapper").contentsAsUtf8String()
        .contains("return Set.of(\"createdBy\");");
  }

  static Stream<Arguments> invalid() {
    return Stream.of(
        Arguments.of("@CreatedBy long createdBy", "type long", "never a primitive"),
        Arguments.of("@LastModifiedBy List<String> modifiedBy", "@LastModifiedBy property 'modifiedBy'",
            "a generic type"),
        Arguments.of("@CreatedBy @CreatedDate Instant created", "@CreatedBy property 'created'", "an auditing date"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("invalid")
  void aPropertyNoAuditorFitsIsAnErrorOnIt(String component, String fragment, String problem) {
    JavaFileObject file = source("Note", "@Table public record Note(@PartitionKey String id,\n    "
        + component + ") {}\n");
    Sources.assertError(file, "InvalidAuditor", component, fragment, problem);
  }
}
