package io.dynaforge.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.EclipseCompilations;
import com.google.testing.compile.JavaFileObjects;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.annotation.processing.SupportedAnnotationTypes;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.ElementFilter;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * What each compiler places, element by element, of a record: the facts {@code Positions} is built on
 * (its table). A processor prints one message on each element, with and without its annotation; the
 * test reads the line each compiler gives it (0: none). {@code @Deprecated} cannot target a record
 * component, so on {@code a} it lands on the field, the accessor and the parameter. If a later ecj learns to place record types or
 * components, this fails, and {@code Positions} can report there.
 */
class ElementPositionsTest {

  private static final JavaFileObject RECORDS = JavaFileObjects.forSourceString("com.acme.Sample", """
      package com.acme;

      @Deprecated
      public record Sample(
          @Deprecated String a,
          String b) {
        public String b() {
          return b;
        }
      }
      """);

  @SupportedAnnotationTypes("*")
  static final class Probe extends AbstractProcessor {
    @Override
    public SourceVersion getSupportedSourceVersion() {
      return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
      for (TypeElement record : ElementFilter.typesIn(round.getRootElements())) {
        print("type", record);
        for (RecordComponentElement c : record.getRecordComponents()) {
          print("component " + c.getSimpleName(), c);
          print("accessor " + c.getSimpleName(), c.getAccessor());
        }
        for (VariableElement f : ElementFilter.fieldsIn(record.getEnclosedElements())) {
          print("field " + f.getSimpleName(), f);
        }
        for (ExecutableElement c : ElementFilter.constructorsIn(record.getEnclosedElements())) {
          print("canonical constructor", c);
          for (VariableElement p : c.getParameters()) {
            print("parameter " + p.getSimpleName(), p);
          }
        }
      }
      return false;
    }

    private void print(String what, Element element) {
      processingEnv.getMessager().printMessage(Diagnostic.Kind.NOTE, "probe: " + what, element);
      for (AnnotationMirror a : element.getAnnotationMirrors()) {
        processingEnv.getMessager().printMessage(Diagnostic.Kind.NOTE, "probe: " + what + " @", element, a);
      }
    }
  }

  private static Map<String, Long> lines(Compilation c) {
    Map<String, Long> lines = new TreeMap<>();
    for (Diagnostic<? extends JavaFileObject> d : c.diagnostics()) {
      String m = d.getMessage(null);
      if (m.startsWith("probe: ")) {
        lines.put(m.substring("probe: ".length()), d.getSource() == null ? 0 : Math.max(0, d.getLineNumber()));
      }
    }
    return lines;
  }

  @Test
  void javacPlacesTheTypeAndItsAnnotationButNoComponentNorImplicitAccessor() {
    Map<String, Long> lines = lines(Compiler.javac().withProcessors(new Probe()).compile(RECORDS));
    assertEquals(new TreeMap<>(Map.ofEntries(
        Map.entry("type", 4L), Map.entry("type @", 3L),
        Map.entry("component a", 0L), Map.entry("component b", 0L),
        Map.entry("accessor a", 0L), Map.entry("accessor a @", 0L), Map.entry("accessor b", 7L),
        Map.entry("field a", 5L), Map.entry("field a @", 5L), Map.entry("field b", 6L),
        Map.entry("canonical constructor", 4L),
        Map.entry("parameter a", 4L), Map.entry("parameter a @", 5L), Map.entry("parameter b", 4L))), lines);
  }

  @Test
  void ecjPlacesNeitherTheTypeNorItsAnnotationNorAComponent() {
    Map<String, Long> lines = lines(EclipseCompilations.compile(List.of(new Probe()), List.of(), RECORDS));
    assertEquals(new TreeMap<>(Map.ofEntries(
        Map.entry("type", 0L), Map.entry("type @", 0L),
        Map.entry("component a", 0L), Map.entry("component b", 0L),
        Map.entry("accessor a", 0L), Map.entry("accessor a @", 0L), Map.entry("accessor b", 7L),
        Map.entry("field a", 5L), Map.entry("field a @", 5L), Map.entry("field b", 6L),
        Map.entry("canonical constructor", 4L),
        Map.entry("parameter a", 5L), Map.entry("parameter a @", 5L), Map.entry("parameter b", 6L))), lines);
  }
}
