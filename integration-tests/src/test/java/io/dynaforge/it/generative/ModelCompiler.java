package io.dynaforge.it.generative;

import io.dynaforge.processor.DynaforgeProcessor;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;

/**
 * Compiles a {@link ModelSpec}'s sources with javac and {@link DynaforgeProcessor} in this JVM (against the test
 * class path, as {@code io.dynaforge.docs.SampleCompiler} does) and loads them in a class loader of their own.
 * Compiled models are cached by their spec: shrinking tries the same models again and again.
 */
final class ModelCompiler {

  /** A compiled model: its class loader and its driver. */
  record Compiled(ModelSpec spec, ClassLoader loader, Driver driver) {}

  private static final Map<ModelSpec, Compiled> CACHE = new ConcurrentHashMap<>();
  private static final JavaCompiler JAVAC = ToolProvider.getSystemJavaCompiler();
  private static final List<File> CLASS_PATH = java.util.stream.Stream.of(
      System.getProperty("java.class.path").split(File.pathSeparator)).map(File::new).toList();
  private static long compileNanos;
  private static int compilations;

  private ModelCompiler() {}

  static synchronized Compiled compile(ModelSpec spec) {
    Compiled cached = CACHE.get(spec);
    if (cached != null) {
      return cached;
    }
    long start = System.nanoTime();
    try {
      Path dir = Files.createTempDirectory("dynaforge-generative");
      Path src = Files.createDirectories(dir.resolve("src"));
      Path classes = Files.createDirectories(dir.resolve("classes"));
      Path generated = Files.createDirectories(dir.resolve("generated"));
      List<File> files = new ArrayList<>();
      for (Map.Entry<String, String> source : spec.sources().entrySet()) {
        Path file = src.resolve(source.getKey());
        Files.createDirectories(file.getParent());
        Files.writeString(file, source.getValue());
        files.add(file.toFile());
      }
      DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
      try (StandardJavaFileManager fileManager = JAVAC.getStandardFileManager(null, Locale.ROOT,
          StandardCharsets.UTF_8)) {
        fileManager.setLocation(StandardLocation.CLASS_PATH, CLASS_PATH);
        fileManager.setLocationFromPaths(StandardLocation.CLASS_OUTPUT, List.of(classes));
        fileManager.setLocationFromPaths(StandardLocation.SOURCE_OUTPUT, List.of(generated));
        JavaCompiler.CompilationTask task = JAVAC.getTask(null, fileManager, diagnostics,
            List.of("-parameters", "-implicit:none"), null,
            fileManager.getJavaFileObjectsFromFiles(files));
        task.setProcessors(List.of(new DynaforgeProcessor()));
        boolean ok = task.call();
        List<String> errors = diagnostics.getDiagnostics().stream()
            .filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
            .map(d -> (d.getSource() == null ? "" : d.getSource().getName() + ":" + d.getLineNumber() + ": ")
                + d.getMessage(Locale.ROOT))
            .toList();
        if (!ok || !errors.isEmpty()) {
          throw new IllegalStateException("the generated model does not compile (a generator bug, or a processor "
              + "bug on a valid model):\n" + String.join("\n", errors) + "\n" + Sources.print(spec));
        }
      }
      URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
          ModelCompiler.class.getClassLoader());
      Driver driver = (Driver) loader.loadClass("gen.GenDriver").getConstructor().newInstance();
      Compiled compiled = new Compiled(spec, loader, driver);
      CACHE.put(spec, compiled);
      compileNanos += System.nanoTime() - start;
      compilations++;
      return compiled;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }

  static synchronized String stats() {
    return compilations + " models compiled in " + compileNanos / 1_000_000 + " ms";
  }

  /** Printing a model for a failure report. */
  static final class Sources {
    private Sources() {}

    static String print(ModelSpec spec) {
      return spec.sources().entrySet().stream()
          .filter(e -> !e.getKey().startsWith("gen/Gen"))
          .map(e -> "// " + e.getKey() + "\n" + e.getValue())
          .collect(Collectors.joining("\n"));
    }
  }
}
