package io.dynaforge.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No Markdown file of the project (README.md, docs/, the modules' READMEs) names a path of one machine:
 * a home or work directory, a {@code cd} to an absolute or {@code ~} path, an absolute path into a
 * checkout. A scratch directory under {@code /tmp} may appear only as the value of an environment variable
 * ({@code WORK=/tmp/cb-after}, "{@code M2_REPO}, default {@code /tmp/...}"), which a reader replaces.
 */
class DocsMachinePathsTest {

  private static final Set<String> SKIPPED_DIRECTORIES = Set.of("target", "node_modules");
  private static final Pattern MACHINE_PATH = Pattern.compile(
      "(?<![\\w.:/])(/work/|/root/|/home/|/Users/)"
          + "|\\bcd\\s+[~/]"
          + "|(?<![\\w.:/~])/(?:[\\w.-]+/)+(?:annotations|runtime|processor|testing|spring-boot-starter"
          + "|integration-tests|examples|benchmarks|docs|bom)/");
  private static final Pattern TMP = Pattern.compile("(?<![\\w.:/])/tmp/");
  private static final Pattern TMP_AS_VARIABLE = Pattern.compile("(\\b[A-Z][A-Z0-9_]*=|default `)$");

  @Test
  void noMarkdownFileNamesAMachinePath() throws IOException {
    List<Path> markdown = markdownFiles();
    assertThat(markdown).as("the project's Markdown files").extracting(p -> DocsSamplesTest.ROOT.relativize(p).toString())
        .contains("README.md", "docs/diagnostics.md", "benchmarks/README.md");
    List<String> found = new ArrayList<>();
    for (Path file : markdown) {
      List<String> lines = Files.readAllLines(file);
      for (int i = 0; i < lines.size(); i++) {
        String line = lines.get(i);
        String where = DocsSamplesTest.ROOT.relativize(file) + ":" + (i + 1) + ": ";
        Matcher machine = MACHINE_PATH.matcher(line);
        while (machine.find()) {
          found.add(where + machine.group() + "  in: " + line.strip());
        }
        Matcher tmp = TMP.matcher(line);
        while (tmp.find()) {
          if (!TMP_AS_VARIABLE.matcher(line.substring(0, tmp.start())).find()) {
            found.add(where + "/tmp/ outside an environment variable's value  in: " + line.strip());
          }
        }
      }
    }
    assertThat(found).as("machine paths in the Markdown files").isEmpty();
  }

  @Test
  void theCheckRecognisesMachinePaths() {
    assertThat(MACHINE_PATH.matcher("cd /work/wt-docs/benchmarks").find()).isTrue();
    assertThat(MACHINE_PATH.matcher("cd ~/.m2/repository").find()).isTrue();
    assertThat(MACHINE_PATH.matcher("see /srv/ci/dynaforge/processor/src/main").find()).isTrue();
    assertThat(MACHINE_PATH.matcher("see [docs](docs/mapping.md) and `benchmarks/README.md`").find()).isFalse();
    assertThat(MACHINE_PATH.matcher("https://github.com/acme/dynaforge/blob/main/docs/x.md").find()).isFalse();
    assertThat(TMP_AS_VARIABLE.matcher("BASELINE_JARS=").find()).isTrue();
    assertThat(TMP_AS_VARIABLE.matcher("copy the jars to ").find()).isFalse();
  }

  /** Every {@code *.md} under the project root, outside build output and installed packages. */
  static List<Path> markdownFiles() throws IOException {
    try (Stream<Path> files = Files.walk(DocsSamplesTest.ROOT)) {
      return files.filter(f -> f.toString().endsWith(".md") && Files.isRegularFile(f))
          .filter(f -> {
            for (Path part : DocsSamplesTest.ROOT.relativize(f)) {
              String name = part.toString();
              if (SKIPPED_DIRECTORIES.contains(name) || name.startsWith(".")) {
                return false;
              }
            }
            return true;
          })
          .sorted().toList();
    }
  }
}
