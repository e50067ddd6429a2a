package io.dynaforge.event;

import org.springframework.data.mapping.callback.EntityCallback;

/**
 * Invoked on every standard entity read (findById, query, scan, PartiQL, batch and transactional
 * gets, the ALL_NEW result of an expression update) after the item was converted.
 *
 * @param <T> the entity type
 */
@FunctionalInterface
public interface AfterConvertCallback<T> extends EntityCallback<T> {

  /**
   * @param entity the converted entity
   * @param tableName the resolved physical table it was read from
   * @return the entity to return
   */
  T onAfterConvert(T entity, String tableName);
}
