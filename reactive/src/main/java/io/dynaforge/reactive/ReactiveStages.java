package io.dynaforge.reactive;

import io.dynaforge.core.engine.CurrentAuditor;
import io.dynaforge.core.EntityQueryResult;
import io.dynaforge.core.engine.Refusals;
import io.dynaforge.core.engine.TemplateRuntime;
import java.util.ArrayList;
import java.util.List;
import org.springframework.data.domain.ReactiveAuditorAware;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * What a reactive template does around the writes and reads that {@code ItemOperations} prepares, where it must
 * subscribe to something: the {@link ReactiveAuditorAware} (asked once per entity written, inside the chain, never
 * blocked on) and the reactive entity callbacks ({@link ReactiveCallbacks}). A save goes: reactive before-convert
 * callbacks, reactive before-save callbacks, the current auditor, then the synchronous preparation (auditing with
 * that auditor, {@code @Version}, the blocking callbacks, conversion, extensions), the write, the blocking
 * after-save callbacks, then the reactive after-save callbacks; a read: the read pipeline (with the blocking
 * after-convert callbacks), then the reactive after-convert callbacks. Without a reactive auditor and reactive
 * callbacks every method returns what it is given.
 */
final class ReactiveStages {

  /** An entity ready for the synchronous preparation, and its current auditor ({@code null}: ask the template's). */
  record Staged<T>(T entity, CurrentAuditor auditor) {}

  private final ReactiveAuditorAware<?> auditors;
  private final ReactiveCallbacks callbacks;
  private final TemplateRuntime runtime;

  ReactiveStages(ReactiveAuditorAware<?> auditors, ReactiveCallbacks callbacks, TemplateRuntime runtime) {
    this.auditors = auditors;
    this.callbacks = callbacks;
    this.runtime = runtime;
  }

  /** Whether a save needs {@link #beforeSave}: a reactive auditor or reactive before-callbacks. */
  boolean stagesSaves() {
    return auditors != null || callbacks.beforeWrite();
  }

  /** Whether an update needs {@link #auditor}: a reactive auditor. */
  boolean stagesUpdates() {
    return auditors != null;
  }

  // ------------------------------------------------------------------ writes

  /** The entity through the reactive before-convert and before-save callbacks, with its current auditor. */
  <T> Mono<Staged<T>> beforeSave(T entity) {
    if (entity == null) {
      return Mono.error(Refusals.refused(new NullPointerException("entity")));
    }
    if (!callbacks.beforeWrite()) {
      return staged(entity);
    }
    String table;
    try {
      table = runtime.tableName(entity.getClass());
    } catch (RuntimeException e) {
      return Mono.error(Refusals.refused(e));
    }
    return callbacks.beforeConvert(entity, table)
        .flatMap(converted -> callbacks.beforeSave(converted, table))
        .flatMap(this::staged);
  }

  /** The entity with its current auditor: the reactive one's, or {@code null} (ask the template's) without one. */
  private <T> Mono<Staged<T>> staged(T entity) {
    if (auditors == null) {
      return Mono.just(new Staged<>(entity, null));
    }
    return auditor(entity.getClass()).map(auditor -> new Staged<>(entity, auditor));
  }

  /** The entities through {@link #beforeSave}, one after another, in order. */
  <T> Mono<List<Staged<T>>> beforeSave(Iterable<? extends T> entities) {
    if (entities == null) {
      return Mono.error(Refusals.refused(new NullPointerException("entities")));
    }
    return Mono.defer(() -> {
      List<T> given = new ArrayList<>();
      for (T entity : entities) {
        if (entity == null) {
          return Mono.error(Refusals.refused(new NullPointerException("saveAll does not accept null entities")));
        }
        given.add(entity);
      }
      return Flux.fromIterable(given).concatMap(this::beforeSave).collectList();
    });
  }

