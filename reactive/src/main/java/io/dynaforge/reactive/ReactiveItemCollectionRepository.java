package io.dynaforge.reactive;

import org.springframework.data.repository.NoRepositoryBean;
import org.springframework.data.repository.Repository;
import reactor.core.publisher.Mono;

/**
 * The non-blocking {@code ItemCollectionRepository}: fixed finders that read one partition with one
 * Query and fold that page into the {@code @ItemCollectionView}; empty when the partition holds no row.
 *
 * @param <T> the view type
 * @param <PK> the partition key's type
 */
@NoRepositoryBean
public interface ReactiveItemCollectionRepository<T, PK> extends Repository<T, Void> {

  /** Every row of the partition (one page), folded. */
  Mono<T> findByPartitionKey(PK partitionKey);

  /** The row with that sort key, folded. */
  Mono<T> findByPartitionKeyAndSortKey(PK partitionKey, Object sortKey);

  /** The rows whose sort key starts with the prefix (one page), folded. */
  Mono<T> findByPartitionKeyAndSortKeyStartingWith(PK partitionKey, String prefix);

  /** The rows whose sort key lies between the bounds, inclusive (one page), folded. */
  Mono<T> findByPartitionKeyAndSortKeyBetween(PK partitionKey, Object from, Object to);

  /** Whether the partition holds any row: one Query with a limit of one. */
  Mono<Boolean> existsByPartitionKey(PK partitionKey);
}
