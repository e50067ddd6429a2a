/**
 * The template's engine: internal, no compatibility promise, not for applications. The machinery
 * behind {@link io.dynaforge.core.DynamoDbTemplate} and {@code io.dynaforge.reactive.ReactiveDynamoDbTemplate}
 * that the runtime's other packages and modules share: the request operations ({@link
 * io.dynaforge.core.engine.ItemOperations}, {@link io.dynaforge.core.engine.RequestOperation},
 * {@link io.dynaforge.core.engine.RequestSequence}) and the one executor that sends them ({@link
 * io.dynaforge.core.engine.OperationExecutor}); the write and read stages (conditions, updates, versions,
 * kinds, expiry, derived columns, extensions, encryption, lifecycle events); batches, transactions,
 * PartiQL, paged reads and parallel scans; table requests and definitions; backfill rewrites
 * ({@link io.dynaforge.core.engine.ItemRewrites}) and the read stages of stream decoding
 * ({@link io.dynaforge.core.engine.ReadStages}).
 *
 * <p><b>The write stages.</b> Every write (put, update, delete, a transaction's condition check) on every path
 * (single, batch, transaction; the blocking and the reactive template) is prepared in one place,
 * {@code WriteStages}, by one ordered list of named stages, {@code WriteStage}; a stage that does not apply to a
 * kind of write is skipped, never moved. Before the request: audit (the auditor, then the dates), version,
 * callbacks (before-convert, before-save), convert (the item or the key), kind, counters (an insert's starting
 * values), condition (the caller's, the insert's, the version check; an update's expression), extensions
 * ({@code beforeWrite}), event (before-save, -update, -delete). After DynamoDB confirmed the write: the counters read
 * back, the after-save callback, the after-event. Encryption is applied as the request is sent; the reactive
 * auditor and the reactive callbacks, which may do I/O, run before the stages. The services every stage reads are
 * one immutable value, {@code TemplateServices}.
 *
 * <p>Applications use the API of {@code io.dynaforge.core} ({@code DynamoDbOperations},
 * {@code DynamoDbTemplate} and its builder, queries, cursors, exceptions); every public type here is
 * {@link io.dynaforge.core.Internal}. The dependency runs one way: the engine uses the API's value types,
 * and of the API only the types that assemble a template ({@code DynamoDbTemplate}, {@code TemplateOptions})
 * use the engine ({@code PackageDependenciesTest} fails otherwise).
 */
@Internal
package io.dynaforge.core.engine;

import io.dynaforge.core.Internal;
