package com.google.testing.compile;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import javax.annotation.processing.Processor;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import org.eclipse.jdt.internal.compiler.tool.EclipseCompiler;

/**
 * Compiles with the Eclipse compiler (ecj) and answers a compile-testing {@link Compilation}, so that
 * the same {@code CompilationSubject} assertions (message, file, line) run under ecj. It lives in
 * compile-testing's package for {@code Compilation}'s package-private constructor: compile-testing's
 * own {@code Compiler.compiler(JavaCompiler)} keeps sources and output in memory, which ecj cannot
 * read (it opens compilation units and generated sources by file name), so this writes them to a
 * directory under {@code target/}.
 */
public final class EclipseCompilations {
  private EclipseCompilations() {}

  private static final Path ROOT = Path.of("target", "ecj");

  public static Compilation compile(List<? extends Processor> processors, List<String> options,
      JavaFileObject... sources) {
    try {
      Files.createDirectories(ROOT);
      Path dir = Files.createTempDirectory(ROOT, "compilation");
      Path in = Files.createDirectories(dir.resolve("sources"));
      Path sourceOutput = Files.createDirectories(dir.resolve(StandardLocation.SOURCE_OUTPUT.getName()));
      Path classOutput = Files.createDirectories(dir.resolve(StandardLocation.CLASS_OUTPUT.getName()));
      Map<String, JavaFileObject> byPath = new HashMap<>();
      List<File> files = new ArrayList<>();
      for (JavaFileObject source : sources) {
        Path file = in.resolve(source.toUri().getPath().replaceFirst("^/+", ""));
        Files.createDirectories(file.getParent());
        Files.writeString(file, source.getCharContent(true), StandardCharsets.UTF_8);
        byPath.put(file.toAbsolutePath().normalize().toString(), source);
        files.add(file.toFile());
      }
      JavaCompiler ecj = new EclipseCompiler();
      DiagnosticCollector<JavaFileObject> collector = new DiagnosticCollector<>();
      StandardJavaFileManager fileManager = ecj.getStandardFileManager(collector, Locale.ROOT, StandardCharsets.UTF_8);
      fileManager.setLocation(StandardLocation.SOURCE_OUTPUT, List.of(sourceOutput.toFile()));
      fileManager.setLocation(StandardLocation.CLASS_OUTPUT, List.of(classOutput.toFile()));
      List<String> all = new ArrayList<>(List.of("-17", "-encoding", "UTF-8"));
      all.addAll(options);
      JavaCompiler.CompilationTask task = ecj.getTask(Writer.nullWriter(), fileManager, collector, all, null,
          fileManager.getJavaFileObjectsFromFiles(files));
      task.setProcessors(processors);
      boolean success = task.call();
      List<JavaFileObject> generated = new ArrayList<>();
      for (Path output : List.of(sourceOutput, classOutput)) {
        try (Stream<Path> walk = Files.walk(output)) {
          walk.filter(Files::isRegularFile).sorted(Comparator.naturalOrder())
              .forEach(p -> fileManager.getJavaFileObjects(p.toFile()).forEach(generated::add));
        }
      }
      for (JavaFileObject g : generated) {
        byPath.put(Path.of(g.toUri()).toAbsolutePath().normalize().toString(), g);
      }
      List<Diagnostic<? extends JavaFileObject>> diagnostics = new ArrayList<>();
      for (Diagnostic<? extends JavaFileObject> d : collector.getDiagnostics()) {
        diagnostics.add(new Placed(d, original(d.getSource(), byPath)));
      }
      Compiler compiler = Compiler.compiler(ecj).withProcessors(processors).withOptions(all);
      return new Compilation(compiler, List.of(sources), success, diagnostics, generated);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static JavaFileObject original(JavaFileObject source, Map<String, JavaFileObject> byPath) {
    if (source == null) {
      return null;
    }
    URI uri = source.toUri();
    String path = uri.isAbsolute() && "file".equals(uri.getScheme()) ? Path.of(uri).toAbsolutePath().normalize().toString()
        : Path.of(source.getName()).toAbsolutePath().normalize().toString();
    return byPath.getOrDefault(path, source);
  }

  /** An ecj diagnostic whose source is the test's own file object (compile-testing compares by URI). */
  private record Placed(Diagnostic<? extends JavaFileObject> d, JavaFileObject source)
      implements Diagnostic<JavaFileObject> {
    @Override public Kind getKind() { return d.getKind(); }
    @Override public JavaFileObject getSource() { return source; }
    @Override public long getPosition() { return d.getPosition(); }
    @Override public long getStartPosition() { return d.getStartPosition(); }
    @Override public long getEndPosition() { return d.getEndPosition(); }
    @Override public long getLineNumber() { return d.getLineNumber(); }
    @Override public long getColumnNumber() { return d.getColumnNumber(); }
    @Override public String getCode() { return d.getCode(); }
    @Override public String getMessage(Locale locale) { return d.getMessage(locale); }

    @Override
    public String toString() {
      return (source == null ? "" : source.getName() + ":" + getLineNumber() + ": ")
          + getKind().toString().toLowerCase(Locale.ROOT) + ": " + getMessage(null);
    }
  }
}
