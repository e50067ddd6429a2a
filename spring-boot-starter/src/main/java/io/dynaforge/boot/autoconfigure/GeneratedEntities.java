package io.dynaforge.boot.autoconfigure;

import io.dynaforge.mapping.EntityMapper;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;

/** The entity classes of every generated mapper visible to a class loader (the processor's ServiceLoader index). */
final class GeneratedEntities {

  private GeneratedEntities() {}

  @SuppressWarnings("rawtypes")
  static Class<?>[] load(ClassLoader classLoader) {
    List<Class<?>> types = new ArrayList<>();
    for (EntityMapper mapper : ServiceLoader.load(EntityMapper.class, classLoader)) {
      types.add(mapper.type());
    }
    types.sort(Comparator.comparing(Class::getName));
    return types.toArray(Class<?>[]::new);
  }

  /** Their simple names, for messages. */
  static java.util.List<String> names(Class<?>[] types) {
    return java.util.Arrays.stream(types).map(Class::getSimpleName).toList();
  }
}
