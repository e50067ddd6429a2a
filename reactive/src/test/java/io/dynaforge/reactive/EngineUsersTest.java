package io.dynaforge.reactive;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The reactive module's API package ({@code io.dynaforge.reactive}) uses the runtime's engine
 * ({@code io.dynaforge.core.engine}) only in the files that implement the reactive template on it, as the
 * runtime's {@code PackageDependenciesTest} checks for its own API packages; {@code io.dynaforge.reactive.internal}
 * (generated code's support) is no API. A dependency is an import or a fully qualified reference in code
 * (comments and string literals blanked out).
 */
class EngineUsersTest {

  private static final Path SOURCES = Path.of("src", "main", "java", "io", "dynaforge", "reactive");
  private static final Pattern ENGINE =
      Pattern.compile("\\bio\\s*\\.\\s*dynaforge\\s*\\.\\s*core\\s*\\.\\s*engine\\s*\\.\\s*([A-Z]\\w*|\\*)");

  /** The files of the API package that may use the engine, and why. */
  static final Map<String, String> ENGINE_USERS = Map.of(
      "ReactiveDynamoDbTemplate.java", "the reactive template: the engine's operations sent by its executor,"
          + " non-blocking, from the TemplateRuntime its builder (TemplateOptions) assembles",
      "ReactiveStages.java", "the template's write stages in the Reactor chain: the engine's CurrentAuditor and Refusals",
      "OperationMono.java", "one engine RequestOperation as a Mono: the executor's non-blocking path");

  @Test
  void theApiPackageUsesTheEngineOnlyInTheListedFiles() throws IOException {
    Map<String, Set<String>> users = new TreeMap<>();
    try (Stream<Path> files = Files.list(SOURCES)) { // the package itself, not internal/
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
        Matcher m = ENGINE.matcher(codeOnly(Files.readString(file)));
        while (m.find()) {
          users.computeIfAbsent(file.getFileName().toString(), k -> new TreeSet<>()).add(m.group(1));
        }
      }
    }
    Map<String, Set<String>> unexpected = new TreeMap<>(users);
    unexpected.keySet().removeAll(ENGINE_USERS.keySet());
    assertThat(unexpected).as("files of io.dynaforge.reactive using the engine without being listed").isEmpty();
    assertThat(users.keySet()).as("ENGINE_USERS lists only files that use the engine")
        .containsAll(ENGINE_USERS.keySet());
  }

  /** The source with comments, string and character literals (text blocks too) blanked out. */
  static String codeOnly(String source) {
    StringBuilder code = new StringBuilder(source.length());
    int i = 0;
    while (i < source.length()) {
      char c = source.charAt(i);
      if (source.startsWith("//", i)) {
        int end = source.indexOf('\n', i);
        i = end < 0 ? source.length() : end;
      } else if (source.startsWith("/*", i)) {
        i = skipTo(source, "*/", i + 2);
      } else if (source.startsWith("\"\"\"", i)) {
        i = skipTo(source, "\"\"\"", i + 3);
      } else if (c == '"' || c == '\'') {
        int j = i + 1;
        while (j < source.length() && source.charAt(j) != c) {
          j += source.charAt(j) == '\\' ? 2 : 1;
        }
        i = j + 1;
      } else {
        code.append(c);
        i++;
        continue;
      }
      code.append(' ');
    }
    return code.toString();
  }

  private static int skipTo(String source, String end, int from) {
    int at = source.indexOf(end, from);
    return at < 0 ? source.length() : at + end.length();
  }
}
