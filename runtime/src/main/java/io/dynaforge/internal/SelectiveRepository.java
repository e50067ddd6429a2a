package io.dynaforge.internal;

import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.mapping.EntityMapper;
import io.dynaforge.repository.DynamoDbRepository;
import io.dynaforge.repository.SimpleDynamoDbRepository;
import java.util.Objects;
import java.util.Set;

/**
 * The base of the {@code <Repository>_Impl} of a Spring Data repository interface that extends {@code
 * Repository}, {@code CrudRepository} or {@code ListCrudRepository} (not {@code DynamoDbRepository}):
 * it has no public method of its own, so the {@code _Impl} has exactly the methods its interface
 * declares and inherits. Those that are CRUD methods delegate to {@link #crud()}, a {@link
 * SimpleDynamoDbRepository}, so they mean what they mean in a {@code DynamoDbRepository}; the other
 * methods send their requests through {@link #operations}.
 *
 * @param <T> the entity
 * @param <ID> the id type
 */
public abstract class SelectiveRepository<T, ID> {

  protected final DynamoDbOperations operations;
  private final DynamoDbRepository<T, ID> crud;

  /**
   * @param consistentReads the inherited reads that are strongly consistent ({@code @ConsistentRead})
   * @param repositoryName the interface's simple name, which names its methods in observations
   */
  protected SelectiveRepository(DynamoDbOperations operations, EntityMapper<T> mapper, Set<String> consistentReads,
      String repositoryName) {
    this.operations = Objects.requireNonNull(operations, "operations");
    this.crud = new Crud<>(operations, mapper, consistentReads, repositoryName);
  }

  /** The CRUD methods as a {@code DynamoDbRepository} implements them, named after the repository. */
  protected final DynamoDbRepository<T, ID> crud() {
    return crud;
  }

  private static final class Crud<T, ID> extends SimpleDynamoDbRepository<T, ID> {
    Crud(DynamoDbOperations operations, EntityMapper<T> mapper, Set<String> consistentReads, String repositoryName) {
      super(operations, mapper, consistentReads, repositoryName);
    }
  }
}
