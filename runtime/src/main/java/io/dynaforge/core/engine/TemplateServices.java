package io.dynaforge.core.engine;

import io.dynaforge.core.BatchRetryPolicy;
import io.dynaforge.core.CompositeKey;
import io.dynaforge.core.DynamoDbExceptionTranslator;
import io.dynaforge.core.DynamoDbOperationContext;
import io.dynaforge.core.Internal;
import io.dynaforge.core.TableNameResolver;
import io.dynaforge.mapping.AttributeValueConversions;
import io.dynaforge.event.AfterConvertCallback;
import io.dynaforge.event.AfterSaveCallback;
import io.dynaforge.event.BeforeConvertCallback;
import io.dynaforge.event.BeforeSaveCallback;
import io.dynaforge.mapping.DynamoDbMappingException;
import io.dynaforge.mapping.EntityMapper;
import io.dynaforge.mapping.EntityMetadata;
import io.dynaforge.mapping.ItemMapper;
import io.dynaforge.mapping.KeyAttribute;
import io.dynaforge.mapping.MapperRegistry;
import java.time.Clock;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.dao.DataAccessException;
import org.springframework.dao.DataRetrievalFailureException;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import org.springframework.data.mapping.callback.EntityCallbacks;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The services a template's operations share, built once from its {@link io.dynaforge.core.TemplateOptions}: the
 * mappers, table-name resolution, exception translation, entity callbacks and lifecycle events, the clock and
 * auditor, extensions, kinds, expiry, encrypted tables and the {@link WriteStages}; and the plumbing over them
 * (mapper lookup, key and item conversion, the read pipeline). An immutable value: every field is private and
 * final, read through its accessor. Thread-safe.
 */
@Internal
public final class TemplateServices {

  static final int KEYS_IN_MESSAGE = 10;

  private final MapperRegistry mappers;
  private final TableNameResolver tableNames;
  private final boolean identityNames;
  private final DynamoDbExceptionTranslator translator;
  private final EntityCallbacks callbacks;
  private final LifecycleEvents events;
  private final BatchRetryPolicy batchRetryPolicy;
  private final Clock clock;
  /** {@code @TimeToLive(filterExpired = true)}: expired items left out of reads. */
  private final Expiry expiry;
  /** The registered extensions; {@link Extensions#active} is false when there are none. */
  private final Extensions extensions;
  /** Which items are of which entity kind (rule 1). */
  private final Kinds kinds;
  /** Which tables hold signed items, read only whole. */
  private final EncryptedTables encryptedTables;
  /** The source of {@code @CreatedBy}/{@code @LastModifiedBy}, or null. */
  private final org.springframework.data.domain.AuditorAware<?> auditorAware;
  /** The write stages, applied in their one order to every write ({@link WriteStages}). */
  private final WriteStages writeStages;

  public TemplateServices(MapperRegistry mappers, TableNameResolver tableNames,
      DynamoDbExceptionTranslator translator, EntityCallbacks callbacks, ApplicationEventPublisher events,
      BatchRetryPolicy batchRetryPolicy, Clock clock, Extensions extensions,
      org.springframework.data.domain.AuditorAware<?> auditorAware) {
    this.mappers = mappers;
    this.tableNames = tableNames;
    this.identityNames = tableNames == TableNameResolver.identity();
    this.translator = translator;
    this.callbacks = callbacks;
    this.events = LifecycleEvents.of(events);
    this.batchRetryPolicy = batchRetryPolicy;
    this.clock = clock;
    this.expiry = new Expiry(clock);
    this.extensions = extensions;
    this.kinds = new Kinds(mappers);
    this.encryptedTables = new EncryptedTables(mappers);
    this.auditorAware = auditorAware;
    this.writeStages = new WriteStages(this);
  }

  // ------------------------------------------------------------------ the services

  /** The entities' mappers. */
  public MapperRegistry mappers() {
    return mappers;
  }

  /** Logical to physical table names. */
  public TableNameResolver tableNames() {
    return tableNames;
  }

  /** Whether table names are used as they are (the identity resolver). */
  public boolean identityNames() {
    return identityNames;
  }

  public DynamoDbExceptionTranslator translator() {
    return translator;
  }

  /** Spring Data's entity callbacks, or null. */
  EntityCallbacks callbacks() {
    return callbacks;
  }

  /** The lifecycle events (a no-op without a publisher). */
  LifecycleEvents events() {
    return events;
  }

  public BatchRetryPolicy batchRetryPolicy() {
    return batchRetryPolicy;
  }

  public Clock clock() {
    return clock;
  }

