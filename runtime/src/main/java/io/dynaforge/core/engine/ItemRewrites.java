package io.dynaforge.core.engine;

import io.dynaforge.core.Cursor;
import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.core.DynamoDbPageRequest;
import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.core.EntityQueryResult;
import io.dynaforge.core.Internal;
import io.dynaforge.core.ItemCipher;
import io.dynaforge.mapping.AttributeValueConversions;
import io.dynaforge.mapping.EntityMapper;
import io.dynaforge.mapping.EntityMetadata;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.springframework.dao.OptimisticLockingFailureException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * The requests that rewrite stored items of one entity kind in place, over a template's request path
 * (its table names, kind rule, exception translation, observations and consumed capacity): one page of
 * one segment of a Scan of raw items, a consistent GetItem of a raw item, an UpdateItem that sets
 * and removes only given attributes under a condition on what was read, and, for a kind on an encrypted
 * table, a PutItem of a whole item under the same kind of condition. Nothing else happens around
 * them: no auditing, no version increment, no callbacks, events or extensions, since a rewrite changes
 * only attributes derived from what is stored. What those attributes should hold is {@link #savedForm}'s: the
 * template's read path and the stages of a put that make the stored item, each the one implementation the
 * template's own reads and saves use. {@code io.dynaforge.schema.Backfill} sends them.
 *
 * <p>Items are read and put as they are stored: past the template's {@link ItemCipher} (the caller
 * tells plaintext items from encrypted ones, and decrypts and encrypts with {@link #cipher()}).
 *
 * <p>Not for applications. Thread-safe.
 *
 * @param <T> the entity type
 */
@Internal
public final class ItemRewrites<T> {

  private final TemplateServices ctx;
  private final ItemOperations operations;
  private final OperationExecutor executor;
  private final EntityMapper<T> mapper;
  private final String table;
  private final Set<String> indexKeyAttributes;
  private final ItemCipher cipher;

  private ItemRewrites(TemplateRuntime runtime, Class<T> type) {
    this.ctx = runtime.services();
    this.cipher = runtime.encryption();
    this.operations = runtime.operations();
    this.executor = runtime.executor();
    this.mapper = ctx.tableMapperFor(type, "be rewritten");
    this.table = ctx.tableName(mapper.metadata());
    this.indexKeyAttributes = indexKeyAttributes(mapper, table);
  }

  /**
   * The rewrites of an entity's items through the template's request path. A {@link DynamoDbOperations}
   * that is not a {@link DynamoDbTemplate} gets a template of its client, mapper registry and the
   * entity's table name (without its callbacks, translator or observations, which it does not expose).
   *
   * @throws org.springframework.dao.InvalidDataAccessApiUsageException for a type without a mapper, or
   *     a read-only {@code @SecondaryIndex} view
   */
  public static <T> ItemRewrites<T> of(DynamoDbOperations operations, Class<T> type) {
    Objects.requireNonNull(operations, "operations");
    Objects.requireNonNull(type, "type");
    if (operations instanceof TemplateEngine template) {
      return new ItemRewrites<>(template.runtime(), type);
    }
    String logical;
    try {
      logical = operations.getMapperRegistry().mapperFor(type).metadata().tableName();
    } catch (io.dynaforge.mapping.DynamoDbMappingException e) {
      throw new org.springframework.dao.InvalidDataAccessApiUsageException(e.getMessage(), e);
    }
    String physical = operations.getTableName(type);
    return new ItemRewrites<>(TemplateRuntime.defaults(operations.getClient(), operations.getMapperRegistry(),
        name -> name.equals(logical) ? physical : name), type);
  }

  /** The entity's mapper. */
  public EntityMapper<T> mapper() {
    return mapper;
  }

  /** The physical name of the entity's table. */
  public String tableName() {
    return table;
  }

  /**
   * The attributes the table's secondary indexes (as the registered models declare them) are keyed on,
   * other than the base table's key attributes.
   */
  public Set<String> indexKeyAttributes() {
    return indexKeyAttributes;
  }

  /**
   * Whether the entity's table is an encrypted table (the processor wrote its attribute actions, {@code
   * META-INF/dynaforge/encryption/<table>.json}): its items are signed whole, so a rewrite is a PutItem of the
   * whole item, encrypted.
   */
  public boolean encrypted() {
    return ctx.encryptedTables().encrypted(mapper);
  }

  /** The template's item encryption ({@code encryption(...)} of its builder), or {@code null}. */
  public ItemCipher cipher() {
    return cipher;
  }

  /** Whether the item is of the entity's kind (its key shape, and no more specific kind of the table claims it). */
  public boolean owns(Map<String, AttributeValue> item) {
    return ctx.kinds().owns(mapper, item);
  }

  /**
   * The other kinds of the entity's table whose items the kind rule cannot tell from the entity's (see
   * {@link Kinds#indistinguishable}); empty when every item the rule gives the entity is its own.
   */
  public List<EntityMapper<?>> indistinguishableKinds() {
    return ctx.kinds().indistinguishable(mapper);
  }

  /**
   * What a {@code save} of the entity {@code findById} returns for the stored item would store: the item read
   * through the template's read pipeline (the kind rule, the extensions' {@code afterRead},
   * conversion, the AfterConvert callbacks and event: {@link TemplateServices#readStored}, as {@code findById}), then
   * written back through the stages of a put that make the stored item (the BeforeConvert and BeforeSave
   * callbacks, conversion, the key checks, the extensions' {@code beforeWrite}: {@link ItemWrite#storedForm}),
   * without auditing, a version increment or save events. Plaintext in and out: the caller decrypts an
   * encrypted item first and encrypts what it writes.
   *
   * @return the item a save would store, or {@code null} when the read leaves the item out (another kind's, or
   *     skipped by an extension's {@code afterRead}); an expired item DynamoDB has not deleted yet is rewritten
   *     like any other (it is stored, and may be read by a consistent read before the deletion)
   * @throws org.springframework.dao.DataAccessException when the item cannot be read into the entity or written
   *     back, or when a save of it would store it under another key (a callback or extension changed the key)
   */
  public Map<String, AttributeValue> savedForm(Map<String, AttributeValue> stored) {
    T entity = ctx.readStored(mapper, stored, table);
    if (entity == null) {
      return null;
    }
    Map<String, AttributeValue> written = ItemWrite.storedForm(ctx, mapper, entity);
    Map<String, AttributeValue> key = keyOf(stored);
    Map<String, AttributeValue> writtenKey = keyOf(written);
    if (!writtenKey.equals(key)) {
      throw new org.springframework.dao.InvalidDataAccessApiUsageException("Rewrite of " + mapper.metadata().entityName()
          + " in table '" + table + "' (key " + AttributeValueConversions.describeKey(key) + "): a save of the entity"
          + " read from it would store it under the key " + AttributeValueConversions.describeKey(writtenKey)
          + " (a callback or an extension changes its key), so no attribute of it can be derived in place");
    }
    return written;
  }

  /**
   * The stored attributes, besides a template column's placeholders, that {@link #savedForm} may compute derived
   * attributes from: none when the template has neither extensions nor entity callbacks (the mapper derives each
   * column from its placeholders alone); else every attribute the entity maps and every one its extensions'
   * {@code afterRead} reads, since a hook may compute a column from any of them.
   */
  public Set<String> hookInputs() {
    if (!ctx.extensions().active && ctx.callbacks() == null) {
      return Set.of();
    }
    Set<String> attributes = new java.util.TreeSet<>(mapper.metadata().attributeNames()); // sorted: repeatable
    attributes.addAll(ctx.extensions().attributesRead(mapper.type()));
    return java.util.Collections.unmodifiableSet(attributes);
  }

  /** The primary key of a stored item. */
  public Map<String, AttributeValue> keyOf(Map<String, AttributeValue> item) {
    return TemplateServices.keyOfItem(mapper.metadata(), item);
  }

  /**
   * One page of a Scan segment: the raw items (of any kind the server filter lets through), where the next
   * page starts, and how many items DynamoDB read for it ({@code ScannedCount}: the items the filter
   * dropped included).
   */
  public record Page(List<Map<String, AttributeValue>> items, Map<String, AttributeValue> lastEvaluatedKey,
      int scanned) {}

  /**
   * One page of segment {@code segment} of {@code totalSegments} of a Scan of the entity's base table,
   * with the kind's server-side filter (items of other kinds may still come back where the filter cannot
   * tell them apart: check {@link #owns}).
   *
   * @param startKey where the page starts (exclusive), or {@code null} for the segment's start
   * @param limit the most items the page evaluates, or {@code null} for DynamoDB's 1 MB pages
   */
  public Page page(Map<String, AttributeValue> startKey, Integer limit, int segment, int totalSegments) {
    DynamoDbQuery query = ctx.kinds().scanFilter(mapper, DynamoDbQuery.scanAll());
    DynamoDbPageRequest page = DynamoDbPageRequest.from(Cursor.of(startKey), limit);
    EntityQueryResult<List<Map<String, AttributeValue>>> result = executor.executeAsStored(context("backfillScan"),
        operations.raw(table, mapper.metadata().entityName(), query, page, false, segment, totalSegments));
    Cursor next = result.getCursor();
    return new Page(result.getResult(), next == null ? null : next.exclusiveStartKey(),
        Math.max(result.getScannedCount(), result.getResult().size()));
  }

  /** The stored item under the key, read consistently; {@code null} when there is none. */
  public Map<String, AttributeValue> read(Map<String, AttributeValue> key) {
    GetItemRequest request = GetItemRequest.builder().tableName(table).key(key).consistentRead(Boolean.TRUE).build();
    return executor.executeAsStored(context("backfillRead"),
        new ItemOperations.Operation<>(DynamoDbCall.GET_ITEM, () -> request,
        response -> response.hasItem() && !response.item().isEmpty() ? response.item() : null,
        e -> OperationFailure.thrown(ctx.translate(e, "GetItem", mapper.metadata(), table, key))));
  }

  /**
   * One UpdateItem of the item under {@code key}: SET {@code set}, REMOVE {@code remove}, nothing else,
   * under the condition that the item exists and each attribute of {@code expected} still holds the value
   * given ({@code null}: the attribute is absent).
   *
   * @return whether it was written; {@code false} when the condition failed (the item changed or was
   *     deleted since it was read), and nothing was changed
   * @throws org.springframework.dao.DataAccessException for any other failure, naming entity, table and key
   */
  public boolean rewrite(Map<String, AttributeValue> key, Map<String, AttributeValue> set, Set<String> remove,
      Map<String, AttributeValue> expected) {
    if (set.isEmpty() && remove.isEmpty()) {
      throw new IllegalArgumentException("a rewrite sets or removes at least one attribute");
    }
    Map<String, String> placeholders = new LinkedHashMap<>(); // attribute -> #name, one per attribute
    Map<String, AttributeValue> values = new HashMap<>();
    List<String> assignments = new ArrayList<>(set.size());
    set.forEach((attribute, value) -> {
      String placeholder = ":s" + values.size();
      values.put(placeholder, value);
      assignments.add(name(placeholders, attribute) + " = " + placeholder);
    });
    List<String> removals = new ArrayList<>(remove.size());
    for (String attribute : new LinkedHashSet<>(remove)) {
      removals.add(name(placeholders, attribute));
    }
    StringBuilder update = new StringBuilder();
    if (!assignments.isEmpty()) {
      update.append("SET ").append(String.join(", ", assignments));
    }
    if (!removals.isEmpty()) {
      update.append(update.length() == 0 ? "" : " ").append("REMOVE ").append(String.join(", ", removals));
    }
    String condition = condition(expected, placeholders, values);
    Map<String, String> names = new HashMap<>();
    placeholders.forEach((attribute, name) -> names.put(name, attribute));
    UpdateItemRequest request = UpdateItemRequest.builder().tableName(table).key(key)
        .updateExpression(update.toString()).conditionExpression(condition)
        .expressionAttributeNames(names).expressionAttributeValues(values).build();
    return conditional(DynamoDbCall.UPDATE_ITEM, request, "UpdateItem", key, false);
  }

  /**
   * One PutItem of {@code item} (the whole item, keys included, as it is to be stored: already encrypted for
   * an encrypted table, since it is sent past the template's cipher) under the condition that the item
   * exists and each attribute of {@code expected} still holds the value given ({@code null}: absent).
   *
   * @return whether it was written; {@code false} when the condition failed, and nothing was changed
   * @throws org.springframework.dao.DataAccessException for any other failure, naming entity, table and key
   */
  public boolean replace(Map<String, AttributeValue> key, Map<String, AttributeValue> item,
      Map<String, AttributeValue> expected) {
    Map<String, String> placeholders = new LinkedHashMap<>();
    Map<String, AttributeValue> values = new HashMap<>();
    String condition = condition(expected, placeholders, values);
    Map<String, String> names = new HashMap<>();
    placeholders.forEach((attribute, name) -> names.put(name, attribute));
    PutItemRequest request = PutItemRequest.builder().tableName(table).item(item).conditionExpression(condition)
        .expressionAttributeNames(names).expressionAttributeValues(values.isEmpty() ? null : values).build();
    return conditional(DynamoDbCall.PUT_ITEM, request, "PutItem", key, true);
  }

  /** {@code attribute_exists(<partition key>)} and, for each expected attribute, its value or its absence. */
  private String condition(Map<String, AttributeValue> expected, Map<String, String> placeholders,
      Map<String, AttributeValue> values) {
    StringBuilder condition = new StringBuilder("attribute_exists(")
        .append(name(placeholders, mapper.metadata().partitionKeyAttribute().attributeName())).append(')');
    expected.forEach((attribute, value) -> {
      String name = name(placeholders, attribute);
      if (value == null) {
        condition.append(" AND attribute_not_exists(").append(name).append(')');
      } else {
        String placeholder = ":c" + values.size();
        values.put(placeholder, value);
        condition.append(" AND ").append(name).append(" = ").append(placeholder);
      }
    });
    return condition.toString();
  }

  /**
   * Sends a conditional rewrite (a PutItem {@code asStored}, past the template's cipher; an UpdateItem through
   * it, which refuses one of a signed attribute): true when written, false when its condition failed.
   */
  private <Q extends software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest,
      S extends software.amazon.awssdk.services.dynamodb.model.DynamoDbResponse> boolean conditional(
      DynamoDbCall<Q, S> call, Q request, String operation, Map<String, AttributeValue> key, boolean asStored) {
    EntityMetadata metadata = mapper.metadata();
    ItemOperations.Operation<Q, S, Boolean> send = new ItemOperations.Operation<>(call, () -> request,
          response -> Boolean.TRUE, e -> OperationFailure.thrown(e instanceof ConditionalCheckFailedException
              ? new ItemChanged("rewrite of " + metadata.entityName() + " in table '" + table + "' (key "
                  + AttributeValueConversions.describeKey(key) + "): the item changed or was deleted since it was read",
                  e)
              : ctx.translate(e, operation, metadata, table, key)));
    try {
      OperationContext context = context("backfillWrite");
      return asStored ? executor.executeAsStored(context, send) : executor.execute(context, send);
    } catch (ItemChanged changed) {
      return false;
    }
  }

  /** The context of one request of a rewrite, named after the entity (and the repository method, if any, running it). */
  private OperationContext context(String operation) {
    return OperationContext.named(operation, mapper.metadata().entityName());
  }

  private static String name(Map<String, String> placeholders, String attribute) {
    return placeholders.computeIfAbsent(attribute, a -> "#a" + placeholders.size());
  }

  /** A failed condition of a rewrite: caught by {@link #rewrite}, never seen by a caller. */
  private static final class ItemChanged extends OptimisticLockingFailureException {
    ItemChanged(String message, Throwable cause) {
      super(message, cause);
    }
  }

  private Set<String> indexKeyAttributes(EntityMapper<?> entity, String physicalTable) {
    Set<String> attributes = new LinkedHashSet<>();
    List<EntityMetadata> views = new ArrayList<>();
    for (EntityMapper<?> other : ctx.mappers().all()) {
      if (other.metadata().isView() && other.metadata().tableName().equals(entity.metadata().tableName())) {
        views.add(other.metadata());
      }
    }
    for (EntityMetadata view : views) {
      for (io.dynaforge.mapping.KeyAttribute key : view.keyAttributes()) {
        attributes.add(key.attributeName());
      }
    }
    for (io.dynaforge.mapping.KeyAttribute key : entity.metadata().keyAttributes()) {
      attributes.remove(key.attributeName());
    }
    return java.util.Collections.unmodifiableSet(attributes);
  }
}
