package io.dynaforge.processor.util;

import com.palantir.javapoet.NameAllocator;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

/**
 * JavaPoet's {@link NameAllocator}, for the identifiers one generated type declares, without the
 * random tag {@code NameAllocator.newName(String)} creates per name: that is a
 * {@code UUID.randomUUID()}, which initialises {@code SecureRandom} (security providers, entropy)
 * in the compiler's JVM and then takes a lock per name. Tags are told apart by identity: the
 * allocator's own map would hash each one, and a model record's hash walks its whole tree.
 */
public final class UniqueNames {

  private final NameAllocator names = new NameAllocator();
  private final Set<Object> tags = Collections.newSetFromMap(new IdentityHashMap<>());

  /** {@code suggestion}, or a variant of it that no earlier call returned, never a Java keyword. */
  public String newName(String suggestion) {
    return names.newName(suggestion, new Object());
  }

  /** {@link #newName(String)}, for {@code tag}, which must not have been given before. */
  public String newName(String suggestion, Object tag) {
    if (!tags.add(tag)) {
      throw new IllegalArgumentException("a name was already allocated for " + suggestion + "'s tag");
    }
    return newName(suggestion);
  }
}
