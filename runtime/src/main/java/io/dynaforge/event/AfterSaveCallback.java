package io.dynaforge.event;

import org.springframework.data.mapping.callback.EntityCallback;

/**
 * Invoked on {@code save}, {@code insert} and {@code saveAll} after a successful write. The returned
 * instance is what the operation returns.
 *
 * @param <T> the entity type
 */
@FunctionalInterface
public interface AfterSaveCallback<T> extends EntityCallback<T> {

  /**
   * @param entity the entity that was written
   * @param tableName the resolved physical table
   * @return the entity to return
   */
  T onAfterSave(T entity, String tableName);
}
