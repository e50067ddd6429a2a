package io.dynaforge.core.engine;

import io.dynaforge.mapping.EntityMapper;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbResponse;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@code saveAll}, {@code deleteAll} and {@code deleteAllById} as {@link RequestSequence}s: every
 * entity prepared (refused entities refuse the whole call before anything is sent), the before-events
 * published, then the {@link BatchWriter}'s requests; after-events for what DynamoDB confirmed, also
 * when the call then fails. {@code deleteAll} deletes {@code @Version} entities one DeleteItem each,
 * under their version condition, after the batch.
 */
final class BatchOperations {

  private final TemplateServices ctx;
  private final BatchWriter writer;
  private final ItemOperations items;

  BatchOperations(TemplateServices ctx, ItemOperations items) {
    this.ctx = ctx;
    this.writer = new BatchWriter(ctx);
    this.items = items;
  }

  @SuppressWarnings("unchecked")
  <T> RequestSequence<List<T>> saveAll(Iterable<? extends T> entities, List<CurrentAuditor> auditors) {
    Objects.requireNonNull(entities, "entities");
    List<Object> given = new ArrayList<>();
    for (Object entity : entities) {
      given.add(Objects.requireNonNull(entity, "saveAll does not accept null entities"));
    }
    List<EntityMapper<Object>> entityMappers = new ArrayList<>(given.size());
    for (Object entity : given) {
      EntityMapper<Object> mapper = ctx.mapperOf(entity);
      if (mapper.metadata().isVersioned()) {
        throw new InvalidDataAccessApiUsageException("saveAll cannot write " + mapper.metadata().entityName()
            + ": it has a @Version property ('" + mapper.metadata().versionAttribute() + "'), and BatchWriteItem"
            + " cannot carry the version condition. Nothing was written. Use save() per item (or transactWrite)"
            + " where the version matters.");
      }
      if (!mapper.atomicCounters().isEmpty()) {
        throw new InvalidDataAccessApiUsageException("saveAll cannot write " + mapper.metadata().entityName()
            + ": it has an @AtomicCounter ('" + mapper.atomicCounters().get(0).attributeName() + "'), and"
            + " BatchWriteItem cannot increment an attribute. Nothing was written. Use save() per item (one"
            + " UpdateItem each) or transactWrite.");
      }
      entityMappers.add(mapper);
    }
    Instant now = ctx.clock().instant();
    List<BatchWriter.Pending> pending = new ArrayList<>(given.size());
    for (int i = 0; i < given.size(); i++) { // every entity through the write stages before anything is sent
      ItemWrite<Object> write = ItemWrite.put(ctx, given.get(i), null, false, now, ItemWrite.Site.BATCH,
          auditorOf(auditors, i, given.size()));
      pending.add(BatchWriter.Pending.of(i, write));
    }
    RequestSequence<Integer> writes = pending.isEmpty() ? null : writer.writeConverted(pending);
    return new Composite<>(writes, List.of(), written -> {
      List<T> result = new ArrayList<>(pending.size());
      for (BatchWriter.Pending p : pending) {
        result.add((T) ctx.writeStages().written(p.write, null));
      }
      return result;
    }, null);
  }

