package io.dynaforge.event;

import org.reactivestreams.Publisher;
import org.springframework.data.mapping.callback.EntityCallback;

/**
 * The reactive twin of {@link AfterSaveCallback}, for the reactive template and reactive repositories: invoked on
 * {@code save}, {@code insert} and {@code saveAll} after a successful write (after the blocking {@link
 * AfterSaveCallback}s); its entity is what the operation returns.
 * Its publisher is subscribed to inside the operation's chain (never blocked on); its one entity is what the
 * operation continues with. A publisher that completes empty is refused with an
 * {@code InvalidDataAccessApiUsageException}, and nothing is written or returned; its error is the operation's.
 * Registered with {@code ReactiveDynamoDbTemplate.Builder.entityCallbacks(EntityCallback...)} (under Spring
 * Boot, the beans) and applied in their order ({@code Ordered}, {@code @Order}), after the blocking
 * {@code AfterSaveCallback}s.
 *
 * @param <T> the entity type
 */
@FunctionalInterface
public interface ReactiveAfterSaveCallback<T> extends EntityCallback<T> {

  /**
   * @param entity the entity that was written
   * @param tableName the resolved physical table
   * @return a publisher of the entity to continue with (the same or another instance)
   */
  Publisher<T> onAfterSave(T entity, String tableName);
}
