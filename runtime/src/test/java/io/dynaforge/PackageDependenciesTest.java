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
 * processor's {@code PackageDependenciesTest}), and the API packages do not depend on the engine. A
 * dependency is an import (static and wildcard ones included) or a fully qualified reference in code of
 * {@code runtime/src/main/java}; comments and string literals do not count. The engine, {@code core.engine},
 * is a package of its own; another sub-package counts with its parent ({@code internal.paging} with
 * {@code internal}: the two use each other, as one unit of the generated code's support). On failure the message lists,
 * for each cycle (a strongly connected set of packages), every edge inside it with the types that make it.
 *
 * <p>The engine ({@code io.dynaforge.core.engine}) uses the API's value types, and the types of
 * {@code io.dynaforge.core} that assemble a template from the engine ({@link #ASSEMBLY}) use the engine; so
 * for the cycle check those files are a node of their own, {@code core (assembly)}, above the engine, and a
 * reference to them (by import, or by simple name from elsewhere in {@code core}) is an edge to that node.
 * The engine referring to {@code DynamoDbTemplate} would close a cycle and fails the check.
 */
class PackageDependenciesTest {

  private static final Path SOURCES = Path.of("src", "main", "java", "io", "dynaforge");
  private static final Pattern PACKAGE =
      Pattern.compile("\\bpackage\\s+io\\.dynaforge\\.([a-z]+(?:\\s*\\.\\s*[a-z]+)*)\\s*;");
  private static final Pattern REFERENCE = Pattern.compile(
      "\\bio\\s*\\.\\s*dynaforge\\s*\\.\\s*([a-z]+(?:\\s*\\.\\s*[a-z]+)*)\\s*\\.\\s*([A-Z]\\w*|\\*)");
  private static final Pattern WORD = Pattern.compile("\\b[A-Z]\\w*\\b");

  /** The engine: internal, see its package-info. */
  static final String ENGINE = "core.engine";
  /** Packages that are no API: the engine and the generated code's support. */
  static final Set<String> NOT_API = Set.of(ENGINE, "internal");
  /** The types of {@code core} that assemble a template from the engine (the {@code core (assembly)} node). */
  static final Set<String> ASSEMBLY = Set.of("DynamoDbTemplate", "TemplateOptions");
  static final String ASSEMBLY_NODE = "core (assembly)";

  /**
   * The files of API packages that may use the engine, and why: every one of them is the implementation of
   * an API type built on the engine; none of them exposes an engine type to applications (a public member
   * returning one is {@code @Internal}). A new file of an API package using the engine fails
   * {@link #apiPackagesDoNotDependOnTheEngine}: move the code into the engine, or add it here with its reason.
   */
  static final Map<String, String> ENGINE_USERS = Map.ofEntries(
      Map.entry("core/DynamoDbTemplate.java", "the template: assembles the engine's operations, executor, pages,"
          + " scans and table creation, and is the TemplateEngine the engine's entry points reach its runtime"
          + " through"),
      Map.entry("core/TemplateOptions.java", "the builders' options: build the engine's TemplateServices, observer,"
          + " extensions and executor (TemplateRuntime), for DynamoDbTemplate and ReactiveDynamoDbTemplate"),
      Map.entry("schema/Backfill.java", "sends its rewrites through the engine's ItemRewrites (the template's"
          + " request path)"),
      Map.entry("schema/BackfillSegment.java", "one segment of a Backfill: reads and rewrites through ItemRewrites"),
      Map.entry("schema/Rewriter.java", "how a Backfill rewrites one item: over the ItemRewrites of its kind"),
      Map.entry("schema/DerivedAttributes.java", "a Backfill's UpdateItem of derived attributes, built and sent"
          + " through ItemRewrites"),
      Map.entry("schema/EncryptingRewriter.java", "a Backfill's encrypting PutItem, sealed with the template's"
          + " cipher and sent through ItemRewrites"),
      Map.entry("schema/SchemaManager.java", "sends its table requests through the template's executor"
          + " (TableRequests) and builds index definitions with TableDefinitions"),
      Map.entry("schema/TableActivation.java", "waits for tables and TTL through TableRequests, like SchemaManager"),
      Map.entry("stream/StreamDecoder.java", "decodes images through the template's ReadStages and tells kinds"
          + " apart with the engine's Kinds, as every read of the template does"));

  /** Package to package to the references that make the edge ("File: Type"). */
  static Map<String, Map<String, Set<String>>> dependencies() throws IOException {
    Map<String, Map<String, Set<String>>> graph = new TreeMap<>();
    Map<String, String> codes = sources();
    for (Map.Entry<String, String> source : codes.entrySet()) {
      String code = source.getValue();
      String from = packageOf(source.getKey(), code);
      String fileName = source.getKey().substring(source.getKey().lastIndexOf('/') + 1).replace(".java", "");
      Map<String, Set<String>> edges = graph.computeIfAbsent(from, k -> new TreeMap<>());
      Matcher m = REFERENCE.matcher(code);
      while (m.find()) {
        String to = node(m.group(1).replaceAll("\\s", ""), m.group(2));
        if (!to.equals(from)) {
          edges.computeIfAbsent(to, k -> new TreeSet<>()).add(fileName + ": " + m.group(2));
        }
      }
      if (from.equals("core") || from.equals(ASSEMBLY_NODE)) {
        // same-package references by simple name between the two halves of core
        Set<String> coreTypes = new TreeSet<>();
        codes.keySet().stream().filter(f -> f.startsWith("core/") && f.indexOf('/', 5) < 0)
            .forEach(f -> coreTypes.add(f.substring(5).replace(".java", "")));
        Matcher w = WORD.matcher(code.substring(code.indexOf(';') + 1));
        while (w.find()) {
          String type = w.group();
          if (coreTypes.contains(type) && !type.equals(fileName)) {
            String to = node("core", type);
            if (!to.equals(from)) {
              edges.computeIfAbsent(to, k -> new TreeSet<>()).add(fileName + ": " + type);
            }
          }
        }
      }
    }
    // only the runtime's own packages: io.dynaforge.annotation is another module, below all of them
    graph.values().forEach(edges -> edges.keySet().retainAll(graph.keySet()));
    return graph;
  }

  /** The code (see {@link #codeOnly}) of every source with a package, by its path under io/dynaforge. */
  private static Map<String, String> sources() throws IOException {
    Map<String, String> codes = new TreeMap<>();
    try (Stream<Path> files = Files.walk(SOURCES)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
        String code = codeOnly(Files.readString(file));
        if (PACKAGE.matcher(code).find()) { // io.dynaforge itself holds no sources
          codes.put(SOURCES.relativize(file).toString().replace('\\', '/'), code);
        }
      }
    }
    return codes;
  }

  private static String packageOf(String file, String code) {
    Matcher declared = PACKAGE.matcher(code);
    declared.find();
    String pkg = declared.group(1).replaceAll("\\s", "");
    String type = file.substring(file.lastIndexOf('/') + 1).replace(".java", "");
    return node(pkg, type);
  }

  /**
   * The graph's node of a type of a package: {@link #ASSEMBLY_NODE} for the assembly types, the engine, or the
   * package's first segment (a sub-package other than the engine counts with its parent).
   */
  private static String node(String pkg, String type) {
    if (pkg.equals(ENGINE)) {
      return ENGINE;
    }
    String top = pkg.contains(".") ? pkg.substring(0, pkg.indexOf('.')) : pkg;
    return top.equals("core") && ASSEMBLY.contains(type) ? ASSEMBLY_NODE : top;
  }

  @Test
  void apiPackagesDoNotDependOnTheEngine() throws IOException {
    Map<String, Set<String>> users = new TreeMap<>();
    for (Map.Entry<String, String> source : sources().entrySet()) {
      String pkg = packageOf(source.getKey(), source.getValue());
      if (NOT_API.contains(pkg)) {
        continue;
      }
      Matcher m = REFERENCE.matcher(source.getValue());
      while (m.find()) {
        if (m.group(1).replaceAll("\\s", "").equals(ENGINE)) {
          users.computeIfAbsent(source.getKey(), k -> new TreeSet<>()).add(m.group(2));
        }
      }
    }
    Map<String, Set<String>> unexpected = new TreeMap<>(users);
    unexpected.keySet().removeAll(ENGINE_USERS.keySet());
    assertThat(unexpected).as("files of API packages using the engine (io.dynaforge.core.engine) without being"
        + " listed in ENGINE_USERS").isEmpty();
    // the list stays true: every listed file still uses the engine
    assertThat(users.keySet()).as("ENGINE_USERS lists only files that use the engine")
        .containsAll(ENGINE_USERS.keySet());
  }

  @Test
  void theEngineIsSeenAsAPackageOfItsOwn() throws IOException {
    Map<String, Map<String, Set<String>>> graph = dependencies();
    assertThat(graph).containsKeys(ENGINE, "core", ASSEMBLY_NODE);
    assertThat(graph.get(ASSEMBLY_NODE)).containsKey(ENGINE);
    assertThat(graph.get(ENGINE)).containsKey("core").doesNotContainKey(ASSEMBLY_NODE);
    assertThat(graph.get("core")).doesNotContainKey(ENGINE);
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
