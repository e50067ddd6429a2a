package io.dynaforge.reactive;

import io.dynaforge.expression.Condition;
import io.dynaforge.expression.Update;
import org.springframework.data.repository.NoRepositoryBean;
import org.springframework.data.repository.reactive.ReactiveCrudRepository;
import reactor.core.publisher.Mono;

/**
 * The non-blocking {@code DynamoDbRepository}: Spring Data's {@link ReactiveCrudRepository} of a
 * {@code @Table} entity, plus typed updates. Extend it with an interface; the processor writes
 * {@code <YourRepository>_Impl} (taking a {@link ReactiveDynamoDbOperations}) and applies every build-time
 * rule of blocking repositories to its derived, {@code @Query} and {@code @Update} methods, which return
 * {@code Mono<T>}, {@code Flux<T>} (also of projections), {@code Mono<Boolean>}, {@code Mono<Long>} or
 * {@code Mono<Window<T>>}. Nothing is sent before subscription.
 *
 * @param <T> the entity
 * @param <ID> the id type, as for {@code DynamoDbRepository}
 */
@NoRepositoryBean
public interface ReactiveDynamoDbRepository<T, ID> extends ReactiveCrudRepository<T, ID> {

  /** UpdateItem of the entity's attributes (REMOVE for null ones), its {@code @Version} checked. */
  Mono<T> update(T entity);

  /** One UpdateItem of the item with this id; the item after the update, as an entity. */
  Mono<T> update(ID id, Update<T> update);

  /** {@link #update(Object, Update)} under a condition (a failed one: {@code DataIntegrityViolationException}). */
  Mono<T> update(ID id, Update<T> update, Condition<T> condition);
}