  /**
   * {@code save} of each entity, as a repository's {@code saveAll} sends it: when no entity has a
   * {@code @Version} or an {@code @AtomicCounter}, every entity is prepared as {@code save} prepares
   * it (the write stages: auditing, before-convert and before-save callbacks, conversion, the key and
   * kind checks, the extensions as for a PutItem: {@code WriteOperation.PUT}, the BeforeSaveEvent) before
   * anything is sent;
   * the ones that got no condition (none of an extension's) are written by BatchWriteItem, 25 a request,
   * unprocessed ones retried with the {@link io.dynaforge.core.BatchRetryPolicy}, which stores exactly what their
   * PutItems would; then the others one PutItem each, under their condition. After-save callbacks and
   * AfterSaveEvents follow per entity once its write is confirmed (for the batched ones, when the batch
   * ends, before the single writes: also when it then fails, for those it wrote). Otherwise (a
   * {@code @Version} or {@code @AtomicCounter} entity among them) it is one {@code save} per entity, in
   * order, each prepared when its turn comes. Unprocessed items left after
   * the retries are a {@link io.dynaforge.core.BatchWriteIncompleteException} naming the entities and keys not written.
   *
   * @return the requests; the result is the saved instances in the order given
   */
  @SuppressWarnings("unchecked")
  <T> RequestSequence<List<T>> saveEach(Iterable<? extends T> entities, List<CurrentAuditor> auditors) {
    Objects.requireNonNull(entities, "entities");
    List<Object> given = new ArrayList<>();
    for (Object entity : entities) {
      given.add(Objects.requireNonNull(entity, "saveAll does not accept null entities"));
    }
    boolean batches = true;
    for (Object entity : given) {
      EntityMapper<Object> mapper = ctx.mapperOf(entity);
      if (mapper.metadata().isVersioned() || !mapper.atomicCounters().isEmpty()) {
        batches = false; // a version condition, or a counter a PutRequest would reset: one save each
        break;
      }
    }
    Object[] saved = new Object[given.size()];
    List<java.util.function.Supplier<RequestOperation<?, ?, ?>>> singles = new ArrayList<>();
    if (!batches) {
      for (int i = 0; i < given.size(); i++) {
        Object entity = given.get(i);
        int index = i;
        CurrentAuditor auditor = auditorOf(auditors, i, given.size());
        singles.add(() -> capture(items.save(entity, null, false, auditor), saved, index)); // prepared in its turn
      }
      return new Composite<>(null, singles, none -> savedList(saved), null);
    }
    Instant now = ctx.clock().instant();
    List<BatchWriter.Pending> batched = new ArrayList<>(given.size());
    for (int i = 0; i < given.size(); i++) {
      ItemWrite<Object> write = ItemWrite.put(ctx, given.get(i), null, false, now, ItemWrite.Site.TEMPLATE,
          auditorOf(auditors, i, given.size()));
      if (write.extensionCondition) { // a BatchWriteItem would drop the extension's condition
        int index = i;
        singles.add(() -> capture(items.put(write), saved, index));
      } else {
        batched.add(BatchWriter.Pending.of(i, write));
      }
    }
    if (batched.isEmpty()) {
      return new Composite<>(null, singles, none -> savedList(saved), null);
    }
    // an entity whose key a later one of the call repeats is not sent (BatchWriteItem refuses a key twice):
    // the later one's write is its save's, overwritten as a save of each would leave it
    Map<Map.Entry<String, Map<String, Object>>, BatchWriter.Pending> lastOfKey = new java.util.HashMap<>();
    for (BatchWriter.Pending p : batched) {
      lastOfKey.put(Map.entry(p.table, KeyIdentity.of(p.key)), p);
    }
    // after the batch (before the single writes): the after-steps of each entity DynamoDB confirmed written
    Runnable afterBatch = () -> {
      for (BatchWriter.Pending p : batched) {
        if (lastOfKey.get(Map.entry(p.table, KeyIdentity.of(p.key))).done) {
          saved[p.index] = ctx.writeStages().written(p.write, null);
        }
      }
    };
    return new Composite<>(writer.writeConverted(batched), singles, written -> savedList(saved), afterBatch);
  }

  /** The auditor resolved for the {@code i}th entity, or null (ask the template's) when none were resolved. */
  private static CurrentAuditor auditorOf(List<CurrentAuditor> auditors, int i, int entities) {
    if (auditors == null) {
      return null;
    }
    if (auditors.size() != entities) {
      throw new IllegalArgumentException(auditors.size() + " auditors for " + entities + " entities");
    }
    return auditors.get(i);
  }

  @SuppressWarnings("unchecked")
  private static <T> List<T> savedList(Object[] saved) {
    List<T> result = new ArrayList<>(saved.length);
    for (Object entity : saved) {
      result.add((T) entity);
    }
    return result;
  }

  /** The operation, its result also stored at {@code into[index]}. */
  private static <Q extends DynamoDbRequest, S extends DynamoDbResponse, R> RequestOperation<Q, S, R> capture(
      RequestOperation<Q, S, R> operation, Object[] into, int index) {
    return new ItemOperations.Operation<>(operation.call(), operation::request, response -> {
      R result = operation.result(response);
      into[index] = result;
      return result;
    }, operation::failure);
  }

  RequestSequence<Void> deleteAll(Iterable<?> entities) {
    Objects.requireNonNull(entities, "entities");
    List<Object> versioned = new ArrayList<>();
    Map<Map.Entry<String, Map<String, Object>>, BatchWriter.Pending> pending = new java.util.LinkedHashMap<>();
    int index = 0;
    for (Object entity : entities) {
      Objects.requireNonNull(entity, "deleteAll does not accept null entities");
      EntityMapper<Object> mapper = ctx.mapperOf(entity);
      String table = ctx.tableName(mapper.metadata());
      Map<String, AttributeValue> key = ctx.keyOf(mapper, entity, "deleteAll", table); // every key before anything is sent
      if (mapper.metadata().isVersioned()) {
        versioned.add(entity);
      } else {
        BatchWriter.Pending p = new BatchWriter.Pending(index, entity, mapper, table);
        p.key = key;
        pending.putIfAbsent(Map.entry(table, KeyIdentity.of(key)), p);
      }
      index++;
    }
    List<java.util.function.Supplier<RequestOperation<?, ?, ?>>> singles = new ArrayList<>(versioned.size());
    for (Object entity : versioned) {
      singles.add(() -> items.delete(entity, null)); // prepared when its turn comes, as one delete() each
    }
    return deleteBatch(new ArrayList<>(pending.values()), "deleteAll", false, singles);
  }

