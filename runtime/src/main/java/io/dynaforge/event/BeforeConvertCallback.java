package io.dynaforge.event;

import org.springframework.data.mapping.callback.EntityCallback;

/**
 * Invoked first on {@code save}, {@code insert} and {@code saveAll}, before the entity is converted
 * to an item. May return a different instance, which continues through the operation.
 *
 * @param <T> the entity type
 */
@FunctionalInterface
public interface BeforeConvertCallback<T> extends EntityCallback<T> {

  /**
   * @param entity the entity about to be written
   * @param tableName the resolved physical table
   * @return the entity to continue with (the same or another instance)
   */
  T onBeforeConvert(T entity, String tableName);
}
