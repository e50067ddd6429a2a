package io.dynaforge.processor;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.CompilationSubject;
import com.google.testing.compile.JavaFileObjects;
import javax.annotation.processing.Processor;
import javax.tools.JavaFileObject;

/** Test sources and compilations with the Dynaforge processor. */
final class Sources {
  private Sources() {}

  static final String IMPORTS =
      "import io.dynaforge.annotation.*;\n"
          + "import java.math.*;\n"
          + "import java.time.*;\n"
          + "import java.util.*;\n"
          + "import org.springframework.data.annotation.*;\n";

  /** A source file in package com.acme; the body follows the standard imports. */
  static JavaFileObject source(String simpleName, String body) {
    return JavaFileObjects.forSourceString("com.acme." + simpleName, "package com.acme;\n" + IMPORTS + body);
  }

  static Compilation compile(JavaFileObject... sources) {
    return Compilers.compile(java.util.List.of(new DynaforgeProcessor()), sources);
  }

  /** Compiles and asserts the error id on the line containing {@code line}, plus message fragments. */
  static void assertError(JavaFileObject[] context, JavaFileObject file, String id, String line, String... fragments) {
    Compilation c = compile(concat(context, file));
    CompilationSubject.assertThat(c).failed();
    CompilationSubject.assertThat(c).hadErrorContaining("[Dynaforge/" + id + "]").inFile(file)
        .onLineContaining(Compilers.expectedLine(file, line));
    for (String fragment : fragments) {
      CompilationSubject.assertThat(c).hadErrorContaining(fragment);
    }
  }

  static void assertError(JavaFileObject file, String id, String line, String... fragments) {
    assertError(new JavaFileObject[0], file, id, line, fragments);
  }

  /** Compiles successfully and asserts the warning id on the line containing {@code line}. */
  static void assertWarning(JavaFileObject file, String id, String line, String... fragments) {
    Compilation c = compile(file);
    CompilationSubject.assertThat(c).succeeded();
    CompilationSubject.assertThat(c).hadWarningContaining("[Dynaforge/" + id + "]").inFile(file)
        .onLineContaining(Compilers.expectedLine(file, line));
    for (String fragment : fragments) {
      CompilationSubject.assertThat(c).hadWarningContaining(fragment);
    }
  }

  private static JavaFileObject[] concat(JavaFileObject[] context, JavaFileObject file) {
    JavaFileObject[] all = java.util.Arrays.copyOf(context, context.length + 1);
    all[context.length] = file;
    return all;
  }

  static Compilation compile(Processor extra, JavaFileObject... sources) {
    return Compilers.compile(java.util.List.of(new DynaforgeProcessor(), extra), sources);
  }
}