  Expiry expiry() {
    return expiry;
  }

  Extensions extensions() {
    return extensions;
  }

  Kinds kinds() {
    return kinds;
  }

  EncryptedTables encryptedTables() {
    return encryptedTables;
  }

  /** The blocking {@code AuditorAware}, or null. */
  org.springframework.data.domain.AuditorAware<?> auditorAware() {
    return auditorAware;
  }

  /** The write stages every write is prepared by. */
  WriteStages writeStages() {
    return writeStages;
  }

  // ------------------------------------------------------------------ auditing

  /**
   * The current auditor for a write of the mapper's entity, or null: the entity has no
   * {@code @CreatedBy}/{@code @LastModifiedBy}, no {@code AuditorAware} is registered, or it is empty.
   */
  Object auditor(EntityMapper<?> mapper) {
    if (auditorAware == null || !mapper.usesAuditor()) {
      return null;
    }
    java.util.Optional<?> current = auditorAware.getCurrentAuditor();
    return current == null ? null : current.orElse(null);
  }

  /** {@link #auditor(EntityMapper)}, or the one resolved before ({@code given}, when not null). */
  Object auditor(EntityMapper<?> mapper, CurrentAuditor given) {
    if (given == null) {
      return auditor(mapper);
    }
    return mapper.usesAuditor() ? given.value() : null;
  }

  /**
   * Spring Data auditing of an entity about to be written: the auditor first (checked before anything
   * is set, so a refused auditor changes nothing), then the dates.
   */
  <T> T audit(EntityMapper<T> mapper, T entity, java.time.Instant now) {
    return audit(mapper, entity, now, null);
  }

  /**
   * {@link #audit(EntityMapper, Object, java.time.Instant)} with the auditor resolved before ({@code given}, a
   * reactive template's), or the template's {@code AuditorAware} asked when {@code given} is null.
   */
  <T> T audit(EntityMapper<T> mapper, T entity, java.time.Instant now, CurrentAuditor given) {
    Object auditor = auditor(mapper, given);
    T audited = auditor == null ? entity : mapper.withAuditor(entity, auditor);
    return mapper.withAuditing(audited, now);
  }

  // ------------------------------------------------------------------ tables and mappers

  public String tableName(EntityMetadata metadata) {
    return identityNames ? metadata.tableName() : tableNames.resolve(metadata.tableName());
  }

  public String tableNames(String logical) {
    return identityNames ? logical : tableNames.resolve(logical);
  }

  public <T> EntityMapper<T> mapperFor(Class<T> type) {
    Objects.requireNonNull(type, "type");
    try {
      return mappers.mapperFor(type);
    } catch (DynamoDbMappingException e) {
      throw new InvalidDataAccessApiUsageException(e.getMessage(), e);
    }
  }

  @SuppressWarnings("unchecked")
  EntityMapper<Object> mapperForUnchecked(Class<?> type) {
    return requireTable((EntityMapper<Object>) mapperFor(type), "take part in a transaction");
  }

  @SuppressWarnings("unchecked")
  <T> EntityMapper<T> mapperOf(T entity) {
    return requireTable((EntityMapper<T>) mapperFor(entity.getClass()), "write");
  }

  /** A table entity's mapper for a write or a GetItem; a view's is refused: an index is read-only. */
  <T> EntityMapper<T> tableMapperFor(Class<T> type, String operation) {
    return requireTable(mapperFor(type), operation);
  }

  <M extends EntityMapper<?>> M requireTable(M mapper, String operation) {
    EntityMetadata metadata = mapper.metadata();
    if (metadata.isView()) {
      throw new InvalidDataAccessApiUsageException(metadata.entityName() + " is a read-only view of the index '"
          + metadata.index().name() + "' of table '" + tableName(metadata) + "', so it cannot " + operation
          + ": an index cannot be written and has no GetItem. Write through the @Table entity the index projects,"
          + " and read the view with query(...), findAll/count or its SecondaryIndexRepository.");
    }
    return mapper;
  }

  static String entityName(ItemMapper<?> mapper) {
    return mapper instanceof EntityMapper<?> em ? em.metadata().entityName() : mapper.type().getSimpleName();
  }

  // ------------------------------------------------------------------ keys and items

  <T> Map<String, AttributeValue> keyFor(EntityMapper<T> mapper, Object partitionKey, Object sortKey,
      String table) {
    try {
      return mapper.keyOf(partitionKey, sortKey);
    } catch (DynamoDbMappingException e) {
      throw new InvalidDataAccessApiUsageException(e.getMessage() + " (table '" + table + "')", e);
    }
  }

