package io.dynaforge.processor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.processor.diagnostic.DiagnosticId;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Diagnostics that check themselves: every {@link DiagnosticId} has a heading with an example in
 * {@code docs/diagnostics.md}, at least one test that asserts it, and a template whose placeholders
 * match its declared arguments.
 */
class DiagnosticCatalogueTest {

  private static final Path DOCS = Path.of("..", "docs", "diagnostics.md");
  private static final Path TESTS = Path.of("src", "test", "java");

  @Test
  void everyIdIsDocumentedWithAnExample() throws IOException {
    String docs = Files.readString(DOCS);
    List<String> missing = new ArrayList<>();
    for (DiagnosticId id : DiagnosticId.values()) {
      Matcher m = Pattern.compile("^### `\\[Dynaforge/" + id.id() + "]`.*?(?=^### |\\z)",
          Pattern.MULTILINE | Pattern.DOTALL).matcher(docs);
      if (!m.find() || !m.group().contains("```")) {
        missing.add(id.id());
      }
    }
    assertThat(missing).as("ids without a heading and an example in docs/diagnostics.md").isEmpty();
  }

  @Test
  void everyDocumentedIdExists() throws IOException {
    Matcher m = Pattern.compile("^### `\\[Dynaforge/(\\w+)]`", Pattern.MULTILINE).matcher(Files.readString(DOCS));
    List<String> ids = Stream.of(DiagnosticId.values()).map(DiagnosticId::id).toList();
    while (m.find()) {
      assertThat(ids).as("documented id").contains(m.group(1));
    }
  }

  @Test
  void everyIdIsAssertedByATest() {
    String tests = testSources();
    List<String> untested = new ArrayList<>();
    for (DiagnosticId id : DiagnosticId.values()) {
      if (!tests.contains("\"" + id.id() + "\"") && !tests.contains("[Dynaforge/" + id.id() + "]")) {
        untested.add(id.id());
      }
    }
    assertThat(untested).as("ids no test asserts").isEmpty();
  }

  @Test
  void everyTemplateTakesExactlyItsDeclaredArguments() {
    for (DiagnosticId id : DiagnosticId.values()) {
      assertThat(id.placeholderCount()).as(id.id()).isEqualTo(id.parameters().size());
      Object[] args = id.parameters().stream().map(p -> (Object) ("<" + p + ">")).toArray();
      assertThat(id.format(args)).startsWith("[Dynaforge/" + id.id() + "] ");
    }
  }

  /**
   * Every message ends as a sentence: with a full stop (or a question mark), or with an argument that
   * is itself a whole sentence or a quoted expression (a hint, a fix, a "did you mean", the marked
   * expression, a regex compiler's own message).
   */
  @Test
  void everyMessageEndsWithAFullStop() {
    List<String> sentenceArguments = List.of("fix", "hint", "expected", "didYouMean", "marked", "problem");
    List<String> unfinished = new ArrayList<>();
    for (DiagnosticId id : DiagnosticId.values()) {
      String message = id.format(id.parameters().stream().map(p -> (Object) ("<" + p + ">")).toArray());
      String last = id.parameters().isEmpty() ? null : id.parameters().get(id.parameters().size() - 1);
      boolean endsWithSentence = last != null && message.endsWith("<" + last + ">") && sentenceArguments.contains(last)
          && (!last.equals("problem") || message.endsWith("does not compile: <problem>"));
      if (!message.endsWith(".") && !message.endsWith("?") && !endsWithSentence) {
        unfinished.add(id.id());
      }
    }
    assertThat(unfinished).as("messages without their final full stop").isEmpty();
  }

  @Test
  void aWrongArgumentCountOrANullArgumentIsRefused() {
    assertThatThrownBy(() -> DiagnosticId.MISSING_PARTITION_KEY.format("A", "B"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("takes [entity], got 2");
    assertThatThrownBy(() -> DiagnosticId.MISSING_PARTITION_KEY.format((Object) null))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'entity' is null");
  }

  /**
   * Every {@code Dynaforge/Id} that the docs, the README and the annotations' javadoc mention is a
   * {@link DiagnosticId} or one of the runtime's start-up messages, so a renamed or removed id
   * cannot live on in the documentation.
   */
  @Test
  void everyIdTheDocsAndAnnotationsMentionExists() throws IOException {
    List<String> ids = new ArrayList<>(Stream.of(DiagnosticId.values()).map(DiagnosticId::id).toList());
    Pattern reported = Pattern.compile("\\[Dynaforge/(\\w+)]");
    for (Path runtime : List.of(Path.of("..", "runtime", "src", "main", "java"),
        Path.of("..", "spring-boot-starter", "src", "main", "java"))) {
      for (Path file : files(runtime, ".java")) {
        Matcher m = reported.matcher(Files.readString(file));
        while (m.find()) {
          ids.add(m.group(1));
        }
      }
    }
    List<Path> mentioning = new ArrayList<>(files(Path.of("..", "docs"), ".md"));
    mentioning.add(Path.of("..", "README.md"));
    mentioning.addAll(files(Path.of("..", "annotations", "src", "main", "java"), ".java"));
    List<String> unknown = new ArrayList<>();
    Pattern mention = Pattern.compile("Dynaforge/(\\w+)");
    for (Path file : mentioning) {
      Matcher m = mention.matcher(Files.readString(file));
      while (m.find()) {
        if (!ids.contains(m.group(1))) {
          unknown.add(file.getFileName() + ": " + m.group(1));
        }
      }
    }
    assertThat(unknown).as("ids mentioned but never reported").isEmpty();
  }

  private static List<Path> files(Path root, String suffix) throws IOException {
    try (Stream<Path> files = Files.walk(root)) {
      return files.filter(f -> f.toString().endsWith(suffix)).sorted().toList();
    }
  }

  private static String testSources() {
    StringBuilder all = new StringBuilder();
    try (Stream<Path> files = Files.walk(TESTS)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java")
          && !f.getFileName().toString().equals("DiagnosticCatalogueTest.java")).toList()) {
        all.append(Files.readString(file));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return all.toString();
  }
}
