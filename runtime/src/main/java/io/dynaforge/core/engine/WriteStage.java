package io.dynaforge.core.engine;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The concerns of a write, as named stages in their one order: {@link WriteStages} applies them, in
 * declaration order, to every write of every kind ({@link Kind}: put, update, delete, condition check)
 * on every path (single, batch, transaction; blocking and reactive). A stage that does not apply to a
 * kind is skipped, never moved.
 *
 * <p>Before the request is sent: {@link #AUDIT}, {@link #VERSION}, {@link #CALLBACKS}, {@link #CONVERT},
 * {@link #KIND}, {@link #COUNTERS}, {@link #CONDITION}, {@link #EXTENSIONS}, {@link #EVENT}. After DynamoDB
 * confirmed it: {@link #WRITTEN}, {@link #AFTER_CALLBACKS}, {@link #AFTER_EVENT}. (Encryption, where the
 * template has it, is applied to the request as it is sent, after every stage here; the reactive auditor,
 * which may do I/O, is resolved before the stages and handed to {@link #AUDIT} as a {@link CurrentAuditor}.)
 */
enum WriteStage {

  /** {@code @CreatedBy}/{@code @LastModifiedBy} (the auditor first), then the auditing dates: put, update. */
  AUDIT(true, Kind.PUT, Kind.UPDATE),
  /**
   * {@code @Version}: the next version set on the entity, the stored one remembered (put, update; an update
   * without one is refused); the stored one read for the condition (delete, condition check).
   */
  VERSION(true, Kind.PUT, Kind.UPDATE, Kind.DELETE, Kind.CHECK),
  /** {@code BeforeConvertCallback}, then {@code BeforeSaveCallback}: put. */
  CALLBACKS(true, Kind.PUT),
  /** The entity converted: the item and its key (put, and an update sent as a put), or the key. */
  CONVERT(true, Kind.PUT, Kind.UPDATE, Kind.DELETE, Kind.CHECK),
  /** The key is one of the entity's kind (rule 1). */
  KIND(false, Kind.PUT, Kind.UPDATE, Kind.DELETE, Kind.CHECK),
  /** {@code @AtomicCounter}s: an insert's starting values (a save of a counted entity is sent as an UpdateItem). */
  COUNTERS(true, Kind.PUT),
  /**
   * The request's condition: the caller's, an insert's {@code attribute_not_exists}, the version check; an
   * update's expression is built with it.
   */
  CONDITION(false, Kind.PUT, Kind.UPDATE, Kind.DELETE, Kind.CHECK),
  /** The extensions' {@code beforeWrite}: the item, the update or the key, and the conditions they add. */
  EXTENSIONS(false, Kind.PUT, Kind.UPDATE, Kind.DELETE, Kind.CHECK),
  /** {@code BeforeSaveEvent}, {@code BeforeUpdateEvent} or {@code BeforeDeleteEvent}. */
  EVENT(false, Kind.PUT, Kind.UPDATE, Kind.DELETE),
  /** After the write: the counters' stored values read back into the entity. */
  WRITTEN(true, Kind.PUT, Kind.UPDATE),
  /** After the write: {@code AfterSaveCallback}. */
  AFTER_CALLBACKS(true, Kind.PUT),
  /** After the write: {@code AfterSaveEvent}, {@code AfterUpdateEvent} or {@code AfterDeleteEvent}. */
  AFTER_EVENT(false, Kind.PUT, Kind.UPDATE, Kind.DELETE);

  /** What a write does to its item. */
  enum Kind {
    PUT, UPDATE, DELETE, CHECK
  }

  /** Every stage, in its order; immutable. */
  static final List<WriteStage> ORDER = List.of(values());

  /** The stages applied before the request is sent, in order (a shared array: never modified). */
  static final WriteStage[] BEFORE = {AUDIT, VERSION, CALLBACKS, CONVERT, KIND, COUNTERS, CONDITION, EXTENSIONS,
      EVENT};

  /** The stages applied once the write is confirmed, in order (a shared array: never modified). */
  static final WriteStage[] AFTER = {WRITTEN, AFTER_CALLBACKS, AFTER_EVENT};

  /** Whether the stage needs the entity (a write by key, which has none, skips it). */
  private final boolean ofEntity;
  private final Set<Kind> kinds;

  WriteStage(boolean ofEntity, Kind first, Kind... more) {
    this.ofEntity = ofEntity;
    this.kinds = EnumSet.of(first, more);
  }

  /** Whether the stage applies to a write of the kind, with an entity or by key ({@code byKey}). */
  boolean appliesTo(Kind kind, boolean byKey) {
    return kinds.contains(kind) && !(byKey && ofEntity);
  }

  /** The stages that apply to the kind, in order: what a write of it goes through. */
  static List<WriteStage> of(Kind kind, boolean byKey) {
    return ORDER.stream().filter(stage -> stage.appliesTo(kind, byKey)).toList();
  }
}
