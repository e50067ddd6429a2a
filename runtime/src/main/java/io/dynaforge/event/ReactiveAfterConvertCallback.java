package io.dynaforge.event;

import org.reactivestreams.Publisher;
import org.springframework.data.mapping.callback.EntityCallback;

/**
 * The reactive twin of {@link AfterConvertCallback}, for the reactive template and reactive repositories: invoked
 * on every entity read (findById, queries, scans, PartiQL, batch and transactional gets, the result of an update by
 * key) after the item was converted (and after the blocking {@link AfterConvertCallback}s); its entity is what the
 * read returns.
 * Its publisher is subscribed to inside the operation's chain (never blocked on); its one entity is what the
 * operation continues with. A publisher that completes empty is refused with an
 * {@code InvalidDataAccessApiUsageException}, and nothing is written or returned; its error is the operation's.
 * Registered with {@code ReactiveDynamoDbTemplate.Builder.entityCallbacks(EntityCallback...)} (under Spring
 * Boot, the beans) and applied in their order ({@code Ordered}, {@code @Order}), after the blocking
 * {@code AfterConvertCallback}s.
 *
 * @param <T> the entity type
 */
@FunctionalInterface
public interface ReactiveAfterConvertCallback<T> extends EntityCallback<T> {

  /**
   * @param entity the converted entity
   * @param tableName the resolved physical table
   * @return a publisher of the entity to continue with (the same or another instance)
   */
  Publisher<T> onAfterConvert(T entity, String tableName);
}
