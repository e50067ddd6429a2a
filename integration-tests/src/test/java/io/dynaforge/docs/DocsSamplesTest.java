package io.dynaforge.docs;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.docs.SampleCompiler.Message;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every {@code ```java} block of {@code README.md} and {@code docs/*.md} is compiled for real, with javac,
 * Lombok and {@code DynaforgeProcessor}, against this module's test class path.
 *
 * <ul>
 *   <li>All blocks of one document are one compilation, each block a source of its own, so a later block
 *       uses the types an earlier one declares. They must compile without an error and without a Dynaforge
 *       warning.
 *   <li>A block is a compilation unit unless the line before its fence is a marker:
 *       {@code <!-- sample: statements -->} (the body of a method that sees {@code client},
 *       {@code template} and the fields listed after {@code given}), or
 *       {@code <!-- sample: members of <declaration> -->} (the body of that declaration); see
 *       {@link SampleSource}. A block is compiled with exactly the {@code import} lines it shows (no other
 *       import is added), so a wrong or missing import fails as it would for a reader pasting it. Only a
 *       fragment ({@code statements}, {@code members of}) that shows none, a snippet of the reader's own
 *       file, may use the {@link SampleSource#DEFAULT_IMPORTS} (in {@code docs/diagnostics.md}, any block
 *       that shows none: the catalogue's examples are excerpts).
 *   <li>{@code <!-- sample: skip needs=<class> -->} leaves out a block written against a library this build
 *       does not have; the test fails once that class is on the class path, so the skip cannot outlive
 *       its reason.
 *   <li>{@code docs/diagnostics.md} shows code that must fail: each block under a {@code ### `[Dynaforge/Id]`}
 *       heading is compiled on its own, with the blocks of its {@code ##} section that stand under no id
 *       heading (the section's types), and must report that id (as a warning when the heading says
 *       "(warning)") and no other Dynaforge id nor any other error (javac's own "cannot find symbol" is
 *       expected only where the id is about a type that never exists). These compile with Dynaforge as
 *       the only processor, as a build without Lombok on the processor path does ({@code LombokOrder}).
 * </ul>
 */
class DocsSamplesTest {

  static final Path ROOT = Path.of("..");
  private static final Path DIAGNOSTICS = ROOT.resolve("docs/diagnostics.md");
  private static final Pattern HEADING_ID = Pattern.compile("^`\\[Dynaforge/(\\w+)]`(.*)$");
  /** The ids whose example is, by its nature, code that refers to a type that never exists. */
  private static final Set<String> ABOUT_MISSING_TYPES = Set.of("UnprocessedType");

  private final SampleCompiler compiler = new SampleCompiler();

  @TestFactory
  Stream<DynamicTest> everyGuideSampleCompiles() {
    return guides().stream().map(doc -> DynamicTest.dynamicTest(ROOT.relativize(doc).toString(), () -> {
      List<DocSample> samples = DocSample.read(doc);
      List<String> problems = new ArrayList<>(skips(samples));
      List<DocSample> compiled = samples.stream().filter(s -> SampleSource.skippedFor(s) == null).toList();
      if (!compiled.isEmpty()) {
        for (Message m : compiler.compile(SampleSource.of(compiled, true))) {
          if (m.isError() || m.dynaforgeId() != null) {
            problems.add(m.toString());
          }
        }
      }
      assertThat(problems).as("samples of %s that do not compile", doc.getFileName()).isEmpty();
    }));
  }

  @TestFactory
  Stream<DynamicTest> everyDiagnosticExampleReportsItsId() {
    List<DocSample> samples = DocSample.read(DIAGNOSTICS);
    assertThat(samples).as("java blocks of diagnostics.md").isNotEmpty();
    return samples.stream().filter(s -> !s.heading().isEmpty()).map(example -> {
      Matcher heading = HEADING_ID.matcher(example.heading());
      return DynamicTest.dynamicTest(example.where() + " " + example.heading(), () -> {
        assertThat(heading.matches()).as("%s: a block under a heading that names no id", example.where()).isTrue();
        String id = heading.group(1);
        boolean warning = heading.group(2).contains("(warning)");
        List<DocSample> compilation = new ArrayList<>(samples.stream()
            .filter(s -> s.heading().isEmpty() && (s.section().isEmpty() || s.section().equals(example.section())))
            .toList());
        compilation.add(example);
        List<String> problems = new ArrayList<>();
        List<String> reported = new ArrayList<>();
        for (Message m : compiler.compile(SampleSource.of(compilation, false), false)) {
          boolean ours = m.sample() == example;
          String mId = m.dynaforgeId();
          if (ours && id.equals(mId) && m.isError() != warning) {
            reported.add(m.toString());
          } else if (m.isError() || mId != null) {
            if (!(ours && mId == null && ABOUT_MISSING_TYPES.contains(id))) {
              problems.add(m.toString());
            }
          }
        }
        assertThat(reported).as("%s: the %s [Dynaforge/%s]; other messages: %s", example.where(),
            warning ? "warning" : "error", id, problems).isNotEmpty();
        assertThat(problems).as("%s: messages other than [Dynaforge/%s]", example.where(), id).isEmpty();
      });
    });
  }

  /**
   * The reader sees every block: each file's count of {@code ```java} fences, counted line by line, is the
   * number of blocks read and compiled (or skipped for a reason), and the docs have samples at all.
   */
  @Test
  void everyJavaFenceIsReadAndTheDocsHaveSamples() throws IOException {
    int total = 0;
    List<Path> docs = new ArrayList<>(guides());
    docs.add(DIAGNOSTICS);
    for (Path doc : docs) {
      long fences = Files.readAllLines(doc).stream().filter(l -> l.strip().equals("```java")).count();
      assertThat(DocSample.read(doc)).as("java blocks of %s", doc.getFileName()).hasSize((int) fences);
      total += (int) fences;
    }
    assertThat(guides()).as("the documents").extracting(p -> p.getFileName().toString())
        .contains("README.md", "repositories.md", "updates.md", "single-table.md");
    assertThat(DocSample.read(DIAGNOSTICS)).as("diagnostics.md's examples").hasSizeGreaterThan(80);
    assertThat(total).as("java blocks of README.md and docs/").isGreaterThan(130);
  }

  /** README.md and every docs/*.md but the catalogue of diagnostics. */
  static List<Path> guides() {
    List<Path> docs = new ArrayList<>(List.of(ROOT.resolve("README.md")));
    try (Stream<Path> files = Files.list(ROOT.resolve("docs"))) {
      files.filter(f -> f.toString().endsWith(".md") && !f.equals(DIAGNOSTICS)).sorted().forEach(docs::add);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return docs;
  }

  private static List<String> skips(List<DocSample> samples) {
    List<String> problems = new ArrayList<>();
    for (DocSample sample : samples) {
      String needs = SampleSource.skippedFor(sample);
      if (needs != null) {
        try {
          Class.forName(needs, false, DocsSamplesTest.class.getClassLoader());
          problems.add(sample.where() + ": skipped because it needs " + needs + ", which is now on the class path:"
              + " remove the skip");
        } catch (ClassNotFoundException expected) {
          // still missing: the block stays out
        }
      }
    }
    return problems;
  }
}
