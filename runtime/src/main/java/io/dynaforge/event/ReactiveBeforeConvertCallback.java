package io.dynaforge.event;

import org.reactivestreams.Publisher;
import org.springframework.data.mapping.callback.EntityCallback;

/**
 * The reactive twin of {@link BeforeConvertCallback}, for the reactive template and reactive repositories: invoked
 * first on {@code save}, {@code insert} and {@code saveAll}, before the entity is audited, versioned and converted
 * to an item.
 * Its publisher is subscribed to inside the operation's chain (never blocked on); its one entity is what the
 * operation continues with. A publisher that completes empty is refused with an
 * {@code InvalidDataAccessApiUsageException}, and nothing is written or returned; its error is the operation's.
 * Registered with {@code ReactiveDynamoDbTemplate.Builder.entityCallbacks(EntityCallback...)} (under Spring
 * Boot, the beans) and applied in their order ({@code Ordered}, {@code @Order}), before the blocking
 * {@code BeforeConvertCallback}s.
 *
 * @param <T> the entity type
 */
@FunctionalInterface
public interface ReactiveBeforeConvertCallback<T> extends EntityCallback<T> {

  /**
   * @param entity the entity about to be written
   * @param tableName the resolved physical table
   * @return a publisher of the entity to continue with (the same or another instance)
   */
  Publisher<T> onBeforeConvert(T entity, String tableName);
}
