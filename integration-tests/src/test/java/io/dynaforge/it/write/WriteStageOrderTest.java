package io.dynaforge.it.write;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.core.TransactWrite;
import io.dynaforge.event.AfterConvertEvent;
import io.dynaforge.event.AfterSaveCallback;
import io.dynaforge.event.BeforeConvertCallback;
import io.dynaforge.event.BeforeSaveCallback;
import io.dynaforge.event.DynamoDbMappingEvent;
import io.dynaforge.extension.WriteContext;
import io.dynaforge.extension.WriteModification;
import io.dynaforge.it.template.DisabledOnDynalite;
import io.dynaforge.mapping.MapperRegistry;
import io.dynaforge.reactive.ReactiveDynamoDbTemplate;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.RequestRecorder;
import io.dynaforge.testing.TestTables;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.data.mapping.callback.EntityCallbacks;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One order of the write stages on every path, against the server: the auditor asked, the entity callbacks, an
 * extension's {@code beforeWrite}, the events and the request sent are recorded, each observer noting whether the
 * entity (or item) it sees is already audited (the clock's instant and the auditor) and which version it carries,
 * for {@code save}, {@code saveAll} (BatchWriteItem), {@code update}, {@code delete} and {@code transactWrite} of
 * the same entity. Every put, every update and every delete must show one and the same trace, whatever path sent
 * it: auditing and version before the callbacks, the callbacks before the extensions, the extensions before the
 * before-event, then the request, then the after-callback and the after-event.
 */
@DisabledOnDynalite // transactWrite
@ExtendWith(DynamoDbExtension.class)
class WriteStageOrderTest {

  /** The observable stages in their one order; a step's name is the stage before its first blank. */
  static final List<String> ORDER = List.of("auditor", "BeforeConvertCallback", "BeforeSaveCallback", "beforeWrite",
      "Before*Event", "SEND", "AfterSaveCallback", "After*Event");

  static final List<String> trace = Collections.synchronizedList(new ArrayList<>());
  static final MutableClock clock = new MutableClock(Instant.parse("2026-06-01T08:00:00Z"));
  static DynamoDbTemplate template;
  /** The reactive template over the same engine, with the same callbacks, events, auditor and extension. */
  static ReactiveDynamoDbTemplate reactive;

  /** A clock the test moves on before each write, so that an audited entity shows the write's instant. */
  static final class MutableClock extends Clock {
    volatile Instant now;

    MutableClock(Instant now) {
      this.now = now;
    }

    void tick() {
      now = now.plusSeconds(60);
    }

    @Override
    public ZoneId getZone() {
      return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
      return this;
    }

    @Override
    public Instant instant() {
      return now;
    }
  }

  @BeforeAll
  static void setUp(LocalDynamoDb db, TestTables tables) {
    EntityCallbacks callbacks = EntityCallbacks.create(
        new BeforeConvertCallback<Object>() {
          @Override
          public Object onBeforeConvert(Object entity, String tableName) {
            return seen("BeforeConvertCallback", entity);
          }
        },
        new BeforeSaveCallback<Object>() {
          @Override
          public Object onBeforeSave(Object entity, String tableName) {
            return seen("BeforeSaveCallback", entity);
          }
        },
        new AfterSaveCallback<Object>() {
          @Override
          public Object onAfterSave(Object entity, String tableName) {
            return seen("AfterSaveCallback", entity);
          }
        });
    io.dynaforge.extension.DynamoDbExtension extension = new io.dynaforge.extension.DynamoDbExtension() {
      @Override
      public WriteModification beforeWrite(WriteContext context) {
        trace.add("beforeWrite " + itemState(context.entityType(), context.item()));
        return WriteModification.none();
      }
    };
    template = DynamoDbTemplate.builder(db.recordingClient(new RequestRecorder(r -> trace.add("SEND " + r.operation()))))
        .mapperRegistry(new MapperRegistry().register(Draft_Mapper.INSTANCE).register(Jot_Mapper.INSTANCE))
        .tableNameResolver(tables::name)
        .clock(clock)
        .entityCallbacks(callbacks)
        .eventPublisher(event -> {
          if (event instanceof DynamoDbMappingEvent<?> e && !(event instanceof AfterConvertEvent<?>)) {
            seen(event.getClass().getSimpleName(), e.getSource());
          }
        })
        .auditorAware(() -> {
          trace.add("auditor");
          return Optional.of("alice");
        })
        .extensions(extension)
        .build();
    template.createTables(Draft.class, Jot.class);
    DynamoDbAsyncClient async = DynamoDbAsyncClient.builder().endpointOverride(db.endpoint())
        .region(LocalDynamoDb.REGION)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("dummy", "dummy")))
        .httpClientBuilder(NettyNioAsyncHttpClient.builder())
        .overrideConfiguration(c -> c.addExecutionInterceptor(new RequestRecorder(r -> trace.add("SEND " + r.operation()))))
        .build();
    reactive = ReactiveDynamoDbTemplate.builder(async)
        .mapperRegistry(new MapperRegistry().register(Draft_Mapper.INSTANCE).register(Jot_Mapper.INSTANCE))
        .tableNameResolver(tables::name)
        .clock(clock)
        .entityCallbacks(callbacks)
        .eventPublisher(event -> {
          if (event instanceof DynamoDbMappingEvent<?> e && !(event instanceof AfterConvertEvent<?>)) {
            seen(event.getClass().getSimpleName(), e.getSource());
          }
        })
        .auditorAware(() -> {
          trace.add("auditor");
          return Optional.of("alice");
        })
        .extensions(extension)
        .build();
  }

  private static Object seen(String step, Object entity) {
    trace.add(step + " " + entityState(entity));
    return entity;
  }

  /** {@code audited v2}: whether the entity carries this write's instant and auditor, and its version. */
  private static String entityState(Object entity) {
    if (entity instanceof Draft d) {
      return audited(d.getModifiedAt(), d.getModifiedBy()) + " v" + d.getVersion();
    }
    if (entity instanceof Jot j) {
      return audited(j.getModifiedAt(), j.getModifiedBy());
    }
    return "of " + entity;
  }

  private static String audited(Instant modifiedAt, String modifiedBy) {
    return clock.instant().equals(modifiedAt) && "alice".equals(modifiedBy) ? "audited" : "unaudited";
  }

  /** The same for the item an extension sees; {@code key} when it sees only the key (an update, a delete). */
  private static String itemState(Class<?> type, Map<String, AttributeValue> item) {
    if (item.size() == 1) {
      return "key";
    }
    Map<String, AttributeValue> dated = type == Draft.class ? Draft_Mapper.INSTANCE.lastModifiedValues(clock.instant())
        : Jot_Mapper.INSTANCE.lastModifiedValues(clock.instant());
    boolean audited = dated.get("modifiedAt").equals(item.get("modifiedAt"))
        && AttributeValue.fromS("alice").equals(item.get("modifiedBy"));
    AttributeValue version = item.get("version");
    return (audited ? "audited" : "unaudited") + (type == Draft.class ? " v" + (version == null ? null : version.n())
        : "");
  }

  /** The trace of one write, the clock moved on first; the request's name is the same for every path. */
  private static List<String> traceOf(Runnable write) {
    clock.tick();
    trace.clear();
    write.run();
    List<String> steps = new ArrayList<>();
    for (String step : trace) {
      steps.add(step.startsWith("SEND ") ? "SEND" : step);
    }
    assertInTheOneOrder(steps);
    return steps;
  }

  private static <T> T last(Supplier<T> write, List<List<String>> traces) {
    Object[] result = new Object[1];
    traces.add(traceOf(() -> result[0] = write.get()));
    @SuppressWarnings("unchecked")
    T written = (T) result[0];
    return written;
  }

  /** Each step once at most, none before a stage it follows in {@link #ORDER}. */
  private static void assertInTheOneOrder(List<String> steps) {
    int last = -1;
    for (String step : steps) {
      String stage = step.split(" ")[0].replaceAll("^(Before|After)(Save|Update|Delete)Event$", "$1*Event");
      int rank = ORDER.indexOf(stage);
      assertThat(rank).as("%s is an observable stage (%s)", step, steps).isNotNegative();
      assertThat(rank).as("%s comes after the stages before it in %s", step, steps).isGreaterThan(last);
      last = rank;
    }
  }

  @Test
  void aVersionedEntityGoesThroughTheStagesInOneOrderOnEveryPath() {
    List<List<String>> puts = new ArrayList<>();
    List<List<String>> updates = new ArrayList<>();
    List<List<String>> deletes = new ArrayList<>();

    Draft saved = last(() -> template.save(new Draft("d1", "first")), puts);
    last(() -> template.transactWrite(TransactWrite.builder().put(new Draft("d2", "first")).build()), puts);
    Draft updated = last(() -> template.update(saved), updates);
    Draft other = template.findById(Draft.class, "d2").orElseThrow();
    last(() -> template.transactWrite(TransactWrite.builder().update(other).build()), updates);
    last(() -> {
      template.delete(updated);
      return null;
    }, deletes);
    Draft stored = template.findById(Draft.class, "d2").orElseThrow();
    last(() -> template.transactWrite(TransactWrite.builder().delete(stored).build()), deletes);

    List<String> put = List.of("auditor", "BeforeConvertCallback audited v1", "BeforeSaveCallback audited v1",
        "beforeWrite audited v1", "BeforeSaveEvent audited v1", "SEND", "AfterSaveCallback audited v1",
        "AfterSaveEvent audited v1");
    assertThat(puts).containsOnly(put);
    assertThat(updates).containsOnly(List.of("auditor", "beforeWrite key", "BeforeUpdateEvent audited v2", "SEND",
        "AfterUpdateEvent audited v2"));
    assertThat(deletes).containsOnly(List.of("beforeWrite key", "BeforeDeleteEvent unaudited v2", "SEND",
        "AfterDeleteEvent unaudited v2"));
  }

  @Test
  void anUnversionedEntityGoesThroughTheStagesInOneOrderOnEveryPathBatchesIncluded() {
    List<List<String>> puts = new ArrayList<>();
    List<List<String>> updates = new ArrayList<>();
    List<List<String>> deletes = new ArrayList<>();

    Jot saved = last(() -> template.save(new Jot("j1", "first")), puts);
    List<Jot> batched = last(() -> template.saveAll(List.of(new Jot("j2", "first"))), puts);
    last(() -> template.transactWrite(TransactWrite.builder().put(new Jot("j3", "first")).build()), puts);
    Jot updated = last(() -> template.update(saved), updates);
    last(() -> template.transactWrite(TransactWrite.builder().update(batched.get(0)).build()), updates);
    last(() -> {
      template.delete(updated);
      return null;
    }, deletes);
    last(() -> {
      template.deleteAll(batched);
      return null;
    }, deletes);
    last(() -> template.transactWrite(TransactWrite.builder().delete(new Jot("j3", "first")).build()), deletes);

    assertThat(puts).hasSize(3).containsOnly(List.of("auditor", "BeforeConvertCallback audited",
        "BeforeSaveCallback audited", "beforeWrite audited", "BeforeSaveEvent audited", "SEND",
        "AfterSaveCallback audited", "AfterSaveEvent audited"));
    assertThat(updates).hasSize(2).containsOnly(List.of("auditor", "beforeWrite key", "BeforeUpdateEvent audited",
        "SEND", "AfterUpdateEvent audited"));
    assertThat(deletes).hasSize(3).containsOnly(List.of("beforeWrite key", "BeforeDeleteEvent unaudited", "SEND",
        "AfterDeleteEvent unaudited"));
  }

  @Test
  void theReactiveTemplateGoesThroughTheSameStagesInTheSameOrder() {
    List<List<String>> puts = new ArrayList<>();
    List<List<String>> updates = new ArrayList<>();
    List<List<String>> deletes = new ArrayList<>();

    Jot saved = last(() -> reactive.save(new Jot("r1", "first")).block(), puts);
    List<Jot> batched = last(() -> reactive.saveAll(List.of(new Jot("r2", "first"))).collectList().block(), puts);
    last(() -> reactive.transactWrite(TransactWrite.builder().put(new Jot("r3", "first")).build()).block(), puts);
    Jot updated = last(() -> reactive.update(saved).block(), updates);
    last(() -> reactive.transactWrite(TransactWrite.builder().update(batched.get(0)).build()).block(), updates);
    last(() -> reactive.delete(updated).block(), deletes);
    last(() -> reactive.deleteAll(batched).block(), deletes);
    last(() -> reactive.transactWrite(TransactWrite.builder().delete(new Jot("r3", "first")).build()).block(), deletes);

    assertThat(puts).hasSize(3).containsOnly(List.of("auditor", "BeforeConvertCallback audited",
        "BeforeSaveCallback audited", "beforeWrite audited", "BeforeSaveEvent audited", "SEND",
        "AfterSaveCallback audited", "AfterSaveEvent audited"));
    assertThat(updates).hasSize(2).containsOnly(List.of("auditor", "beforeWrite key", "BeforeUpdateEvent audited",
        "SEND", "AfterUpdateEvent audited"));
    assertThat(deletes).hasSize(3).containsOnly(List.of("beforeWrite key", "BeforeDeleteEvent unaudited", "SEND",
        "AfterDeleteEvent unaudited"));
  }
}
