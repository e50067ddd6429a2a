package io.dynaforge.mapping;

import io.dynaforge.internal.KeyValues;

import java.time.Instant;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The SPI every generated {@code <Entity>_Mapper} implements for a {@code @Table} entity: item
 * conversion, the key of an entity, and the table metadata the runtime needs to build requests.
 *
 * <p>Generated mappers are registered for {@link java.util.ServiceLoader} and found through
 * {@link MapperRegistry}.
 *
 * @param <T> the entity type
 */
public interface EntityMapper<T> extends ItemMapper<T> {

  /** Table name, key schema, version, TTL and attribute names of the entity. */
  EntityMetadata metadata();

  /**
   * The primary key of an entity: the partition key and, when the table has one, the sort key
   * (composed from the {@code @SortKeyTemplate} placeholders when a template owns it).
   *
   * @throws DynamoDbMappingException when a key value is null
   */
  Map<String, AttributeValue> keyOf(T entity);

  /**
   * The primary key for plain id values, as passed to {@code findById}: the sort key value is the
   * fully composed physical value when a template owns the sort key.
   *
   * @param sortKey {@code null} when the table has no sort key
   */
  default Map<String, AttributeValue> keyOf(Object partitionKey, Object sortKey) {
    return KeyValues.key(metadata(), partitionKey, sortKey == null ? sortKeyConstant() : sortKey);
  }

  /**
   * The constant sort key of an entity whose {@code @SortKeyTemplate} has no placeholder (its item
   * kind, {@code "PROFILE"}), else {@code null}. Its ids are then plain partition key values: the
   * sort key is always this constant, and scans read only items with it.
   */
  default String sortKeyConstant() {
    return null;
  }

  /**
   * The literal every sort key of this entity starts with, when a {@code @SortKeyTemplate} such as
   * {@code MATCH#{matchDate}#{matchId}} owns the sort key ({@code "MATCH#"}), else {@code null}.
   * Scans of a shared single table filter on it so that other item kinds are not read as this one.
   */
  default String sortKeyPrefix() {
    return null;
  }

  /**
   * The attributes of Spring Data {@code @CreatedDate} properties. {@code update(entity)} writes them
   * with {@code if_not_exists}, so an update never moves an item's creation date.
   */
  default java.util.Set<String> createdDateAttributes() {
    return java.util.Set.of();
  }

  /** The current version of a {@code @Version} entity, or {@code null} when unset or unversioned. */
  default Long versionOf(T entity) {
    return null;
  }

  /**
   * Sets the version of a {@code @Version} entity. Mutable entities are changed in place and
   * returned; records and other immutable types are copied.
   */
  default T withVersion(T entity, Long version) {
    return entity;
  }

  /**
   * Applies Spring Data auditing: {@code @CreatedDate} when it is unset, {@code @LastModifiedDate}
   * always. Returns the entity (a copy for immutable types).
   */
  default T withAuditing(T entity, Instant now) {
    return entity;
  }
}
