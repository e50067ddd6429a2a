package io.dynaforge.processor.codegen;

import com.palantir.javapoet.JavaFile;

/**
 * A generated source and its text, rendered once: what a writer hands to the Filer when it had to
 * render the file anyway to decide its content (a mapper keeps only the {@code Paths} constants its
 * code names).
 */
public record RenderedSource(JavaFile file, String text) {

  /** Renders {@code file} (JavaPoet's own two passes: imports, then text). */
  public static RenderedSource of(JavaFile file) {
    StringBuilder text = new StringBuilder(16_384);
    try {
      file.writeTo(text);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e); // a StringBuilder does not throw
    }
    return new RenderedSource(file, text.toString());
  }
}