  @SuppressWarnings("unchecked")
  RequestSequence<Void> deleteAllById(Class<?> type, Iterable<?> ids) {
    Objects.requireNonNull(ids, "ids");
    EntityMapper<Object> mapper = (EntityMapper<Object>) ctx.tableMapperFor(type, "delete");
    String table = ctx.tableName(mapper.metadata());
    Map<Map<String, Object>, BatchWriter.Pending> pending = new java.util.LinkedHashMap<>();
    int index = 0;
    for (Object id : ids) {
      BatchWriter.Pending p = new BatchWriter.Pending(index++,
          Objects.requireNonNull(id, "deleteAllById does not accept null ids"), mapper, table);
      p.key = ctx.keyForId(mapper, id, table);
      pending.putIfAbsent(KeyIdentity.of(p.key), p);
    }
    return deleteBatch(new ArrayList<>(pending.values()), "deleteAllById", true, List.of());
  }

  /**
   * BatchWriteItem DeleteRequests of the prepared keys, with the events {@code delete}/{@code deleteById}
   * publish: a BeforeDeleteEvent for each before anything is sent, an AfterDeleteEvent for each one
   * DynamoDB confirmed deleted (also when the call then fails: none for one that was not).
   */
  private RequestSequence<Void> deleteBatch(List<BatchWriter.Pending> pending, String call, boolean byId,
      List<java.util.function.Supplier<RequestOperation<?, ?, ?>>> singles) {
    if (pending.isEmpty()) {
      return new Composite<>(null, singles, done -> null, null);
    }
    for (BatchWriter.Pending p : pending) { // each through the write stages (kind, extensions, event) first
      p.write = byId ? ItemWrite.byKey(ctx, p.mapper, p.table, p.key, null, false, ItemWrite.Site.BATCH)
          : ItemWrite.delete(ctx, p.mapper, p.table, p.entity, p.key, ItemWrite.Site.BATCH);
    }
    Runnable afterEvents = () -> {
      for (BatchWriter.Pending p : pending) {
        if (p.done) {
          ctx.writeStages().written(p.write, null);
        }
      }
    };
    return new Composite<>(writer.delete(pending, call), singles, done -> null, afterEvents);
  }

  /**
   * A batch's requests (or none), then single operations built when their turn comes; the result made
   * from the batch's; {@code ended} run when the batch part ends, done or failed.
   */
  private static final class Composite<B, R> implements RequestSequence<R> {
    private final RequestSequence<B> batch;
    private final Iterator<java.util.function.Supplier<RequestOperation<?, ?, ?>>> singles;
    private final Function<B, R> result;
    private final Runnable ended;
    private boolean batchDone;
    private boolean endedRun;

    Composite(RequestSequence<B> batch, List<java.util.function.Supplier<RequestOperation<?, ?, ?>>> singles,
        Function<B, R> result, Runnable ended) {
      this.batch = batch;
      this.singles = singles.iterator();
      this.result = result;
      this.ended = ended;
      this.batchDone = batch == null;
    }

    @Override
    public RequestOperation<?, ?, ?> next() {
      if (!batchDone) {
        RequestOperation<?, ?, ?> next = batch.next();
        if (next != null) {
          return next;
        }
        batchDone = true;
        endBatch();
      }
      return singles.hasNext() ? singles.next().get() : null;
    }

    private void endBatch() {
      if (!endedRun) {
        endedRun = true;
        if (batch != null) {
          batch.ended();
        }
        if (ended != null) {
          ended.run();
        }
      }
    }

    @Override
    public Duration delay() {
      return batchDone ? Duration.ZERO : batch.delay();
    }

    @Override
    public R result() {
      return result.apply(batch == null ? null : batch.result());
    }

    @Override
    public RuntimeException interrupted(InterruptedException e) {
      return batch.interrupted(e); // only the batch part waits
    }

    @Override
    public void ended() {
      endBatch();
    }
  }
}
