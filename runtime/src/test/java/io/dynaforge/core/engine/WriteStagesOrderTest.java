package io.dynaforge.core.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.BatchRetryPolicy;
import io.dynaforge.core.DynamoDbExceptionTranslator;
import io.dynaforge.core.TableNameResolver;
import io.dynaforge.core.TransactWrite;
import io.dynaforge.event.AfterSaveCallback;
import io.dynaforge.event.BeforeConvertCallback;
import io.dynaforge.event.BeforeSaveCallback;
import io.dynaforge.extension.DynamoDbExtension;
import io.dynaforge.extension.WriteContext;
import io.dynaforge.extension.WriteModification;
import io.dynaforge.mapping.EntityMapper;
import io.dynaforge.mapping.EntityMetadata;
import io.dynaforge.mapping.KeyAttribute;
import io.dynaforge.mapping.MapperRegistry;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.data.mapping.callback.EntityCallbacks;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * The write stages happen in one order on every path: the observable ones (the auditor, the auditing dates,
 * the version, the entity callbacks, the extensions' {@code beforeWrite}, the events) are recorded as a single
 * save, a batch {@code saveAll}, an update, a delete (by entity, by key, in a batch) and the same writes in a
 * {@code transactWrite} are prepared and then completed with a response, and every trace must be the one order
 * with the stages that do not apply to its kind left out. (The requests are built, not sent: the order of the
 * stages is the engine's, not the server's; {@code io.dynaforge.it.write.WriteStageOrderTest} sends them.)
 */
class WriteStagesOrderTest {

  /** The observable stages, in the one order; the events of any kind share their place. */
  static final List<String> ORDER = List.of("auditor", "auditing", "version", "BeforeConvertCallback",
      "BeforeSaveCallback", "beforeWrite", "Before*Event", "SENT", "AfterSaveCallback", "After*Event");

  static final Instant NOW = Instant.parse("2026-05-01T10:00:00Z");

  final List<String> trace = new ArrayList<>();
  ItemOperations operations;

  /** A mutable entity with a key, a body, a version, an auditing date and an auditor. */
  static class Doc {
    String id;
    String body;
    Long version;
    Instant modified;
    String modifiedBy;

    Doc(String id, String body, Long version) {
      this.id = id;
      this.body = body;
      this.version = version;
    }
  }

  /** The same without a {@code @Version} (BatchWriteItem refuses versioned entities). */
  static class PlainDoc extends Doc {
    PlainDoc(String id, String body) {
      super(id, body, null);
    }
  }

  /** A mapper as the processor writes one, recording the auditing and version steps. */
  final class DocMapper<T extends Doc> implements EntityMapper<T> {
    private final Class<T> type;
    private final EntityMetadata metadata;

    DocMapper(Class<T> type, boolean versioned) {
      this.type = type;
      this.metadata = new EntityMetadata(type.getSimpleName(), "docs",
          List.of(new KeyAttribute("id", ScalarAttributeType.S, "id")), List.of(), versioned ? "version" : null, null,
          Set.of("id", "body", "version", "modified", "modifiedBy"));
    }

    @Override
    public Class<T> type() {
      return type;
    }

    @Override
    public EntityMetadata metadata() {
      return metadata;
    }

    @Override
    public Map<String, AttributeValue> toItem(T entity) {
      Map<String, AttributeValue> item = new HashMap<>(keyOf(entity));
      if (entity.body != null) {
        item.put("body", AttributeValue.fromS(entity.body));
      }
      if (entity.version != null && metadata.isVersioned()) {
        item.put("version", AttributeValue.fromN(entity.version.toString()));
      }
      if (entity.modified != null) {
        item.put("modified", AttributeValue.fromS(entity.modified.toString()));
      }
      return item;
    }

    @Override
    public T fromItem(Map<String, AttributeValue> item) {
      String id = item.containsKey("id") ? item.get("id").s() : null;
      return type.cast(type == PlainDoc.class ? new PlainDoc(id, null) : new Doc(id, null, null));
    }

    @Override
    public Map<String, AttributeValue> keyOf(T entity) {
      return new HashMap<>(Map.of("id", AttributeValue.fromS(entity.id)));
    }

    @Override
    public Map<String, AttributeValue> keyOf(Object partitionKey, Object sortKey) {
      return new HashMap<>(Map.of("id", AttributeValue.fromS(String.valueOf(partitionKey))));
    }

    @Override
    public AttributeValue keyValue(String attributeName, Object value) {
      return AttributeValue.fromS(String.valueOf(value));
    }

    @Override
    public Long versionOf(T entity) {
      return entity.version;
    }

    @Override
    public T withVersion(T entity, Long version) {
      trace.add("version");
      entity.version = version;
      return entity;
    }

    @Override
    public T withAuditing(T entity, Instant now) {
      trace.add("auditing");
      entity.modified = now;
      return entity;
    }

    @Override
    public boolean usesAuditor() {
      return true;
    }

    @Override
    public T withAuditor(T entity, Object auditor) {
      entity.modifiedBy = (String) auditor;
      return entity;
    }
  }

  @BeforeEach
  void setUp() {
    MapperRegistry mappers = new MapperRegistry().register(new DocMapper<>(Doc.class, true))
        .register(new DocMapper<>(PlainDoc.class, false));
    EntityCallbacks callbacks = EntityCallbacks.create(
        new BeforeConvertCallback<Doc>() {
          @Override
          public Doc onBeforeConvert(Doc entity, String table) {
            return record("BeforeConvertCallback", entity);
          }
        },
        new BeforeSaveCallback<Doc>() {
          @Override
          public Doc onBeforeSave(Doc entity, String table) {
            return record("BeforeSaveCallback", entity);
          }
        },
        new AfterSaveCallback<Doc>() {
          @Override
          public Doc onAfterSave(Doc entity, String table) {
            return record("AfterSaveCallback", entity);
          }
        });
    DynamoDbExtension extension = new DynamoDbExtension() {
      @Override
      public WriteModification beforeWrite(WriteContext context) {
        trace.add("beforeWrite");
        return WriteModification.none();
      }
    };
    TemplateServices services = new TemplateServices(mappers, TableNameResolver.identity(),
        DynamoDbExceptionTranslator.defaults(), callbacks, event -> trace.add(event.getClass().getSimpleName()),
        BatchRetryPolicy.defaults(), Clock.fixed(NOW, ZoneOffset.UTC), new Extensions(List.of(extension)),
        () -> {
          trace.add("auditor");
          return Optional.of("alice");
        });
    operations = new ItemOperations(services);
  }

  private Doc record(String step, Doc entity) {
    trace.add(step);
    return entity;
  }

  /** The trace of preparing an operation, then completing it with {@code response}. */
  private <S extends DynamoDbResponse> List<String> traceOf(Supplier<RequestOperation<?, S, ?>> prepare,
      S response) {
    trace.clear();
    RequestOperation<?, S, ?> operation = prepare.get();
    trace.add("SENT");
    operation.result(response);
    return List.copyOf(trace);
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private List<String> traceOfAny(Supplier<RequestOperation<?, ?, ?>> prepare, DynamoDbResponse response) {
    return traceOf((Supplier) prepare, response);
  }

  private static List<String> expected(String... steps) {
    return Arrays.asList(steps);
  }

  /** Every trace is the one order with some stages left out: each step once, none before one it follows. */
  private static void assertInTheOneOrder(List<String> trace) {
    int last = -1;
    for (String step : trace) {
      String stage = step.matches("(Before|After)(Save|Update|Delete)Event") ? step.replaceAll("(Save|Update|Delete)",
          "*") : step;
      int rank = ORDER.indexOf(stage);
      assertThat(rank).as("%s is a stage of the one order (%s)", step, trace).isNotNegative();
      assertThat(rank).as("%s comes after the stages before it in %s", step, trace).isGreaterThan(last);
      last = rank;
    }
  }

  @Test
  void everyPutAppliesTheStagesInTheOneOrder() {
    List<String> put = expected("auditor", "auditing", "version", "BeforeConvertCallback", "BeforeSaveCallback",
        "beforeWrite", "BeforeSaveEvent", "SENT", "AfterSaveCallback", "AfterSaveEvent");
    List<String> save = traceOfAny(() -> operations.save(new Doc("d1", "hello", null), null, false),
        PutItemResponse.builder().build());
    List<String> insert = traceOfAny(() -> operations.save(new Doc("d2", "hello", null), null, true),
        PutItemResponse.builder().build());
    List<String> transactPut = traceOfAny(() -> operations.transactWrite(TransactWrite.builder()
        .put(new Doc("d3", "hello", 4L)).build()), TransactWriteItemsResponse.builder().build());
    assertThat(save).isEqualTo(put);
    assertThat(insert).isEqualTo(put);
    assertThat(transactPut).isEqualTo(put);

    // a batch: every entity through the stages before anything is sent, then the ones after
    trace.clear();
    RequestSequence<List<Doc>> batch = operations.saveAll(List.of(new PlainDoc("p1", "a"), new PlainDoc("p2", "b")));
    trace.add("SENT");
    batch.result();
    List<String> one = expected("auditor", "auditing", "BeforeConvertCallback", "BeforeSaveCallback", "beforeWrite",
        "BeforeSaveEvent");
    List<String> batched = new ArrayList<>(one);
    batched.addAll(one);
    batched.add("SENT");
    batched.addAll(List.of("AfterSaveCallback", "AfterSaveEvent", "AfterSaveCallback", "AfterSaveEvent"));
    assertThat(trace).isEqualTo(batched);
    assertInTheOneOrder(trace.subList(0, one.size()));
    assertInTheOneOrder(save);
    List<String> plainSave = traceOfAny(() -> operations.save(new PlainDoc("p3", "c"), null, false),
        PutItemResponse.builder().build());
    List<String> plain = new ArrayList<>(one);
    plain.addAll(List.of("SENT", "AfterSaveCallback", "AfterSaveEvent"));
    assertThat(plainSave).isEqualTo(plain);
  }

  @Test
  void everyUpdateAppliesTheStagesInTheOneOrder() {
    List<String> update = expected("auditor", "auditing", "version", "beforeWrite", "BeforeUpdateEvent", "SENT",
        "AfterUpdateEvent");
    List<String> single = traceOfAny(() -> operations.update(new Doc("d1", "hello", 3L), null),
        UpdateItemResponse.builder().build());
    List<String> transacted = traceOfAny(() -> operations.transactWrite(TransactWrite.builder()
        .update(new Doc("d1", "hello", 3L)).build()), TransactWriteItemsResponse.builder().build());
    assertThat(single).isEqualTo(update);
    assertThat(transacted).isEqualTo(update);
    assertInTheOneOrder(single);
    // by key: the auditor and dates are the update's own clauses, built before the stages that need no entity
    List<String> byKey = traceOfAny(() -> operations.update(Doc.class, "d1", null, "SET #b = :b", null,
        Map.of("#b", "body"), Map.of(":b", AttributeValue.fromS("x"))), UpdateItemResponse.builder().build())
        .stream().filter(step -> !step.equals("AfterConvertEvent")).toList(); // then the item returned is read
    assertInTheOneOrder(byKey);
    assertThat(byKey).endsWith("beforeWrite", "BeforeUpdateEvent", "SENT", "AfterUpdateEvent");
  }

  @Test
  void everyDeleteAppliesTheStagesInTheOneOrder() {
    List<String> delete = expected("beforeWrite", "BeforeDeleteEvent", "SENT", "AfterDeleteEvent");
    List<String> single = traceOfAny(() -> operations.delete(new Doc("d1", "hello", 3L), null),
        DeleteItemResponse.builder().build());
    List<String> byId = traceOfAny(() -> operations.deleteById(Doc.class, "d1", null, null),
        DeleteItemResponse.builder().build());
    List<String> transacted = traceOfAny(() -> operations.transactWrite(TransactWrite.builder()
        .delete(new Doc("d1", "hello", 3L)).build()), TransactWriteItemsResponse.builder().build());
    List<String> transactedById = traceOfAny(() -> operations.transactWrite(TransactWrite.builder()
        .deleteById(Doc.class, "d1", null).build()), TransactWriteItemsResponse.builder().build());
    assertThat(single).isEqualTo(delete);
    assertThat(byId).isEqualTo(delete);
    assertThat(transacted).isEqualTo(delete);
    assertThat(transactedById).isEqualTo(delete);

    // batches: every key through the stages before anything is sent
    trace.clear();
    operations.deleteAll(List.of(new PlainDoc("p1", "a")));
    assertThat(trace).containsExactly("beforeWrite", "BeforeDeleteEvent");
    trace.clear();
    operations.deleteAllById(PlainDoc.class, List.of("p1"));
    assertThat(trace).containsExactly("beforeWrite", "BeforeDeleteEvent");
  }

  @Test
  void theStagesAreOneOrderedList() {
    List<WriteStage> beforeThenAfter = new ArrayList<>(Arrays.asList(WriteStage.BEFORE));
    beforeThenAfter.addAll(Arrays.asList(WriteStage.AFTER));
    assertThat(beforeThenAfter).isEqualTo(WriteStage.ORDER);
    assertThat(WriteStage.of(WriteStage.Kind.DELETE, false)).containsExactly(WriteStage.VERSION, WriteStage.CONVERT,
        WriteStage.KIND, WriteStage.CONDITION, WriteStage.EXTENSIONS, WriteStage.EVENT, WriteStage.AFTER_EVENT);
    assertThat(WriteStage.of(WriteStage.Kind.UPDATE, true)).containsExactly(WriteStage.KIND, WriteStage.CONDITION,
        WriteStage.EXTENSIONS, WriteStage.EVENT, WriteStage.AFTER_EVENT);
  }
}
