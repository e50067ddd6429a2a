package io.dynaforge.config;

import io.dynaforge.repository.ReactiveRepositoryFactory;
import io.dynaforge.repository.RepositoryFactory;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.function.Function;

/**
 * A build-time repository index: every {@link RepositoryFactory} the processor listed in
 * {@code META-INF/services/io.dynaforge.repository.RepositoryFactory} ({@link #load}), or every
 * {@link ReactiveRepositoryFactory} listed in
 * {@code META-INF/services/io.dynaforge.repository.ReactiveRepositoryFactory} ({@link #loadReactive}), read with
 * {@link ServiceLoader}, in the order of their repository interfaces' names.
 *
 * @param <F> the factory type
 */
final class RepositoryIndex<F> {

  private final List<F> factories;
  private final Function<F, Class<?>> repositoryInterface;

  private RepositoryIndex(List<F> factories, Function<F, Class<?>> repositoryInterface) {
    this.factories = factories;
    this.repositoryInterface = repositoryInterface;
  }

  /**
   * Reads the index of blocking repositories visible to a class loader.
   *
   * @throws IllegalStateException when a listed factory cannot be loaded (a stale services file)
   */
  @SuppressWarnings({"rawtypes", "unchecked"})
  static RepositoryIndex<RepositoryFactory<?>> load(ClassLoader classLoader) {
    return (RepositoryIndex) load(RepositoryFactory.class, RepositoryFactory::repositoryInterface, classLoader, "");
  }

  /**
   * Reads the index of reactive repositories ({@code dynaforge-reactive}) visible to a class loader: empty when the
   * application has none.
   *
   * @throws IllegalStateException when a listed factory cannot be loaded (a stale services file, or
   *     {@code dynaforge-reactive} missing from the run-time class path)
   */
  @SuppressWarnings({"rawtypes", "unchecked"})
  static RepositoryIndex<ReactiveRepositoryFactory<?, ?>> loadReactive(ClassLoader classLoader) {
    return (RepositoryIndex) load(ReactiveRepositoryFactory.class, ReactiveRepositoryFactory::repositoryInterface,
        classLoader, " A reactive repository also needs io.dynaforge:dynaforge-reactive (and Reactor) on the"
            + " run-time class path.");
  }

  private static <F> RepositoryIndex<F> load(Class<F> service, Function<F, Class<?>> repositoryInterface,
      ClassLoader classLoader, String hint) {
    List<F> factories = new ArrayList<>();
    Iterator<F> it = ServiceLoader.load(service, classLoader).iterator();
    while (true) {
      try {
        if (!it.hasNext()) {
          break;
        }
        factories.add(it.next());
      } catch (ServiceConfigurationError | LinkageError e) {
        throw new IllegalStateException("[Dynaforge/BrokenRepositoryIndex] A generated repository listed in "
            + "META-INF/services/" + service.getName() + " cannot be loaded: " + e.getMessage()
            + ". Rebuild the module that declares it (mvn clean verify)." + hint, e);
      }
    }
    // one order on every start, whatever the class path order is: bean names and definitions are stable
    factories.sort(Comparator.comparing(f -> repositoryInterface.apply(f).getName()));
    return new RepositoryIndex<>(factories, repositoryInterface);
  }

  /** The factories whose repository interface lies in one of the packages or their sub-packages. */
  List<F> in(Collection<String> basePackages) {
    List<F> selected = new ArrayList<>();
    for (F factory : factories) {
      String pkg = repositoryInterface.apply(factory).getPackageName();
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
