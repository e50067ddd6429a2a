package io.dynaforge.docs;

import io.dynaforge.processor.DynaforgeProcessor;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.annotation.processing.Processor;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;

/**
 * Compiles {@link SampleSource}s in one javac call, in this JVM, against the test class path, with Lombok
 * and then {@link DynaforgeProcessor} as the annotation processors (the order a user's build uses, see
 * {@code docs/mapping.md}), and maps every diagnostic back to its Markdown line.
 */
final class SampleCompiler {

  private static final Pattern ID = Pattern.compile("\\[Dynaforge/(\\w+)]");

  /** One diagnostic, placed in the Markdown. */
  record Message(Diagnostic.Kind kind, DocSample sample, int docLine, String text) {

    boolean isError() {
      return kind == Diagnostic.Kind.ERROR;
    }

    /** The Dynaforge id the message starts with, or null for javac's own messages. */
    String dynaforgeId() {
      Matcher m = ID.matcher(text);
      return m.find() ? m.group(1) : null;
    }

    @Override
    public String toString() {
      String place = sample == null ? "(generated code)"
          : sample.file().getFileName() + ":" + docLine + " (block at line " + sample.fenceLine() + ")";
      return place + ": " + kind.toString().toLowerCase(Locale.ROOT) + ": " + text;
    }
  }

  private final JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
  private final StandardJavaFileManager files = javac.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8);

  SampleCompiler() {
    List<File> classPath = Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
        .map(File::new).toList();
    try {
      files.setLocation(StandardLocation.CLASS_PATH, classPath);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Every error and warning of compiling the sources together, Lombok first; javac's notes are left out. */
  List<Message> compile(List<SampleSource> sources) {
    return compile(sources, true);
  }

  /**
   * Every error and warning of compiling the sources together; javac's notes are left out. Without Lombok,
   * Dynaforge is the only processor (as in a build that forgot Lombok on the processor path).
   */
  List<Message> compile(List<SampleSource> sources, boolean withLombok) {
    Path out;
    try {
      out = Files.createTempDirectory("dynaforge-docs-samples");
      files.setLocationFromPaths(StandardLocation.CLASS_OUTPUT, List.of(Files.createDirectories(out.resolve("classes"))));
      files.setLocationFromPaths(StandardLocation.SOURCE_OUTPUT,
          List.of(Files.createDirectories(out.resolve("generated"))));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    Map<JavaFileObject, SampleSource> bySource = new IdentityHashMap<>();
    for (SampleSource source : sources) {
      bySource.put(source.fileObject(), source);
    }
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    try {
      JavaCompiler.CompilationTask task = javac.getTask(null, files, diagnostics,
          List.of("-parameters", "-implicit:none"), null, bySource.keySet());
      task.setProcessors(withLombok ? List.of(lombok(), new DynaforgeProcessor()) : List.of(new DynaforgeProcessor()));
      task.call();
    } finally {
      delete(out);
    }
    List<Message> messages = new ArrayList<>();
    for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
      if (d.getKind() == Diagnostic.Kind.NOTE || d.getKind() == Diagnostic.Kind.OTHER) {
        continue;
      }
      SampleSource source = bySource.get(d.getSource());
      messages.add(new Message(d.getKind(), source == null ? null : source.sample(),
          source == null ? -1 : source.docLine(d.getLineNumber()), d.getMessage(Locale.ROOT)));
    }
    return messages;
  }

  private static Processor lombok() {
    try {
      return (Processor) Class.forName("lombok.launch.AnnotationProcessorHider$AnnotationProcessor")
          .getDeclaredConstructor().newInstance();
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("Lombok's annotation processor is not on the test class path", e);
    }
  }

  private static void delete(Path dir) {
    try (Stream<Path> all = Files.walk(dir)) {
      for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
