package io.dynaforge.reactive;

import io.dynaforge.event.ReactiveAfterConvertCallback;
import io.dynaforge.event.ReactiveAfterSaveCallback;
import io.dynaforge.event.ReactiveBeforeConvertCallback;
import io.dynaforge.event.ReactiveBeforeSaveCallback;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.reactivestreams.Publisher;
import org.springframework.core.ResolvableType;
import org.springframework.core.annotation.AnnotationAwareOrderComparator;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import org.springframework.data.mapping.callback.EntityCallback;
import reactor.core.publisher.Mono;

/**
 * A reactive template's entity callbacks, sorted by kind and order once, when the template is built: each call
 * is a plain interface call on the callbacks whose entity type the entity is of (no reflection, no lookup per
 * call). The type of a callback is its class's {@code EntityCallback<T>} argument; a lambda's cannot be read,
 * so a lambda is called for every entity, and skipped where it cannot take one (its cast fails, as Spring Data
 * does for lambdas).
 */
final class ReactiveCallbacks {

  static final ReactiveCallbacks NONE = new ReactiveCallbacks(List.of());

  /** One callback's call, for {@link #chain}. */
  @FunctionalInterface
  private interface Call<C> {
    Publisher<Object> apply(C callback, Object entity, String table);
  }

  /** A callback and the entity type it takes ({@code null}: unknown, a lambda). */
  private record Typed<C>(C callback, Class<?> type) {
    boolean takes(Object entity) {
      return type == null || type.isInstance(entity);
    }
  }

  private final List<Typed<ReactiveBeforeConvertCallback<Object>>> beforeConvert = new ArrayList<>();
  private final List<Typed<ReactiveBeforeSaveCallback<Object>>> beforeSave = new ArrayList<>();
  private final List<Typed<ReactiveAfterSaveCallback<Object>>> afterSave = new ArrayList<>();
  private final List<Typed<ReactiveAfterConvertCallback<Object>>> afterConvert = new ArrayList<>();

  @SuppressWarnings("unchecked")
  private ReactiveCallbacks(List<EntityCallback<?>> given) {
    List<EntityCallback<?>> sorted = new ArrayList<>(given);
    AnnotationAwareOrderComparator.sort(sorted);
    for (EntityCallback<?> callback : sorted) {
      Objects.requireNonNull(callback, "callback");
      Class<?> type = typeOf(callback);
      boolean known = false;
      if (callback instanceof ReactiveBeforeConvertCallback<?> c) {
        beforeConvert.add(new Typed<>((ReactiveBeforeConvertCallback<Object>) c, type));
        known = true;
      }
      if (callback instanceof ReactiveBeforeSaveCallback<?> c) {
        beforeSave.add(new Typed<>((ReactiveBeforeSaveCallback<Object>) c, type));
        known = true;
      }
      if (callback instanceof ReactiveAfterSaveCallback<?> c) {
        afterSave.add(new Typed<>((ReactiveAfterSaveCallback<Object>) c, type));
        known = true;
      }
      if (callback instanceof ReactiveAfterConvertCallback<?> c) {
        afterConvert.add(new Typed<>((ReactiveAfterConvertCallback<Object>) c, type));
        known = true;
      }
      if (!known) {
        throw new IllegalArgumentException(callback.getClass().getName() + " is not a reactive entity callback"
            + " (ReactiveBeforeConvertCallback, ReactiveBeforeSaveCallback, ReactiveAfterSaveCallback,"
            + " ReactiveAfterConvertCallback). Register blocking callbacks with entityCallbacks(EntityCallbacks).");
      }
    }
  }

  static ReactiveCallbacks of(List<EntityCallback<?>> callbacks) {
    return callbacks.isEmpty() ? NONE : new ReactiveCallbacks(callbacks);
  }

  /** The entity type of the callback's {@code EntityCallback<T>}, or {@code null} when it cannot be read. */
  private static Class<?> typeOf(EntityCallback<?> callback) {
    Class<?> type = ResolvableType.forClass(callback.getClass()).as(EntityCallback.class).resolveGeneric(0);
    return type == null || type == Object.class ? null : type;
  }

  boolean beforeWrite() {
    return !beforeConvert.isEmpty() || !beforeSave.isEmpty();
  }

  boolean afterSave() {
    return !afterSave.isEmpty();
  }

  boolean afterConvert() {
    return !afterConvert.isEmpty();
  }

  <T> Mono<T> beforeConvert(T entity, String table) {
    return chain(beforeConvert, entity, table, "ReactiveBeforeConvertCallback",
        ReactiveBeforeConvertCallback::onBeforeConvert);
  }

  <T> Mono<T> beforeSave(T entity, String table) {
    return chain(beforeSave, entity, table, "ReactiveBeforeSaveCallback", ReactiveBeforeSaveCallback::onBeforeSave);
  }

  <T> Mono<T> afterSave(T entity, String table) {
    return chain(afterSave, entity, table, "ReactiveAfterSaveCallback", ReactiveAfterSaveCallback::onAfterSave);
  }

  <T> Mono<T> afterConvert(T entity, String table) {
    return chain(afterConvert, entity, table, "ReactiveAfterConvertCallback",
        ReactiveAfterConvertCallback::onAfterConvert);
  }

  /** The entity through each callback that takes it, in order, each one's entity the next one's. */
  @SuppressWarnings("unchecked")
  private static <C, T> Mono<T> chain(List<Typed<C>> callbacks, T entity, String table, String kind, Call<C> call) {
    Mono<Object> result = Mono.just(entity);
    for (Typed<C> callback : callbacks) {
      result = result.flatMap(current -> callback.takes(current) ? call(callback, current, table, kind, call)
          : Mono.just(current));
    }
    return (Mono<T>) result;
  }

  private static <C> Mono<Object> call(Typed<C> callback, Object entity, String table, String kind, Call<C> call) {
    Publisher<Object> next;
    try {
      next = call.apply(callback.callback(), entity, table);
    } catch (ClassCastException e) {
      if (callback.type() == null && castOf(e, entity)) {
        return Mono.just(entity); // a lambda for another entity type
      }
      throw e;
    }
    if (next == null) {
      return Mono.error(refused(callback, kind, entity, table, "returned null instead of a publisher"));
    }
    return Mono.from(next).switchIfEmpty(Mono.error(() -> refused(callback, kind, entity, table,
        "completed without an entity")));
  }

  /** Whether the cast that failed was of the entity (a lambda's parameter), not one inside the callback's code. */
  private static boolean castOf(ClassCastException e, Object entity) {
    String message = e.getMessage();
    return message == null || message.contains(entity.getClass().getName());
  }

  private static InvalidDataAccessApiUsageException refused(Typed<?> callback, String kind, Object entity,
      String table, String what) {
    return new InvalidDataAccessApiUsageException("The " + kind + " " + callback.callback().getClass().getName()
        + " " + what + " for a " + entity.getClass().getName() + " of table '" + table + "'; a callback's publisher"
        + " gives the one entity to go on with. " + (kind.startsWith("ReactiveBefore") ? "Nothing was written."
            : kind.equals("ReactiveAfterSaveCallback") ? "The entity was written; the save ends with this error."
            : "The read ends with this error."));
  }
}
