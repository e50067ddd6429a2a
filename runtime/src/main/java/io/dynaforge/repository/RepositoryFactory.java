package io.dynaforge.repository;

import io.dynaforge.core.DynamoDbOperations;

/**
 * The build-time index of generated repositories: the processor writes one implementation per
 * generated {@code <Repo>_Impl} (its nested {@code Factory}) and registers it for
 * {@link java.util.ServiceLoader} in {@code META-INF/services/io.dynaforge.repository.RepositoryFactory}.
 * Spring's registrar reads this index instead of scanning the classpath, and creates each repository
 * with {@link #create}: a plain constructor call, no reflection.
 *
 * @param <R> the repository interface
 */
public interface RepositoryFactory<R> {

  /** The repository interface the user declared. */
  Class<R> repositoryInterface();

  /** The generated implementation class, {@code <Repo>_Impl}. */
  Class<? extends R> implementationClass();

  /** A new repository over {@code operations}; custom fragments are created by their constructors. */
  R create(DynamoDbOperations operations);

  /**
   * A new repository over {@code operations}, its custom fragment implementations taken from
   * {@code fragments} (Spring passes its bean factory). A repository without fragments ignores it.
   */
  default R create(DynamoDbOperations operations, RepositoryFragments fragments) {
    return create(operations);
  }
}
