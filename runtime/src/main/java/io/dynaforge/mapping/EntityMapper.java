package io.dynaforge.mapping;

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
   * The primary key for id values, as {@code findById}, {@code existsById}, {@code deleteById},
   * {@code findAllById}, transactions and updates by key take them: each value is converted exactly
   * as {@link #toItem} writes its property (its {@code @Converter}, an enum's name, a number, a
   * date's text). A key composed by a template takes its composed text (from the entity's
   * {@code _Keys}); a constant sort key is used when {@code sortKey} is null. Generated for every
   * {@code @Table} entity; a {@code @SecondaryIndex} view keeps this default, which refuses.
   *
   * @param sortKey {@code null} when the table has no sort key
   * @throws DynamoDbMappingException naming the entity, table and attribute, when a value is null
   *     or not of its property's type, or a sort key is given for a table without one
   */
  default Map<String, AttributeValue> keyOf(Object partitionKey, Object sortKey) {
    throw MappingFailures.noKeyCodec(metadata());
  }

  /**
   * One key value converted as the entity stores the attribute: its property's conversion (as
   * {@link #toItem} writes it), or the composed text of a template column. Key conditions of
   * queries use it, so that they compare what was written. Generated for every attribute the entity
   * (or view) writes as S, N or B, since any of them can be the key of the table or of an index.
   *
   * @throws DynamoDbMappingException naming the entity, table and attribute, when the value is null
   *     or not of the property's type, or the entity writes no such attribute
   */
  AttributeValue keyValue(String attributeName, Object value);

  /**
   * The constant sort key of an entity whose {@code @SortKeyTemplate} has no placeholder (its item
   * kind, {@code "PROFILE"}), else {@code null}. Its ids are then plain partition key values: the
   * sort key is always this constant, and scans read only items with it.
   */
  default String sortKeyConstant() {
    return null;
  }

  /**
   * The indexes of the entity's table that it declares with {@code @TableIndex}, each as the metadata
   * of a view of it (the index's keys and projection; with {@code INCLUDE}, its {@code include}
   * attributes as the attribute names): {@code createTables}, {@code SchemaManager} and the table
   * definitions create them as they create the indexes views read. Empty by default.
   */
  default java.util.List<EntityMetadata> tableIndexes() {
    return java.util.List.of();
  }

  /**
   * The attributes the entity's key templates compose, with their placeholders: what a write that
   * changes a placeholder recomposes in the same request. Empty when the entity has no template with
   * a placeholder.
   */
  default java.util.List<DerivedColumn> derivedColumns() {
    return java.util.List.of();
  }

  /**
   * The text a template composes into {@code column} for the entity, or {@code null} when the
   * template is sparse and a placeholder is null.
   *
   * @throws DynamoDbMappingException when a placeholder of a non-sparse template is null or cannot be
   *     composed, or the entity has no such template column
   */
  default String composeColumn(String column, T entity) {
    throw new DynamoDbMappingException(metadata().entityName() + " has no key template composing '" + column + "'");
  }

  /**
   * Which items are of this entity's kind: the shape of its whole key templates (every literal and
   * placeholder), {@link KindPattern#ANY} when no template constrains its keys. Every read, count,
   * delete and scan of the entity leaves out items of other shapes, and items that a more specific
   * kind of the same table also matches ({@link KindPattern#specificity()}).
   */
  default KindPattern kindPattern() {
    return KindPattern.ANY;
  }

  /**
   * Whether reads leave out items whose {@code @TimeToLive} has passed
   * ({@code @TimeToLive(filterExpired = true)}); the attribute is {@code metadata().timeToLiveAttribute()}.
   */
  default boolean filtersExpired() {
    return false;
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
   * The {@code @AtomicCounter} attributes of the entity, which every write sets server-side; empty
   * when it has none.
   */
  default java.util.List<AtomicCounterAttribute> atomicCounters() {
    return java.util.List.of();
  }

  /**
   * Sets each {@code @AtomicCounter} property from the item a write returned (the stored values).
   * Mutable entities are changed in place and returned; records and other immutable types are copied.
   */
  default T withAtomicCounters(T entity, Map<String, AttributeValue> item) {
    return entity;
  }

  /**
   * The {@code @LastModifiedDate} attributes with {@code now} encoded as the entity stores them: what
   * an update by key (a typed or declared update) sets, as {@link #withAuditing} does for an entity.
   */
  default Map<String, AttributeValue> lastModifiedValues(Instant now) {
    return Map.of();
  }

  /**
   * Applies Spring Data auditing: {@code @CreatedDate} when it is unset, {@code @LastModifiedDate}
   * always. Returns the entity (a copy for immutable types).
   */
  default T withAuditing(T entity, Instant now) {
    return entity;
  }

  /**
   * Whether the entity has Spring Data {@code @CreatedBy} or {@code @LastModifiedBy} properties: the
   * template asks its {@code AuditorAware} for the current auditor only for such entities.
   */
  default boolean usesAuditor() {
    return false;
  }

  /**
   * Applies the current auditor (never null: an empty {@code AuditorAware} sets nothing):
   * {@code @CreatedBy} when it is unset, {@code @LastModifiedBy} always, as {@link #withAuditing} sets
   * the dates. Returns the entity (a copy for immutable types).
   *
   * @throws org.springframework.dao.InvalidDataAccessApiUsageException naming the entity, the property
   *     and both types, when a property cannot hold the auditor; nothing is set then
   */
  default T withAuditor(T entity, Object auditor) {
    return entity;
  }

  /**
   * The {@code @LastModifiedBy} attributes with {@code auditor} encoded as the entity stores them:
   * what an update by key sets, as {@link #lastModifiedValues} does for the dates.
   *
   * @throws org.springframework.dao.InvalidDataAccessApiUsageException as {@link #withAuditor}
   */
  default Map<String, AttributeValue> lastModifiedByValues(Object auditor) {
    return Map.of();
  }

  /**
   * The attributes of Spring Data {@code @CreatedBy} properties. {@code update(entity)} writes them
   * with {@code if_not_exists}, so an update never moves an item's creator.
   */
  default java.util.Set<String> createdByAttributes() {
    return java.util.Set.of();
  }
}
