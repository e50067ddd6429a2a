package io.dynaforge.reactive;

import io.dynaforge.core.DynamoDbPageRequest;
import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.core.EntityQueryResult;
import io.dynaforge.mapping.DynamoDbMappingException;
import io.dynaforge.mapping.ItemCollectionMapper;
import java.util.Objects;
import org.springframework.dao.InvalidDataAccessApiUsageException;
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

  /** What generated repositories call: {@code repositoryName}, the interface's simple name, names the finders. */
  protected SimpleReactiveItemCollectionRepository(ReactiveDynamoDbOperations operations,
      ItemCollectionMapper<V> mapper, String repositoryName) {
    this.operations = Objects.requireNonNull(operations, "operations");
    this.mapper = Objects.requireNonNull(mapper, "mapper");
    this.prefix = (repositoryName != null ? repositoryName : getClass().getSimpleName()) + ".";
  }

  /** The publisher run under the repository method's name. */
  protected <R> Mono<R> named(String method, Mono<R> call) {
    return call.contextWrite(c -> c.put(ReactiveDynamoDbTemplate.METHOD_KEY, prefix + method));
  }

  @Override
  public Mono<V> findByPartitionKey(PK partitionKey) {
    String method = "findByPartitionKey";
    return fold(partition(partitionKey, method).keyCondition("#pk = :pk"), method);
  }

  @Override
  public Mono<V> findByPartitionKeyAndSortKey(PK partitionKey, Object sortKey) {
    String method = "findByPartitionKeyAndSortKey";
    return fold(partition(partitionKey, method).keyCondition("#pk = :pk AND #sk = :sk")
        .name("#sk", sortKeyAttribute(method))
        .value(":sk", value(mapper.sortKeyAttribute(), sortKey, method, "sortKey")), method);
  }

  @Override
  public Mono<V> findByPartitionKeyAndSortKeyStartingWith(PK partitionKey, String prefix) {
    String method = "findByPartitionKeyAndSortKeyStartingWith";
    if (prefix == null) {
      throw new InvalidDataAccessApiUsageException(this.prefix + method + ": the argument 'prefix' is null");
    }
    return fold(partition(partitionKey, method).keyCondition("#pk = :pk AND begins_with(#sk, :sk)")
        .name("#sk", sortKeyAttribute(method)).value(":sk", AttributeValue.fromS(prefix)), method);
  }

  @Override
  public Mono<V> findByPartitionKeyAndSortKeyBetween(PK partitionKey, Object from, Object to) {
    String method = "findByPartitionKeyAndSortKeyBetween";
    return fold(partition(partitionKey, method).keyCondition("#pk = :pk AND #sk BETWEEN :from AND :to")
        .name("#sk", sortKeyAttribute(method)).value(":from", value(mapper.sortKeyAttribute(), from, method, "from"))
        .value(":to", value(mapper.sortKeyAttribute(), to, method, "to")), method);
  }

  /** One Query with a limit of one: no filter is involved, so an empty page means an empty partition. */
  @Override
  public Mono<Boolean> existsByPartitionKey(PK partitionKey) {
    String method = "existsByPartitionKey";
    DynamoDbQuery query = partition(partitionKey, method).keyCondition("#pk = :pk").build();
    return named(method, operations.queryItems(mapper.tableName(), query, DynamoDbPageRequest.of(1))
        .map(page -> !page.getResult().isEmpty()));
  }

  private Mono<V> fold(DynamoDbQuery.Builder query, String method) {
    DynamoDbQuery built = query.build();
    return named(method, operations.queryItemCollection(mapper.type(), built, DynamoDbPageRequest.unpaged())
        .mapNotNull(EntityQueryResult::getResult));
  }

  private DynamoDbQuery.Builder partition(Object partitionKey, String method) {
    DynamoDbQuery.Builder query = DynamoDbQuery.builder().name("#pk", mapper.partitionKeyAttribute())
        .value(":pk", value(mapper.partitionKeyAttribute(), partitionKey, method, "partitionKey"));
    if (mapper.indexName() != null) {
      query.indexName(mapper.indexName());
    }
    return query;
  }

  private String sortKeyAttribute(String method) {
    if (mapper.sortKeyAttribute() == null) {
      throw new InvalidDataAccessApiUsageException(prefix + method + ": the view " + mapper.type().getSimpleName()
          + " declares no sortKey, so it cannot narrow by sort key");
    }
    return mapper.sortKeyAttribute();
  }

  /** A key value: an {@link AttributeValue} as it is, else converted by the fold's {@code keyValue}. */
  private AttributeValue value(String attribute, Object value, String method, String parameter) {
    if (value == null) {
      throw new InvalidDataAccessApiUsageException(prefix + method + ": the argument '" + parameter + "' is null");
    }
    if (value instanceof AttributeValue av) {
      return av;
    }
    try {
      return mapper.keyValue(attribute, value);
    } catch (DynamoDbMappingException e) {
      throw new InvalidDataAccessApiUsageException(prefix + method + ": the argument '" + parameter + "': "
          + e.getMessage(), e);
    }
  }

  /**
   * For generated {@code @Query} methods: an argument compared with a key attribute of the view,
   * converted as the fixed finders convert it. Generated code has checked it is not null.
   */
  protected final AttributeValue keyValueOf(String attribute, Object value) {
    if (value instanceof AttributeValue av) {
      return av;
    }
    try {
      return mapper.keyValue(attribute, value);
    } catch (DynamoDbMappingException e) {
      throw new InvalidDataAccessApiUsageException(prefix + e.getMessage(), e);
    }
  }
}
