package io.dynaforge.processor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The processor's stages stay apart: its packages depend on each other without a cycle, and the
 * stages point one way: {@code model} (reading) depends on no other stage, {@code query} (planning)
 * reports nothing, {@code mapping} (mapper plans) depends on the model only, {@code codegen} (writing) never validates, {@code diagnostic} depends on nothing,
 * {@code matching} (one matcher per method family: checks, then plans) is used by the pipeline only;
 * only the root package, the pipeline described in {@link DynaforgeProcessor}, wires them together.
 */
class PackageDependenciesTest {

  private static final Path SOURCES = Path.of("src", "main", "java", "io", "dynaforge", "processor");
  private static final Pattern REFERENCE = Pattern.compile("io\\.dynaforge\\.processor\\.([a-z]+)\\.");

  static Map<String, Set<String>> dependencies() throws IOException {
    Map<String, Set<String>> graph = new TreeMap<>();
    try (Stream<Path> files = Files.walk(SOURCES)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
        Path relative = SOURCES.relativize(file);
        if (relative.getNameCount() < 2) {
          continue; // the root package: the processor entry point wires every stage
        }
        String from = relative.getName(0).toString();
        Set<String> to = graph.computeIfAbsent(from, k -> new TreeSet<>());
        Matcher m = REFERENCE.matcher(Files.readString(file));
        while (m.find()) {
          if (!m.group(1).equals(from)) {
            to.add(m.group(1));
          }
        }
      }
    }
    return graph;
  }

  @Test
  void packagesFormNoCycle() throws IOException {
    Map<String, Set<String>> graph = dependencies();
    List<String> cycles = new ArrayList<>();
    for (String start : graph.keySet()) {
      if (reaches(graph, start, start, new TreeSet<>())) {
        cycles.add(start);
      }
    }
    assertThat(cycles).as("packages on a dependency cycle, in " + graph).isEmpty();
  }

  @Test
  void stagesDependTheWayTheDesignDraws() throws IOException {
    Map<String, Set<String>> graph = dependencies();
    assertThat(graph.get("model")).as("model").doesNotContain("validation", "query", "codegen", "diagnostic");
    assertThat(graph.get("query")).as("planning reports nothing").doesNotContain("validation", "codegen", "diagnostic");
    assertThat(graph.get("codegen")).as("writers never validate").doesNotContain("validation", "diagnostic");
    assertThat(graph.get("mapping")).as("mapper planning reads the model only; it never writes or reports")
        .doesNotContain("codegen", "validation", "diagnostic", "query");
    assertThat(graph.get("diagnostic")).as("diagnostic").isEmpty();
    assertThat(graph.get("matching")).as("matchers check and plan; they never write").doesNotContain("codegen");
    graph.forEach((from, to) -> assertThat(to).as(from + ": only the pipeline calls the matchers")
        .doesNotContain("matching"));
  }

  private static boolean reaches(Map<String, Set<String>> graph, String from, String target, Set<String> seen) {
    for (String next : graph.getOrDefault(from, Set.of())) {
      if (next.equals(target)) {
        return true;
      }
      if (seen.add(next) && reaches(graph, next, target, seen)) {
        return true;
      }
    }
    return false;
  }
}
