package io.dynaforge.core.engine;

import io.dynaforge.expression.DynamoDbExpression;
import io.dynaforge.extension.WriteOperation;
import io.dynaforge.mapping.EntityMapper;
import io.dynaforge.mapping.EntityMetadata;
import java.time.Instant;
import java.util.Map;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * One single-item write of an entity, prepared the same way wherever it is sent: by the template's
 * {@code save}/{@code insert}/{@code update}/{@code delete} (PutItem, UpdateItem, DeleteItem) and by
 * the Put/Update/Delete/ConditionCheck actions of {@code transactWrite}.
 *
 * <p>The preparation applies auditing, bumps the {@code @Version} (remembering the expected one),
 * runs the callbacks, publishes the before-event, converts the entity and builds the condition
 * (the user's plus ours: {@code attribute_not_exists} for an insert, the version check). A
 * preparation that fails restores the in-memory version itself; once prepared, the caller restores
 * it with {@link #restoreVersion()} when the request fails.
 */
final class ItemWrite<T> {

  /** Where the write is sent: the names in messages differ, the preparation does not. */
  enum Site {
    TEMPLATE("PutItem", "save", "UpdateItem", "DeleteItem", WriteOperation.PUT, WriteOperation.UPDATE,
        WriteOperation.DELETE),
    TRANSACTION("TransactWriteItems", "transactWrite put", "TransactWriteItems", "TransactWriteItems",
        WriteOperation.TRANSACT_PUT, WriteOperation.TRANSACT_UPDATE, WriteOperation.TRANSACT_DELETE);

    final String putOperation;
    final String putLabel;
    final String updateOperation;
    final String deleteOperation;
    /** The operations extensions see. */
    final WriteOperation put;
    final WriteOperation update;
    final WriteOperation delete;

    Site(String putOperation, String putLabel, String updateOperation, String deleteOperation, WriteOperation put,
        WriteOperation update, WriteOperation delete) {
      this.putOperation = putOperation;
      this.putLabel = putLabel;
      this.updateOperation = updateOperation;
      this.deleteOperation = deleteOperation;
      this.put = put;
      this.update = update;
      this.delete = delete;
    }
  }

  final EntityMapper<T> mapper;
  final EntityMetadata metadata;
  final String table;
  /** Whether the caller (or an extension) gave a condition of its own. */
  boolean userCondition;
  /** Whether an extension added a condition. */
  boolean extensionCondition;
  /** Whether this is an insert (a put conditioned on the key not existing). */
  boolean inserting;
  /** The entity as written (audited, versioned, as the callbacks returned it). */
  T entity;
  /** The instance whose version was bumped; {@code null} when none was. */
  private T versioned;
  /** The version expected in the table; {@code null} for none (a new entity or no {@code @Version}). */
  Long previous;
  /** Whether the condition checks the stored version (or its absence, for a save of a new entity). */
  boolean versionChecked;
  Map<String, AttributeValue> key;
  /** Put: the item. */
  Map<String, AttributeValue> item;
  /** Put, Delete, ConditionCheck: the condition and its placeholders. */
  Conditions conditions;
  /** Update: the entity's UpdateItem request (expression, placeholders, condition). */
  UpdateItemRequest update;

  private ItemWrite(EntityMapper<T> mapper, String table, boolean userCondition) {
    this.mapper = mapper;
    this.metadata = mapper.metadata();
    this.table = table;
    this.userCondition = userCondition;
  }

  /** Put (save, or an insert conditioned on the key not existing). */
  static <T> ItemWrite<T> put(TemplateContext ctx, T original, DynamoDbExpression condition, boolean insert,
      Instant now, Site site) {
    return put(ctx, original, condition, insert, now, site, null);
  }

  /** {@link #put(TemplateContext, Object, DynamoDbExpression, boolean, Instant, Site)} with a resolved auditor. */
  static <T> ItemWrite<T> put(TemplateContext ctx, T original, DynamoDbExpression condition, boolean insert,
      Instant now, Site site, CurrentAuditor auditor) {
    EntityMapper<T> mapper = ctx.mapperOf(original);
    ItemWrite<T> write = new ItemWrite<>(mapper, ctx.tableName(mapper.metadata()), condition != null);
    EntityMetadata metadata = write.metadata;
    write.inserting = insert;
    T entity = ctx.audit(mapper, original, now, auditor);
    if (metadata.isVersioned()) {
      write.previous = insert ? null : mapper.versionOf(entity);
      entity = mapper.withVersion(entity, write.previous == null ? 1L : write.previous + 1);
      write.versioned = entity;
      write.versionChecked = !insert;
    }
    write.entity = entity;
    Conditions conditions = new Conditions(condition);
    if (insert) {
      conditions.add("attribute_not_exists(" + conditions.name("dfpk", metadata.partitionKeyAttribute().attributeName()) + ")");
    } else if (metadata.isVersioned()) {
      conditions.version(metadata.versionAttribute(), write.previous);
    }
    write.conditions = conditions;
    try {
      write.store(ctx, entity, site, true);
    } catch (RuntimeException e) {
      write.restoreVersion(); // nothing was sent
      throw e;
    }
    write.extensionCondition = conditions.extended;
    write.userCondition |= conditions.extended;
    return write;
  }

  /**
   * The stages of a put that turn the entity (audited and versioned by the caller) into the item sent, in
   * their one order: the BeforeConvert and BeforeSave callbacks, the before-save event ({@code publish}),
   * conversion, the key checks, the counters' starting values of an insert, and the extensions'
   * {@code beforeWrite} (their conditions into {@link #conditions}). Sets {@link #entity}, {@link #item}
   * and {@link #key}.
   */
  private void store(TemplateContext ctx, T entity, Site site, boolean publish) {
    this.entity = entity = ctx.beforeConvert(entity, table);
    this.entity = entity = ctx.beforeSave(entity, table);
    if (publish) {
      ctx.events.beforeSave(entity, table);
    }
    item = ctx.toItem(mapper, entity, site.putOperation, table);
    TemplateContext.requireKey(metadata, item, site.putLabel, table);
    key = TemplateContext.keyOfItem(metadata, item);
    ctx.kinds.requireOwnKey(mapper, key, site.putLabel, table);
    if (inserting) { // the counters' starting values: not key attributes, the key stays as it is
      item = UpdateRequests.withCounterStarts(mapper, item);
    }
    item = ctx.extensions.put(site.put, mapper.type(), table, item, key, conditions);
  }

  /**
   * The item a {@code save} of {@code entity} stores, by the stages of {@link #store} that make it (callbacks,
   * conversion, key checks, extensions' {@code beforeWrite}), without what concerns a save alone: no auditing,
   * no version increment, no event, and the extensions' conditions dropped. What a backfill compares a stored
   * item's derived attributes with ({@link ItemRewrites#savedForm}).
   */
  static <T> Map<String, AttributeValue> storedForm(TemplateContext ctx, EntityMapper<T> mapper, T entity) {
    ItemWrite<T> write = new ItemWrite<>(mapper, ctx.tableName(mapper.metadata()), false);
    write.conditions = new Conditions(null);
    write.store(ctx, entity, Site.TEMPLATE, false);
    return write.item;
  }

  /** Update: SET/REMOVE of the entity's attributes, the version checked when it has one. */
  static <T> ItemWrite<T> update(TemplateContext ctx, T original, DynamoDbExpression condition, Instant now,
      Site site) {
    return update(ctx, original, condition, now, site, null);
  }

  /** {@link #update(TemplateContext, Object, DynamoDbExpression, Instant, Site)} with a resolved auditor. */
  static <T> ItemWrite<T> update(TemplateContext ctx, T original, DynamoDbExpression condition, Instant now,
      Site site, CurrentAuditor auditor) {
    ItemWrite<T> write = versionedUpdate(ctx, original, condition, site);
    EntityMapper<T> mapper = write.mapper;
    String table = write.table;
    write.key = ctx.keyOf(mapper, original, site.updateOperation, table);
    ctx.kinds.requireOwnKey(mapper, write.key, site.updateOperation, table);
    T entity = write.auditedAndBumped(ctx, original, now, auditor);
    try {
      write.update = UpdateRequests.build(ctx, mapper, entity, write.key, table, write.previous, condition);
      UpdateItemRequest extended = ctx.extensions.update(site.update, mapper.type(), write.update);
      write.extensionCondition = !java.util.Objects.equals(extended.conditionExpression(),
          write.update.conditionExpression());
      write.userCondition |= write.extensionCondition;
      write.update = extended;
    } catch (RuntimeException e) {
      write.restoreVersion(); // nothing was sent
      throw e;
    }
    ctx.events.beforeUpdate(entity, table);
    return write;
  }

  /**
   * Update of an entity of an encrypted table, prepared as {@link #update} prepares it (the stored
   * version required, auditing, the version bumped, the before-update event) but as the whole item of a
   * PutItem with the same conditions (the user's, the version check, the extensions'): the AWS Database
   * Encryption SDK refuses an UpdateItem of signed attributes. Extensions see a put (the whole item).
   */
  static <T> ItemWrite<T> updateAsPut(TemplateContext ctx, T original, DynamoDbExpression condition, Instant now,
      Site site, CurrentAuditor auditor) {
    ItemWrite<T> write = versionedUpdate(ctx, original, condition, site);
    EntityMapper<T> mapper = write.mapper;
    EntityMetadata metadata = write.metadata;
    String table = write.table;
    T entity = write.auditedAndBumped(ctx, original, now, auditor);
    try {
      write.item = ctx.toItem(mapper, entity, site.putOperation, table);
      TemplateContext.requireKey(metadata, write.item, "update", table);
      write.key = TemplateContext.keyOfItem(metadata, write.item);
      ctx.kinds.requireOwnKey(mapper, write.key, "update", table);
      Conditions conditions = new Conditions(condition);
      if (write.previous != null) {
        conditions.version(metadata.versionAttribute(), write.previous);
      }
      write.conditions = conditions;
      write.item = ctx.extensions.put(site.put, mapper.type(), table, write.item, write.key, conditions);
      write.extensionCondition = conditions.extended;
      write.userCondition |= conditions.extended;
    } catch (RuntimeException e) {
      write.restoreVersion(); // nothing was sent
      throw e;
    }
    ctx.events.beforeUpdate(entity, table);
    return write;
  }

  /**
   * The write of an update of {@code original}, its stored version (the update's condition) read from
   * the entity; refused when a versioned entity has none.
   */
  private static <T> ItemWrite<T> versionedUpdate(TemplateContext ctx, T original, DynamoDbExpression condition,
      Site site) {
    EntityMapper<T> mapper = ctx.mapperOf(original);
    ItemWrite<T> write = new ItemWrite<>(mapper, ctx.tableName(mapper.metadata()), condition != null);
    EntityMetadata metadata = write.metadata;
    if (metadata.isVersioned()) {
      write.previous = mapper.versionOf(original);
      if (write.previous == null) {
        throw new InvalidDataAccessApiUsageException(site == Site.TRANSACTION
            ? "transactWrite update of " + metadata.entityName() + " needs the entity's @Version value, but it has none"
            : "update of " + metadata.entityName() + " in table '" + write.table + "' needs the entity's @Version value ('"
                + metadata.versionAttribute() + "'), but it has none; read the item first, or use save/insert for a"
                + " new entity");
      }
    }
    return write;
  }

  /** The entity an update stores: audited, its version bumped when it has one (restored if nothing is sent). */
  private T auditedAndBumped(TemplateContext ctx, T original, Instant now, CurrentAuditor auditor) {
    T audited = ctx.audit(mapper, original, now, auditor);
    if (previous != null) {
      audited = mapper.withVersion(audited, previous + 1);
      versioned = audited;
      versionChecked = true;
    }
    entity = audited;
    return audited;
  }

  /** Delete of an entity, the version checked when it has one. */
  static <T> ItemWrite<T> delete(TemplateContext ctx, T entity, DynamoDbExpression condition, Site site) {
    ItemWrite<T> write = checked(ctx, entity, condition, site.deleteOperation, site.delete);
    ctx.events.beforeDelete(entity, write.table);
    return write;
  }

  /** A transaction's condition check of an entity: its condition, and the version when it has one. */
  static <T> ItemWrite<T> conditionCheck(TemplateContext ctx, T entity, DynamoDbExpression condition) {
    return checked(ctx, entity, condition, Site.TRANSACTION.deleteOperation, WriteOperation.TRANSACT_CONDITION_CHECK);
  }

  private static <T> ItemWrite<T> checked(TemplateContext ctx, T entity, DynamoDbExpression condition,
      String operation, WriteOperation extensionOperation) {
    EntityMapper<T> mapper = ctx.mapperOf(entity);
    ItemWrite<T> write = new ItemWrite<>(mapper, ctx.tableName(mapper.metadata()), condition != null);
    write.entity = entity;
    write.key = ctx.keyOf(mapper, entity, operation, write.table);
    ctx.kinds.requireOwnKey(mapper, write.key, operation, write.table);
    write.conditions = new Conditions(condition);
    if (write.metadata.isVersioned()) {
      write.previous = mapper.versionOf(entity);
      write.conditions.version(write.metadata.versionAttribute(), write.previous);
      write.versionChecked = true;
    }
    ctx.extensions.keyed(extensionOperation, mapper.type(), write.table, write.key, write.conditions);
    write.extensionCondition = write.conditions.extended;
    write.userCondition |= write.conditions.extended;
    return write;
  }

  /**
   * Whether this put must be sent as an UpdateItem ({@link #putAsUpdate()}): a save (not an insert) of
   * an entity with {@code @AtomicCounter}s, which a PutItem would reset.
   */
  boolean putsAsUpdate() {
    return !inserting && !mapper.atomicCounters().isEmpty();
  }

  /** The put as one UpdateItem: the whole item written, counters incremented server-side, same condition. */
  UpdateItemRequest putAsUpdate() {
    return UpdateRequests.ofItem(mapper, item, key, table, conditions, null, false);
  }

  /** Puts the in-memory version back as it was before the preparation (the write did not happen). */
  void restoreVersion() {
    TemplateContext.restoreVersion(mapper, versioned, entity != null ? entity : versioned, previous);
  }
}
