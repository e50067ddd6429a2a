package io.dynaforge.repository;

import io.dynaforge.expression.Condition;
import io.dynaforge.expression.Update;
import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.core.RepositoryMethod;
import io.dynaforge.mapping.EntityMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.springframework.dao.InvalidDataAccessApiUsageException;

/**
 * The CRUD half of every generated {@code <Repository>_Impl}: each call goes through {@link
 * DynamoDbOperations}, so table-name resolution, versions, events and exception translation apply.
 * Ids dispatch on their runtime type: a scalar partition key, or a {@link DynamoDbCompositeId}. Each
 * call runs under its {@link RepositoryMethod} name, {@code OrderRepository.findById} (the repository's
 * name, not this class's), built once per instance.
 *
 * @param <T> the entity
 * @param <ID> the id type
 */
public class SimpleDynamoDbRepository<T, ID> implements DynamoDbRepository<T, ID> {

  protected final DynamoDbOperations operations;
  protected final EntityMapper<T> mapper;
  protected final Class<T> type;

  /** The inherited reads that are strongly consistent ({@code @ConsistentRead}). */
  private final boolean consistentFindById;
  private final boolean consistentExistsById;
  private final boolean consistentFindAllById;
  private final boolean consistentFindAll;
  private final boolean consistentCount;

  /** The methods' names in observations: {@code <Repository>.<method>}. */
  private final String saveName;
  private final String saveAllName;
  private final String updateName;
  private final String findByIdName;
  private final String existsByIdName;
  private final String findAllName;
  private final String findAllByIdName;
  private final String countName;
  private final String deleteByIdName;
  private final String deleteName;
  private final String deleteAllByIdName;
  private final String deleteAllName;

  protected SimpleDynamoDbRepository(DynamoDbOperations operations, EntityMapper<T> mapper) {
    this(operations, mapper, Set.of());
  }

  /** A repository whose methods are named {@code repositoryName.findById} etc. in observations. */
  protected SimpleDynamoDbRepository(DynamoDbOperations operations, EntityMapper<T> mapper, String repositoryName) {
    this(operations, mapper, Set.of(), repositoryName);
  }

  /**
   * A repository whose named inherited reads ({@code findById}, {@code existsById},
   * {@code findAllById}, {@code findAll}, {@code count}) are strongly consistent: what the processor
   * passes for {@code @ConsistentRead} on the interface or on a redeclared CRUD method.
   */
  protected SimpleDynamoDbRepository(DynamoDbOperations operations, EntityMapper<T> mapper,
      Set<String> consistentReads) {
    this(operations, mapper, consistentReads, null);
  }

  /**
   * What generated repositories call: consistent reads as above, and the repository interface's
   * simple name, which names the methods in observations ({@code null}: the first interface this
   * class implements).
   */
  protected SimpleDynamoDbRepository(DynamoDbOperations operations, EntityMapper<T> mapper,
      Set<String> consistentReads, String repositoryName) {
    this.operations = Objects.requireNonNull(operations, "operations");
    this.mapper = mapper;
    this.type = mapper.type();
    this.consistentFindById = consistentReads.contains("findById");
    this.consistentExistsById = consistentReads.contains("existsById");
    this.consistentFindAllById = consistentReads.contains("findAllById");
    this.consistentFindAll = consistentReads.contains("findAll");
    this.consistentCount = consistentReads.contains("count");
    String prefix = (repositoryName != null ? repositoryName : interfaceName()) + ".";
    this.saveName = prefix + "save";
    this.saveAllName = prefix + "saveAll";
    this.updateName = prefix + "update";
    this.findByIdName = prefix + "findById";
    this.existsByIdName = prefix + "existsById";
    this.findAllName = prefix + "findAll";
    this.findAllByIdName = prefix + "findAllById";
    this.countName = prefix + "count";
    this.deleteByIdName = prefix + "deleteById";
    this.deleteName = prefix + "delete";
    this.deleteAllByIdName = prefix + "deleteAllById";
    this.deleteAllName = prefix + "deleteAll";
  }

  private String interfaceName() {
    Class<?>[] interfaces = getClass().getInterfaces();
    return interfaces.length == 0 ? getClass().getSimpleName() : interfaces[0].getSimpleName();
  }

  @Override
  public <S extends T> S save(S entity) {
    String previous = RepositoryMethod.enter(saveName);
    try {
      return operations.save(requireEntity(entity));
    } finally {
      RepositoryMethod.exit(previous);
    }
  }

  /**
   * {@code save} of each entity ({@link DynamoDbOperations#saveEach}): BatchWriteItem, 25 a request,
   * unprocessed ones retried, where that stores exactly what {@code save} would (no {@code @Version},
   * no {@code @AtomicCounter}, no extension condition); otherwise one write per entity. Callbacks and
   * events per entity; a null entity refuses the call before anything is sent.
   */
  @Override
  public <S extends T> List<S> saveAll(Iterable<S> entities) {
    List<S> given = new ArrayList<>();
    for (S entity : requireArgument(entities, "entities")) {
      given.add(requireEntity(entity));
    }
    String previous = RepositoryMethod.enter(saveAllName);
    try {
      return operations.saveEach(given);
    } finally {
      RepositoryMethod.exit(previous);
    }
  }

  @Override
  public T update(T entity) {
    String previous = RepositoryMethod.enter(updateName);
    try {
      return operations.update(requireEntity(entity));
    } finally {
      RepositoryMethod.exit(previous);
    }
  }

