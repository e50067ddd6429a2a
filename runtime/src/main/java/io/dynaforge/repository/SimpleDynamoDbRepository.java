package io.dynaforge.repository;

import io.dynaforge.expression.Condition;
import io.dynaforge.expression.Update;
import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.mapping.EntityMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.springframework.dao.InvalidDataAccessApiUsageException;

/**
 * The CRUD half of every generated {@code <Repository>_Impl}: each call goes through {@link
 * DynamoDbOperations}, so table-name resolution, versions, events and exception translation apply.
 * Ids dispatch on their runtime type: a scalar partition key, or a {@link DynamoDbCompositeId}.
 *
 * @param <T> the entity
 * @param <ID> the id type
 */
public class SimpleDynamoDbRepository<T, ID> implements DynamoDbRepository<T, ID> {

  protected final DynamoDbOperations operations;
  protected final EntityMapper<T> mapper;
  protected final Class<T> type;

  protected SimpleDynamoDbRepository(DynamoDbOperations operations, EntityMapper<T> mapper) {
    this.operations = Objects.requireNonNull(operations, "operations");
    this.mapper = mapper;
    this.type = mapper.type();
  }

  @Override
  public <S extends T> S save(S entity) {
    return operations.save(requireEntity(entity));
  }

  /** One PutItem per entity, with {@code @Version} support (not BatchWriteItem). */
  @Override
  public <S extends T> List<S> saveAll(Iterable<S> entities) {
    List<S> saved = new ArrayList<>();
    for (S entity : requireArgument(entities, "entities")) {
      saved.add(save(entity));
    }
    return saved;
  }

  @Override
  public T update(T entity) {
    return operations.update(requireEntity(entity));
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
    return condition == null ? operations.update(type, partitionKey, sortKey, update)
        : operations.update(type, partitionKey, sortKey, update, condition);
  }

  @Override
  public Optional<T> findById(ID id) {
    requireArgument(id, "id");
    if (id instanceof DynamoDbCompositeId composite) {
      return operations.findById(type, composite.partitionKey(), composite.sortKey());
    }
    return operations.findById(type, id);
  }

  @Override
  public boolean existsById(ID id) {
    requireArgument(id, "id");
    if (id instanceof DynamoDbCompositeId composite) {
      return operations.existsById(type, composite.partitionKey(), composite.sortKey());
    }
    return operations.existsById(type, id);
  }

  /**
   * Scans the whole table (all pages). In a single table whose sort key is composed by a template,
   * only items of this entity's kind are read: sort key starting with the template's literal, or equal
   * to a constant template.
   */
  @Override
  public List<T> findAll() {
    DynamoDbQuery kind = kindFilter();
    return kind == null ? operations.findAll(type) : operations.findAll(type, kind);
  }

  /** BatchGetItem, 100 keys per request. */
  @Override
  public List<T> findAllById(Iterable<ID> ids) {
    return operations.findAllById(type, requireArgument(ids, "ids"));
  }

  /** Scans the whole table with Select COUNT (of this entity's kind, as {@link #findAll()}). */
  @Override
  public long count() {
    DynamoDbQuery kind = kindFilter();
    return kind == null ? operations.count(type) : operations.count(type, kind);
  }

  /** {@code begins_with(sk, "MATCH#")} for an entity whose template starts with a literal. */
  private DynamoDbQuery kindFilter() {
    if (!mapper.metadata().hasSortKey()) {
      return null;
    }
    String constant = mapper.sortKeyConstant();
    String prefix = mapper.sortKeyPrefix();
    if (constant == null && prefix == null) {
      return null;
    }
    return DynamoDbQuery.builder()
        .filter(constant != null ? "#sk = :sk" : "begins_with(#sk, :sk)")
        .name("#sk", mapper.metadata().sortKeyAttribute().attributeName())
        .value(":sk", software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS(
            constant != null ? constant : prefix))
        .build();
  }

  @Override
  public void deleteById(ID id) {
    requireArgument(id, "id");
    if (id instanceof DynamoDbCompositeId composite) {
      operations.deleteById(type, composite.partitionKey(), composite.sortKey());
    } else {
      operations.deleteById(type, id);
    }
  }

  @Override
  public void delete(T entity) {
    operations.delete(requireEntity(entity));
  }

  /** One DeleteItem per id. */
  @Override
  public void deleteAllById(Iterable<? extends ID> ids) {
    for (ID id : requireArgument(ids, "ids")) {
      deleteById(id);
    }
  }

  /** One DeleteItem per entity, each with its version condition when versioned. */
  @Override
  public void deleteAll(Iterable<? extends T> entities) {
    for (T entity : requireArgument(entities, "entities")) {
      delete(entity);
    }
  }

  /** Scans the table and deletes every item, one DeleteItem each (with its version condition). */
  @Override
  public void deleteAll() {
    for (T entity : findAll()) {
      delete(entity);
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
