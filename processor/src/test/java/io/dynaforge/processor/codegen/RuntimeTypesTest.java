package io.dynaforge.processor.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import com.palantir.javapoet.ClassName;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The runtime names generated code calls are the runtime's own: every type {@link RuntimeTypes}
 * lists loads from the runtime (or the SDK, or {@code dynaforge-reactive} and Reactor) on this test's
 * classpath, and every member it lists is a public method or field of its type (or a protected method,
 * which the generated subclass calls). A rename in the runtime fails here, in the processor's unit
 * tests, not in a user's compilation of generated code.
 */
class RuntimeTypesTest {

  @Test
  void everyTypeLoads() {
    List<String> missing = new ArrayList<>();
    for (ClassName type : RuntimeTypes.types()) {
      if (load(type) == null) {
        missing.add(type.reflectionName());
      }
    }
    assertThat(RuntimeTypes.types()).isNotEmpty();
    assertThat(missing).as("types RuntimeTypes names that the runtime does not have").isEmpty();
  }

  @Test
  void everyMemberExistsOnItsType() {
    List<String> missing = new ArrayList<>();
    for (RuntimeTypes.RuntimeMember member : RuntimeTypes.members()) {
      Class<?> owner = load(member.owner());
      boolean found = owner != null && (member.field()
          ? Arrays.stream(owner.getFields()).anyMatch(f -> f.getName().equals(member.name()))
          : Arrays.stream(owner.getMethods()).anyMatch(m -> m.getName().equals(member.name()))
              || inheritedProtected(owner, member.name()));
      if (!found) {
        missing.add(member.owner().simpleName() + "." + member.name() + (member.field() ? "" : "()"));
      }
    }
    assertThat(RuntimeTypes.members()).isNotEmpty();
    assertThat(missing).as("members RuntimeTypes names that the runtime does not have").isEmpty();
  }

  /**
   * Every constant (and every member of a lookup table) is listed: a type or member declared without
   * the registering factory would go unchecked.
   */
  @Test
  void everyConstantIsListed() throws IllegalAccessException {
    List<Object> declared = new ArrayList<>();
    for (Field f : RuntimeTypes.class.getDeclaredFields()) {
      if (!Modifier.isStatic(f.getModifiers()) || f.getName().equals("TYPES") || f.getName().equals("MEMBERS")) {
        continue;
      }
      f.setAccessible(true);
      Object value = f.get(null);
      if (value instanceof RuntimeTypes.RuntimeMember
          || value instanceof ClassName c && !c.packageName().startsWith("java.")) {
        declared.add(value);
      } else if (value instanceof java.util.Map<?, ?> table) { // members looked up by name (ItemValues, ScalarCodec)
        table.values().stream().filter(RuntimeTypes.RuntimeMember.class::isInstance).forEach(declared::add);
      }
    }
    List<Object> listed = new ArrayList<>(RuntimeTypes.types());
    listed.addAll(RuntimeTypes.members());
    assertThat(listed).containsExactlyInAnyOrderElementsOf(declared);
  }

  /** A protected method of the type or a superclass: what a generated subclass ({@code _Impl}) may call. */
  private static boolean inheritedProtected(Class<?> owner, String name) {
    for (Class<?> c = owner; c != null; c = c.getSuperclass()) {
      if (Arrays.stream(c.getDeclaredMethods())
          .anyMatch(m -> m.getName().equals(name) && Modifier.isProtected(m.getModifiers()))) {
        return true;
      }
    }
    return false;
  }

    private static Class<?> load(ClassName type) {
    try {
      return Class.forName(type.reflectionName(), false, RuntimeTypesTest.class.getClassLoader());
    } catch (ClassNotFoundException e) {
      return null;
    }
  }
}
