package io.dynaforge.processor;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.EclipseCompilations;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Generated code compiles without a warning under {@code javac -Xlint:all} and under the Eclipse
 * compiler with its warnings on (bug 6 of issue 19: every view {@code _Impl} had an {@code
 * operations} field nothing read, which ecj reports), and both compilers generate the same code.
 * The model is the golden files' one plus the javadoc test's and selective repositories (Spring Data's
 * own interfaces), so every generated kind is seen.
 */
class GeneratedCodeWarningsTest {

  /**
   * Primitive numbers, a primitive version and an epoch-seconds TTL: a cast to the primitive's own
   * type ({@code AttributeValues.n((long) count)}) is a {@code -Xlint:cast} warning.
   */
  static final JavaFileObject COUNTER = Sources.source("Counter", """
      @Table("counters")
      public class Counter {
        @PartitionKey public String pk;
        public long hits;
        public int rank;
        public short shard;
        public double ratio;
        public float weight;
        public Long total;
        @Version public long version;
        @TimeToLive public long expiresAt;
      }
      """);

  private static JavaFileObject[] model() {
    List<JavaFileObject> all = new ArrayList<>(List.of(GoldenFilesTest.ALL));
    all.add(COUNTER);
    all.addAll(List.of(GeneratedJavadocTest.SCORE, GeneratedJavadocTest.REPOSITORY, GeneratedJavadocTest.BY_PLAYER,
        GeneratedJavadocTest.BY_PLAYER_REPOSITORY));
    all.addAll(List.of(SelectiveRepositoryTest.WARNING_FREE));
    return all.toArray(JavaFileObject[]::new);
  }

  @Test
  void generatedCodeCompilesWithoutWarningsUnderJavacXlintAll() {
    Compilation c = Compiler.javac().withProcessors(new DynaforgeProcessor()).withOptions("-Xlint:all")
        .compile(model());
    assertThat(c.status()).isEqualTo(Compilation.Status.SUCCESS);
    assertThat(warnings(c)).isEmpty();
    // the test's own sources are written clean too; javac's "no processor claimed" (-Xlint:processing)
    // is about the compilation, not the code: Dynaforge claims no annotation, so others still see them
    assertThat(c.warnings()).allSatisfy(w -> assertThat(w.getMessage(Locale.ROOT))
        .startsWith("No processor claimed any of these annotations"));
  }

  /**
   * A derived method whose parameters are primitives or boxes other than the property's own type
   * ({@code int} for an {@code Integer} property, a {@code String} partition key): no redundant cast
   * in the generated repository, so a build with {@code -Xlint:all -Werror} passes.
   */
  @Test
  void derivedRangesOnPrimitiveParametersCompileUnderWerror() {
    JavaFileObject league = Sources.source("Standing", """
        @Table("standings")
        public class Standing {
          @PartitionKey public String pk;
          @SortKey public Integer rank;
          public Integer points;
          public long games;
        }
        """);
    JavaFileObject repository = Sources.source("StandingRepository", """
        import io.dynaforge.repository.*;
        public interface StandingRepository extends DynamoDbRepository<Standing, DynamoDbCompositeId> {
          List<Standing> findByPkAndRankLessThan(String pk, int rank);
          List<Standing> findByPkAndRankBetween(String pk, int from, int to);
          List<Standing> findByPkAndPointsGreaterThanEqual(String pk, int points);
          List<Standing> findByPkAndGamesLessThan(String pk, long games);
          List<Standing> findByPkAndPointsIn(String pk, List<Integer> points);
        }
        """);
    Compilation c = Compiler.javac().withProcessors(new DynaforgeProcessor())
        .withOptions("-Xlint:all", "-Werror", "-Xlint:-processing").compile(league, repository);
    assertThat(c.diagnostics()).filteredOn(d -> d.getKind() != Diagnostic.Kind.NOTE)
        .extracting(d -> d.getMessage(Locale.ROOT)).isEmpty();
    assertThat(c.status()).isEqualTo(Compilation.Status.SUCCESS);
  }

  @Test
  void generatedCodeCompilesWithoutWarningsUnderEcj() {
    Compilation c = EclipseCompilations.compile(List.of(new DynaforgeProcessor()),
        List.of("-warn:+unusedPrivate,unusedLocal,unusedArgument,unusedThrown,uselessTypeCheck,unnecessaryElse,"
            + "redundantSuperinterface,unavoidableGenericProblems,rawTypes,unchecked,deadCode,syntheticAccess,"
            + "hiding,fieldHiding,localHiding,typeHiding,static-method,semicolon,finally,resource"),
        model());
    assertThat(c.errors()).isEmpty();
    assertThat(warnings(c)).isEmpty();
  }

  @Test
  void bothCompilersGenerateTheSameCodeAndResources() throws IOException {
    Compilation javac = Compiler.javac().withProcessors(new DynaforgeProcessor()).compile(model());
    Compilation ecj = EclipseCompilations.compile(List.of(new DynaforgeProcessor()), Compilers.ECJ_OPTIONS, model());
    Map<String, String> byJavac = sources(javac);
    Map<String, String> byEcj = sources(ecj);
    assertThat(byEcj.keySet()).isEqualTo(byJavac.keySet()).isNotEmpty();
    byJavac.forEach((file, text) -> assertThat(byEcj.get(file)).as(file).isEqualTo(text));
  }

  /** The warnings in generated files, and those of the processor itself. */
  private static List<String> warnings(Compilation c) {
    List<String> warnings = new ArrayList<>();
    for (Diagnostic<? extends JavaFileObject> d : c.diagnostics()) {
      boolean generated = d.getSource() != null && d.getSource().toUri().getPath().contains("/SOURCE_OUTPUT/");
      boolean ours = d.getMessage(Locale.ROOT).contains("Dynaforge");
      if (d.getKind() != Diagnostic.Kind.ERROR && d.getKind() != Diagnostic.Kind.NOTE && (generated || ours)) {
        warnings.add(d.getSource() == null ? d.getMessage(Locale.ROOT)
            : d.getSource().getName() + ":" + d.getLineNumber() + ": " + d.getMessage(Locale.ROOT));
      }
    }
    return warnings;
  }

  /** Every generated source and resource (service files, access-pattern reports), by its path. */
  private static Map<String, String> sources(Compilation c) throws IOException {
    Map<String, String> sources = new TreeMap<>();
    for (JavaFileObject f : c.generatedFiles()) {
      String path = f.toUri().getPath().replaceFirst("^.*/(SOURCE_OUTPUT|CLASS_OUTPUT)/", "$1/");
      if (path.endsWith(".class")) {
        continue;
      }
      try {
        sources.put(path, f.getCharContent(true).toString());
      } catch (java.io.FileNotFoundException lookedUpOnly) {
        // a resource the processor looked for (the named queries) and compile-testing lists unwritten
      }
    }
    return sources;
  }
}
