package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.source;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.tools.JavaFileObject;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A few golden files pin what generated code looks like: a mapper with a sort-key template, a
 * {@code @Derived} placeholder and {@code @Embedded} routing, its {@code _Keys} class, and a
 * repository {@code _Impl}. Run with {@code -Ddynaforge.updateGolden=true} to rewrite them after an
 * intended change, then review the diff.
 */
class GoldenFilesTest {

  private static final Path GOLDEN = Path.of("src", "test", "resources", "golden");

  static final JavaFileObject MATCH = source("Match", """
      @Table("arena")
      @SortKeyTemplate("MATCH#{matchDate}#{matchId}")
      public class Match {
        @PartitionKey public String pk;
        @Derived public LocalDate matchDate;
        public String matchId;
        @Version public Long version;
        @Embedded(startsWith = "MATCH#") public Score score;
        @Embedded(regex = "RESULT#[^#]+") public Result result;

        public record Score(Integer home, Integer away) {}

        public static class Result {
          public String winner;
          @Column("decided_at") public Instant decidedAt;
        }
      }
      """);

  static final JavaFileObject REPOSITORY = source("MatchRepository", """
      import io.dynaforge.repository.*;
      public interface MatchRepository extends DynamoDbRepository<Match, DynamoDbCompositeId> {
        List<Match> findByPkAndMatchDate(String pk, LocalDate matchDate);
        Optional<Match> findByPkAndMatchDateAndMatchId(String pk, LocalDate matchDate, String matchId);
        List<Match> findTop3ByPkOrderByMatchDateDesc(String pk);
        long countByPkAndMatchIdIn(String pk, List<String> matchIds);
      }
      """);

  @ParameterizedTest
  @ValueSource(strings = {"Match_Mapper", "Match_Keys", "MatchRepository_Impl"})
  void generatedSourceMatchesItsGoldenFile(String type) throws IOException {
    Compilation c = compile(MATCH, REPOSITORY);
    assertThat(c).succeededWithoutWarnings();
    Path golden = GOLDEN.resolve(type + ".java");
    if (Boolean.getBoolean("dynaforge.updateGolden")) {
      Files.writeString(golden, c.generatedSourceFile("com.acme." + type).orElseThrow().getCharContent(true));
    }
    assertThat(c).generatedSourceFile("com.acme." + type).contentsAsUtf8String()
        .isEqualTo(Files.readString(golden)); // byte for byte: imports, javadoc and layout included
  }
}
