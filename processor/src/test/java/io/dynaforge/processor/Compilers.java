package io.dynaforge.processor;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.EclipseCompilations;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.regex.Pattern;
import javax.annotation.processing.Processor;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The compiler that {@link Sources} runs: javac, or the Eclipse compiler in a test class extended
 * with {@link Eclipse} (which is how {@code EclipseCompilerTest} runs the diagnostic tests a second
 * time, unchanged, under ecj).
 */
final class Compilers {
  private Compilers() {}

  /**
   * ecj's default warnings, less two that the test sources trip and that are not the processor's:
   * unused imports (every source gets the same imports) and {@code @SuppressWarnings("Dynaforge/...")}
   * tokens ecj does not know (Eclipse users turn "unhandled token" off, see docs/compilers.md).
   */
  static final List<String> ECJ_OPTIONS = List.of("-warn:-unusedImport,warningToken");

  private static final ThreadLocal<Boolean> ECLIPSE = ThreadLocal.withInitial(() -> false);

  static boolean eclipse() {
    return ECLIPSE.get();
  }

  static Compilation compile(List<? extends Processor> processors, JavaFileObject... sources) {
    return eclipse() ? EclipseCompilations.compile(processors, ECJ_OPTIONS, sources)
        : Compiler.javac().withProcessors(processors).compile(sources);
  }

  private static final Pattern ANNOTATIONS_ONLY = Pattern.compile("(@[\\w.]+(\\(.*\\))?\\s*)+");

  /**
   * The line a problem javac reports on {@code line} is reported on by the compiler in use. ecj
   * places nothing on a record type, so the processor reports a record's problems on its canonical
   * constructor, which ecj places on the record's header: a line holding only annotations of a
   * record becomes the record's header line.
   */
  static String expectedLine(JavaFileObject file, String line) {
    if (!eclipse()) {
      return line;
    }
    List<String> lines;
    try {
      lines = file.getCharContent(true).toString().lines().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    for (int i = 0; i < lines.size(); i++) {
      if (!lines.get(i).contains(line)) {
        continue;
      }
      int j = i;
      while (j < lines.size() && ANNOTATIONS_ONLY.matcher(lines.get(j).trim()).matches()) {
        j++;
      }
      return j > i && j < lines.size() && lines.get(j).matches(".*\\brecord\\s+\\w+.*") ? lines.get(j).trim() : line;
    }
    return line;
  }

  /** Runs each test of the class it extends under ecj. */
  static final class Eclipse implements BeforeEachCallback, AfterEachCallback {
    @Override
    public void beforeEach(ExtensionContext context) {
      ECLIPSE.set(true);
    }

    @Override
    public void afterEach(ExtensionContext context) {
      ECLIPSE.remove();
    }
  }
}