  <T> Map<String, AttributeValue> keyForId(EntityMapper<T> mapper, Object id, String table) {
    if (id instanceof CompositeKey composite) {
      return keyFor(mapper, composite.partitionKey(), composite.sortKey(), table);
    }
    if (mapper.metadata().hasSortKey() && mapper.sortKeyConstant() == null) {
      throw new InvalidDataAccessApiUsageException("Table '" + table + "' of " + mapper.metadata().entityName()
          + " has a sort key, so its ids are DynamoDbCompositeId.of(partitionKey, sortKey), not " + id);
    }
    return keyFor(mapper, id, null, table);
  }

  <T> Map<String, AttributeValue> keyOf(EntityMapper<T> mapper, T entity, String operation, String table) {
    try {
      return mapper.keyOf(entity);
    } catch (DynamoDbMappingException e) {
      throw new InvalidDataAccessApiUsageException(operation + " in table '" + table + "': " + e.getMessage(), e);
    }
  }

  static Map<String, AttributeValue> keyOfItem(EntityMetadata metadata, Map<String, AttributeValue> item) {
    Map<String, AttributeValue> key = new HashMap<>(4);
    AttributeValue pk = item.get(metadata.partitionKeyAttribute().attributeName());
    if (pk != null) {
      key.put(metadata.partitionKeyAttribute().attributeName(), pk);
    }
    KeyAttribute sk = metadata.sortKeyAttribute();
    if (sk != null) {
      AttributeValue value = item.get(sk.attributeName());
      if (value != null) {
        key.put(sk.attributeName(), value);
      }
    }
    return key;
  }

  /** A written item must carry every key attribute; otherwise the request could only fail. */
  static void requireKey(EntityMetadata metadata, Map<String, AttributeValue> item, String operation,
      String table) {
    KeyAttribute pk = metadata.partitionKeyAttribute();
    KeyAttribute sk = metadata.sortKeyAttribute();
    if (!item.containsKey(pk.attributeName()) || sk != null && !item.containsKey(sk.attributeName())) {
      KeyAttribute attribute = item.containsKey(pk.attributeName()) ? sk : pk;
      throw new InvalidDataAccessApiUsageException(operation + " of " + metadata.entityName() + " in table '"
          + table + "': the key attribute '" + attribute.attributeName() + "'"
          + (attribute.propertyName() == null ? "" : " (property '" + attribute.propertyName() + "')")
          + " is null; every key attribute needs a value. Nothing was sent.");
    }
  }

  <T> Map<String, AttributeValue> toItem(EntityMapper<T> mapper, T entity, String operation, String table) {
    try {
      return mapper.toItem(entity);
    } catch (DynamoDbMappingException e) {
      throw new InvalidDataAccessApiUsageException(operation + " of " + mapper.metadata().entityName()
          + " in table '" + table + "'" + describedKey(mapper, entity) + ": " + e.getMessage() + "; nothing was sent", e);
    }
  }

  /** {@code " (key {id="x"})"} of an entity that could not be converted, or nothing when its key cannot be read. */
  private static <T> String describedKey(EntityMapper<T> mapper, T entity) {
    try {
      return " (key " + AttributeValueConversions.describeKey(mapper.keyOf(entity)) + ")";
    } catch (RuntimeException unreadable) {
      return "";
    }
  }

  static <T> void restoreVersion(EntityMapper<T> mapper, T versioned, T current, Long previous) {
    if (versioned == null) {
      return;
    }
    mapper.withVersion(versioned, previous);
    if (current != versioned) {
      mapper.withVersion(current, previous);
    }
  }

  // ------------------------------------------------------------------ callbacks and events

  /**
   * The one read pipeline every path shares (API rules 1, 6 and 7): an item of another kind or an
   * expired one is left out; the extensions' {@code afterRead} sees it as an item of {@code entity}
   * (also when {@code target} is a projection of it); then conversion through {@code target},
   * AfterConvert callbacks and the AfterConvertEvent. Returns null when the item is left out, and every
   * caller leaves it out of its result and its count.
   *
   * @param entity the entity or view whose items are read, or null for a mapper of no entity
   * @param target what the item becomes: the entity's own mapper, or a projection's
   */
  <T> T read(EntityMapper<?> entity, ItemMapper<T> target, Map<String, AttributeValue> item, String table) {
    return read(entity == null ? null : keeping(entity), entity, target, item, table);
  }

