package io.dynaforge.processor.codegen;

import com.palantir.javapoet.NameAllocator;

/**
 * JavaPoet's {@link NameAllocator}, for the identifiers one generated type declares, without the
 * random tag {@code NameAllocator.newName(String)} creates per name: that is a
 * {@code UUID.randomUUID()}, which initialises {@code SecureRandom} (security providers, entropy)
 * in the compiler's JVM and then takes a lock per name.
 */
final class UniqueNames {

  private final NameAllocator names = new NameAllocator();

  /** {@code suggestion}, or a variant of it that no earlier call returned, never a Java keyword. */
  String newName(String suggestion) {
    return names.newName(suggestion, new Object());
  }

  /** {@link #newName(String)}, remembered under {@code tag}. */
  String newName(String suggestion, Object tag) {
    return names.newName(suggestion, tag);
  }
}
