package io.dynaforge.reactive;

import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.expression.Condition;
import io.dynaforge.expression.Update;
import io.dynaforge.mapping.EntityMapper;
import io.dynaforge.repository.DynamoDbCompositeId;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.reactivestreams.Publisher;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * The CRUD half of every generated reactive {@code <Repository>_Impl}: each call goes through
 * {@link ReactiveDynamoDbOperations} under its method name ({@code OrderRepository.findById}, in the
 * Reactor context, for observations). Ids dispatch on their runtime type as in the blocking
 * {@code SimpleDynamoDbRepository}. Arguments are checked on call (Spring Data's contract); nothing is
 * sent before subscription.
 *
 * @param <T> the entity
 * @param <ID> the id type
 */
public class SimpleReactiveDynamoDbRepository<T, ID> implements ReactiveDynamoDbRepository<T, ID> {

  private static final DynamoDbQuery CONSISTENT_SCAN = DynamoDbQuery.builder().consistentRead(true).build();

  protected final ReactiveDynamoDbOperations operations;
  protected final EntityMapper<T> mapper;
  protected final Class<T> type;
  private final Set<String> consistentReads;
  private final String prefix;

  /**
   * What generated repositories call: the inherited reads named in {@code consistentReads}
   * ({@code findById}, {@code existsById}, {@code findAllById}, {@code findAll}, {@code count}) are
   * strongly consistent ({@code @ConsistentRead}); {@code repositoryName} names the methods.
   */
  protected SimpleReactiveDynamoDbRepository(ReactiveDynamoDbOperations operations, EntityMapper<T> mapper,
      Set<String> consistentReads, String repositoryName) {
    this.operations = Objects.requireNonNull(operations, "operations");
    this.mapper = mapper;
    this.type = mapper.type();
    this.consistentReads = Set.copyOf(consistentReads);
    this.prefix = (repositoryName != null ? repositoryName : getClass().getSimpleName()) + ".";
  }

  /** The publisher run under the repository method's name. */
  protected <R> Mono<R> named(String method, Mono<R> call) {
    return call.contextWrite(c -> c.put(ReactiveDynamoDbTemplate.METHOD_KEY, prefix + method));
  }

  protected <R> Flux<R> named(String method, Flux<R> call) {
    return call.contextWrite(c -> c.put(ReactiveDynamoDbTemplate.METHOD_KEY, prefix + method));
  }

  /** The argument, or an {@code InvalidDataAccessApiUsageException} (thrown on call) when it is null. */
  private <A> A require(A argument, String name) {
    if (argument == null) {
      throw new InvalidDataAccessApiUsageException(
          "The " + name + " passed to the " + type.getSimpleName() + " repository must not be null");
    }
    return argument;
  }

  private static Object partitionKey(Object id) {
    return id instanceof DynamoDbCompositeId composite ? composite.partitionKey() : id;
  }

  private static Object sortKey(Object id) {
    return id instanceof DynamoDbCompositeId composite ? composite.sortKey() : null;
  }

  @Override
  public <S extends T> Mono<S> save(S entity) {
    return named("save", operations.save(require(entity, "entity")));
  }

  /**
   * {@code save} of each entity ({@link ReactiveDynamoDbOperations#saveEach}): BatchWriteItem, 25 a
   * request, unprocessed ones retried, where that stores exactly what {@code save} would (no
   * {@code @Version}, no {@code @AtomicCounter}, no extension condition); otherwise one write per
   * entity, in order. A null entity is an {@code InvalidDataAccessApiUsageException} signal, before
   * anything is sent.
   */
  @Override
  public <S extends T> Flux<S> saveAll(Iterable<S> entities) {
    require(entities, "entities");
    return named("saveAll", Flux.defer(() -> {
      List<S> given = new ArrayList<>();
      for (S entity : entities) {
        given.add(require(entity, "entity"));
      }
      return operations.saveEach(given);
    }));
  }

  /** As {@link #saveAll(Iterable)}, the entities taken 25 at a time (one BatchWriteItem's worth) as they come. */
  @Override
  public <S extends T> Flux<S> saveAll(Publisher<S> entities) {
    require(entities, "entities");
    return named("saveAll", Flux.from(entities).buffer(BATCH_WRITE_SIZE).concatMap(operations::saveEach));
  }

  /** The items of one BatchWriteItem request. */
  private static final int BATCH_WRITE_SIZE = 25;

  @Override
  public Mono<T> update(T entity) {
    return named("update", operations.update(require(entity, "entity")));
  }

  @Override
  public Mono<T> update(ID id, Update<T> update) {
    return update(id, update, null);
  }

  @Override
  public Mono<T> update(ID id, Update<T> update, Condition<T> condition) {
    require(id, "id");
    require(update, "update");
    return named("update", operations.update(type, partitionKey(id), sortKey(id), update, condition));
  }

  @Override
  public Mono<T> findById(ID id) {
    require(id, "id");
    return named("findById", operations.findById(type, partitionKey(id), sortKey(id),
        consistentReads.contains("findById")));
  }

  @Override
  public Mono<T> findById(Publisher<ID> id) {
    require(id, "id");
    return Mono.from(id).flatMap(this::findById);
  }

  @Override
  public Mono<Boolean> existsById(ID id) {
    require(id, "id");
    return named("existsById", operations.existsById(type, partitionKey(id), sortKey(id),
        consistentReads.contains("existsById")));
  }

  @Override
  public Mono<Boolean> existsById(Publisher<ID> id) {
    require(id, "id");
    return Mono.from(id).flatMap(this::existsById);
  }

  /** A Scan of the entity's items (its kind only, expired ones left out), read on demand. */
  @Override
  public Flux<T> findAll() {
    return named("findAll", consistentReads.contains("findAll") ? operations.query(type, CONSISTENT_SCAN)
        : operations.findAll(type));
  }

  /** BatchGetItem, 100 keys a request. */
  @Override
  public Flux<T> findAllById(Iterable<ID> ids) {
    require(ids, "ids");
    return named("findAllById", operations instanceof ReactiveDynamoDbTemplate template
        ? template.batchGet(type, ids, consistentReads.contains("findAllById"))
        : operations.findAllById(type, ids));
  }

  @Override
  public Flux<T> findAllById(Publisher<ID> ids) {
    require(ids, "ids");
    return Flux.from(ids).collectList().flatMapMany(this::findAllById);
  }

  @Override
  public Mono<Long> count() {
    return named("count", consistentReads.contains("count") ? operations.count(type, CONSISTENT_SCAN)
        : operations.count(type));
  }

  @Override
  public Mono<Void> deleteById(ID id) {
    require(id, "id");
    return named("deleteById", operations.deleteById(type, partitionKey(id), sortKey(id)));
  }

  @Override
  public Mono<Void> deleteById(Publisher<ID> id) {
    require(id, "id");
    return Mono.from(id).flatMap(this::deleteById);
  }

  @Override
  public Mono<Void> delete(T entity) {
    return named("delete", operations.delete(require(entity, "entity")));
  }

  /** BatchWriteItem DeleteRequests of the ids' keys. */
  @Override
  public Mono<Void> deleteAllById(Iterable<? extends ID> ids) {
    require(ids, "ids");
    return named("deleteAllById", operations.deleteAllById(type, ids));
  }

  /** BatchWriteItem DeleteRequests; a {@code @Version} entity one DeleteItem under its version. */
  @Override
  public Mono<Void> deleteAll(Iterable<? extends T> entities) {
    require(entities, "entities");
    return named("deleteAll", operations.deleteAll(entities));
  }

  @Override
  public Mono<Void> deleteAll(Publisher<? extends T> entities) {
    require(entities, "entities");
    return Flux.from(entities).collectList().flatMap(this::deleteAll);
  }

  /** A Scan of the entity's items, then their deletion in batches. */
  @Override
  public Mono<Void> deleteAll() {
    return named("deleteAll", operations.findAll(type).collectList().flatMap(all -> {
      List<T> items = new ArrayList<>(all);
      return operations.deleteAll(items);
    }));
  }
}
