package io.dynaforge.repository;

import java.util.Optional;
import org.springframework.data.repository.NoRepositoryBean;
import org.springframework.data.repository.Repository;

/**
 * A read-only repository of an {@code @ItemCollectionView}: fixed finders that read one partition (of
 * the table, or of the view's index) with one Query request and fold that page into the view. They
 * do not follow {@code LastEvaluatedKey}; for a collection larger than one page use
 * {@code DynamoDbOperations.queryItemCollection} with the returned cursor. Derived query methods and
 * {@code @Update} methods are compile errors here.
 *
 * @param <V> the view type
 */
@NoRepositoryBean
public interface ItemCollectionRepository<V> extends Repository<V, Void> {

  /** Every row of the partition (one page), folded. */
  Optional<V> findByPartitionKey(Object partitionKey);

  /** The row with that sort key, folded. */
  Optional<V> findByPartitionKeyAndSortKey(Object partitionKey, Object sortKey);

  /** The rows whose sort key starts with the prefix (one page), folded. */
  Optional<V> findByPartitionKeyAndSortKeyStartingWith(Object partitionKey, String prefix);

  /** The rows whose sort key lies between the bounds, inclusive (one page), folded. */
  Optional<V> findByPartitionKeyAndSortKeyBetween(Object partitionKey, Object from, Object to);

  /** Whether the partition holds any row: one Query with a limit of one. */
  boolean existsByPartitionKey(Object partitionKey);
}
