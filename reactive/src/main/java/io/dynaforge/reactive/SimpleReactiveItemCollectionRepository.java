package io.dynaforge.reactive;

import io.dynaforge.core.DynamoDbPageRequest;
import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.core.EntityQueryResult;
import io.dynaforge.mapping.ItemCollectionMapper;
import io.dynaforge.repository.ItemCollectionQueries;
import java.util.Objects;
import reactor.core.publisher.Mono;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The fixed finders of {@link ReactiveItemCollectionRepository}, for generated reactive {@code <Repo>_Impl}
 * classes: each is one Query of the view's table or index, folded by the generated {@link
 * ItemCollectionMapper} (through {@link ReactiveDynamoDbOperations#queryItemCollection}), empty when the
 * partition holds no row; the same requests as the blocking {@code SimpleItemCollectionRepository}. Each
 * runs under its method name ({@code CustomerViewRepository.findByPartitionKey}) in the Reactor context.
 * Arguments are checked on call; nothing is sent before subscription.
 *
 * @param <V> the view type
 * @param <PK> the partition key's type
 */
public class SimpleReactiveItemCollectionRepository<V, PK> implements ReactiveItemCollectionRepository<V, PK> {

  protected final ReactiveDynamoDbOperations operations;
  protected final ItemCollectionMapper<V> mapper;
  private final String prefix;
  /** The finders' Queries, the blocking repository's. */
  private final ItemCollectionQueries queries;

  /** What generated repositories call: {@code repositoryName}, the interface's simple name, names the finders. */
  protected SimpleReactiveItemCollectionRepository(ReactiveDynamoDbOperations operations,
      ItemCollectionMapper<V> mapper, String repositoryName) {
    this.operations = Objects.requireNonNull(operations, "operations");
    this.mapper = Objects.requireNonNull(mapper, "mapper");
    String name = repositoryName != null ? repositoryName : getClass().getSimpleName();
    this.prefix = name + ".";
    this.queries = new ItemCollectionQueries(mapper, name);
  }

  /** The publisher run under the repository method's name. */
  protected <R> Mono<R> named(String method, Mono<R> call) {
    return call.contextWrite(c -> c.put(ReactiveDynamoDbTemplate.METHOD_KEY, prefix + method));
  }

  @Override
  public Mono<V> findByPartitionKey(PK partitionKey) {
    String method = "findByPartitionKey";
    return fold(queries.partition(partitionKey, method), method);
  }

  @Override
  public Mono<V> findByPartitionKeyAndSortKey(PK partitionKey, Object sortKey) {
    String method = "findByPartitionKeyAndSortKey";
    return fold(queries.sortKey(partitionKey, sortKey, method), method);
  }

  @Override
  public Mono<V> findByPartitionKeyAndSortKeyStartingWith(PK partitionKey, String prefix) {
    String method = "findByPartitionKeyAndSortKeyStartingWith";
    return fold(queries.sortKeyStartingWith(partitionKey, prefix, method), method);
  }

  @Override
  public Mono<V> findByPartitionKeyAndSortKeyBetween(PK partitionKey, Object from, Object to) {
    String method = "findByPartitionKeyAndSortKeyBetween";
    return fold(queries.sortKeyBetween(partitionKey, from, to, method), method);
  }

  /** One Query with a limit of one: no filter is involved, so an empty page means an empty partition. */
  @Override
  public Mono<Boolean> existsByPartitionKey(PK partitionKey) {
    String method = "existsByPartitionKey";
    DynamoDbQuery query = queries.partition(partitionKey, method);
    return named(method, operations.queryItems(mapper.tableName(), query, DynamoDbPageRequest.of(1))
        .map(page -> !page.getResult().isEmpty()));
  }

  private Mono<V> fold(DynamoDbQuery query, String method) {
    return named(method, operations.queryItemCollection(mapper.type(), query, DynamoDbPageRequest.unpaged())
        .mapNotNull(EntityQueryResult::getResult));
  }

  /**
   * For generated {@code @Query} methods: an argument compared with a key attribute of the view,
   * converted as the fixed finders convert it. Generated code has checked it is not null.
   */
  protected final AttributeValue keyValueOf(String attribute, Object value) {
    return queries.keyValueOf(attribute, value);
  }
}
