package io.dynaforge.core.engine;

import io.dynaforge.event.AfterConvertEvent;
import io.dynaforge.event.AfterDeleteEvent;
import io.dynaforge.event.AfterSaveEvent;
import io.dynaforge.event.AfterUpdateEvent;
import io.dynaforge.event.BeforeDeleteEvent;
import io.dynaforge.event.BeforeSaveEvent;
import io.dynaforge.event.BeforeUpdateEvent;
import org.springframework.context.ApplicationEventPublisher;

/**
 * The mapping events a template publishes around its reads and writes, in one place: without a
 * publisher every method returns at once and builds no event, so the operations call them
 * unconditionally. The source of an update or delete by key is the entity type.
 */
final class LifecycleEvents {

  static final LifecycleEvents NONE = new LifecycleEvents(null);

  private final ApplicationEventPublisher publisher;

  private LifecycleEvents(ApplicationEventPublisher publisher) {
    this.publisher = publisher;
  }

  static LifecycleEvents of(ApplicationEventPublisher publisher) {
    return publisher == null ? NONE : new LifecycleEvents(publisher);
  }

  void beforeSave(Object entity, String table) {
    if (publisher != null) {
      publisher.publishEvent(new BeforeSaveEvent<>(entity, table));
    }
  }

  void afterSave(Object entity, String table) {
    if (publisher != null) {
      publisher.publishEvent(new AfterSaveEvent<>(entity, table));
    }
  }

  void beforeUpdate(Object entityOrType, String table) {
    if (publisher != null) {
      publisher.publishEvent(new BeforeUpdateEvent<>(entityOrType, table));
    }
  }

  void afterUpdate(Object entityOrType, String table) {
    if (publisher != null) {
      publisher.publishEvent(new AfterUpdateEvent<>(entityOrType, table));
    }
  }

  void beforeDelete(Object entityOrType, String table) {
    if (publisher != null) {
      publisher.publishEvent(new BeforeDeleteEvent<>(entityOrType, table));
    }
  }

  void afterDelete(Object entityOrType, String table) {
    if (publisher != null) {
      publisher.publishEvent(new AfterDeleteEvent<>(entityOrType, table));
    }
  }

  void afterConvert(Object entity, String table) {
    if (publisher != null) {
      publisher.publishEvent(new AfterConvertEvent<>(entity, table));
    }
  }
}
