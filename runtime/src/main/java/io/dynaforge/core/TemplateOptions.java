package io.dynaforge.core;

import io.dynaforge.core.engine.Extensions;
import io.dynaforge.core.engine.OperationExecutor;
import io.dynaforge.core.engine.RequestObserver;
import io.dynaforge.core.engine.TemplateServices;
import io.dynaforge.core.engine.TemplateRuntime;
import io.dynaforge.extension.DynamoDbExtension;
import io.dynaforge.mapping.MapperRegistry;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.data.mapping.callback.EntityCallbacks;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The options every template takes, blocking ({@link DynamoDbTemplate#builder}) or not
 * ({@code ReactiveDynamoDbTemplate.builder}); every one is optional.
 *
 * <p>Defaults: mappers from {@link MapperRegistry#load()}, the identity table names, the
 * {@link DefaultDynamoDbExceptionTranslator}, no callbacks, no events, {@link BatchRetryPolicy#defaults()},
 * the UTC system clock for auditing, no auditor, no observations, no consumed capacity, no extensions.
 *
 * @param <B> the builder type
 */
public abstract class TemplateOptions<B extends TemplateOptions<B>> {
  private MapperRegistry mappers;
  private TableNameResolver tableNames;
  private DynamoDbExceptionTranslator translator;
  private EntityCallbacks callbacks;
  private ApplicationEventPublisher events;
  private BatchRetryPolicy batchRetryPolicy;
  private Clock clock;
  private org.springframework.data.domain.AuditorAware<?> auditorAware;
  private io.micrometer.observation.ObservationRegistry observations;
  private boolean returnConsumedCapacity;
  private final List<ConsumedCapacityListener> capacityListeners = new ArrayList<>();
  private final List<DynamoDbExtension> extensions = new ArrayList<>();
  private ItemCipher cipher;

  protected TemplateOptions() {}

  @SuppressWarnings("unchecked")
  private B self() {
    return (B) this;
  }

  /** Where mappers are found; default {@link MapperRegistry#load()}. */
  public B mapperRegistry(MapperRegistry mappers) {
    this.mappers = mappers;
    return self();
  }

  /** Logical to physical table names; default the identity. */
  public B tableNameResolver(TableNameResolver tableNames) {
    this.tableNames = tableNames;
    return self();
  }

  public B exceptionTranslator(DynamoDbExceptionTranslator translator) {
    this.translator = translator;
    return self();
  }

  /** Spring Data entity callbacks (e.g. {@code EntityCallbacks.create(applicationContext)}); default none. */
  public B entityCallbacks(EntityCallbacks callbacks) {
    this.callbacks = callbacks;
    return self();
  }

  /** Where lifecycle events go (e.g. the application context); default nowhere. */
  public B eventPublisher(ApplicationEventPublisher events) {
    this.events = events;
    return self();
  }

  public B batchRetryPolicy(BatchRetryPolicy batchRetryPolicy) {
    this.batchRetryPolicy = batchRetryPolicy;
    return self();
  }

  /** The clock of {@code @CreatedDate}/{@code @LastModifiedDate}; default the UTC system clock. */
  public B clock(Clock clock) {
    this.clock = clock;
    return self();
  }

  /**
   * The source of Spring Data {@code @CreatedBy}/{@code @LastModifiedBy}: asked for the current
   * auditor on every write that sets {@code @CreatedDate}/{@code @LastModifiedDate} (save, insert,
   * update, saveAll, transactWrite, updates by key); an empty auditor sets nothing. Default none: the
   * properties are left as they are. An auditor the property's type cannot hold is an
   * {@code InvalidDataAccessApiUsageException} on the write, before anything is sent.
   */
  public B auditorAware(org.springframework.data.domain.AuditorAware<?> auditorAware) {
    this.auditorAware = auditorAware;
    return self();
  }

  /**
   * Micrometer observations: every request the template sends is one {@code dynaforge.request}
   * observation, with the low-cardinality keys {@code db.operation}, {@code db.dynamodb.table},
   * {@code db.dynamodb.index} ({@code none}) and {@code dynaforge.method}; default none (nothing is
   * observed, nothing costs). The no-op registry is the same as none.
   */
  public B observationRegistry(io.micrometer.observation.ObservationRegistry observations) {
    this.observations = observations;
    return self();
  }

  /** Asks DynamoDB for the TOTAL consumed capacity of every request, for the listeners; default false. */
  public B returnConsumedCapacity(boolean returnConsumedCapacity) {
    this.returnConsumedCapacity = returnConsumedCapacity;
    return self();
  }

  /** Receive each response's consumed capacity (with {@link #returnConsumedCapacity(boolean)}). */
  public B consumedCapacityListeners(ConsumedCapacityListener... listeners) {
    this.capacityListeners.addAll(java.util.Arrays.asList(listeners));
    return self();
  }

  /**
   * Adds extensions, applied in the order given (after any added before) to every write and read; see
   * {@link DynamoDbExtension}. Default none.
   */
  public B extensions(DynamoDbExtension... extensions) {
    for (DynamoDbExtension extension : extensions) {
      this.extensions.add(Objects.requireNonNull(extension, "extension"));
    }
    return self();
  }

  /**
   * Client-side encryption of the items of the tables {@code cipher} covers: the items written (PutItem,
   * batch and transaction puts, {@code update(entity)} of an encrypted kind, which is a conditional PutItem)
   * are encrypted before sending, the whole items read (GetItem, Query and Scan pages, batch and transaction
   * gets) verified and decrypted after; an item that does not verify is a {@code DataRetrievalFailureException}
   * naming the table (and the key on a single-item read). {@code DynaforgeEncryption.items(keyring, entities...)}
   * ({@code dynaforge-encryption}) makes one; for a {@code DynamoDbClient} the SDK's interceptor does the same
   * (use one or the other). Default none.
   */
  public B encryption(ItemCipher cipher) {
    this.cipher = cipher;
    return self();
  }

  /**
   * What a template is made of, for these options: the operations and the executor that sends them over
   * the given client (blocking, non-blocking, or both).
   */
  protected final TemplateRuntime runtime(DynamoDbClient client, DynamoDbAsyncClient asyncClient) {
    MapperRegistry registry = mappers != null ? mappers : MapperRegistry.load();
    TableNameResolver names = tableNames != null ? tableNames : TableNameResolver.identity();
    DynamoDbExceptionTranslator translation = translator != null ? translator : DynamoDbExceptionTranslator.defaults();
    BatchRetryPolicy retries = batchRetryPolicy != null ? batchRetryPolicy : BatchRetryPolicy.defaults();
    RequestObserver observer = RequestObserver.of(observations, returnConsumedCapacity, capacityListeners);
    Extensions registered = extensions.isEmpty() ? Extensions.NONE : new Extensions(extensions);
    TemplateServices ctx = new TemplateServices(registry, names, translation, callbacks, events, retries,
        clock != null ? clock : Clock.systemUTC(), registered, auditorAware);
    return new TemplateRuntime(ctx, new OperationExecutor(client, asyncClient, observer, cipher), cipher);
  }
}
