package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.source;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.DocumentationTool;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bug 6 of issue 19, "generated code breaks javadoc": maven-javadoc-plugin runs {@code javadoc} over
 * {@code target/generated-sources}, and expressions copied raw into Javadoc ({@code points < max}, a
 * {@code *}{@code /} in a declared query) failed it with "malformed HTML" or ended the comment. The
 * generated sources of a model whose queries hold every character Javadoc treats specially go
 * through the JDK's javadoc with {@code -Xdoclint:all}: no error, and no HTML or syntax warning.
 */
class GeneratedJavadocTest {

  static final JavaFileObject SCORE = source("Score", """
      @Table("scores")
      @SortKeyTemplate("SCORE#{round}#{player}")
      @SortKeyTemplate(value = "P#{player}", column = "by */ {player")
      public record Score(@PartitionKey String pk, @Derived Integer round, String player, Integer points,
          @Column("note */ {x") String note) {}
      """);

  static final JavaFileObject REPOSITORY = source("ScoreRepository", """
      import io.dynaforge.repository.*;
      import org.springframework.data.repository.query.Param;
      public interface ScoreRepository extends DynamoDbRepository<Score, DynamoDbCompositeId> {
        List<Score> findByPkAndPointsLessThan(String pk, Integer points);
        List<Score> findByPkAndPointsGreaterThanEqualAndPointsNot(String pk, Integer min, Integer excluded);
        @Query(partiQl = "SELECT * FROM \\"scores\\" WHERE pk = ? AND player <> 'x */ & {@code y} <b> \\\\u00zz }'")
        List<Score> statement(String pk);
        @Query(partiQl = \"""
            SELECT * FROM "scores" WHERE pk = ? AND player <> '
            @since {'\""")
        List<Score> lines(String pk);
        @Update(updateExpression = "SET #points = #points + :by", conditionExpression = "#points < :cap")
        void raise(String pk, String sk, @Param("by") Integer by, @Param("cap") Integer cap);
      }
      """);

  static final JavaFileObject BY_PLAYER = source("ByPlayer", """
      @SecondaryIndex(value = "by_player", tableName = "scores")
      public record ByPlayer(@PartitionKey String player, @SortKey Integer points, String pk, Integer round) {}
      """);

  static final JavaFileObject BY_PLAYER_REPOSITORY = source("ByPlayerRepository", """
      import io.dynaforge.repository.*;
      import org.springframework.data.repository.query.Param;
      public interface ByPlayerRepository extends SecondaryIndexRepository<ByPlayer> {
        List<ByPlayer> findByPlayerAndPointsLessThan(String player, Integer points);
        @Query(keyConditionExpression = "#player = :player AND #points < :max", filterExpression = "#round > :min")
        List<ByPlayer> ranked(String player, @Param("min") Integer min, @Param("max") Integer max);
        @Query(keyConditionExpression = "#player = :player", filterExpression = \"""
            #points >= :min
              AND #round <> :round\""")
        List<ByPlayer> multiline(String player, @Param("min") Integer min, @Param("round") Integer round);
      }
      """);

  @Test
  void generatedCodeBreaksJavadoc(@TempDir Path dir) throws IOException {
    Compilation c = compile(SCORE, REPOSITORY, BY_PLAYER, BY_PLAYER_REPOSITORY);
    assertThat(c).succeeded();
    List<Path> files = new ArrayList<>();
    for (JavaFileObject f : c.generatedSourceFiles()) {
      Path file = dir.resolve(f.toUri().getPath().replaceFirst("^.*/SOURCE_OUTPUT/", ""));
      Files.createDirectories(file.getParent());
      Files.writeString(file, f.getCharContent(true), StandardCharsets.UTF_8);
      files.add(file);
    }
    for (JavaFileObject f : List.of(SCORE, REPOSITORY, BY_PLAYER, BY_PLAYER_REPOSITORY)) {
      Path file = dir.resolve("user").resolve(f.toUri().getPath().substring(1));
      Files.createDirectories(file.getParent());
      Files.writeString(file, f.getCharContent(true), StandardCharsets.UTF_8);
      files.add(file);
    }
    assertThat(files).hasSizeGreaterThanOrEqualTo(8);
    List<String> problems = javadoc(dir, files);
    assertThat(problems).isEmpty();
  }

  /** Runs javadoc over {@code files}; answers each error and each HTML or syntax warning. */
  static List<String> javadoc(Path dir, List<Path> files) throws IOException {
    DocumentationTool tool = ToolProvider.getSystemDocumentationTool();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    try (StandardJavaFileManager fm = tool.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
      List<String> options = List.of("-d", dir.resolve("apidocs").toString(), "-quiet", "-Xdoclint:all,-missing",
          "-private", "-encoding", "UTF-8",
          "-classpath", System.getProperty("java.class.path"));
      Boolean ok = tool.getTask(Writer.nullWriter(), fm, diagnostics, null, options,
          fm.getJavaFileObjectsFromPaths(files)).call();
      List<String> problems = new ArrayList<>();
      for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
        if (d.getKind() == Diagnostic.Kind.ERROR || d.getKind() == Diagnostic.Kind.WARNING) {
          problems.add(d.getKind() + " " + (d.getSource() == null ? "" : d.getSource().getName() + ":"
              + d.getLineNumber() + ": ") + d.getMessage(Locale.ROOT));
        }
      }
      if (!ok && problems.isEmpty()) {
        problems.add("javadoc failed without a diagnostic");
      }
      return problems;
    }
  }
}
