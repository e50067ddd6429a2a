package io.dynaforge.event;

import org.springframework.data.mapping.callback.EntityCallback;

/**
 * Invoked on {@code save}, {@code insert} and {@code saveAll} after the {@link BeforeConvertCallback}s
 * and before the entity is converted and written. May return a different instance.
 *
 * @param <T> the entity type
 */
@FunctionalInterface
public interface BeforeSaveCallback<T> extends EntityCallback<T> {

  /**
   * @param entity the entity about to be written
   * @param tableName the resolved physical table
   * @return the entity to continue with
   */
  T onBeforeSave(T entity, String tableName);
}
