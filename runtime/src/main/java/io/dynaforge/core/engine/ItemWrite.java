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
 * One write of an entity (or of a key) on its way, prepared the same way wherever it is sent: by the
 * template's {@code save}/{@code insert}/{@code update}/{@code delete} and their by-key forms (PutItem,
 * UpdateItem, DeleteItem), by {@code saveAll}/{@code deleteAll}/{@code deleteAllById} (BatchWriteItem) and by
 * the Put/Update/Delete/ConditionCheck actions of {@code transactWrite}.
 *
 * <p>The factories only say what is written; {@link WriteStages#prepare} applies the {@link WriteStage}s, in
 * their one order, and {@link WriteStages#written} the ones after the write. A preparation that fails
 * restores the in-memory version itself; once prepared, the caller restores it with
 * {@link #restoreVersion()} when the request fails.
 */
final class ItemWrite<T> {

  /** Where the write is sent: the names in messages and the operation extensions see differ, the stages do not. */
  enum Site {
    TEMPLATE("PutItem", "save", "UpdateItem", "DeleteItem", WriteOperation.PUT, WriteOperation.UPDATE,
        WriteOperation.DELETE, WriteOperation.DELETE),
    BATCH("BatchWriteItem", "saveAll", "BatchWriteItem", "deleteAll", WriteOperation.BATCH_PUT,
        WriteOperation.UPDATE, WriteOperation.BATCH_DELETE, WriteOperation.BATCH_DELETE),
    TRANSACTION("TransactWriteItems", "transactWrite put", "TransactWriteItems", "TransactWriteItems",
        WriteOperation.TRANSACT_PUT, WriteOperation.TRANSACT_UPDATE, WriteOperation.TRANSACT_DELETE,
        WriteOperation.TRANSACT_CONDITION_CHECK);

    final String putOperation;
    final String putLabel;
    final String updateOperation;
    final String deleteOperation;
    /** The operations extensions see. */
    final WriteOperation put;
    final WriteOperation update;
    final WriteOperation delete;
    final WriteOperation check;

    Site(String putOperation, String putLabel, String updateOperation, String deleteOperation, WriteOperation put,
        WriteOperation update, WriteOperation delete, WriteOperation check) {
      this.putOperation = putOperation;
      this.putLabel = putLabel;
      this.updateOperation = updateOperation;
      this.deleteOperation = deleteOperation;
      this.put = put;
      this.update = update;
      this.delete = delete;
      this.check = check;
    }
  }

  final EntityMapper<T> mapper;
  final EntityMetadata metadata;
  final String table;
  final WriteStage.Kind kind;
  final Site site;
  /** The entity as given; null for a write by key. */
  final T original;
  /** The caller's condition, or null. */
  final DynamoDbExpression condition;
  /** The instant auditing writes. */
  final Instant now;
  /** The auditor resolved before (a reactive template's), or null: the template's {@code AuditorAware} is asked. */
  final CurrentAuditor auditor;
  /** Whether this is an update sent as the whole item of a PutItem (an encrypted table). */
  final boolean asPut;
  /** Whether the caller (or an extension) gave a condition of its own. */
  boolean userCondition;
  /** Whether an extension added a condition. */
  boolean extensionCondition;
  /** Whether this is an insert (a put conditioned on the key not existing). */
  boolean inserting;
  /** The entity as written (audited, versioned, as the callbacks returned it); null for a write by key. */
  T entity;
  /** The instance whose version was bumped; {@code null} when none was. */
  T versioned;
  /** The version expected in the table; {@code null} for none (a new entity or no {@code @Version}). */
  Long previous;
  /** Whether the condition checks the stored version (or its absence, for a save of a new entity). */
  boolean versionChecked;
  Map<String, AttributeValue> key;
  /** Put: the item. */
  Map<String, AttributeValue> item;
  /** Put, Delete, ConditionCheck: the condition and its placeholders. */
  Conditions conditions;
  /** Update: the UpdateItem request (expression, placeholders, condition). */
  UpdateItemRequest update;

  private ItemWrite(EntityMapper<T> mapper, String table, WriteStage.Kind kind, Site site, T original,
      DynamoDbExpression condition, Instant now, CurrentAuditor auditor, boolean asPut) {
    this.mapper = mapper;
    this.metadata = mapper.metadata();
    this.table = table;
    this.kind = kind;
    this.site = site;
    this.original = original;
    this.condition = condition;
    this.now = now;
    this.auditor = auditor;
    this.asPut = asPut;
    this.userCondition = condition != null;
  }

  private static <T> ItemWrite<T> of(TemplateServices ctx, WriteStage.Kind kind, Site site, T original,
      DynamoDbExpression condition, Instant now, CurrentAuditor auditor, boolean asPut) {
    EntityMapper<T> mapper = ctx.mapperOf(original);
    return new ItemWrite<>(mapper, ctx.tableName(mapper.metadata()), kind, site, original, condition, now, auditor,
        asPut);
  }

  /** Put (save, or an insert conditioned on the key not existing). */
  static <T> ItemWrite<T> put(TemplateServices ctx, T original, DynamoDbExpression condition, boolean insert,
      Instant now, Site site) {
    return put(ctx, original, condition, insert, now, site, null);
  }

  /** {@link #put(TemplateServices, Object, DynamoDbExpression, boolean, Instant, Site)} with a resolved auditor. */
  static <T> ItemWrite<T> put(TemplateServices ctx, T original, DynamoDbExpression condition, boolean insert,
      Instant now, Site site, CurrentAuditor auditor) {
    ItemWrite<T> write = of(ctx, WriteStage.Kind.PUT, site, original, condition, now, auditor, false);
    write.inserting = insert;
    return ctx.writeStages().prepare(write);
  }

  /**
   * The item a {@code save} of {@code entity} stores, by the stages that make it ({@link WriteStages#storedForm}:
   * callbacks, conversion, the key checks, the extensions' {@code beforeWrite}), without what concerns a save
   * alone: no auditing, no version increment, no counters' starts, no event, and the extensions' conditions
   * dropped. What a backfill compares a stored item's derived attributes with ({@link ItemRewrites#savedForm}).
   */
  static <T> Map<String, AttributeValue> storedForm(TemplateServices ctx, EntityMapper<T> mapper, T entity) {
    ItemWrite<T> write = new ItemWrite<>(mapper, ctx.tableName(mapper.metadata()), WriteStage.Kind.PUT, Site.TEMPLATE,
        entity, null, null, null, false);
    return ctx.writeStages().storedForm(write);
  }

  /** Update: SET/REMOVE of the entity's attributes, the version checked when it has one. */
  static <T> ItemWrite<T> update(TemplateServices ctx, T original, DynamoDbExpression condition, Instant now,
      Site site) {
    return update(ctx, original, condition, now, site, null);
  }

  /** {@link #update(TemplateServices, Object, DynamoDbExpression, Instant, Site)} with a resolved auditor. */
  static <T> ItemWrite<T> update(TemplateServices ctx, T original, DynamoDbExpression condition, Instant now,
      Site site, CurrentAuditor auditor) {
    return ctx.writeStages().prepare(of(ctx, WriteStage.Kind.UPDATE, site, original, condition, now, auditor, false));
  }

  /**
   * Update of an entity of an encrypted table, prepared as {@link #update} prepares it (the stored
   * version required, auditing, the version bumped, the before-update event) but as the whole item of a
   * PutItem with the same conditions (the user's, the version check, the extensions'): the AWS Database
   * Encryption SDK refuses an UpdateItem of signed attributes. Extensions see a put (the whole item).
   */
  static <T> ItemWrite<T> updateAsPut(TemplateServices ctx, T original, DynamoDbExpression condition, Instant now,
      Site site, CurrentAuditor auditor) {
    return ctx.writeStages().prepare(of(ctx, WriteStage.Kind.UPDATE, site, original, condition, now, auditor, true));
  }

  /** Delete of an entity, the version checked when it has one. */
  static <T> ItemWrite<T> delete(TemplateServices ctx, T entity, DynamoDbExpression condition, Site site) {
    return ctx.writeStages().prepare(of(ctx, WriteStage.Kind.DELETE, site, entity, condition, null, null, false));
  }

  /**
   * Delete of an entity whose key was read before ({@code deleteAll}, which drops repeated keys before
   * anything else is done).
   */
  static <T> ItemWrite<T> delete(TemplateServices ctx, EntityMapper<T> mapper, String table, T entity,
      Map<String, AttributeValue> key, Site site) {
    ItemWrite<T> write = new ItemWrite<>(mapper, table, WriteStage.Kind.DELETE, site, entity, null, null, null, false);
    write.key = key;
    return ctx.writeStages().prepare(write);
  }

  /** A transaction's condition check of an entity: its condition, and the version when it has one. */
  static <T> ItemWrite<T> conditionCheck(TemplateServices ctx, T entity, DynamoDbExpression condition) {
    return ctx.writeStages().prepare(of(ctx, WriteStage.Kind.CHECK, Site.TRANSACTION, entity, condition, null, null,
        false));
  }

  /**
   * An update by key: {@code request} already holds the caller's actions with the auditing and version
   * clauses ({@link KeyUpdates}); the stages that need no entity follow (kind, extensions, event).
   *
   * @param userCondition whether the caller gave a condition
   */
  static <T> ItemWrite<T> updateByKey(TemplateServices ctx, EntityMapper<T> mapper, String table,
      Map<String, AttributeValue> key, UpdateItemRequest request, boolean userCondition, Site site) {
    ItemWrite<T> write = new ItemWrite<>(mapper, table, WriteStage.Kind.UPDATE, site, null, null, null, null, false);
    write.key = key;
    write.update = request;
    write.userCondition = userCondition;
    return ctx.writeStages().prepare(write);
  }

  /** A delete by key (or, {@code check}, a transaction's condition check by key), with an optional condition. */
  static <T> ItemWrite<T> byKey(TemplateServices ctx, EntityMapper<T> mapper, String table,
      Map<String, AttributeValue> key, DynamoDbExpression condition, boolean check, Site site) {
    ItemWrite<T> write = new ItemWrite<>(mapper, table, check ? WriteStage.Kind.CHECK : WriteStage.Kind.DELETE, site,
        null, condition, null, null, false);
    write.key = key;
    return ctx.writeStages().prepare(write);
  }

  /** Whether this write has no entity (by key). */
  boolean byKey() {
    return original == null;
  }

  /** What events of this write carry: the entity, or the entity type for a write by key. */
  Object eventSource() {
    return entity != null ? entity : mapper.type();
  }

  /**
   * Whether this put must be sent as an UpdateItem ({@link #putAsUpdate()}): a save (not an insert) of
   * an entity with {@code @AtomicCounter}s, which a PutItem would reset.
   */
  boolean putsAsUpdate() {
    return kind == WriteStage.Kind.PUT && !inserting && !mapper.atomicCounters().isEmpty();
  }

  /** The put as one UpdateItem: the whole item written, counters incremented server-side, same condition. */
  UpdateItemRequest putAsUpdate() {
    return UpdateRequests.ofItem(mapper, item, key, table, conditions, null, false);
  }

  /** Puts the in-memory version back as it was before the preparation (the write did not happen). */
  void restoreVersion() {
    TemplateServices.restoreVersion(mapper, versioned, entity != null ? entity : versioned, previous);
  }
}
