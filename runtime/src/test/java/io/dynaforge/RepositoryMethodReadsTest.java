package io.dynaforge;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Issue 43 item 2: the repository method is read from its thread-local once, where an operation's
 * {@code OperationContext} is captured at the API boundary; the engine and the reactive module carry that
 * value and never read (or re-enter) the thread-local themselves.
 */
class RepositoryMethodReadsTest {

  private static final List<Path> SOURCES = List.of(Path.of("src", "main", "java", "io", "dynaforge", "core", "engine"),
      Path.of("..", "reactive", "src", "main", "java"));

  static List<String> reads() throws IOException {
    List<String> found = new ArrayList<>();
    for (Path root : SOURCES) {
      try (Stream<Path> files = Files.walk(root)) {
        for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
          List<String> lines = Files.readAllLines(file);
          for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.startsWith("*") || line.startsWith("//")) {
              continue; // documentation
            }
            if (line.contains("RepositoryMethod.current(") || line.contains("RepositoryMethod.enter(")) {
              found.add(file.getFileName() + ":" + (i + 1) + ": " + line);
            }
          }
        }
      }
    }
    return found;
  }

  @Test
  void onlyTheContextsCaptureReadsTheThreadLocal() throws IOException {
    List<String> reads = reads();
    assertThat(reads).hasSize(1);
    assertThat(reads.get(0)).startsWith("OperationContext.java:");
  }
}
