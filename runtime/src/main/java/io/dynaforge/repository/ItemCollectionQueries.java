package io.dynaforge.repository;

import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.mapping.DynamoDbMappingException;
import io.dynaforge.mapping.ItemCollectionMapper;
import java.util.Objects;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The Queries of the fixed finders of an item-collection view, built once for the blocking
 * {@link SimpleItemCollectionRepository} and its reactive twin: the partition (of the view's table or
 * index), narrowed by sort key, prefix or range, with the arguments converted as the view's fold
 * converts key values. An invalid argument is an {@link InvalidDataAccessApiUsageException} naming the
 * repository method. Not for applications.
 */
public final class ItemCollectionQueries {

  private final ItemCollectionMapper<?> mapper;
  /** {@code <Repository>.}: the prefix of the method names in messages. */
  private final String prefix;

  public ItemCollectionQueries(ItemCollectionMapper<?> mapper, String repositoryName) {
    this.mapper = Objects.requireNonNull(mapper, "mapper");
    this.prefix = repositoryName + ".";
  }

  /** Every row of the partition. */
  public DynamoDbQuery partition(Object partitionKey, String method) {
    return partitionOf(partitionKey, method).keyCondition("#pk = :pk").build();
  }

  /** The row with that sort key. */
  public DynamoDbQuery sortKey(Object partitionKey, Object sortKey, String method) {
    return partitionOf(partitionKey, method).keyCondition("#pk = :pk AND #sk = :sk")
        .name("#sk", sortKeyAttribute(method))
        .value(":sk", value(mapper.sortKeyAttribute(), sortKey, method, "sortKey")).build();
  }

  /** The rows whose sort key starts with the prefix, as it is written. */
  public DynamoDbQuery sortKeyStartingWith(Object partitionKey, String prefix, String method) {
    if (prefix == null) {
      throw new InvalidDataAccessApiUsageException(this.prefix + method + ": the argument 'prefix' is null");
    }
    return partitionOf(partitionKey, method).keyCondition("#pk = :pk AND begins_with(#sk, :sk)")
        .name("#sk", sortKeyAttribute(method)).value(":sk", AttributeValue.fromS(prefix)).build();
  }

  /** The rows whose sort key lies between the bounds, inclusive. */
  public DynamoDbQuery sortKeyBetween(Object partitionKey, Object from, Object to, String method) {
    return partitionOf(partitionKey, method).keyCondition("#pk = :pk AND #sk BETWEEN :from AND :to")
        .name("#sk", sortKeyAttribute(method)).value(":from", value(mapper.sortKeyAttribute(), from, method, "from"))
        .value(":to", value(mapper.sortKeyAttribute(), to, method, "to")).build();
  }

  /**
   * For generated {@code @Query} methods: an argument compared with a key attribute of the view,
   * converted as the fixed finders convert it (an {@link AttributeValue} as it is, else by the fold's
   * {@link ItemCollectionMapper#keyValue}). Generated code has checked it is not null.
   */
  public AttributeValue keyValueOf(String attribute, Object value) {
    if (value instanceof AttributeValue av) {
      return av;
    }
    try {
      return mapper.keyValue(attribute, value);
    } catch (DynamoDbMappingException e) {
      throw new InvalidDataAccessApiUsageException(prefix.substring(0, prefix.length() - 1) + ": " + e.getMessage(), e);
    }
  }

  private DynamoDbQuery.Builder partitionOf(Object partitionKey, String method) {
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

  /**
   * A key value of an attribute: an {@link AttributeValue} as it is (the stored value), else converted
   * by the fold's {@link ItemCollectionMapper#keyValue}, as the table's entity that writes the attribute
   * stores it (its {@code @Converter}, an enum's name, a date's text), or by the value's Java type for an
   * attribute no entity the build saw writes.
   */
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
}
