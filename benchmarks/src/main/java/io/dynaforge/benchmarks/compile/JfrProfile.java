package io.dynaforge.benchmarks.compile;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordingFile;

/**
 * Aggregates the {@code jdk.ExecutionSample} events of one or more JFR recordings of javac (the
 * compile benchmark's profile, {@code PROFILE=1 benchmarks/compile-benchmark.sh}). JDK 17's
 * {@code jfr} tool has no {@code view hot-methods}, so this single-file program does it:
 *
 * <pre>
 * java benchmarks/src/main/java/io/dynaforge/benchmarks/compile/JfrProfile.java a.jfr [b.jfr ...]
 * </pre>
 *
 * <p>It prints, for javac's main thread: the share of samples per javac phase (parse, enter,
 * annotation processing, attribute, flow, desugar, generate); within annotation processing, per
 * processor stage (reading, validation, planning, writing, JavaPoet, Filer I/O, javac's own round
 * work); the top self frames overall, in the processor and in the back end; and the processor's
 * methods by inclusive samples. Record with a deep stack
 * ({@code -J-XX:FlightRecorderOptions=stackdepth=2048}): truncated stacks lose their phase.
 */
public final class JfrProfile {

  private static final String JC = "com.sun.tools.javac.";

  private record Sample(List<String> frames) {} // leaf first, "class.method"

  public static void main(String[] args) throws IOException {
    if (args.length == 0) {
      System.err.println("usage: JfrProfile recording.jfr [more.jfr ...]");
      System.exit(2);
    }
    List<Sample> samples = new ArrayList<>();
    int truncated = 0;
    for (String file : args) {
      for (RecordedEvent event : RecordingFile.readAllEvents(Path.of(file))) {
        if (!event.getEventType().getName().equals("jdk.ExecutionSample")) {
          continue;
        }
        if (event.getThread("sampledThread") == null
            || !"main".equals(event.getThread("sampledThread").getJavaName())) {
          continue;
        }
        RecordedStackTrace stack = event.getStackTrace();
        if (stack == null) {
          continue;
        }
        if (stack.isTruncated()) {
          truncated++;
        }
        List<String> frames = new ArrayList<>();
        for (RecordedFrame frame : stack.getFrames()) {
          if (frame.isJavaFrame()) {
            frames.add(frame.getMethod().getType().getName() + "." + frame.getMethod().getName());
          }
        }
        samples.add(new Sample(frames));
      }
    }
    int total = samples.size();
    System.out.printf("main-thread execution samples: %d (%d truncated) from %d recording(s)%n%n", total,
        truncated, args.length);
    if (total == 0) {
      return;
    }

    Map<String, List<Sample>> byPhase = new LinkedHashMap<>();
    for (String p : List.of("parse", "enter", "annotation processing", "attribute", "flow", "desugar",
        "generate", "other")) {
      byPhase.put(p, new ArrayList<>());
    }
    for (Sample s : samples) {
      byPhase.get(phase(s)).add(s);
    }
    System.out.println("== javac phases (share of main-thread samples)");
    byPhase.forEach((p, list) -> System.out.printf("  %-24s %5d  %5.1f %%%n", p, list.size(), pct(list.size(), total)));

    List<Sample> processing = byPhase.get("annotation processing");
    Map<String, Integer> stages = new LinkedHashMap<>();
    for (Sample s : processing) {
      stages.merge(stage(s), 1, Integer::sum);
    }
    System.out.println();
    System.out.println("== annotation processing, by stage (share of all samples)");
    stages.entrySet().stream().sorted((a, b) -> b.getValue() - a.getValue())
        .forEach(e -> System.out.printf("  %-44s %5d  %5.1f %%%n", e.getKey(), e.getValue(), pct(e.getValue(), total)));

    List<Sample> backEnd = new ArrayList<>();
    for (String p : List.of("attribute", "flow", "desugar", "generate")) {
      backEnd.addAll(byPhase.get(p));
    }
    topSelf("top self frames, all samples", samples, total, 25);
    topSelf("top self frames, annotation processing", processing, total, 20);
    topSelf("top self frames, attribute/flow/desugar/generate", backEnd, total, 25);
    topInclusive("processor methods by inclusive samples (io.dynaforge.*)", processing, total, 30,
        f -> f.startsWith("io.dynaforge."));
    topInclusive("javac back-end methods by inclusive samples", backEnd, total, 30,
        f -> f.startsWith(JC + "comp.") || f.startsWith(JC + "jvm.") || f.startsWith(JC + "code."));
    topInclusive("JavaPoet/Filer by inclusive samples", processing, total, 15,
        f -> f.startsWith("com.palantir.javapoet.") || f.startsWith(JC + "processing.JavacFiler"));
  }

