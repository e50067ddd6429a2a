package io.dynaforge.core.engine;

import io.dynaforge.mapping.EntityMapper;
import io.dynaforge.mapping.EntityMetadata;
import java.util.Map;
import java.util.Objects;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * The one place the {@link WriteStage}s are applied: {@link #prepare} runs the stages before the request, in
 * {@link WriteStage#BEFORE}'s order, and {@link #written} the ones after it, in {@link WriteStage#AFTER}'s, for
 * every kind of write and every path (the single writes of {@link ItemOperations}, the batches of
 * {@link BatchOperations}, the actions of {@link TransactionOperations}; the reactive template sends the same
 * operations). A stage that does not apply to the write's kind is skipped. A fixed loop over a shared array,
 * one switch: nothing is allocated per write for the order itself.
 */
final class WriteStages {

  private final TemplateServices ctx;

  WriteStages(TemplateServices ctx) {
    this.ctx = ctx;
  }

  /**
   * Applies every stage before the request to the write, in order; a stage that throws restores the
   * in-memory version (nothing was sent) and the exception propagates.
   *
   * @return {@code write}, prepared
   */
  <T> ItemWrite<T> prepare(ItemWrite<T> write) {
    boolean byKey = write.byKey();
    try {
      for (WriteStage stage : WriteStage.BEFORE) {
        if (stage.appliesTo(write.kind, byKey)) {
          apply(stage, write);
        }
      }
    } catch (RuntimeException e) {
      write.restoreVersion(); // nothing was sent
      throw e;
    }
    return write;
  }

  /**
   * The item a put of the write's entity stores, by the stages that make it, in their order: CALLBACKS, CONVERT,
   * KIND, EXTENSIONS (their conditions collected and dropped). Leaves out what concerns a save alone (AUDIT,
   * VERSION, COUNTERS, CONDITION, EVENT): a backfill's view of the columns a save derives.
   */
  <T> Map<String, AttributeValue> storedForm(ItemWrite<T> write) {
    write.entity = write.original;
    write.conditions = new Conditions(null);
    for (WriteStage stage : WriteStage.BEFORE) {
      switch (stage) {
        case CALLBACKS, CONVERT, KIND, EXTENSIONS -> apply(stage, write);
        default -> { }
      }
    }
    return write.item;
  }

  /**
   * Applies the stages after DynamoDB confirmed the write, in order: the counters read back from
   * {@code stored} (the item after the write, or null when the response has none), the after-save
   * callbacks, the after-event.
   *
   * @return the entity as written (null for a write by key)
   */
  <T> T written(ItemWrite<T> write, Map<String, AttributeValue> stored) {
    boolean byKey = write.byKey();
    for (WriteStage stage : WriteStage.AFTER) {
      if (stage.appliesTo(write.kind, byKey)) {
        apply(stage, write, stored);
      }
    }
    return write.entity;
  }

  private <T> void apply(WriteStage stage, ItemWrite<T> write) {
    switch (stage) {
      case AUDIT -> write.entity = ctx.audit(write.mapper, write.original, write.now, write.auditor);
      case VERSION -> version(write);
      case CALLBACKS -> {
        write.entity = ctx.beforeConvert(write.entity, write.table);
        write.entity = ctx.beforeSave(write.entity, write.table);
      }
      case CONVERT -> convert(write);
      case KIND -> ctx.kinds().requireOwnKey(write.mapper, write.key, label(write), write.table);
      case COUNTERS -> {
        if (write.inserting) { // the counters' starting values: not key attributes, the key stays as it is
          write.item = UpdateRequests.withCounterStarts(write.mapper, write.item);
        }
      }
      case CONDITION -> condition(write);
      case EXTENSIONS -> extensions(write);
      case EVENT -> {
        switch (write.kind) {
          case PUT -> ctx.events().beforeSave(write.entity, write.table);
          case UPDATE -> ctx.events().beforeUpdate(write.eventSource(), write.table);
          case DELETE -> ctx.events().beforeDelete(write.eventSource(), write.table);
          default -> { }
        }
      }
      default -> throw new IllegalStateException(stage + " is applied after the write");
    }
  }

  private <T> void apply(WriteStage stage, ItemWrite<T> write, Map<String, AttributeValue> stored) {
    switch (stage) {
      case WRITTEN -> {
        if (stored != null && !write.mapper.atomicCounters().isEmpty()) {
          write.entity = write.mapper.withAtomicCounters(write.entity, stored);
        }
      }
      case AFTER_CALLBACKS -> write.entity = ctx.afterSave(write.entity, write.table);
      case AFTER_EVENT -> {
        switch (write.kind) {
          case PUT -> ctx.events().afterSave(write.entity, write.table);
          case UPDATE -> ctx.events().afterUpdate(write.eventSource(), write.table);
          case DELETE -> ctx.events().afterDelete(write.eventSource(), write.table);
          default -> { }
        }
      }
      default -> throw new IllegalStateException(stage + " is applied before the write");
    }
  }

  /** VERSION: the next version set (put, update), or the stored one read for the check (delete, check). */
  private static <T> void version(ItemWrite<T> write) {
    EntityMetadata metadata = write.metadata;
    if (!metadata.isVersioned()) {
      if (write.entity == null) {
        write.entity = write.original;
      }
      return;
    }
    EntityMapper<T> mapper = write.mapper;
    switch (write.kind) {
      case PUT -> {
        write.previous = write.inserting ? null : mapper.versionOf(write.entity);
        write.entity = mapper.withVersion(write.entity, write.previous == null ? 1L : write.previous + 1);
        write.versioned = write.entity;
        write.versionChecked = !write.inserting;
      }
      case UPDATE -> {
        write.previous = mapper.versionOf(write.original);
        if (write.previous == null) {
          throw new InvalidDataAccessApiUsageException(write.site == ItemWrite.Site.TRANSACTION
              ? "transactWrite update of " + metadata.entityName() + " needs the entity's @Version value, but it has none"
              : "update of " + metadata.entityName() + " in table '" + write.table + "' needs the entity's @Version"
                  + " value ('" + metadata.versionAttribute() + "'), but it has none; read the item first, or use"
                  + " save/insert for a new entity");
        }
        write.entity = mapper.withVersion(write.entity, write.previous + 1);
        write.versioned = write.entity;
        write.versionChecked = true;
      }
      default -> { // DELETE, CHECK: the entity as given, its version checked
        write.entity = write.original;
        write.previous = mapper.versionOf(write.original);
        write.versionChecked = true;
      }
    }
  }

  /** CONVERT: the item and its key (a put, an update sent as a put), or the key (an update, a delete, a check). */
  private <T> void convert(ItemWrite<T> write) {
    if (write.kind == WriteStage.Kind.PUT || write.asPut) {
      String label = write.asPut ? "update" : write.site.putLabel;
      write.item = ctx.toItem(write.mapper, write.entity, write.site.putOperation, write.table);
      TemplateServices.requireKey(write.metadata, write.item, label, write.table);
      write.key = TemplateServices.keyOfItem(write.metadata, write.item);
    } else if (write.key == null) {
      write.key = ctx.keyOf(write.mapper, write.original, label(write), write.table);
    }
  }

  /** CONDITION: the caller's condition and ours; an update's expression is built with its condition. */
  private <T> void condition(ItemWrite<T> write) {
    if (write.kind == WriteStage.Kind.UPDATE && !write.asPut) {
      if (write.update == null) { // an update by key brings its request
        write.update = UpdateRequests.build(ctx, write.mapper, write.entity, write.key, write.table, write.previous,
            write.condition);
      }
      return;
    }
    Conditions conditions = new Conditions(write.condition);
    if (write.inserting) {
      conditions.add("attribute_not_exists(" + conditions.name("dfpk",
          write.metadata.partitionKeyAttribute().attributeName()) + ")");
    } else if (write.versionChecked || write.asPut && write.previous != null) {
      conditions.version(write.metadata.versionAttribute(), write.previous);
    }
    write.conditions = conditions;
  }

  /** EXTENSIONS: each extension's {@code beforeWrite}, as the operation the write's site sends. */
  private <T> void extensions(ItemWrite<T> write) {
    Extensions extensions = ctx.extensions();
    boolean batch = write.site == ItemWrite.Site.BATCH; // a BatchWriteItem carries no condition: one is refused
    Class<T> type = write.mapper.type();
    switch (write.kind) {
      case PUT -> write.item = extensions.put(write.site.put, type, write.table, write.item, write.key,
          batch ? null : write.conditions);
      case UPDATE -> {
        if (write.asPut) {
          write.item = extensions.put(write.site.put, type, write.table, write.item, write.key, write.conditions);
        } else {
          UpdateItemRequest extended = extensions.update(write.site.update, type, write.update);
          write.extensionCondition = !Objects.equals(extended.conditionExpression(),
              write.update.conditionExpression());
          write.update = extended;
        }
      }
      case DELETE -> extensions.keyed(write.site.delete, type, write.table, write.key, batch ? null : write.conditions);
      case CHECK -> extensions.keyed(write.site.check, type, write.table, write.key, write.conditions);
      default -> throw new IllegalStateException(String.valueOf(write.kind));
    }
    if (write.conditions != null && write.conditions.extended) {
      write.extensionCondition = true;
    }
    write.userCondition |= write.extensionCondition;
  }

  /** The write's name in messages of the key and kind checks. */
  private static String label(ItemWrite<?> write) {
    return switch (write.kind) {
      case PUT -> write.site.putLabel;
      case UPDATE -> write.asPut ? "update" : write.byKey() && write.site == ItemWrite.Site.TEMPLATE ? "update"
          : write.site.updateOperation;
      case DELETE -> write.byKey() && write.site == ItemWrite.Site.TEMPLATE ? "delete" : write.site.deleteOperation;
      case CHECK -> write.site.deleteOperation;
    };
  }
}