  /** The read pipeline with {@code entity}'s {@link Keeping} already looked up (null: {@code entity} is null). */
  private <T> T read(Keeping keeping, EntityMapper<?> entity, ItemMapper<T> target, Map<String, AttributeValue> item,
      String table) {
    if (keeping != null && !keeping.keeps(item)) {
      return null;
    }
    item = extensions.read(entity != null ? entity.type() : target.type(), table, item);
    if (item == null) { // an extension skipped it
      return null;
    }
    T value;
    try {
      value = target.fromItem(item);
    } catch (DynamoDbMappingException e) {
      throw new DataRetrievalFailureException("Reading " + entityName(target) + " from table '" + table
          + "' failed: " + e.getMessage(), e);
    }
    if (callbacks != null) {
      value = callbacks.callback(AfterConvertCallback.class, value, table);
    }
    events.afterConvert(value, table);
    return value;
  }

  /** {@link #read(EntityMapper, ItemMapper, Map, String)} of an entity's (or view's) own mapper. */
  <T> T read(ItemMapper<T> mapper, Map<String, AttributeValue> item, String table) {
    return read(mapper instanceof EntityMapper<?> entity ? entity : null, mapper, item, table);
  }

  /**
   * The read pipeline of a stored item as a rewrite sees it (a backfill): the kind rule, the extensions'
   * {@code afterRead}, conversion, callbacks and event, but no expiry filter: an expired item DynamoDB has not
   * deleted yet is stored all the same, and its derived attributes are brought up to date like the others'.
   */
  <T> T readStored(EntityMapper<T> mapper, Map<String, AttributeValue> item, String table) {
    return read(new Keeping(kinds.ownership(mapper), null, expiry), mapper, mapper, item, table);
  }

  /**
   * {@link #read(EntityMapper, ItemMapper, Map, String)} for many items (a page's, a scan's, a
   * batch's): which items the entity keeps is looked up once, not per item.
   */
  <T> java.util.function.Function<Map<String, AttributeValue>, T> reader(EntityMapper<?> entity, ItemMapper<T> target,
      String table) {
    Keeping keeping = entity == null ? null : keeping(entity);
    return item -> read(keeping, entity, target, item, table);
  }

  /** {@link #reader(EntityMapper, ItemMapper, String)} of an entity's (or view's) own mapper. */
  <T> java.util.function.Function<Map<String, AttributeValue>, T> reader(ItemMapper<T> mapper, String table) {
    return reader(mapper instanceof EntityMapper<?> entity ? entity : null, mapper, table);
  }

  /**
   * The stored attributes {@link Keeping} looks at for the entity: the key columns of its kind check
   * (and its rivals') and the {@code @TimeToLive} attribute when it filters expired items. A read that
   * projects (a projection, a count) asks for them too.
   */
  java.util.Set<String> attributesKept(EntityMapper<?> entity) {
    java.util.Set<String> attributes = new java.util.LinkedHashSet<>(kinds.attributesChecked(entity));
    String ttl = Expiry.filteredAttribute(entity);
    if (ttl != null) {
      attributes.add(ttl);
    }
    return attributes;
  }

  /** Which items a read of the entity keeps, its kind rule and expiry attribute looked up once (for a page). */
  Keeping keeping(EntityMapper<?> entity) {
    return new Keeping(kinds.ownership(entity), Expiry.filteredAttribute(entity), expiry);
  }

  /**
   * Which items a read of one entity keeps: of its kind ({@code ownership}, null: every item is), and not
   * expired ({@code ttl}, null: the entity does not filter expired items).
   */
  record Keeping(Kinds.Ownership ownership, String ttl, Expiry expiry) {
    boolean keeps(Map<String, AttributeValue> item) {
      return (ownership == null || ownership.owns(item)) && (ttl == null || !expiry.expired(ttl, item));
    }
  }

  <T> T beforeConvert(T entity, String table) {
    return callbacks == null ? entity : callbacks.callback(BeforeConvertCallback.class, entity, table);
  }

  <T> T beforeSave(T entity, String table) {
    return callbacks == null ? entity : callbacks.callback(BeforeSaveCallback.class, entity, table);
  }

  <T> T afterSave(T entity, String table) {
    return callbacks == null ? entity : callbacks.callback(AfterSaveCallback.class, entity, table);
  }

  // ------------------------------------------------------------------ exceptions

  DataAccessException translate(SdkException e, String operation, EntityMetadata metadata, String table,
      Map<String, AttributeValue> key) {
    return translator.translate(e, new DynamoDbOperationContext(operation, metadata.entityName(), table,
        key == null ? null : AttributeValueConversions.describeKey(key)));
  }
}
