package io.dynaforge.core.engine;

import io.dynaforge.core.BatchRetryPolicy;
import io.dynaforge.core.DynamoDbExceptionTranslator;
import io.dynaforge.core.Internal;
import io.dynaforge.core.ItemCipher;
import io.dynaforge.core.TableNameResolver;
import io.dynaforge.mapping.MapperRegistry;
import java.time.Clock;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The parts of a template built from its {@link io.dynaforge.core.TemplateOptions}: the {@link ItemOperations} that
 * build its requests and the {@link OperationExecutor} that sends them. Not for applications.
 */
@Internal
public final class TemplateRuntime {

  private final TemplateServices ctx;
  private final ItemOperations operations;
  private final OperationExecutor executor;
  private final ItemCipher cipher;

  TemplateRuntime(TemplateServices ctx, OperationExecutor executor) {
    this(ctx, executor, null);
  }

  public TemplateRuntime(TemplateServices ctx, OperationExecutor executor, ItemCipher cipher) {
    this.ctx = ctx;
    this.operations = new ItemOperations(ctx);
    this.executor = executor;
    this.cipher = cipher;
  }

  /**
   * A runtime with the defaults of {@code TemplateOptions} (the default translator and batch retry policy,
   * the UTC system clock, no callbacks, events, auditor, extensions, observations or encryption) over a
   * blocking client: what {@link ItemRewrites#of} uses for a {@code DynamoDbOperations} that is not a
   * {@link TemplateEngine}.
   */
  public static TemplateRuntime defaults(DynamoDbClient client, MapperRegistry mappers, TableNameResolver tableNames) {
    TemplateServices ctx = new TemplateServices(mappers, tableNames, DynamoDbExceptionTranslator.defaults(), null, null,
        BatchRetryPolicy.defaults(), Clock.systemUTC(), Extensions.NONE, null);
    return new TemplateRuntime(ctx, new OperationExecutor(client, null, RequestObserver.OFF, null));
  }

  /** The services the template's operations share. */
  public TemplateServices services() {
    return ctx;
  }

  /** The template's items' encryption, or {@code null}. */
  public ItemCipher encryption() {
    return cipher;
  }

  public ItemOperations operations() {
    return operations;
  }

  public OperationExecutor executor() {
    return executor;
  }

  public MapperRegistry mappers() {
    return ctx.mappers();
  }

  public BatchRetryPolicy batchRetryPolicy() {
    return ctx.batchRetryPolicy();
  }

  /** The physical name of the entity's table. */
  public String tableName(Class<?> type) {
    return ctx.tableName(ctx.mapperFor(type).metadata());
  }
}
