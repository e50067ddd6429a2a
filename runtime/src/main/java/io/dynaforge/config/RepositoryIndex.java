package io.dynaforge.config;

import io.dynaforge.repository.RepositoryFactory;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;

/**
 * The build-time repository index: every {@link RepositoryFactory} the processor listed in
 * {@code META-INF/services/io.dynaforge.repository.RepositoryFactory}, read with {@link ServiceLoader}.
 */
final class RepositoryIndex {

  private final List<RepositoryFactory<?>> factories;

  private RepositoryIndex(List<RepositoryFactory<?>> factories) {
    this.factories = factories;
  }

  /**
   * Reads the index visible to a class loader.
   *
   * @throws IllegalStateException when a listed factory cannot be loaded (a stale services file)
   */
  @SuppressWarnings("rawtypes")
  static RepositoryIndex load(ClassLoader classLoader) {
    List<RepositoryFactory<?>> factories = new ArrayList<>();
    Iterator<RepositoryFactory> it = ServiceLoader.load(RepositoryFactory.class, classLoader).iterator();
    while (true) {
      try {
        if (!it.hasNext()) {
          break;
        }
        factories.add(it.next());
      } catch (ServiceConfigurationError e) {
        throw new IllegalStateException("[Dynaforge/BrokenRepositoryIndex] A generated repository listed in "
            + "META-INF/services/" + RepositoryFactory.class.getName() + " cannot be loaded: " + e.getMessage()
            + ". Rebuild the module that declares it (mvn clean verify).", e);
      }
    }
    // one order on every start, whatever the class path order is: bean names and definitions are stable
    factories.sort(Comparator.comparing(f -> f.repositoryInterface().getName()));
    return new RepositoryIndex(factories);
  }

  /** The factories whose repository interface lies in one of the packages or their sub-packages. */
  List<RepositoryFactory<?>> in(Collection<String> basePackages) {
    List<RepositoryFactory<?>> selected = new ArrayList<>();
    for (RepositoryFactory<?> factory : factories) {
      String pkg = factory.repositoryInterface().getPackageName();
      for (String base : basePackages) {
        if (contains(base, pkg)) {
          selected.add(factory);
          break;
        }
      }
    }
    return selected;
  }

  static boolean contains(String basePackage, String pkg) {
    return basePackage.isEmpty() || pkg.equals(basePackage) || pkg.startsWith(basePackage + ".");
  }
}
