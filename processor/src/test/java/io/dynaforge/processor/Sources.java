package io.dynaforge.processor;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
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
    return Compiler.javac().withProcessors(new DynaforgeProcessor()).compile(sources);
  }

  static Compilation compile(Processor extra, JavaFileObject... sources) {
    return Compiler.javac().withProcessors(new DynaforgeProcessor(), extra).compile(sources);
  }
}
