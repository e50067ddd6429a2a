package io.dynaforge.repository;

import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.core.DynamoDbPageRequest;
import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.core.RepositoryMethod;
import io.dynaforge.mapping.ItemCollectionMapper;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The fixed finders of {@link ItemCollectionRepository}, for generated {@code <Repo>_Impl} classes:
 * each is one Query of the view's table or index, folded by the generated
 * {@link ItemCollectionMapper}. Each runs under its {@link RepositoryMethod} name,
 * {@code CustomerViewRepository.findByPartitionKey}, built once per instance.
 *
 * @param <V> the view type
 */
public abstract class SimpleItemCollectionRepository<V> implements ItemCollectionRepository<V> {

  protected final DynamoDbOperations operations;
  protected final ItemCollectionMapper<V> mapper;
  private final String repositoryName;
  /** The finders' Queries, shared with the reactive repository. */
  private final ItemCollectionQueries queries;
  private final String findByPartitionKeyName;
  private final String findByPartitionKeyAndSortKeyName;
  private final String findByPartitionKeyAndSortKeyStartingWithName;
  private final String findByPartitionKeyAndSortKeyBetweenName;
  private final String existsByPartitionKeyName;

  protected SimpleItemCollectionRepository(DynamoDbOperations operations, ItemCollectionMapper<V> mapper) {
    this(operations, mapper, null);
  }

  /**
   * What generated repositories call: {@code repositoryName}, the repository interface's simple name,
   * names the finders in messages and observations ({@code null}: the first interface this class implements).
   */
  protected SimpleItemCollectionRepository(DynamoDbOperations operations, ItemCollectionMapper<V> mapper,
      String repositoryName) {
    this.operations = Objects.requireNonNull(operations, "operations");
    this.mapper = Objects.requireNonNull(mapper, "mapper");
    this.repositoryName = repositoryName != null ? repositoryName : interfaceName();
    this.queries = new ItemCollectionQueries(mapper, this.repositoryName);
    this.findByPartitionKeyName = this.repositoryName + ".findByPartitionKey";
    this.findByPartitionKeyAndSortKeyName = this.repositoryName + ".findByPartitionKeyAndSortKey";
    this.findByPartitionKeyAndSortKeyStartingWithName = this.repositoryName + ".findByPartitionKeyAndSortKeyStartingWith";
    this.findByPartitionKeyAndSortKeyBetweenName = this.repositoryName + ".findByPartitionKeyAndSortKeyBetween";
    this.existsByPartitionKeyName = this.repositoryName + ".existsByPartitionKey";
  }

  @Override
  public Optional<V> findByPartitionKey(Object partitionKey) {
    return fold(queries.partition(partitionKey, "findByPartitionKey"), findByPartitionKeyName);
  }

  @Override
  public Optional<V> findByPartitionKeyAndSortKey(Object partitionKey, Object sortKey) {
    return fold(queries.sortKey(partitionKey, sortKey, "findByPartitionKeyAndSortKey"),
        findByPartitionKeyAndSortKeyName);
  }

  @Override
  public Optional<V> findByPartitionKeyAndSortKeyStartingWith(Object partitionKey, String prefix) {
    return fold(queries.sortKeyStartingWith(partitionKey, prefix, "findByPartitionKeyAndSortKeyStartingWith"),
        findByPartitionKeyAndSortKeyStartingWithName);
  }

  @Override
  public Optional<V> findByPartitionKeyAndSortKeyBetween(Object partitionKey, Object from, Object to) {
    return fold(queries.sortKeyBetween(partitionKey, from, to, "findByPartitionKeyAndSortKeyBetween"),
        findByPartitionKeyAndSortKeyBetweenName);
  }

  /** One Query with a limit of one: no filter is involved, so an empty page means an empty partition. */
  @Override
  public boolean existsByPartitionKey(Object partitionKey) {
    DynamoDbQuery query = queries.partition(partitionKey, "existsByPartitionKey");
    String previous = RepositoryMethod.enter(existsByPartitionKeyName);
    try {
      return !operations.queryItems(mapper.tableName(), query, DynamoDbPageRequest.of(1)).getResult().isEmpty();
    } finally {
      RepositoryMethod.exit(previous);
    }
  }

  private Optional<V> fold(DynamoDbQuery query, String method) {
    String previous = RepositoryMethod.enter(method);
    try {
      return Optional.ofNullable(
          operations.queryItemCollection(mapper.type(), query, DynamoDbPageRequest.unpaged()).getResult());
    } finally {
      RepositoryMethod.exit(previous);
    }
  }

  private String interfaceName() {
    Class<?>[] interfaces = getClass().getInterfaces();
    return interfaces.length == 0 ? getClass().getSimpleName() : interfaces[0].getSimpleName();
  }

  /**
   * For generated {@code @Query} methods: an argument compared with a key attribute of the view,
   * converted as the fixed finders convert it (an {@link AttributeValue} as it is, else by the fold's
   * {@link ItemCollectionMapper#keyValue}). Generated code has checked it is not null.
   */
  protected final AttributeValue keyValueOf(String attribute, Object value) {
    return queries.keyValueOf(attribute, value);
  }
}