  /**
   * The current auditor of a write of the type, from the reactive {@code ReactiveAuditorAware} (there must be
   * one: {@link #stagesUpdates()}), asked once: {@code CurrentAuditor.NONE} when it is empty or the type has no
   * {@code @CreatedBy}/{@code @LastModifiedBy}.
   */
  Mono<CurrentAuditor> auditor(Class<?> type) {
    boolean audited;
    try {
      audited = runtime.mappers().mapperFor(type).usesAuditor();
    } catch (RuntimeException unknown) {
      return Mono.just(CurrentAuditor.NONE); // the preparation refuses the type
    }
    if (!audited) {
      return Mono.just(CurrentAuditor.NONE);
    }
    return currentAuditor();
  }

  /**
   * The reactive {@code ReactiveAuditorAware}'s current auditor, asked once ({@code CurrentAuditor.NONE} when it is
   * empty): for a transaction, whatever its actions' types.
   */
  Mono<CurrentAuditor> currentAuditor() {
    return Mono.defer(auditors::getCurrentAuditor).map(CurrentAuditor::of).defaultIfEmpty(CurrentAuditor.NONE);
  }

  /** The saved entity through the reactive after-save callbacks. */
  <T> Mono<T> afterSave(Mono<T> saved) {
    if (!callbacks.afterSave()) {
      return saved;
    }
    return saved.flatMap(entity -> callbacks.afterSave(entity, runtime.tableName(entity.getClass())));
  }

  /** The saved entities through the reactive after-save callbacks, in order. */
  <T> Flux<T> afterSave(Flux<T> saved) {
    if (!callbacks.afterSave()) {
      return saved;
    }
    return saved.concatMap(entity -> callbacks.afterSave(entity, runtime.tableName(entity.getClass())), 0);
  }

  // ------------------------------------------------------------------ reads

  /** An entity read from the type's table (or a projection of it) through the reactive after-convert callbacks. */
  <T> Mono<T> afterConvert(Class<?> type, Mono<T> read) {
    if (!callbacks.afterConvert()) {
      return read;
    }
    return read.flatMap(entity -> callbacks.afterConvert(entity, runtime.tableName(type)));
  }

  /** The entities read, in order, each through the reactive after-convert callbacks as the subscriber asks. */
  <T> Flux<T> afterConvert(Class<?> type, Flux<T> read) {
    if (!callbacks.afterConvert()) {
      return read;
    }
    return read.concatMap(entity -> callbacks.afterConvert(entity, runtime.tableName(type)), 0);
  }

  /** One page's entities through the reactive after-convert callbacks, the page's cursor and counts kept. */
  <T> Mono<EntityQueryResult<List<T>>> afterConvertPage(Class<?> type, Mono<EntityQueryResult<List<T>>> page) {
    if (!callbacks.afterConvert()) {
      return page;
    }
    return page.flatMap(result -> Flux.fromIterable(result.getResult())
        .concatMap(entity -> callbacks.afterConvert(entity, runtime.tableName(type)))
        .collectList()
        .map(result::withResult));
  }

  /** The items of a transactional get, each through the reactive after-convert callbacks of its own type. */
  Mono<List<Object>> afterConvertEach(Mono<List<Object>> read) {
    if (!callbacks.afterConvert()) {
      return read;
    }
    return read.flatMap(items -> Flux.fromIterable(items)
        .concatMap(item -> item == null ? Mono.just(NOTHING)
            : callbacks.afterConvert(item, runtime.tableName(item.getClass())))
        .collectList()
        .map(ReactiveStages::withNulls));
  }

  /** Holds the place of an item a transactional get did not find (a {@code Flux} cannot carry a null). */
  private static final Object NOTHING = new Object();

  private static List<Object> withNulls(List<Object> items) {
    List<Object> result = new ArrayList<>(items.size());
    for (Object item : items) {
      result.add(item == NOTHING ? null : item);
    }
    return result;
  }
}
