package io.dynaforge.it.refusal;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.BiConsumer;

/**
 * The hostile calls of {@link RefusalsTest} and {@link ReactiveRefusalsTest}, by the signature of the
 * method they call ({@code name(SimpleType, ...)}), and the signatures a type declares, so that a
 * public method without hostile calls fails the test.
 */
final class HostileCalls {

  @FunctionalInterface
  interface Call {
    Object run() throws Exception;
  }

  private final Map<String, List<Call>> calls = new TreeMap<>();

  void on(String signature, Call... attempts) {
    calls.computeIfAbsent(signature, s -> new ArrayList<>()).addAll(Arrays.asList(attempts));
  }

  /** The signatures called. */
  Set<String> signatures() {
    return calls.keySet();
  }

  /** Each signature with its calls, in signature order. */
  void forEach(BiConsumer<String, List<Call>> action) {
    calls.forEach(action);
  }

  /** {@code name(SimpleType, ...)} of every public instance method, as {@code Class.getMethods()} lists it. */
  static Set<String> signatures(Class<?> type) {
    Set<String> all = new TreeSet<>();
    for (Method m : type.getMethods()) {
      if (m.getDeclaringClass() == Object.class || m.isSynthetic() || m.isBridge() || Modifier.isStatic(m.getModifiers())
          || m.isAnnotationPresent(io.dynaforge.core.Internal.class)) { // the engine's hooks, not API
        continue;
      }
      StringJoiner j = new StringJoiner(", ", m.getName() + "(", ")");
      for (Class<?> p : m.getParameterTypes()) {
        j.add(p.getSimpleName());
      }
      all.add(j.toString());
    }
    return all;
  }
}
