package io.dynaforge.reactive.internal;

import io.dynaforge.mapping.EntityMapper;
import io.dynaforge.reactive.ReactiveDynamoDbOperations;
import io.dynaforge.reactive.ReactiveDynamoDbRepository;
import io.dynaforge.reactive.SimpleReactiveDynamoDbRepository;
import java.util.Objects;
import java.util.Set;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * The base of the {@code <Repository>_Impl} of a Spring Data {@code ReactiveCrudRepository} (or a plain
 * {@code Repository} whose methods return {@code Mono}/{@code Flux}) that is not a {@code
 * ReactiveDynamoDbRepository}: it has no public method of its own, so the {@code _Impl} has exactly the
 * methods its interface declares and inherits. Those that are CRUD methods delegate to {@link #crud()}, a
 * {@link SimpleReactiveDynamoDbRepository}, so they mean what they mean in a {@code
 * ReactiveDynamoDbRepository}; the other methods send their requests through {@link #operations}, named by
 * {@link #named}.
 *
 * @param <T> the entity
 * @param <ID> the id type
 */
public abstract class SelectiveReactiveRepository<T, ID> {

  protected final ReactiveDynamoDbOperations operations;
  private final ReactiveDynamoDbRepository<T, ID> crud;
  private final Crud<T, ID> names;

  /**
   * @param consistentReads the inherited reads that are strongly consistent ({@code @ConsistentRead})
   * @param repositoryName the interface's simple name, which names its methods in observations
   */
  protected SelectiveReactiveRepository(ReactiveDynamoDbOperations operations, EntityMapper<T> mapper,
      Set<String> consistentReads, String repositoryName) {
    this.operations = Objects.requireNonNull(operations, "operations");
    this.names = new Crud<>(operations, mapper, consistentReads, repositoryName);
    this.crud = names;
  }

  /** The publisher run under the repository method's name, as in {@code SimpleReactiveDynamoDbRepository}. */
  protected <R> Mono<R> named(String method, Mono<R> call) {
    return names.mono(method, call);
  }

  protected <R> Flux<R> named(String method, Flux<R> call) {
    return names.flux(method, call);
  }

  /** The CRUD methods as a {@code ReactiveDynamoDbRepository} implements them, named after the repository. */
  protected final ReactiveDynamoDbRepository<T, ID> crud() {
    return crud;
  }

  private static final class Crud<T, ID> extends SimpleReactiveDynamoDbRepository<T, ID> {
    Crud(ReactiveDynamoDbOperations operations, EntityMapper<T> mapper, Set<String> consistentReads,
        String repositoryName) {
      super(operations, mapper, consistentReads, repositoryName);
    }

    <R> Mono<R> mono(String method, Mono<R> call) {
      return named(method, call);
    }

    <R> Flux<R> flux(String method, Flux<R> call) {
      return named(method, call);
    }
  }
}
