package io.dynaforge.repository;

import io.dynaforge.expression.Condition;
import io.dynaforge.expression.Update;
import org.springframework.data.repository.ListCrudRepository;
import org.springframework.data.repository.NoRepositoryBean;

/**
 * A Spring Data repository of a {@code @Table} entity. Extend it with an interface; the Dynaforge
 * processor writes {@code <YourRepository>_Impl} at build time, plans every derived query method
 * (GetItem, Query or, with {@code @AllowScan}, Scan) and rejects the ones it cannot run as a Query.
 *
 * <p>{@code ID} is the partition key's type for a partition-only table, and {@link
 * DynamoDbCompositeId} for a table with a sort key (also when a {@code @SortKeyTemplate} owns it).
 * The inherited {@code saveAll} saves one entity at a time (PutItem with {@code @Version} support);
 * use {@code DynamoDbOperations.saveAll} for BatchWriteItem.
 *
 * @param <T> the entity
 * @param <ID> the id type
 */
@NoRepositoryBean
public interface DynamoDbRepository<T, ID> extends ListCrudRepository<T, ID> {

  /**
   * UpdateItem: sets every non-key property that is set and removes the null ones, with the
   * {@code @Version} condition. The primary key is never rewritten.
   *
   * @return the updated entity (a new instance for records)
   */
  T update(T entity);

  /**
   * One UpdateItem of the item with this id: a typed update built from {@code <Entity>_Attributes}
   * (an atomic {@code add}, a {@code set}, ...). A versioned entity's {@code @Version} is incremented
   * in the same request, so a copy read before cannot be saved over it; {@code @LastModifiedDate} is
   * set. The item is created when missing, as UpdateItem does.
   *
   * @return the item after the update (ALL_NEW), as an entity
   */
  T update(ID id, Update<T> update);

  /**
   * {@link #update(Object, Update)} under a condition: a failed one is a
   * {@link org.springframework.dao.DataIntegrityViolationException} and nothing changes.
   */
  T update(ID id, Update<T> update, Condition<T> condition);
}
