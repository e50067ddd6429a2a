package io.dynaforge.processor;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.EclipseCompilations;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.regex.Matcher;
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
  private static final Pattern RECORD = Pattern.compile(".*\\brecord\\s+(\\w+).*");

  /**
   * The line a problem javac reports on {@code line} is reported on by the compiler in use. ecj
   * places nothing on a record type, its annotations or its components (see the processor's
   * {@code Positions}), so under ecj:
   * <ul>
   *   <li>a line holding only annotations of a record (a problem of the record type, which javac marks
   *       on the annotation) becomes the line of the record's canonical constructor: the one written in
   *       the record's body (compact or not), else the record's header, where
   *       ecj places the implicit one;
   *   <li>a line holding only annotations of a record component (javac marks the annotation) becomes
   *       the line of the component's name, where ecj places the component's field.
   * </ul>
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
      if (j == i || j == lines.size()) {
        return line;
      }
      Matcher record = RECORD.matcher(lines.get(j));
      if (record.matches()) {
        return canonicalConstructor(lines, j, record.group(1));
      }
      return inRecordHeader(lines, i) ? lines.get(j).trim() : line;
    }
    return line;
  }

  /** The line of the canonical constructor written in the body of the record declared on line {@code header}. */
  private static String canonicalConstructor(List<String> lines, int header, String name) {
    Pattern declared = Pattern.compile("\\s*(public\\s+|protected\\s+|private\\s+)?" + name + "\\s*[({].*");
    String components = lines.get(header).replaceFirst(".*\\brecord\\s+" + name + "(<[^>]*>)?\\s*\\(", "")
        .replaceFirst("\\)\\s*(implements.*)?\\{.*", "");
    for (int k = header + 1; k < lines.size(); k++) {
      if (declared.matcher(lines.get(k)).matches()
          && (lines.get(k).contains("{") && !lines.get(k).contains("(") || lines.get(k).contains("(" + components + ")"))) {
        return lines.get(k).trim();
      }
    }
    return lines.get(header).trim();
  }

  /** Whether line {@code i} lies inside the parentheses of a record header. */
  private static boolean inRecordHeader(List<String> lines, int i) {
    for (int k = i; k >= 0; k--) {
      Matcher record = RECORD.matcher(lines.get(k));
      if (record.matches()) {
        String text = String.join("\n", lines.subList(k, i)).replaceFirst("(?s).*?\\brecord\\s+\\w+(<[^>]*>)?\\s*", "");
        return text.chars().filter(ch -> ch == '(').count() > text.chars().filter(ch -> ch == ')').count();
      }
    }
    return false;
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
