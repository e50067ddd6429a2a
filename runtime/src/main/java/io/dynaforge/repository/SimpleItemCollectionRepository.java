package io.dynaforge.repository;

import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.core.DynamoDbPageRequest;
import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.core.RepositoryMethod;
import io.dynaforge.mapping.DynamoDbMappingException;
import io.dynaforge.mapping.ItemCollectionMapper;
import java.util.Objects;
import java.util.Optional;
import org.springframework.dao.InvalidDataAccessApiUsageException;
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
    this.findByPartitionKeyName = this.repositoryName + ".findByPartitionKey";
    this.findByPartitionKeyAndSortKeyName = this.repositoryName + ".findByPartitionKeyAndSortKey";
    this.findByPartitionKeyAndSortKeyStartingWithName = this.repositoryName + ".findByPartitionKeyAndSortKeyStartingWith";
    this.findByPartitionKeyAndSortKeyBetweenName = this.repositoryName + ".findByPartitionKeyAndSortKeyBetween";
    this.existsByPartitionKeyName = this.repositoryName + ".existsByPartitionKey";
  }

  @Override
  public Optional<V> findByPartitionKey(Object partitionKey) {
    return fold(partition(partitionKey, "findByPartitionKey").keyCondition("#pk = :pk"), findByPartitionKeyName);
  }

  @Override
  public Optional<V> findByPartitionKeyAndSortKey(Object partitionKey, Object sortKey) {
    return fold(partition(partitionKey, "findByPartitionKeyAndSortKey").keyCondition("#pk = :pk AND #sk = :sk")
        .name("#sk", sortKeyAttribute("findByPartitionKeyAndSortKey"))
        .value(":sk", value(mapper.sortKeyAttribute(), sortKey, "findByPartitionKeyAndSortKey", "sortKey")),
        findByPartitionKeyAndSortKeyName);
  }

  @Override
  public Optional<V> findByPartitionKeyAndSortKeyStartingWith(Object partitionKey, String prefix) {
    String method = "findByPartitionKeyAndSortKeyStartingWith";
    return fold(partition(partitionKey, method).keyCondition("#pk = :pk AND begins_with(#sk, :sk)")
        .name("#sk", sortKeyAttribute(method)).value(":sk", prefix(prefix, method)),
        findByPartitionKeyAndSortKeyStartingWithName);
  }

  @Override
  public Optional<V> findByPartitionKeyAndSortKeyBetween(Object partitionKey, Object from, Object to) {
    String method = "findByPartitionKeyAndSortKeyBetween";
    return fold(partition(partitionKey, method).keyCondition("#pk = :pk AND #sk BETWEEN :from AND :to")
        .name("#sk", sortKeyAttribute(method)).value(":from", value(mapper.sortKeyAttribute(), from, method, "from"))
        .value(":to", value(mapper.sortKeyAttribute(), to, method, "to")), findByPartitionKeyAndSortKeyBetweenName);
  }

  /** One Query with a limit of one: no filter is involved, so an empty page means an empty partition. */
  @Override
  public boolean existsByPartitionKey(Object partitionKey) {
    DynamoDbQuery query = partition(partitionKey, "existsByPartitionKey").keyCondition("#pk = :pk").build();
    String previous = RepositoryMethod.enter(existsByPartitionKeyName);
    try {
      return !operations.queryItems(mapper.tableName(), query, DynamoDbPageRequest.of(1)).getResult().isEmpty();
    } finally {
      RepositoryMethod.exit(previous);
    }
  }

  private Optional<V> fold(DynamoDbQuery.Builder query, String method) {
    DynamoDbQuery built = query.build();
    String previous = RepositoryMethod.enter(method);
    try {
      return Optional.ofNullable(
          operations.queryItemCollection(mapper.type(), built, DynamoDbPageRequest.unpaged()).getResult());
    } finally {
      RepositoryMethod.exit(previous);
    }
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
      throw new InvalidDataAccessApiUsageException(repositoryName() + "." + method + ": the view "
          + mapper.type().getSimpleName() + " declares no sortKey, so it cannot narrow by sort key");
    }
    return mapper.sortKeyAttribute();
  }

  private String repositoryName() {
    return repositoryName;
  }

  private String interfaceName() {
    Class<?>[] interfaces = getClass().getInterfaces();
    return interfaces.length == 0 ? getClass().getSimpleName() : interfaces[0].getSimpleName();
  }

  /**
   * A key value of an attribute: an {@link AttributeValue} as it is (the stored value), else
   * converted by the fold's {@link ItemCollectionMapper#keyValue}, as the table's entity that writes
   * the attribute stores it (its {@code @Converter}, an enum's name, a date's text), or by the value's
   * Java type for an attribute no entity the build saw writes.
   */
  private AttributeValue value(String attribute, Object value, String method, String parameter) {
    if (value == null) {
      throw new InvalidDataAccessApiUsageException(repositoryName() + "." + method + ": the argument '" + parameter
          + "' is null");
    }
    if (value instanceof AttributeValue av) {
      return av;
    }
    try {
      return mapper.keyValue(attribute, value);
    } catch (DynamoDbMappingException e) {
      throw new InvalidDataAccessApiUsageException(repositoryName() + "." + method + ": the argument '" + parameter
          + "': " + e.getMessage(), e);
    }
  }

  /**
   * For generated {@code @Query} methods: an argument compared with a key attribute of the view,
   * converted as the fixed finders convert it (an {@link AttributeValue} as it is, else by the fold's
   * {@link ItemCollectionMapper#keyValue}). Generated code has checked it is not null.
   */
  protected final AttributeValue keyValueOf(String attribute, Object value) {
    if (value instanceof AttributeValue av) {
      return av;
    }
    try {
      return mapper.keyValue(attribute, value);
    } catch (DynamoDbMappingException e) {
      throw new InvalidDataAccessApiUsageException(repositoryName() + ": " + e.getMessage(), e);
    }
  }

  /** A {@code begins_with} prefix: the text the stored sort key starts with, as it is. */
  private AttributeValue prefix(String prefix, String method) {
    if (prefix == null) {
      throw new InvalidDataAccessApiUsageException(repositoryName() + "." + method + ": the argument 'prefix' is null");
    }
    return AttributeValue.fromS(prefix);
  }
}
