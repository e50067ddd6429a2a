package io.dynaforge.benchmarks.compile;

import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;

/**
 * The baseline of the compile benchmark's {@code -proc:only} runs: a processor that looks at every
 * type, as {@code DynaforgeProcessor} does ({@code "*"}), and does nothing. {@code -proc:only} with
 * it is what javac costs before any processor work (parsing, entering, one round); the difference
 * to {@code -proc:only} with {@code DynaforgeProcessor} is the processor's own work plus the extra
 * rounds its output causes. Not registered for {@code ServiceLoader}: the script passes it with
 * {@code -processor}.
 */
public final class NoOpProcessor extends AbstractProcessor {

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    return Set.of("*");
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    return false;
  }
}
