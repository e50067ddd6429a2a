package io.dynaforge.processor;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.Map;
import javax.tools.JavaFileObject;

/**
 * The classes a compile-testing compilation wrote (the sources' and the generated ones), loadable in
 * the test's JVM with the runtime from the test class path: to run generated code, not just read it.
 */
final class CompiledClasses extends ClassLoader {

  private final Map<String, byte[]> classes = new HashMap<>();

  CompiledClasses(Compilation compilation) {
    super(CompiledClasses.class.getClassLoader());
    for (JavaFileObject f : compilation.generatedFiles()) {
      if (f.getKind() != JavaFileObject.Kind.CLASS) {
        continue;
      }
      String path = f.toUri().getPath().replaceFirst("^.*/CLASS_OUTPUT/", "");
      String name = path.substring(0, path.length() - ".class".length()).replace('/', '.');
      try (InputStream in = f.openInputStream()) {
        classes.put(name, in.readAllBytes());
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  @Override
  protected Class<?> findClass(String name) throws ClassNotFoundException {
    byte[] bytes = classes.get(name);
    if (bytes == null) {
      throw new ClassNotFoundException(name);
    }
    return defineClass(name, bytes, 0, bytes.length);
  }

  /** A compiled class, by binary name ({@code com.acme.Customer$Tier}). */
  Class<?> load(String name) {
    try {
      return loadClass(name);
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException(name + " was not compiled: " + classes.keySet(), e);
    }
  }

  /** A static method's result ({@code com.acme.Probe.run()}), the way a test calls compiled code. */
  Object call(String className, String method) {
    try {
      return load(className).getMethod(method).invoke(null);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(className + "." + method + "() failed", e.getCause() == null ? e : e.getCause());
    }
  }
}
