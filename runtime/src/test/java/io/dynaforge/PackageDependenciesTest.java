package io.dynaforge;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
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
 * The runtime's packages depend on each other without a cycle, like the processor's (see the
 * processor's {@code PackageDependenciesTest}). A dependency is an import (static and wildcard
 * ones included) or a fully qualified reference in code of {@code runtime/src/main/java}; comments
 * and string literals do not count. On failure the message lists, for each cycle (a strongly
 * connected set of packages), every edge inside it with the types that make it.
 */
class PackageDependenciesTest {

  private static final Path SOURCES = Path.of("src", "main", "java", "io", "dynaforge");
  private static final Pattern PACKAGE = Pattern.compile("\\bpackage\\s+io\\.dynaforge\\.([a-z]+)\\s*;");
  private static final Pattern REFERENCE = Pattern.compile("\\bio\\s*\\.\\s*dynaforge\\s*\\.\\s*([a-z]+)\\s*\\.\\s*([A-Z]\\w*|\\*)");

  /** Package to package to the references that make the edge ("File: Type"). */
  static Map<String, Map<String, Set<String>>> dependencies() throws IOException {
    Map<String, Map<String, Set<String>>> graph = new TreeMap<>();
    try (Stream<Path> files = Files.walk(SOURCES)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
        String code = codeOnly(Files.readString(file));
        Matcher declared = PACKAGE.matcher(code);
        if (!declared.find()) {
          continue; // io.dynaforge itself holds no sources
        }
        String from = declared.group(1);
        Map<String, Set<String>> edges = graph.computeIfAbsent(from, k -> new TreeMap<>());
        Matcher m = REFERENCE.matcher(code);
        while (m.find()) {
          if (!m.group(1).equals(from)) {
            edges.computeIfAbsent(m.group(1), k -> new TreeSet<>())
                .add(file.getFileName().toString().replace(".java", "") + ": " + m.group(2));
          }
        }
      }
    }
    // only the runtime's own packages: io.dynaforge.annotation is another module, below all of them
    graph.values().forEach(edges -> edges.keySet().retainAll(graph.keySet()));
    return graph;
  }

  @Test
  void packagesFormNoCycle() throws IOException {
    Map<String, Map<String, Set<String>>> graph = dependencies();
    List<String> cycles = new ArrayList<>();
    for (Set<String> component : stronglyConnected(graph)) {
      if (component.size() > 1) {
        StringBuilder cycle = new StringBuilder("cycle " + component + ":");
        for (String from : component) {
          graph.get(from).forEach((to, references) -> {
            if (component.contains(to)) {
              cycle.append("\n    ").append(from).append(" -> ").append(to).append(' ').append(references);
            }
          });
        }
        cycles.add(cycle.toString());
      }
    }
    assertThat(cycles).as("package cycles of the runtime").isEmpty();
  }

  /** Tarjan's strongly connected components of the package graph. */
  private static List<Set<String>> stronglyConnected(Map<String, Map<String, Set<String>>> graph) {
    Map<String, Integer> index = new HashMap<>();
    Map<String, Integer> low = new HashMap<>();
    Deque<String> stack = new ArrayDeque<>();
    List<Set<String>> components = new ArrayList<>();
    for (String node : graph.keySet()) {
      if (!index.containsKey(node)) {
        connect(node, graph, index, low, stack, components);
      }
    }
    return components;
  }

  private static void connect(String node, Map<String, Map<String, Set<String>>> graph, Map<String, Integer> index,
      Map<String, Integer> low, Deque<String> stack, List<Set<String>> components) {
    index.put(node, index.size());
    low.put(node, index.get(node));
    stack.push(node);
    for (String next : graph.getOrDefault(node, Map.of()).keySet()) {
      if (!index.containsKey(next)) {
        connect(next, graph, index, low, stack, components);
        low.put(node, Math.min(low.get(node), low.get(next)));
      } else if (stack.contains(next)) {
        low.put(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node).equals(index.get(node))) {
      Set<String> component = new TreeSet<>();
      String member;
      do {
        member = stack.pop();
        component.add(member);
      } while (!member.equals(node));
      components.add(component);
    }
  }

  /** The source with comments, string and character literals (text blocks too) blanked out. */
  static String codeOnly(String source) {
    StringBuilder code = new StringBuilder(source.length());
    int i = 0;
    while (i < source.length()) {
      char c = source.charAt(i);
      if (source.startsWith("//", i)) {
        int end = source.indexOf('\n', i);
        i = end < 0 ? source.length() : end; // keep the line break
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

  @Test
  void codeOnlyIgnoresCommentsAndLiterals() {
    assertThat(codeOnly("a /* io.dynaforge.x.A */ b // io.dynaforge.y.B\nc \"io.dynaforge.z.C\\\"\" '\"' d"))
        .doesNotContain("io.dynaforge").contains("a", "b", "c", "d");
    assertThat(codeOnly("String s = \"\"\"\n  io.dynaforge.x.A\n  \"\"\"; io.dynaforge.core.T t;"))
        .doesNotContain("io.dynaforge.x").contains("io.dynaforge.core.T");
  }
}
