package io.dynaforge.benchmarks.compile;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import javax.annotation.processing.Processor;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * The processor's own cost, A/B, in one JVM: each round runs {@code -proc:only} over a generated model
 * once per processor snapshot (a fresh class loader each time, as a build gets) and once without
 * processors, in shuffled order, and measures the <b>main thread's CPU time</b> of each compile. The
 * processor's own cost is a compile's time minus the same round's processor-less compile. CPU time of
 * one thread leaves out what makes wall-clock A/B runs on a shared VM spread ±15 % per round (steal,
 * the JIT and GC threads, the JVM's start-up), so a few per cent show in ten rounds. Complements
 * {@code compile-benchmark.sh} (wall clock, cold JVMs, the whole build).
 *
 * <pre>
 * java -cp target/benchmarks.jar io.dynaforge.benchmarks.compile.ProcessorCpuAB 12 2 $WORK/n100/user.files \
 *     /tmp/cb-base/jars $WORK/jars       # each a snapshot dir with user/ and processor/ jars (compile-benchmark.sh's)
 * </pre>
 * The first snapshot is the baseline; the output ends with each other's own cost over it (median of the
 * per-round ratios, its quartiles, and the ratio of the medians).
 */
public final class ProcessorCpuAB {

  private static final String PROCESSOR = "io.dynaforge.processor.DynaforgeProcessor";

  private ProcessorCpuAB() {}

  public static void main(String[] args) throws Exception {
    if (args.length < 4) {
      System.err.println("usage: ProcessorCpuAB ROUNDS WARMUP USER_FILES JARS_DIR [JARS_DIR...]");
      System.exit(2);
    }
    int rounds = Integer.parseInt(args[0]);
    int warmup = Integer.parseInt(args[1]);
    List<String> files = Files.readAllLines(Path.of(args[2])).stream().filter(l -> !l.isBlank()).toList();
    List<String> variants = new ArrayList<>(List.of(args).subList(3, args.length));
    variants.add("none");
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    String userClasspath = String.join(File.pathSeparator, jars(Path.of(variants.get(0), "user")));
    Map<String, List<Double>> cpu = new LinkedHashMap<>();
    Random random = new Random(42);
    for (int round = -warmup; round < rounds; round++) {
      List<String> order = new ArrayList<>(variants);
      Collections.shuffle(order, random);
      for (String variant : order) {
        Path out = Files.createTempDirectory("processor-ab");
        try (StandardJavaFileManager fileManager = javac.getStandardFileManager(null, null, null);
            URLClassLoader loader = variant.equals("none") ? null : new URLClassLoader(urls(Path.of(variant, "processor")),
                ClassLoader.getPlatformClassLoader())) {
          Files.createDirectories(out.resolve("gen"));
          Files.createDirectories(out.resolve("out"));
          List<String> options = List.of("--release", "17", "-parameters", "-proc:only", "-cp", userClasspath,
              "-d", out.resolve("out").toString(), "-s", out.resolve("gen").toString());
          JavaCompiler.CompilationTask task = javac.getTask(null, fileManager, new DiagnosticCollector<JavaFileObject>(),
              options, null, fileManager.getJavaFileObjectsFromStrings(files));
          task.setProcessors(loader == null ? List.of()
              : List.of((Processor) loader.loadClass(PROCESSOR).getDeclaredConstructor().newInstance()));
          long start = threads.getCurrentThreadCpuTime();
          task.call();
          double seconds = (threads.getCurrentThreadCpuTime() - start) / 1e9;
          if (round >= 0) {
            cpu.computeIfAbsent(variant, k -> new ArrayList<>()).add(seconds);
            System.out.printf("%d %s main-thread cpu %.3f s%n", round, variant, seconds);
          }
        } finally {
          deleteTree(out);
        }
      }
    }
    double[] none = values(cpu.get("none"));
    double[] base = minus(values(cpu.get(variants.get(0))), none);
    System.out.printf("own cost of %s: median %.3f s (compile without processors: %.3f s)%n", variants.get(0),
        median(base), median(none));
    for (String variant : variants.subList(1, variants.size() - 1)) {
      double[] own = minus(values(cpu.get(variant)), none);
      double[] ratios = new double[own.length];
      for (int i = 0; i < own.length; i++) {
        ratios[i] = own[i] / base[i];
      }
      double[] sorted = ratios.clone();
      Arrays.sort(sorted);
      System.out.printf("own cost of %s: median %.3f s; / baseline: per-round median %.3f [q1 %.3f, q3 %.3f], "
          + "ratio of medians %.3f%n", variant, median(own), median(ratios), sorted[sorted.length / 4],
          sorted[3 * sorted.length / 4], median(own) / median(base));
    }
  }

  private static double[] values(List<Double> list) {
    return list.stream().mapToDouble(Double::doubleValue).toArray();
  }

  private static double[] minus(double[] a, double[] b) {
    double[] d = new double[a.length];
    for (int i = 0; i < a.length; i++) {
      d[i] = a[i] - b[i];
    }
    return d;
  }

  private static double median(double[] values) {
    double[] s = values.clone();
    Arrays.sort(s);
    return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  }

  /** The jars of a snapshot folder, in the order their numeric prefixes give (as {@code sort -V}). */
  private static List<String> jars(Path dir) throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.sorted(Comparator.comparingInt(ProcessorCpuAB::prefix)).map(Path::toString).toList();
    }
  }

  private static int prefix(Path jar) {
    String name = jar.getFileName().toString();
    int dash = name.indexOf('-');
    try {
      return dash > 0 ? Integer.parseInt(name.substring(0, dash)) : Integer.MAX_VALUE;
    } catch (NumberFormatException e) {
      return Integer.MAX_VALUE;
    }
  }

  private static URL[] urls(Path dir) throws IOException {
    return jars(dir).stream().map(j -> {
      try {
        return Path.of(j).toUri().toURL();
      } catch (MalformedURLException e) {
        throw new UncheckedIOException(e);
      }
    }).toArray(URL[]::new);
  }

  private static void deleteTree(Path root) throws IOException {
    try (Stream<Path> walk = Files.walk(root)) {
      for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    }
  }
}