  @Override
  public T update(ID id, Update<T> update) {
    return update(id, update, null);
  }

  @Override
  public T update(ID id, Update<T> update, Condition<T> condition) {
    requireArgument(id, "id");
    requireArgument(update, "update");
    Object partitionKey = id instanceof DynamoDbCompositeId composite ? composite.partitionKey() : id;
    Object sortKey = id instanceof DynamoDbCompositeId composite ? composite.sortKey() : null;
    String previous = RepositoryMethod.enter(updateName);
    try {
      return condition == null ? operations.update(type, partitionKey, sortKey, update)
          : operations.update(type, partitionKey, sortKey, update, condition);
    } finally {
      RepositoryMethod.exit(previous);
    }
  }

  @Override
  public Optional<T> findById(ID id) {
    requireArgument(id, "id");
    String previous = RepositoryMethod.enter(findByIdName);
    try {
      if (id instanceof DynamoDbCompositeId composite) {
        return operations.findById(type, composite.partitionKey(), composite.sortKey(), consistentFindById);
      }
      return operations.findById(type, id, null, consistentFindById);
    } finally {
      RepositoryMethod.exit(previous);
    }
  }

  @Override
  public boolean existsById(ID id) {
    requireArgument(id, "id");
    String previous = RepositoryMethod.enter(existsByIdName);
    try {
      if (id instanceof DynamoDbCompositeId composite) {
        return operations.existsById(type, composite.partitionKey(), composite.sortKey(), consistentExistsById);
      }
      return operations.existsById(type, id, null, consistentExistsById);
    } finally {
      RepositoryMethod.exit(previous);
    }
  }

  /**
   * Scans the whole table (all pages) for the entity's items only: the template's kind rule (the whole
   * key templates; a more specific kind of the same table keeps its own items) and expiry apply.
   */
  @Override
  public List<T> findAll() {
    String previous = RepositoryMethod.enter(findAllName);
    try {
      return scanAll();
    } finally {
      RepositoryMethod.exit(previous);
    }
  }

  /** The template's scan of the entity's items (its kind only, expired ones left out), consistent when asked. */
  private List<T> scanAll() {
    return consistentFindAll ? operations.findAll(type, CONSISTENT_SCAN) : operations.findAll(type);
  }

  private static final DynamoDbQuery CONSISTENT_SCAN = DynamoDbQuery.builder().consistentRead(true).build();

  /** BatchGetItem, 100 keys per request. */
  @Override
  public List<T> findAllById(Iterable<ID> ids) {
    String previous = RepositoryMethod.enter(findAllByIdName);
    try {
      return operations.batchGet(type, requireArgument(ids, "ids"), consistentFindAllById);
    } finally {
      RepositoryMethod.exit(previous);
    }
  }

  /** Counts the entity's items as the template does (Select COUNT where that count is exact for the kind). */
  @Override
  public long count() {
    String previous = RepositoryMethod.enter(countName);
    try {
      return consistentCount ? operations.count(type, CONSISTENT_SCAN) : operations.count(type);
    } finally {
      RepositoryMethod.exit(previous);
    }
  }

  @Override
  public void deleteById(ID id) {
    requireArgument(id, "id");
    String previous = RepositoryMethod.enter(deleteByIdName);
    try {
      if (id instanceof DynamoDbCompositeId composite) {
        operations.deleteById(type, composite.partitionKey(), composite.sortKey());
      } else {
        operations.deleteById(type, id);
      }
    } finally {
      RepositoryMethod.exit(previous);
    }
  }

  @Override
  public void delete(T entity) {
    String previous = RepositoryMethod.enter(deleteName);
    try {
      operations.delete(requireEntity(entity));
    } finally {
      RepositoryMethod.exit(previous);
    }
  }

  /** BatchWriteItem DeleteRequests, 25 keys a request, unprocessed ones retried with backoff. */
  @Override
  public void deleteAllById(Iterable<? extends ID> ids) {
    String previous = RepositoryMethod.enter(deleteAllByIdName);
    try {
      operations.deleteAllById(type, requireArgument(ids, "ids"));
    } finally {
      RepositoryMethod.exit(previous);
    }
  }

  /**
   * BatchWriteItem DeleteRequests, 25 keys a request, unprocessed ones retried with backoff; a
   * {@code @Version} entity is deleted one at a time under its version condition.
   */
  @Override
  public void deleteAll(Iterable<? extends T> entities) {
    String previous = RepositoryMethod.enter(deleteAllName);
    try {
      operations.deleteAll(requireArgument(entities, "entities"));
    } finally {
      RepositoryMethod.exit(previous);
    }
  }

  /**
   * Scans the table (of this entity's kind, as {@link #findAll()}), then deletes what it read as
   * {@link #deleteAll(Iterable)} does: BatchWriteItem, or one DeleteItem each under the version condition.
   */
  @Override
  public void deleteAll() {
    String previous = RepositoryMethod.enter(deleteAllName);
    try {
      operations.deleteAll(scanAll());
    } finally {
      RepositoryMethod.exit(previous);
    }
  }

  private <S extends T> S requireEntity(S entity) {
    return requireArgument(entity, "entity");
  }

  private <V> V requireArgument(V value, String name) {
    if (value == null) {
      throw new InvalidDataAccessApiUsageException(
          "The " + name + " passed to the " + type.getSimpleName() + " repository must not be null");
    }
    return value;
  }
}
