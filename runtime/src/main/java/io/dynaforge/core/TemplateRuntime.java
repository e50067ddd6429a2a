package io.dynaforge.core;

import io.dynaforge.mapping.MapperRegistry;

/**
 * The parts of a template built from its {@link TemplateOptions}: the {@link ItemOperations} that
 * build its requests and the {@link OperationExecutor} that sends them. Not for applications.
 */
public final class TemplateRuntime {

  final TemplateContext ctx;
  private final ItemOperations operations;
  private final OperationExecutor executor;
  private final ItemCipher cipher;

  TemplateRuntime(TemplateContext ctx, OperationExecutor executor) {
    this(ctx, executor, null);
  }

  TemplateRuntime(TemplateContext ctx, OperationExecutor executor, ItemCipher cipher) {
    this.ctx = ctx;
    this.operations = new ItemOperations(ctx);
    this.executor = executor;
    this.cipher = cipher;
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
    return ctx.mappers;
  }

  public BatchRetryPolicy batchRetryPolicy() {
    return ctx.batchRetryPolicy;
  }

  /** The physical name of the entity's table. */
  public String tableName(Class<?> type) {
    return ctx.tableName(ctx.mapperFor(type).metadata());
  }
}
