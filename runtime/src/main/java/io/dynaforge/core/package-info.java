/**
 * The template: {@link io.dynaforge.core.DynamoDbOperations} and its implementation
 * {@link io.dynaforge.core.DynamoDbTemplate}, the values requests are built from
 * ({@link io.dynaforge.core.DynamoDbQuery}, {@link io.dynaforge.expression.DynamoDbExpression},
 * {@link io.dynaforge.core.IndexKeySchema}, {@link io.dynaforge.core.DynamoDbPageRequest}), results
 * ({@link io.dynaforge.core.EntityQueryResult}), batches and transactions
 * ({@link io.dynaforge.core.BatchRetryPolicy}, {@link io.dynaforge.core.TransactWrite},
 * {@link io.dynaforge.core.TransactGet}) and exception translation
 * ({@link io.dynaforge.core.DynamoDbExceptionTranslator}).
 *
 * <p>The machinery behind the template is the engine, {@code io.dynaforge.core.engine}: internal (no
 * compatibility promise, not for applications), like every type or member marked
 * {@link io.dynaforge.core.Internal}. Of this package only the types that assemble a template
 * ({@code DynamoDbTemplate}, {@code TemplateOptions}) use it.
 *
 * <h2>Writes and {@code @Version}</h2>
 * <ul>
 *   <li>{@code save}: PutItem. A versioned entity without a version is written with version 1 under
 *       {@code attribute_not_exists(#version)}; one with version {@code v} is written with {@code v+1}
 *       under {@code #version = :v}. A failure restores the in-memory version (mutable entities; records
 *       are never changed in place) and throws {@code OptimisticLockingFailureException} naming the
 *       entity, table, key and expected version.</li>
 *   <li>A user condition is combined as {@code (user) AND (ours)}; the template's placeholders
 *       ({@code #dfv0}, {@code :dfv1}, {@code #dfpk0}, {@code #u0}, ...) are numbered past any the
 *       user's maps hold, so they never collide. When both a user and a version condition are present
 *       and the write fails, one consistent GetItem of the version attribute decides which failed: a
 *       failed user condition is a {@code DataIntegrityViolationException}, never an optimistic-locking
 *       failure.</li>
 *   <li>{@code insert}: {@code attribute_not_exists(#pk)}; a duplicate is a {@code DuplicateKeyException}.</li>
 *   <li>{@code update(entity)}: UpdateItem, SET every non-key attribute the mapper writes, REMOVE the
 *       entity's other attributes; a versioned entity must carry a version. Without {@code @Version}
 *       UpdateItem's upsert semantics apply (the item is created when missing).</li>
 *   <li>{@code delete(entity)} of a versioned entity checks its version ({@code attribute_not_exists}
 *       when it has none).</li>
 *   <li>Auditing ({@code EntityMapper.withAuditing}) and the new version are applied first, before the
 *       callbacks, so callbacks and events see the values that are written.</li>
 * </ul>
 *
 * <h2>Callbacks and events</h2>
 * {@code save}/{@code insert}: BeforeConvert callback, BeforeSave callback, BeforeSaveEvent,
 * conversion and PutItem, AfterSave callback, AfterSaveEvent (the reference's order: conversion comes
 * after the BeforeSave hooks, so what they change is written). {@code saveAll}: the three pre-write
 * steps for every entity, then all batches, then the two post-write steps for every entity.
 * {@code update}/{@code delete}: Before/After Update/Delete events only. Reads: conversion,
 * AfterConvert callback, AfterConvertEvent, per entity. {@code existsById}, {@code count},
 * {@code exists} and {@code queryItems} convert nothing and publish nothing.
 *
 * <h2>Batches</h2>
 * {@code saveAll}: BatchWriteItem, grouped by physical table in first-seen order, 25 items per
 * request; within a table a later entity with the same key replaces an earlier one (DynamoDB rejects
 * duplicate keys in one request). Only unprocessed items are retried, with
 * {@link io.dynaforge.core.BatchRetryPolicy} (default 8 attempts, 50 ms base, doubling, equal jitter,
 * 5 s cap). Any failure is a {@link io.dynaforge.core.BatchWriteIncompleteException} listing the
 * entities not confirmed written. {@code deleteAll}/{@code deleteAllById}: the same, with DeleteRequests
 * (a {@code @Version} entity deleted one at a time under its version condition). {@code findAllById}/{@code
 * batchGet}: 100 keys per request, the same retry policy, duplicates removed, missing items skipped,
 * results in the order of the ids.
 *
 * <h2>Extensions</h2>
 * Every {@link io.dynaforge.extension.DynamoDbExtension} registered with
 * {@code DynamoDbTemplate.Builder.extensions} runs, in registration order, on every write before it is
 * sent (its condition ANDed, its update actions merged clause by clause, a put's item replaced) and on
 * every item before it is converted (transformed, or skipped with {@code null}). Without extensions no
 * path does any extra work.
 *
 * <h2>Errors</h2>
 * Every SDK call is wrapped; SDK exceptions go through the {@link io.dynaforge.core.DynamoDbExceptionTranslator}
 * (see {@link io.dynaforge.core.DefaultDynamoDbExceptionTranslator} for the table), mapping errors
 * become {@code InvalidDataAccessApiUsageException} (writes, keys) or {@code DataRetrievalFailureException}
 * (reads). Cancelled transactions carry per-item {@link io.dynaforge.core.CancellationReason}s.
 */
package io.dynaforge.core;