  /** The javac phase of a sample: the outermost JavaCompiler phase method on its stack. */
  private static String phase(Sample s) {
    List<String> f = s.frames();
    for (String frame : f) {
      if (frame.equals(JC + "processing.JavacProcessingEnvironment.doProcessing")
          || frame.equals(JC + "main.JavaCompiler.processAnnotations")) {
        return "annotation processing";
      }
    }
    for (int i = f.size() - 1; i >= 0; i--) { // from the root
      String frame = f.get(i);
      if (!frame.startsWith(JC + "main.JavaCompiler.")) {
        continue;
      }
      String m = frame.substring((JC + "main.JavaCompiler.").length());
      switch (m) {
        case "parseFiles", "parse":
          return "parse";
        case "enterTrees", "enterDone", "initModules":
          return "enter";
        case "attribute":
          return "attribute";
        case "flow":
          return "flow";
        case "desugar":
          return "desugar";
        case "generate":
          return "generate";
        default:
          break;
      }
    }
    return "other";
  }

  /** The processor stage of an annotation-processing sample, judged from the leaf. */
  private static String stage(Sample s) {
    boolean filer = false;
    boolean poet = false;
    for (String frame : s.frames()) {
      if (frame.startsWith(JC + "processing.JavacFiler") || frame.startsWith("java.io.")
          || frame.startsWith("sun.nio.") || frame.startsWith("sun.nio.cs.")) {
        filer = filer || !poet;
      } else if (frame.startsWith("com.palantir.javapoet.")) {
        poet = true;
      } else if (frame.startsWith("io.dynaforge.processor.")) {
        String rest = frame.substring("io.dynaforge.processor.".length());
        String pkg = rest.contains(".") && Character.isLowerCase(rest.charAt(0))
            ? rest.substring(0, rest.indexOf('.')) : "";
        if (filer) {
          return "write: Filer I/O (JavacFiler, writers)";
        }
        if (poet) {
          return "write: JavaPoet (building/emitting code)";
        }
        return switch (pkg) {
          case "model" -> "read: model readers (+ javac model API)";
          case "validation", "diagnostic" -> "check: validation (+ javac model API)";
          case "query" -> "plan: parsing/planning (+ javac model API)";
          case "codegen" -> "write: our codegen (outside JavaPoet)";
          case "util" -> "util (suggestions)";
          default -> "step loop: " + rest;
        };
      }
    }
    for (String frame : s.frames()) {
      if (frame.endsWith("JavaCompiler.parseFiles") || frame.endsWith("JavaCompiler.parse")) {
        return "javac rounds: parse generated sources";
      }
      if (frame.endsWith("JavaCompiler.enterTrees") || frame.endsWith(".Enter.main")) {
        return "javac rounds: enter";
      }
    }
    return "javac rounds: other (new round, discovery, close)";
  }

  private static void topSelf(String title, List<Sample> samples, int total, int limit) {
    Map<String, Integer> self = new HashMap<>();
    for (Sample s : samples) {
      if (!s.frames().isEmpty()) {
        self.merge(s.frames().get(0), 1, Integer::sum);
      }
    }
    print(title + " (of " + samples.size() + " samples)", self, total, limit);
  }

  private static void topInclusive(String title, List<Sample> samples, int total, int limit,
      Predicate<String> filter) {
    Map<String, Integer> incl = new HashMap<>();
    for (Sample s : samples) {
      Set<String> seen = new HashSet<>();
      for (String f : s.frames()) {
        if (filter.test(f) && seen.add(f)) {
          incl.merge(f, 1, Integer::sum);
        }
      }
    }
    print(title, incl, total, limit);
  }

  private static void print(String title, Map<String, Integer> counts, int total, int limit) {
    System.out.println();
    System.out.println("== " + title + " (share of all samples)");
    counts.entrySet().stream().sorted((a, b) -> b.getValue() - a.getValue()).limit(limit)
        .forEach(e -> System.out.printf("  %5d  %5.1f %%  %s%n", e.getValue(), pct(e.getValue(), total),
            e.getKey().replace(JC, "javac.")));
  }

  private static double pct(int n, int total) {
    return 100.0 * n / total;
  }
}
