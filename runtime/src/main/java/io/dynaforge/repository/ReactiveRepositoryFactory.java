package io.dynaforge.repository;

/**
 * The build-time index of generated reactive repositories (module {@code dynaforge-reactive}): the
 * processor writes one implementation per generated reactive {@code <Repo>_Impl} (its nested
 * {@code Factory}) and registers it for {@link java.util.ServiceLoader} in
 * {@code META-INF/services/io.dynaforge.repository.ReactiveRepositoryFactory}. Spring's registrar reads
 * it next to the blocking {@link RepositoryFactory} index and wires each repository to the
 * {@code ReactiveDynamoDbOperations} bean. Generic over the operations type, so that the runtime does
 * not depend on Reactor.
 *
 * @param <R> the repository interface
 * @param <O> the operations type ({@code io.dynaforge.reactive.ReactiveDynamoDbOperations})
 */
public interface ReactiveRepositoryFactory<R, O> {

  /** The repository interface the user declared. */
  Class<R> repositoryInterface();

  /** The generated implementation class, {@code <Repo>_Impl}. */
  Class<? extends R> implementationClass();

  /** The operations type the repository is created over. */
  Class<O> operationsType();

  /**
   * A new repository over {@code operations}, its custom fragment implementations taken from
   * {@code fragments} (Spring passes its bean factory; {@link RepositoryFragments#CONSTRUCTED} creates
   * them by their constructors).
   */
  R create(O operations, RepositoryFragments fragments);
}
