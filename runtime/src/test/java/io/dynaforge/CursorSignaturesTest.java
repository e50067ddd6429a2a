package io.dynaforge;

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
 * A position is a {@code io.dynaforge.core.Cursor} in every signature of the runtime and the reactive module:
 * no public or protected method or constructor takes or returns a raw {@code Map<String, Object>} (or
 * {@code Map<String, ?>}) but the expression values maps (a parameter named {@code values}) and the one
 * boundary where a cursor meets Spring Data's keyset map, {@code Cursor.ofKeyset} and {@code Cursor.toKeyset}.
 */
class CursorSignaturesTest {

  private static final List<Path> SOURCES =
      List.of(Path.of("src", "main", "java"), Path.of("..", "reactive", "src", "main", "java"));
  /** A public or protected declaration's header, up to its body or its end. */
  private static final Pattern DECLARATION =
      Pattern.compile("\\b(?:public|protected)\\b[^;{}=]*?\\([^()]*\\)[^;{}=]*[;{]");
  private static final Pattern RAW_MAP = Pattern.compile("Map\\s*<\\s*String\\s*,\\s*(?:Object|\\?)\\s*>\\s*(\\w+)?");
  /** The keyset boundary: file and the declaration's name. */
  private static final Set<String> BOUNDARY = Set.of("Cursor.java: ofKeyset", "Cursor.java: toKeyset");

  static List<String> rawMapSignatures() throws IOException {
    List<String> found = new ArrayList<>();
    for (Path root : SOURCES) {
      if (!Files.isDirectory(root)) {
        continue;
      }
      try (Stream<Path> files = Files.walk(root)) {
        for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
          String code = PackageDependenciesTest.codeOnly(Files.readString(file));
          Matcher declaration = DECLARATION.matcher(code);
          while (declaration.find()) {
            String header = declaration.group().replaceAll("\\s+", " ");
            if (!rawPosition(header)) {
              continue;
            }
            String name = header.substring(0, header.indexOf('(')).trim();
            name = name.substring(name.lastIndexOf(' ') + 1);
            String where = file.getFileName() + ": " + name;
            if (!BOUNDARY.contains(where)) {
              found.add(where + " — " + header);
            }
          }
        }
      }
    }
    return found;
  }

  /** Whether the header names a raw map other than an expression's {@code values}. */
  static boolean rawPosition(String header) {
    Matcher map = RAW_MAP.matcher(header);
    while (map.find()) {
      if (!"values".equals(map.group(1))) {
        return true;
      }
    }
    return false;
  }

  @Test
  void noSignatureCarriesAPositionAsARawMap() throws IOException {
    assertThat(rawMapSignatures()).as("public signatures with a raw Map<String, Object> position: take a Cursor")
        .isEmpty();
  }

  @Test
  void theCheckSeesWhatItLooksFor() {
    assertThat(rawPosition("public static DynamoDbPageRequest after(Map<String, Object> startKey) {")).isTrue();
    assertThat(rawPosition("public Map<String, Object> startKey() {")).isTrue();
    assertThat(rawPosition("public Map<String,?> keys() {")).isTrue();
    assertThat(rawPosition("public DynamoDbQuery of(String e, Map<String, String> names, Map<String, ?> values) {"))
        .isFalse();
    assertThat(rawPosition("public static DynamoDbPageRequest after(Cursor cursor) {")).isFalse();
    Matcher declaration = DECLARATION.matcher("  public EntityQueryResult(\n      R result, Map<String, Object> key,"
        + " int count) {");
    assertThat(declaration.find()).isTrue();
    assertThat(rawPosition(declaration.group())).isTrue();
  }
}
