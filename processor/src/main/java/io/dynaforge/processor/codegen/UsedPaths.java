package io.dynaforge.processor.codegen;

import com.palantir.javapoet.CodeBlock;
import java.util.HashSet;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The {@code Paths} constants a mapper's code names, recorded as the code is written: the holder then
 * declares only those (an unread constant of a private class is a warning under ecj), and the mapper
 * is rendered once.
 */
final class UsedPaths {

  private final Set<String> named = new HashSet<>();

  /** {@code Paths.constant}, recorded as named. */
  CodeBlock name(String constant) {
    named.add(constant);
    return CodeBlock.of("Paths.$L", constant);
  }

  /** The reference for code that may leave it out (a converter reads without a path): recorded only when taken. */
  Supplier<CodeBlock> whenNamed(String constant) {
    return () -> name(constant);
  }

  boolean isNamed(String constant) {
    return named.contains(constant);
  }
}
